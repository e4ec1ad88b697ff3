-- Email attempts (issue 16, crash safety): `attempts` counts claims (it fences a claim: see the
-- repository), and a claim cut short by a kill is not a failed send. `failures` counts the sends that
-- ended in a recorded failure (a refusal, an outage); EMAIL_MAX_ATTEMPTS and the backoff use it, so kills
-- during sends no longer use up a message's attempts.
ALTER TABLE email_outbox ADD COLUMN failures int NOT NULL DEFAULT 0;
UPDATE email_outbox SET failures = attempts WHERE last_error IS NOT NULL AND status IN ('pending', 'failed');
