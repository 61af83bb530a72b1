-- Agent reports over a 10 000-member team without reading a member's rows one by one.
--
-- User loss and the team overview's active members list every member of a team with its own sums over the
-- range: the day and block rollups of 014 still read about ten rows per member, plus the range's partial UTC
-- days raw. Running totals make it two index probes per member for any range: each row holds everything the
-- member did before the end of its 15-minute bucket, so the sums over [start, end) are the latest row before
-- end minus the latest row before start (brand time zones are whole quarter hours, so every range of
-- brand-local days starts and ends on a bucket edge). Rows exist only for buckets with activity.
CREATE TABLE member_running_totals (
  member_id bigint NOT NULL,
  bucket timestamptz NOT NULL,
  -- Settled bets by placed_at, as the member's own P&L counts them.
  bets bigint NOT NULL,
  stake_minor bigint NOT NULL,
  win_minor bigint NOT NULL,
  -- Deposits into the main wallet and paid-out withdrawals (from the hold wallet, fee included).
  deposit_minor bigint NOT NULL,
  withdraw_minor bigint NOT NULL,
  -- The totals ride in the key's index: a probe reads no table page.
  PRIMARY KEY (member_id, bucket) INCLUDE (bets, stake_minor, win_minor, deposit_minor, withdraw_minor)
);

CREATE FUNCTION member_running_add(member bigint, at timestamptz, d_bets integer, d_stake bigint, d_win bigint, d_dep bigint, d_wd bigint)
RETURNS void AS $$
DECLARE
  q timestamptz := to_timestamp(floor(extract(epoch FROM at) / 900) * 900);
BEGIN
  -- A change also moves every later row of the member: two writers at once would each miss the other's
  -- change, so a member's totals have one writer at a time (key space 24: this migration's).
  PERFORM pg_advisory_xact_lock(24, hashint8(member));
  INSERT INTO member_running_totals AS r (member_id, bucket, bets, stake_minor, win_minor, deposit_minor, withdraw_minor)
  SELECT member, q, coalesce(p.bets, 0) + d_bets, coalesce(p.stake_minor, 0) + d_stake, coalesce(p.win_minor, 0) + d_win,
    coalesce(p.deposit_minor, 0) + d_dep, coalesce(p.withdraw_minor, 0) + d_wd
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (SELECT * FROM member_running_totals x WHERE x.member_id = member AND x.bucket < q ORDER BY x.bucket DESC LIMIT 1) p ON true
  ON CONFLICT (member_id, bucket) DO UPDATE SET
    bets = r.bets + d_bets, stake_minor = r.stake_minor + d_stake, win_minor = r.win_minor + d_win,
    deposit_minor = r.deposit_minor + d_dep, withdraw_minor = r.withdraw_minor + d_wd;
  -- Live writes land in the newest bucket, so this finds nothing but for a late settlement or a rollback.
  UPDATE member_running_totals SET
    bets = bets + d_bets, stake_minor = stake_minor + d_stake, win_minor = win_minor + d_win,
    deposit_minor = deposit_minor + d_dep, withdraw_minor = withdraw_minor + d_wd
  WHERE member_id = member AND bucket > q;
END;
$$ LANGUAGE plpgsql;

-- Account details totals over a whole team: like agent_team_bets (014), every main-wallet entry of a member is
-- added to each of its ancestors (depth ≥ 1) in a 15-minute bucket, by the transfer's reason, so a month of a
-- 10 000-member team is a few thousand rows, not hundreds of thousands of entries. Ancestors are locked in id
-- order, so concurrent entries of one team queue on the shared rows instead of deadlocking.
CREATE TABLE agent_team_ledger (
  ancestor_id bigint NOT NULL,
  bucket timestamptz NOT NULL,
  reason text NOT NULL,
  entries integer NOT NULL,
  in_minor bigint NOT NULL,
  out_minor bigint NOT NULL,
  PRIMARY KEY (ancestor_id, bucket, reason)
);

