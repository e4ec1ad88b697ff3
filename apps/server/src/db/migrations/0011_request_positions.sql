-- A request's position among questions is fixed when it is written (questions are only appended and
-- never removed), so it is stored instead of being looked up on every page a consumer reads.
ALTER TABLE conversation_comments ADD COLUMN questions_before integer;
UPDATE conversation_comments r SET questions_before = coalesce((
  SELECT q.question_seq FROM conversation_comments q
  WHERE q.conversation_id = r.conversation_id AND q.parent_id IS NULL AND q.seq < r.seq
    AND q.question_seq IS NOT NULL
  ORDER BY q.seq DESC LIMIT 1), 0)
WHERE r.parent_id IS NULL AND r.styling = 'request';
DROP INDEX conversation_threads_requests_idx;
CREATE INDEX conversation_threads_requests_idx ON conversation_comments (conversation_id, author_id, seq)
  INCLUDE (questions_before) WHERE parent_id IS NULL AND styling = 'request';
