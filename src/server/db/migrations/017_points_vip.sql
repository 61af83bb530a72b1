-- Points mall (redemption statuses: docs/spec/entities.md; redemption checks, points never expire:
-- docs/spec/rules.md). A member's points are an append-only list of entries; member_points holds the running
-- balance, which the database keeps at 0 or more, so a redemption or conversion racing another cannot spend points
-- twice. Every entry has an idempotency key: "bet:<bet id>" (earned once per settled bet), "redeem:<request>", "refund:<redemption>", "convert:<request>".
CREATE TABLE member_points (
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (brand_id, member_id)
);

CREATE TABLE point_entries (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('earn', 'redeem', 'refund', 'convert')),
  -- A bet that earns nothing still gets its (0) entry: it is then never looked at again.
  delta bigint NOT NULL CHECK (delta <> 0 OR kind = 'earn'),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  idempotency_key text NOT NULL,
  -- A bet id, a redemption id or a ledger transfer id: what the entry is for.
  reference text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (brand_id, member_id, idempotency_key)
);
CREATE INDEX point_entries_member ON point_entries (brand_id, member_id, created_at DESC);

-- Entries are never changed or removed: the history is the audit trail.
CREATE FUNCTION point_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_entries is append-only';
END;
$$;
CREATE TRIGGER point_entries_no_update BEFORE UPDATE OR DELETE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION point_entries_append_only();

-- Redemptions of catalog rewards: In Process until an operator approves or rejects (rejection refunds the points).
CREATE TABLE point_redemptions (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  reward_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  points bigint NOT NULL CHECK (points > 0),
  address text NOT NULL,
  mobile text NOT NULL,
  status text NOT NULL DEFAULT 'in_process' CHECK (status IN ('in_process', 'rejected', 'approved')),
  remark text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  UNIQUE (brand_id, member_id, request_id),
  CHECK ((status = 'in_process') = (decided_at IS NULL))
);
CREATE INDEX point_redemptions_member ON point_redemptions (brand_id, member_id, created_at DESC);
CREATE INDEX point_redemptions_reward ON point_redemptions (brand_id, reward_id) WHERE status <> 'rejected';
CREATE INDEX point_redemptions_open ON point_redemptions (brand_id, created_at) WHERE status = 'in_process';
