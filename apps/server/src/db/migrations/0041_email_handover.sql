-- Email hand-over (issue 16, crash safety): a message is sent at most once across crashes.
-- sending: its DATA went to the SMTP server without the terminating dot and the worker is about to
--   write the dot (the lease is renewed); a 250 makes it sent, a 4xx/5xx pending again (or failed).
-- uncertain: handed over, then no answer (link lost, or the worker died: `sending` past its lease); the
--   server may have accepted it, so it is never sent again. Shown in GET /api/provider/email/outbox.
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'logged', 'failed', 'uncertain'));
CREATE INDEX email_outbox_sending_idx ON email_outbox (locked_until) WHERE status = 'sending';
