-- Abuse limits as sliding windows that a success never resets, and remember-me tokens that rotate.

-- Which kind of failure a login attempt was: a wrong password / SMS code ('password') or a wrong second-factor
-- answer ('second_factor'); both count toward the same lockout of the account and the IP.
ALTER TABLE login_attempts ADD COLUMN kind text NOT NULL DEFAULT 'password';

-- Remember-me: every use replaces the token by a successor of the same chain; a token already replaced that
-- comes back means the cookie was copied, and the whole chain is revoked. device_hash binds the chain to the
-- browser it was issued to (its loginDeviceId and user agent).
ALTER TABLE remember_tokens ADD COLUMN chain_id text;
ALTER TABLE remember_tokens ADD COLUMN device_hash text;
ALTER TABLE remember_tokens ADD COLUMN rotated_at timestamptz;
CREATE INDEX remember_tokens_chain ON remember_tokens (chain_id);

-- A remembered login from a new IP answers the second factor first; the challenge keeps the token it continues.
ALTER TABLE login_challenges ADD COLUMN remember_token_id bigint;

-- SMS caps per sending IP (the per-number caps use verification_codes_recipient).
CREATE INDEX verification_codes_ip ON verification_codes (brand_id, ip, created_at DESC);

-- Events counted in sliding windows where no other table records them: wrong codes of the phone reset per
-- number and per IP, mails per recipient.
CREATE TABLE limit_events (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  scope text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX limit_events_subject ON limit_events (brand_id, scope, subject, created_at DESC);

-- Outstanding reset links of a member, revoked together on any password change.
CREATE INDEX password_resets_member ON password_resets (member_id) WHERE used_at IS NULL;
