-- Agent center: the downline hierarchy, contracts between an upline and its downline, and their settlements.

-- The hierarchy as a closure table: one row per (ancestor, descendant) pair, the member itself at depth 0.
-- "Is X in my downline" is one primary-key lookup and "my whole team" one index range, so every agent
-- endpoint and report filters by `ancestor_id = me` instead of walking the tree per request (a recursive CTE
-- would re-walk it on every call; ltree is not in PGlite). Uplines never change once set, so the rows are
-- written once, by a trigger, whatever path created the member (registration, agents, operator CLI).
CREATE TABLE member_tree (
  ancestor_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  descendant_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  depth integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
CREATE INDEX member_tree_descendant ON member_tree (descendant_id, depth);
CREATE INDEX member_tree_ancestor_depth ON member_tree (ancestor_id, depth);

CREATE FUNCTION member_tree_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.upline_id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER members_tree AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_insert();

CREATE FUNCTION member_upline_fixed() RETURNS trigger AS $$
BEGIN
  IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    RAISE EXCEPTION 'members.upline_id cannot change once set (the downline hierarchy is append-only)';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER members_upline_fixed BEFORE UPDATE OF upline_id ON members FOR EACH ROW EXECUTE FUNCTION member_upline_fixed();

-- Members that existed before this migration, uplines first (ids grow with creation, an upline is older).
WITH RECURSIVE chain (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.upline_id, c.descendant_id, c.depth + 1
  FROM chain c JOIN members m ON m.id = c.ancestor_id
  WHERE m.upline_id IS NOT NULL
)
INSERT INTO member_tree (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM chain;

-- A contract an upline (or the operator, upline_id NULL: paid by the brand's house account) offers its direct
-- downline. kind: dividend (period P&L), daily / hourly salary, real-time salary (every 5 minutes).
-- Tiers (JSON array, ascending): [{minValidBetMinor, minActiveMembers, minLossMinor?, rateBp}], rate in basis
-- points (1/100 of a percent). top_rate_bp is the highest tier's rate: what the auto-termination rule compares.
CREATE TABLE agent_contracts (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  -- Dividend only: Daily, Weekly, Semimonthly, Monthly ("Contract periods", docs/spec/rules.md); salaries have their
  -- own cadence.
  period text CHECK (period IN ('Daily', 'Weekly', 'Semimonthly', 'Monthly')),
  upline_id bigint REFERENCES members (id),
  downline_id bigint NOT NULL REFERENCES members (id),
  tiers jsonb NOT NULL,
  top_rate_bp integer NOT NULL CHECK (top_rate_bp BETWEEN 0 AND 10000),
  status text NOT NULL CHECK (status IN ('offered', 'active', 'rejected', 'terminated')),
  offered_at timestamptz NOT NULL,
  decided_at timestamptz,
  -- Settlement starts from here (acceptance), never paying for play before the contract existed.
  effective_from timestamptz,
  terminated_at timestamptz,
  terminated_by text CHECK (terminated_by IN ('upline', 'downline', 'operator', 'system')),
  -- replaced (a newer contract of the same kind), upline_rate_lowered ("Auto-termination": the payer's
  -- own rate fell below it), requested.
  termination_reason text,
  CHECK ((kind = 'dividend') = (period IS NOT NULL))
);
-- At most one pending offer and one active contract per downline and kind.
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (brand_id, downline_id, kind) WHERE status = 'offered';
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (brand_id, downline_id, kind) WHERE status = 'active';
CREATE INDEX agent_contracts_upline ON agent_contracts (brand_id, upline_id, status);
CREATE INDEX agent_contracts_due ON agent_contracts (brand_id, kind, status);

-- One row per contract and period, whatever happens: the unique key is what makes a settlement run idempotent
-- across re-runs and server instances (the ledger's idempotency key agent:<contract>:<period start> is the
-- second lock). status: paid; nothing_due (no tier reached or nothing to pay); failed (the payer lacked funds:
-- retried by later runs until paid).
CREATE TABLE agent_settlements (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  contract_id bigint NOT NULL REFERENCES agent_contracts (id),
  kind text NOT NULL,
  holder_id bigint NOT NULL REFERENCES members (id),
  payer_id bigint REFERENCES members (id),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  valid_bet_minor bigint NOT NULL DEFAULT 0,
  profit_loss_minor bigint NOT NULL DEFAULT 0,
  active_members integer NOT NULL DEFAULT 0,
  rate_bp integer NOT NULL DEFAULT 0,
  amount_minor bigint NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  status text NOT NULL CHECK (status IN ('paid', 'nothing_due', 'failed')),
  failure text,
  transfer_id bigint REFERENCES ledger_transfers (id),
  settled_at timestamptz NOT NULL,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX agent_settlements_holder ON agent_settlements (brand_id, holder_id, kind, period_start DESC);
CREATE INDEX agent_settlements_payer ON agent_settlements (brand_id, payer_id, kind, period_start DESC);
