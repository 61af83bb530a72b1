-- Deposits through a payment provider, withdrawals reviewed by an operator, payout accounts, receipt proofs.
-- Money itself moves only through the ledger (008); these rows are the orders and their states.

CREATE TABLE payout_accounts (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('bank', 'ewallet')),
  channel_id text NOT NULL,
  holder_name text NOT NULL,
  account_number text NOT NULL,
  created_at timestamptz NOT NULL,
  removed_at timestamptz,
  CONSTRAINT payout_accounts_unique UNIQUE NULLS NOT DISTINCT (member_id, channel_id, account_number, removed_at)
);
CREATE INDEX payout_accounts_member ON payout_accounts (member_id) WHERE removed_at IS NULL;

CREATE TABLE deposit_orders (
  id text PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  provider text NOT NULL,
  channel_id text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'failed', 'expired')),
  -- sha256 of the pay-page token: the page URL carries the token, the table only its hash.
  pay_token_hash text NOT NULL,
  request_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  CONSTRAINT deposit_orders_request UNIQUE (member_id, request_id)
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, created_at DESC);

-- Every callback a provider sent, by its nonce: a replayed callback finds its nonce here and changes nothing.
CREATE TABLE payment_callbacks (
  provider text NOT NULL,
  nonce text NOT NULL,
  order_id text NOT NULL,
  status text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, nonce)
);

CREATE TABLE withdrawals (
  id text PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  payout_account_id bigint NOT NULL REFERENCES payout_accounts (id),
  provider text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0 AND fee_minor < amount_minor),
  -- requested (held) → approved → paid → confirmed by the player (or auto); rejected releases the hold.
  status text NOT NULL CHECK (status IN ('requested', 'approved', 'paid', 'rejected')),
  receipt text CHECK (receipt IN ('received', 'partial', 'not_received')),
  received_minor bigint CHECK (received_minor >= 0),
  request_id text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  paid_at timestamptz,
  confirmed_at timestamptz,
  CONSTRAINT withdrawals_request UNIQUE (member_id, request_id)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at DESC);
CREATE INDEX withdrawals_status ON withdrawals (status, created_at);

-- The player's proof of (non-)receipt: kept in the database, served to nobody but its own member.
CREATE TABLE withdrawal_proofs (
  withdrawal_id text PRIMARY KEY REFERENCES withdrawals (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL
);
