-- One-time handover codes: a signed-in member opens their session in another tab or app through
-- /?handover=<code> instead of a session token in the address. Stored as SHA-256; used up by the first
-- exchange whatever its outcome; bound to the brand and to the session that asked for it.
CREATE TABLE handover_codes (
  code_hash text PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX handover_codes_expiry ON handover_codes (expires_at);

-- Wrong passwords given to a step-up (authenticator enrolment, password change) by a signed-in session: counted
-- per member in a sliding window, so a stolen session cannot guess the password behind it.
CREATE TABLE step_up_failures (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX step_up_failures_member ON step_up_failures (member_id, created_at DESC);
