-- Contact Provider: one conversation per catalogue item; a top-level comment starts a thread and
-- replies belong to that comment's branch. Sequences are dense and assigned under the row lock of
-- the counter they come from (conversations.comment_count, comments.reply_count), so pages are
-- read by order ranges (keyset) instead of offsets, at any size.
CREATE TABLE conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id text NOT NULL UNIQUE REFERENCES catalog_items (id) ON DELETE CASCADE,
  can_reply boolean NOT NULL DEFAULT true,
  comment_count integer NOT NULL DEFAULT 0,
  question_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE conversation_comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- NULL for a thread (top-level comment); the thread's id for a reply.
  parent_id bigint REFERENCES conversation_comments (id) ON DELETE CASCADE,
  -- Thread: position in the conversation (1 = oldest). Reply: position in its branch.
  seq integer NOT NULL,
  -- Threads only: position among the conversation's questions (what every consumer sees).
  question_seq integer,
  author_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  as_provider boolean NOT NULL DEFAULT false,
  styling text NOT NULL CHECK (styling IN ('question', 'request')),
  message text NOT NULL,
  template text,
  templated_data jsonb,
  reply_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  -- Threads only: when a provider last replied, and when a provider marked the thread handled.
  answered_at timestamptz,
  handled_at timestamptz
);
CREATE UNIQUE INDEX conversation_threads_seq_idx ON conversation_comments (conversation_id, seq)
  WHERE parent_id IS NULL;
CREATE UNIQUE INDEX conversation_threads_question_seq_idx ON conversation_comments (conversation_id, question_seq)
  WHERE parent_id IS NULL AND question_seq IS NOT NULL;
CREATE INDEX conversation_threads_requests_idx ON conversation_comments (conversation_id, author_id, seq)
  WHERE parent_id IS NULL AND styling = 'request';
CREATE UNIQUE INDEX conversation_replies_seq_idx ON conversation_comments (parent_id, seq)
  WHERE parent_id IS NOT NULL;
CREATE INDEX conversation_threads_unanswered_idx ON conversation_comments (created_at, id)
  WHERE parent_id IS NULL AND answered_at IS NULL AND handled_at IS NULL AND deleted_at IS NULL;

-- Edits and deletes keep the earlier text.
CREATE TABLE conversation_comment_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  comment_id bigint NOT NULL REFERENCES conversation_comments (id) ON DELETE CASCADE,
  message text NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now(),
  replaced_by bigint REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX conversation_comment_history_comment_idx ON conversation_comment_history (comment_id);

-- A reply by anyone but the thread's author notifies the author until cleared.
CREATE TABLE reply_notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  thread_id bigint NOT NULL REFERENCES conversation_comments (id) ON DELETE CASCADE,
  reply_id bigint NOT NULL REFERENCES conversation_comments (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  cleared_at timestamptz
);
CREATE INDEX reply_notifications_open_idx ON reply_notifications (user_id, thread_id, reply_id)
  WHERE cleared_at IS NULL;

-- Rate limit of posts, shared by every server instance.
CREATE TABLE conversation_post_marks (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  last_post_at timestamptz NOT NULL
);
