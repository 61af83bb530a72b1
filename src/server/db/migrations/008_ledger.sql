-- Money is a ledger: accounts, transfers and their two entries, in integer minor units. Only
-- src/server/modules/ledger/ writes these tables; other modules read them with SQL.

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('main', 'vendor', 'bonus', 'hold', 'house', 'clearing')),
  -- Removing a member who never moved money drops its empty accounts; one with entries cannot be removed.
  member_id bigint REFERENCES members (id) ON DELETE CASCADE,
  vendor text,
  provider text,
  currency text NOT NULL,
  balance_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The database, not only the code, refuses a member balance below zero; house and clearing are the counterparties.
  CONSTRAINT ledger_accounts_non_negative CHECK (balance_minor >= 0 OR kind IN ('house', 'clearing')),
  CONSTRAINT ledger_accounts_shape CHECK (
    CASE kind
      WHEN 'house' THEN member_id IS NULL AND vendor IS NULL AND provider IS NULL
      WHEN 'clearing' THEN member_id IS NULL AND vendor IS NULL AND provider IS NOT NULL
      WHEN 'vendor' THEN member_id IS NOT NULL AND vendor IS NOT NULL AND provider IS NULL
      ELSE member_id IS NOT NULL AND vendor IS NULL AND provider IS NULL
    END
  ),
  CONSTRAINT ledger_accounts_key UNIQUE NULLS NOT DISTINCT (brand_id, kind, member_id, vendor, provider)
);
CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id) WHERE member_id IS NOT NULL;

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  -- Caller-supplied: the same key twice books once.
  idempotency_key text NOT NULL,
  reason text NOT NULL,
  reference text NOT NULL,
  memo text,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  from_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  to_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_account_id <> to_account_id),
  CONSTRAINT ledger_transfers_idempotency UNIQUE (brand_id, idempotency_key)
);
CREATE INDEX ledger_transfers_reference ON ledger_transfers (brand_id, reference);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  -- Signed: negative on the from side, positive on the to side; a transfer's two entries sum to 0.
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  balance_after_minor bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id DESC);
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);

-- History is append-only: a correction is a new transfer, never an edit.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Rounds of vendor games as the seamless wallet sees them: debit opens, credit settles, rollback rolls back.
CREATE TABLE bet_records (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_type text NOT NULL,
  round_id text NOT NULL,
  stake_minor bigint NOT NULL DEFAULT 0,
  win_minor bigint NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('open', 'settled', 'rolled_back')),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (brand_id, vendor, round_id)
);
CREATE INDEX bet_records_member ON bet_records (brand_id, member_id, placed_at DESC);

-- Every vendor wallet call by its transaction id (the vendor's namespace): what makes debit/credit/rollback
-- idempotent and out-of-order safe. kind 'rollback' is a rollback that came before its debit, remembered so the
-- late debit is refused.
CREATE TABLE seamless_transactions (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  vendor text NOT NULL,
  tx_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  member_id bigint NOT NULL REFERENCES members (id),
  round_id text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  transfer_id bigint REFERENCES ledger_transfers (id),
  -- Debits only: undone by a rollback (its transfer).
  rollback_transfer_id bigint REFERENCES ledger_transfers (id),
  rolled_back_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (brand_id, vendor, tx_id)
);

-- Game sessions of the built-in vendor sandbox page (a launch ticket is one-use; the page keeps playing on this).
CREATE TABLE sandbox_sessions (
  token_hash text PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL,
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_type text NOT NULL,
  back_url text NOT NULL,
  language text NOT NULL,
  last_result text,
  rounds integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
