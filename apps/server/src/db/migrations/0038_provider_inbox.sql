-- Provider workspace inbox (issue 15): every live thread newest first, at any size, as a keyset
-- of the index rather than a sort of the whole table.
CREATE INDEX conversation_threads_created_idx ON conversation_comments (created_at DESC, id DESC)
  WHERE parent_id IS NULL AND deleted_at IS NULL;
