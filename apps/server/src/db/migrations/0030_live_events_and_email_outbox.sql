-- Live updates: every event the SPA should hear about without a reload. The id orders events for
-- Last-Event-ID resume; user_ids NULL means everyone. Rows are pruned after a day.
CREATE TABLE live_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (length(type) BETWEEN 1 AND 50),
  user_ids bigint[],
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_created_idx ON live_events (created_at);

-- Email outbox: written in the same transaction as the event it reports, sent by a worker.
-- idempotency_key makes enqueueing the same message twice a no-op and is the message's Message-ID.
CREATE TABLE email_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  recipient text NOT NULL,
  template text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  unsubscribe_token text NOT NULL UNIQUE,
  -- pending -> sent (SMTP accepted it) | logged (embedded transport) | failed (attempts exhausted)
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'logged', 'failed')),
  attempts int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at DESC, id DESC);
