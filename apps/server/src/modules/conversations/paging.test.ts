import { describe, expect, it } from 'vitest';
import { planConsumerPage } from './paging.ts';

/** Reference: build the visible list explicitly and slice it. */
function visible(threads: ('q' | 'mine' | 'other')[], offset: number, pageSize: number) {
  const list = threads
    .map((kind, i) => ({ kind, seq: i + 1 }))
    .filter((t) => t.kind !== 'other')
    .reverse();
  return list.slice(offset, offset + pageSize).map((t) => t.seq);
}

function planned(threads: ('q' | 'mine' | 'other')[], offset: number, pageSize: number) {
  const questionSeqOf = new Map<number, number>();
  let q = 0;
  const requests: { seq: number; questionsBefore: number }[] = [];
  threads.forEach((kind, i) => {
    if (kind === 'q') questionSeqOf.set(i + 1, ++q);
    if (kind === 'mine') requests.push({ seq: i + 1, questionsBefore: q });
  });
  requests.reverse();
  const plan = planConsumerPage(q, requests, offset, pageSize);
  const questions = [...questionSeqOf.entries()]
    .filter(([, qs]) => qs <= plan.questionUpto)
    .sort((a, b) => b[1] - a[1])
    .slice(0, plan.questionLimit)
    .map(([seq]) => seq);
  return [...questions, ...plan.requestSeqs].sort((a, b) => b - a);
}

describe('planConsumerPage', () => {
  it('pages questions only as a keyset range', () => {
    expect(planConsumerPage(45, [], 20, 20)).toEqual({
      requestSeqs: [],
      questionUpto: 25,
      questionLimit: 20,
    });
    expect(planConsumerPage(45, [], 40, 20)).toEqual({ requestSeqs: [], questionUpto: 5, questionLimit: 5 });
    expect(planConsumerPage(45, [], 60, 20).questionLimit).toBe(0);
  });

  it('matches slicing the visible list for mixes of questions, own and hidden requests', () => {
    const kinds = ['q', 'mine', 'other'] as const;
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 200; round++) {
      const length = Math.floor(rand() * 40);
      const threads = Array.from({ length }, () => kinds[Math.floor(rand() * 3)]!);
      for (const pageSize of [1, 3, 20]) {
        for (let offset = 0; offset <= length + 2; offset += pageSize) {
          expect(planned(threads, offset, pageSize), JSON.stringify({ threads, offset, pageSize })).toEqual(
            visible(threads, offset, pageSize),
          );
        }
      }
    }
  });
});
