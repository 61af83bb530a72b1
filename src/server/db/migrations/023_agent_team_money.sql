-- Team overview money in and out: a month of a 10 000-member team is hundreds of thousands of deposit orders,
-- too many to sum per request. Like agent_team_bets (014): each confirmed deposit (by settled_at) and each paid
-- withdrawal (by paid_at) is added to every ancestor of its member (depth ≥ 1) in a 15-minute bucket, so any
-- range of brand-local days is an exact set of buckets. Kept by triggers whatever writes the payments tables;
-- an update takes the old row out and puts the new one in, so only the rows' final state counts.
CREATE TABLE agent_team_money (
  ancestor_id bigint NOT NULL,
  bucket timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdraw')),
  orders integer NOT NULL,
  amount_minor bigint NOT NULL,
  PRIMARY KEY (ancestor_id, bucket, kind)
);

CREATE FUNCTION agent_team_money_add(member bigint, at timestamptz, k text, sign integer, amount bigint) RETURNS void AS $$
  INSERT INTO agent_team_money AS r (ancestor_id, bucket, kind, orders, amount_minor)
  SELECT t.ancestor_id, to_timestamp(floor(extract(epoch FROM at) / 900) * 900), k, sign, sign * amount
  FROM member_tree t WHERE t.descendant_id = member AND t.depth >= 1
  ORDER BY t.ancestor_id
  ON CONFLICT (ancestor_id, bucket, kind) DO UPDATE SET
    orders = r.orders + EXCLUDED.orders, amount_minor = r.amount_minor + EXCLUDED.amount_minor;
$$ LANGUAGE sql;

-- One trigger for both tables: TG_ARGV is the rollup kind, the status that counts and the column that dates it
-- (deposit_orders: confirmed by settled_at; withdrawals: paid by paid_at).
CREATE FUNCTION agent_team_money_track() RETURNS trigger AS $$
DECLARE
  k text := TG_ARGV[0];
  counted text := TG_ARGV[1];
  dated text := TG_ARGV[2];
  r jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    r := to_jsonb(OLD);
    IF r->>'status' = counted AND r->>dated IS NOT NULL THEN
      PERFORM agent_team_money_add(OLD.member_id, (r->>dated)::timestamptz, k, -1, OLD.amount_minor);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    r := to_jsonb(NEW);
    IF r->>'status' = counted AND r->>dated IS NOT NULL THEN
      PERFORM agent_team_money_add(NEW.member_id, (r->>dated)::timestamptz, k, 1, NEW.amount_minor);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER deposit_orders_agent_team AFTER INSERT OR UPDATE OR DELETE ON deposit_orders
  FOR EACH ROW EXECUTE FUNCTION agent_team_money_track('deposit', 'confirmed', 'settled_at');

CREATE TRIGGER withdrawals_agent_team AFTER INSERT OR UPDATE OR DELETE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION agent_team_money_track('withdraw', 'paid', 'paid_at');

-- Orders that existed before this migration.
INSERT INTO agent_team_money (ancestor_id, bucket, kind, orders, amount_minor)
SELECT t.ancestor_id, to_timestamp(floor(extract(epoch FROM x.at) / 900) * 900), x.kind, count(*), sum(x.amount_minor)
FROM (
  SELECT member_id, settled_at AS at, 'deposit' AS kind, amount_minor FROM deposit_orders WHERE status = 'confirmed' AND settled_at IS NOT NULL
  UNION ALL
  SELECT member_id, paid_at, 'withdraw', amount_minor FROM withdrawals WHERE status = 'paid' AND paid_at IS NOT NULL
) x JOIN member_tree t ON t.descendant_id = x.member_id AND t.depth >= 1
GROUP BY 1, 2, 3;
