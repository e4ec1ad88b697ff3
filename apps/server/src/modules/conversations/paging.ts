/**
 * A consumer sees every question plus their own requests, newest first. Questions have a dense
 * question_seq, so a page is the viewer's own requests that fall in the window (few, all known)
 * plus one keyset range of questions: no offset scan, whatever the conversation's size.
 */
export interface OwnRequest {
  seq: number;
  /** Questions positioned before this request (its last question_seq below). */
  questionsBefore: number;
}

export interface ConsumerPagePlan {
  /** Seqs of the viewer's requests inside the window. */
  requestSeqs: number[];
  /** Read questions with question_seq <= questionUpto, newest first, at most questionLimit. */
  questionUpto: number;
  questionLimit: number;
}

/** `requests` newest first. Visible position 0 is the newest. */
export function planConsumerPage(
  questionCount: number,
  requests: OwnRequest[],
  offset: number,
  pageSize: number,
): ConsumerPagePlan {
  let requestsBefore = 0;
  const requestSeqs: number[] = [];
  requests.forEach((r, newerRequests) => {
    const position = questionCount - r.questionsBefore + newerRequests;
    if (position < offset) requestsBefore++;
    else if (position < offset + pageSize) requestSeqs.push(r.seq);
  });
  const questionsSkipped = offset - requestsBefore;
  const questionUpto = questionCount - questionsSkipped;
  const questionLimit = Math.max(0, Math.min(pageSize - requestSeqs.length, questionUpto));
  return { requestSeqs, questionUpto, questionLimit };
}