-- The bets trigger of 014, now also keeping the running totals.
CREATE OR REPLACE FUNCTION agent_team_bets_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM agent_team_bets_add(OLD.member_id, OLD.placed_at, OLD.vendor, OLD.game_type, -1, OLD.status = 'settled', OLD.stake_minor, OLD.win_minor);
    IF OLD.status = 'settled' THEN
      PERFORM member_bet_rollups_add(OLD.member_id, OLD.placed_at, -1, OLD.stake_minor, OLD.win_minor);
      PERFORM member_running_add(OLD.member_id, OLD.placed_at, -1, -OLD.stake_minor, -OLD.win_minor, 0, 0);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM agent_team_bets_add(NEW.member_id, NEW.placed_at, NEW.vendor, NEW.game_type, 1, NEW.status = 'settled', NEW.stake_minor, NEW.win_minor);
    IF NEW.status = 'settled' THEN
      PERFORM member_bet_rollups_add(NEW.member_id, NEW.placed_at, 1, NEW.stake_minor, NEW.win_minor);
      PERFORM member_running_add(NEW.member_id, NEW.placed_at, 1, NEW.stake_minor, NEW.win_minor, 0, 0);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- The ledger entries trigger of 014, now also keeping the team ledger totals and the running deposits and paid
-- withdrawals.
CREATE OR REPLACE FUNCTION member_money_rollups_track() RETURNS trigger AS $$
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
  IF acc.kind = 'main' THEN
    INSERT INTO agent_team_ledger AS r (ancestor_id, bucket, reason, entries, in_minor, out_minor)
    SELECT t.ancestor_id, to_timestamp(floor(extract(epoch FROM NEW.created_at) / 900) * 900), why, 1,
      greatest(NEW.amount_minor, 0), greatest(-NEW.amount_minor, 0)
    FROM member_tree t WHERE t.descendant_id = acc.member_id AND t.depth >= 1
    ORDER BY t.ancestor_id
    ON CONFLICT (ancestor_id, bucket, reason) DO UPDATE SET
      entries = r.entries + 1, in_minor = r.in_minor + EXCLUDED.in_minor, out_minor = r.out_minor + EXCLUDED.out_minor;
  END IF;
  IF acc.kind = 'main' AND why = 'deposit' THEN
    PERFORM member_running_add(acc.member_id, NEW.created_at, 0, 0, 0, greatest(NEW.amount_minor, 0), 0);
  ELSIF acc.kind = 'hold' AND why = 'withdraw_paid' THEN
    PERFORM member_running_add(acc.member_id, NEW.created_at, 0, 0, 0, 0, greatest(-NEW.amount_minor, 0));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- Bets and entries that existed before this migration: per bucket, then summed along each member's buckets.
INSERT INTO member_running_totals (member_id, bucket, bets, stake_minor, win_minor, deposit_minor, withdraw_minor)
SELECT x.member_id, x.bucket,
  sum(sum(x.bets)) OVER w, sum(sum(x.stake)) OVER w, sum(sum(x.win)) OVER w, sum(sum(x.dep)) OVER w, sum(sum(x.wd)) OVER w
FROM (
  SELECT b.member_id, to_timestamp(floor(extract(epoch FROM b.placed_at) / 900) * 900) AS bucket,
    count(*) AS bets, sum(b.stake_minor) AS stake, sum(b.win_minor) AS win, 0 AS dep, 0 AS wd
  FROM bet_records b WHERE b.status = 'settled' GROUP BY 1, 2
  UNION ALL
  SELECT a.member_id, to_timestamp(floor(extract(epoch FROM e.created_at) / 900) * 900), 0, 0, 0,
    sum(CASE WHEN a.kind = 'main' THEN greatest(e.amount_minor, 0) ELSE 0 END),
    sum(CASE WHEN a.kind = 'hold' THEN greatest(-e.amount_minor, 0) ELSE 0 END)
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
  JOIN ledger_transfers t ON t.id = e.transfer_id
  WHERE (a.kind = 'main' AND t.reason = 'deposit') OR (a.kind = 'hold' AND t.reason = 'withdraw_paid')
  GROUP BY 1, 2
) x
GROUP BY x.member_id, x.bucket
WINDOW w AS (PARTITION BY x.member_id ORDER BY x.bucket);

INSERT INTO agent_team_ledger (ancestor_id, bucket, reason, entries, in_minor, out_minor)
SELECT t.ancestor_id, to_timestamp(floor(extract(epoch FROM e.created_at) / 900) * 900), tr.reason, count(*),
  sum(greatest(e.amount_minor, 0)), sum(greatest(-e.amount_minor, 0))
FROM ledger_entries e
JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'main' AND a.member_id IS NOT NULL
JOIN ledger_transfers tr ON tr.id = e.transfer_id
JOIN member_tree t ON t.descendant_id = a.member_id AND t.depth >= 1
GROUP BY 1, 2, 3;
