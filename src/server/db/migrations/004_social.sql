-- One-click sign-in (login.social): a sign-in starts on the server (POST /wps/session/social/start) with a random
-- state and nonce, kept hashed, bound to the brand and provider, answered once within 10 minutes. The nonce goes
-- into the provider's ID token, so a token stolen from one sign-in cannot finish another.
CREATE TABLE social_states (
  state_hash text PRIMARY KEY,
  brand_id text NOT NULL,
  provider text NOT NULL,
  nonce_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX social_states_expires ON social_states (expires_at);

-- Proofs that cannot carry our nonce (Telegram's signed login data) are accepted once while they are fresh.
CREATE TABLE social_used_proofs (
  brand_id text NOT NULL,
  provider text NOT NULL,
  proof_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (brand_id, provider, proof_hash)
);
CREATE INDEX social_used_proofs_expires ON social_used_proofs (expires_at);
