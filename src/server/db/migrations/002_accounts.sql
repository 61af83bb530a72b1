-- Accounts: members, wallets, sessions and everything the login, registration and password flows
-- keep. Every table carries brand_id: one brand's members, tokens and codes never work on another brand.
-- Times that decide anything are written by the server from its (injectable) clock, never by now().

CREATE TABLE members (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  username text NOT NULL,
  -- lower(username): names are unique per brand whatever their case.
  username_key text NOT NULL,
  -- 0, 3 members; 1, 2, 41, 42 agents; 4 trial (member types: docs/spec/rules.md).
  type smallint NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 41, 42)),
  upline_id bigint REFERENCES members (id),
  nickname text NOT NULL DEFAULT '',
  mobile_num text,
  country_dialing_code text,
  email text,
  -- bank account (payee) name: also the "bank account name" second factor.
  payee_name text,
  -- scrypt$N$r$p$salt$hash (src/server/security/passwords.ts); never the password itself.
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL,
  -- The password is the platform default weak password (known when it is set; "Default weak password",
  -- docs/spec/rules.md).
  password_is_default boolean NOT NULL DEFAULT false,
  payment_password_hash text,
  -- Set for accounts whose password someone else chose (operators, agents): the first login asks for a new one.
  first_login_pending boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  -- Agents: the invitation code players register with (/wps/agent/affiliate).
  affiliate_code text,
  -- What the player registered with.
  registered_affiliate_code text,
  referral_code text,
  recommender_id text,
  -- The member's profile fields (docs/spec/entities.md, Member).
  real_name text,
  birthday date,
  address text,
  nationality text,
  occupation text,
  source_of_income text,
  place_of_birth text,
  id_number text,
  qq_num text,
  wechat text,
  whatsapp text,
  facebook text,
  telegram text,
  line text,
  zalo text,
  -- Authenticator (TOTP, RFC 6238) secret in base32; pending until the member confirms a code.
  totp_secret text,
  totp_pending_secret text,
  -- Last accepted TOTP time step: a code is good once.
  totp_last_step bigint,
  register_domain text,
  register_url text,
  register_ip text,
  login_device_id text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX members_brand_username ON members (brand_id, username_key);
CREATE UNIQUE INDEX members_brand_mobile ON members (brand_id, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX members_brand_affiliate ON members (brand_id, lower(affiliate_code)) WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_brand_email ON members (brand_id, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX members_upline ON members (upline_id) WHERE upline_id IS NOT NULL;

-- One main wallet account per member (accountTypeId 2), created at 0 with the member.
CREATE TABLE wallet_accounts (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  account_type_id smallint NOT NULL DEFAULT 2,
  currency text NOT NULL,
  balance numeric(20, 2) NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  UNIQUE (member_id, account_type_id)
);

-- Opaque tokens, stored as SHA-256: a database leak does not hand out sessions.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  idle_expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL,
  user_agent text,
  device_id text,
  -- The login said firstTimeLogin / passwordExpired / defaultPassword: the password may change without the old one.
  password_change_without_old boolean NOT NULL DEFAULT false,
  -- The login was the account's first (member info reports it until the password is changed).
  first_time_login boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL;

-- "Remember me" (HttpOnly wps_remember cookie): a revocable token instead of a stored password.
CREATE TABLE remember_tokens (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  session_id bigint REFERENCES sessions (id) ON DELETE SET NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX remember_tokens_member ON remember_tokens (member_id) WHERE revoked_at IS NULL;

-- Every login attempt: decides the captcha (after N failures) and the lockout, per account and per IP.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  username_key text NOT NULL,
  member_id bigint REFERENCES members (id) ON DELETE CASCADE,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_account ON login_attempts (brand_id, username_key, created_at DESC);
CREATE INDEX login_attempts_ip ON login_attempts (brand_id, ip, created_at DESC);

-- Temporary blocks: login lockouts (scope login.account / login.ip) and SMS "too many requests" (sms.number).
CREATE TABLE rate_blocks (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  scope text NOT NULL,
  subject text NOT NULL,
  blocked_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX rate_blocks_subject ON rate_blocks (brand_id, scope, subject, blocked_until DESC);

-- 1 request per second per IP on captcha and code endpoints, agreed by every instance through this row.
CREATE TABLE request_throttles (
  scope text NOT NULL,
  subject text NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (scope, subject)
);

-- IPs a member has logged in from, per brand: a new one asks for the brand's second factor.
CREATE TABLE member_ips (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- SMS codes (login by SMS, registration, forgot by phone): 6 digits, salted SHA-256, single use, 5 tries.
CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  purpose text NOT NULL,
  recipient text NOT NULL,
  code_salt text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX verification_codes_recipient ON verification_codes (brand_id, recipient, created_at DESC);

-- Second-factor challenges of logins from a new IP.
CREATE TABLE login_challenges (
  id text PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  method text NOT NULL,
  -- mobileCode / email: the code sent (salted SHA-256); null for authenticator and bankAccountName.
  code_salt text,
  code_hash text,
  recipient text,
  ip text NOT NULL,
  remember_me boolean NOT NULL,
  device_id text,
  user_agent text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  last_sent_at timestamptz,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);

-- Image captchas: the answer is bound to the wps_captcha cookie; single use, 5 minutes.
CREATE TABLE captcha_challenges (
  id text PRIMARY KEY,
  brand_id text NOT NULL,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);

-- What the built-in SMS and mail providers "send": readable by tests and the dev tools, never delivered.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_brand_recipient ON outbox (brand_id, recipient, id DESC);

-- Forgot password by e-mail: one-time reset links.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);

-- Members signed in through Google / Facebook / Telegram, by the provider's subject.
CREATE TABLE social_identities (
  brand_id text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  email text,
  name text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (brand_id, provider, subject)
);

-- RSA-OAEP key pairs of the (enc) endpoints, shared by every instance; rotated hourly.
CREATE TABLE encryption_keys (
  key_id text PRIMARY KEY,
  public_key text NOT NULL,
  private_key_pkcs8 text NOT NULL,
  created_at timestamptz NOT NULL,
  -- Handed out until expires_at; accepted until accept_until (a grace period for requests in flight).
  expires_at timestamptz NOT NULL,
  accept_until timestamptz NOT NULL
);

-- Wrapped AES keys already used: a replayed (enc) request is refused.
CREATE TABLE encryption_replays (
  key_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- Secrets every instance must share (the local social provider's token signing key).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
