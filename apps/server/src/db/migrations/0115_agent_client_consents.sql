-- Consent of a user to an MCP client that registered itself (issue 30): a dynamically registered
-- client gets a token only after its user allowed it on the embedded provider's consent screen, and
-- the answer is remembered per account and client so the user is asked once. account_id is the
-- provider's account id (a demo username or a person's id), as oidc_payloads keeps it.
CREATE TABLE agent_client_consents (
  account_id text NOT NULL,
  client_id text NOT NULL,
  scope text NOT NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, client_id)
);
