-- Issue 26: bounces. A recipient the SMTP server refuses permanently (a 5xx to RCPT TO, or 550/551/553
-- after the message) is recorded against the address; its message becomes 'bounced', and later
-- messages to that address are not sent ('suppressed') until the consumer saves the address again.
CREATE TABLE email_bounces (
  address text PRIMARY KEY CHECK (address = lower(address)),
  code int NOT NULL,
  reason text NOT NULL,
  outbox_id bigint REFERENCES email_outbox (id) ON DELETE SET NULL,
  bounced_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'logged', 'failed', 'uncertain', 'bounced', 'suppressed'));
