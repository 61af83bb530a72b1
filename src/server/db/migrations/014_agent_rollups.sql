-- Agent center: what the team reports and the contract settlement read, measured with
-- `npm run bench -- --only=agents` (10 000 members, 1 000 000 bets in one agent's team, 30-day ranges).

-- Team betting totals: a month of a 10 000-member team is a million bet rows, too many to sum per request.
-- Every bet is added to each of its member's ancestors (depth ≥ 1) in a 15-minute bucket of placed_at:
-- brand time zones are whole quarter hours (+05:45 included), so any range of brand-local days is an exact
-- set of buckets. Kept by a trigger whatever writes bet_records; an update (open → settled, rollback)
-- takes the old row out and puts the new one in. Ancestors are locked in id order, so concurrent bets of
-- one team queue on the shared rows instead of deadlocking.
CREATE TABLE agent_team_bets (
  ancestor_id bigint NOT NULL,
  bucket timestamptz NOT NULL,
  vendor text NOT NULL,
  game_type text NOT NULL,
  -- Every bet row (open, settled, rolled back): the report's row count.
  bets integer NOT NULL,
  -- Settled bets and their amounts: the report's totals.
  settled integer NOT NULL,
  stake_minor bigint NOT NULL,
  win_minor bigint NOT NULL,
  PRIMARY KEY (ancestor_id, bucket, vendor, game_type)
);

CREATE FUNCTION agent_team_bets_add(member bigint, at timestamptz, v text, g text, sign integer, is_settled boolean, stake bigint, win bigint)
RETURNS void AS $$
  INSERT INTO agent_team_bets AS r (ancestor_id, bucket, vendor, game_type, bets, settled, stake_minor, win_minor)
  SELECT t.ancestor_id, to_timestamp(floor(extract(epoch FROM at) / 900) * 900), v, g, sign,
    CASE WHEN is_settled THEN sign ELSE 0 END, CASE WHEN is_settled THEN sign * stake ELSE 0 END, CASE WHEN is_settled THEN sign * win ELSE 0 END
  FROM member_tree t WHERE t.descendant_id = member AND t.depth >= 1
  ORDER BY t.ancestor_id
  ON CONFLICT (ancestor_id, bucket, vendor, game_type) DO UPDATE SET
    bets = r.bets + EXCLUDED.bets, settled = r.settled + EXCLUDED.settled,
    stake_minor = r.stake_minor + EXCLUDED.stake_minor, win_minor = r.win_minor + EXCLUDED.win_minor;
$$ LANGUAGE sql;

-- User loss and account details list every member of the team with its own sums over the range: per member,
-- per UTC day (level 0) and per 8-day block aligned to the epoch (level 1), so a 30-day range reads about 8
-- rows per member plus the raw rows of the two partial days at its ends (src/engine/agent/periods.ts
-- rollupCover). Per member only: a bet or an entry touches rows no other member's writes touch.
CREATE FUNCTION rollup_block(d date) RETURNS date AS $$
  SELECT date '1970-01-01' + ((d - date '1970-01-01') / 8) * 8;
$$ LANGUAGE sql IMMUTABLE;

-- Settled bets by placed_at (the member's own P&L counts them the same way).
CREATE TABLE member_bet_rollups (
  member_id bigint NOT NULL,
  level smallint NOT NULL CHECK (level IN (0, 1)),
  bucket date NOT NULL,
  bets integer NOT NULL,
  stake_minor bigint NOT NULL,
  win_minor bigint NOT NULL,
  PRIMARY KEY (member_id, level, bucket)
);

-- A big team's range is read bucket by bucket across its members (a hash join), not member by member.
CREATE INDEX member_bet_rollups_bucket ON member_bet_rollups (level, bucket, member_id) INCLUDE (bets, stake_minor, win_minor);

CREATE FUNCTION member_bet_rollups_add(member bigint, at timestamptz, sign integer, stake bigint, win bigint) RETURNS void AS $$
  INSERT INTO member_bet_rollups AS r (member_id, level, bucket, bets, stake_minor, win_minor)
  SELECT member, l.level, l.bucket, sign, sign * stake, sign * win
  FROM (VALUES (0::smallint, (at AT TIME ZONE 'UTC')::date), (1::smallint, rollup_block((at AT TIME ZONE 'UTC')::date))) AS l(level, bucket)
  ON CONFLICT (member_id, level, bucket) DO UPDATE SET
    bets = r.bets + EXCLUDED.bets, stake_minor = r.stake_minor + EXCLUDED.stake_minor, win_minor = r.win_minor + EXCLUDED.win_minor;
$$ LANGUAGE sql;

-- Main and hold wallet entries by reason: account details totals (main), deposits (main, deposit) and paid
-- withdrawals (hold, withdraw_paid) of user loss.
CREATE TABLE member_money_rollups (
  member_id bigint NOT NULL,
  kind text NOT NULL,
  reason text NOT NULL,
  level smallint NOT NULL CHECK (level IN (0, 1)),
  bucket date NOT NULL,
  entries integer NOT NULL,
  in_minor bigint NOT NULL,
  out_minor bigint NOT NULL,
  PRIMARY KEY (member_id, kind, reason, level, bucket)
);

CREATE INDEX member_money_rollups_bucket ON member_money_rollups (level, bucket, member_id) INCLUDE (kind, reason, entries, in_minor, out_minor);

CREATE FUNCTION member_money_rollups_track() RETURNS trigger AS $$
DECLARE
  acc record;
  why text;
BEGIN
  SELECT a.kind, a.member_id INTO acc FROM ledger_accounts a WHERE a.id = NEW.account_id;
  IF acc.member_id IS NULL OR acc.kind NOT IN ('main', 'hold') THEN
    RETURN NULL;
  END IF;
  SELECT t.reason INTO why FROM ledger_transfers t WHERE t.id = NEW.transfer_id;
  INSERT INTO member_money_rollups AS r (member_id, kind, reason, level, bucket, entries, in_minor, out_minor)
  SELECT acc.member_id, acc.kind, why, l.level, l.bucket, 1, greatest(NEW.amount_minor, 0), greatest(-NEW.amount_minor, 0)
  FROM (VALUES (0::smallint, (NEW.created_at AT TIME ZONE 'UTC')::date),
               (1::smallint, rollup_block((NEW.created_at AT TIME ZONE 'UTC')::date))) AS l(level, bucket)
  ON CONFLICT (member_id, kind, reason, level, bucket) DO UPDATE SET
    entries = r.entries + 1, in_minor = r.in_minor + EXCLUDED.in_minor, out_minor = r.out_minor + EXCLUDED.out_minor;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER ledger_entries_member_rollup AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION member_money_rollups_track();

CREATE FUNCTION agent_team_bets_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM agent_team_bets_add(OLD.member_id, OLD.placed_at, OLD.vendor, OLD.game_type, -1, OLD.status = 'settled', OLD.stake_minor, OLD.win_minor);
    IF OLD.status = 'settled' THEN
      PERFORM member_bet_rollups_add(OLD.member_id, OLD.placed_at, -1, OLD.stake_minor, OLD.win_minor);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM agent_team_bets_add(NEW.member_id, NEW.placed_at, NEW.vendor, NEW.game_type, 1, NEW.status = 'settled', NEW.stake_minor, NEW.win_minor);
    IF NEW.status = 'settled' THEN
      PERFORM member_bet_rollups_add(NEW.member_id, NEW.placed_at, 1, NEW.stake_minor, NEW.win_minor);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER bet_records_agent_team AFTER INSERT OR UPDATE OR DELETE ON bet_records
  FOR EACH ROW EXECUTE FUNCTION agent_team_bets_track();

-- Bets that existed before this migration.
INSERT INTO agent_team_bets (ancestor_id, bucket, vendor, game_type, bets, settled, stake_minor, win_minor)
SELECT t.ancestor_id, to_timestamp(floor(extract(epoch FROM b.placed_at) / 900) * 900), b.vendor, b.game_type, count(*),
  count(*) FILTER (WHERE b.status = 'settled'),
  coalesce(sum(b.stake_minor) FILTER (WHERE b.status = 'settled'), 0), coalesce(sum(b.win_minor) FILTER (WHERE b.status = 'settled'), 0)
FROM bet_records b JOIN member_tree t ON t.descendant_id = b.member_id AND t.depth >= 1
GROUP BY 1, 2, 3, 4;

INSERT INTO member_bet_rollups (member_id, level, bucket, bets, stake_minor, win_minor)
SELECT b.member_id, l.level, l.bucket, count(*), sum(b.stake_minor), sum(b.win_minor)
FROM bet_records b
CROSS JOIN LATERAL (VALUES (0::smallint, (b.placed_at AT TIME ZONE 'UTC')::date),
                           (1::smallint, rollup_block((b.placed_at AT TIME ZONE 'UTC')::date))) AS l(level, bucket)
WHERE b.status = 'settled'
GROUP BY 1, 2, 3;

INSERT INTO member_money_rollups (member_id, kind, reason, level, bucket, entries, in_minor, out_minor)
SELECT a.member_id, a.kind, t.reason, l.level, l.bucket, count(*),
  sum(greatest(e.amount_minor, 0)), sum(greatest(-e.amount_minor, 0))
FROM ledger_entries e
JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL AND a.kind IN ('main', 'hold')
JOIN ledger_transfers t ON t.id = e.transfer_id
CROSS JOIN LATERAL (VALUES (0::smallint, (e.created_at AT TIME ZONE 'UTC')::date),
                           (1::smallint, rollup_block((e.created_at AT TIME ZONE 'UTC')::date))) AS l(level, bucket)
GROUP BY 1, 2, 3, 4, 5;

-- Team betting pages (newest first): a backward scan by time that stops after one page.
CREATE INDEX bet_records_brand_placed ON bet_records (brand_id, placed_at);

-- Settlement measures a holder's team by settled_at (a period's set of settled bets is final once it ended):
-- one window of the brand's settled bets, index-only, joined to the team.
CREATE INDEX bet_records_brand_settled ON bet_records (brand_id, settled_at)
  INCLUDE (member_id, stake_minor, win_minor) WHERE status = 'settled';

-- One member's bets (the username filters, user loss) with their amounts, index-only.
CREATE INDEX bet_records_member_placed ON bet_records (member_id, placed_at)
  INCLUDE (stake_minor, win_minor, status, vendor, game_type);

-- Account details pages (newest first) and the raw partial days of user loss and account details.
CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at);
CREATE INDEX ledger_entries_time ON ledger_entries (created_at);
