-- Member center: the inbox (messageV2) and the login history the security center lists.

-- One row per message and member: an operator message to "all" is fanned out when it is sent, so reading or
-- deleting it is a plain row change and members who register later do not see old broadcasts.
CREATE TABLE inbox_messages (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('system', 'operator')),
  title text NOT NULL,
  -- Plain text (rendered as text by the app, never as HTML).
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  -- Deleted by the member: kept out of every list and count.
  deleted_at timestamptz
);
CREATE INDEX inbox_messages_member ON inbox_messages (brand_id, member_id, created_at DESC) WHERE deleted_at IS NULL;

-- Every successful login with where it came from; sessions are pruned, this history is what the member sees.
CREATE TABLE login_history (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip text NOT NULL,
  user_agent text,
  device_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_history_member ON login_history (member_id, created_at DESC);
