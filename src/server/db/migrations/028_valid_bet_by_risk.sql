-- Valid bet weighted by risk. A bet that almost surely wins back its stake risks almost nothing, yet counted in
-- full it met every valid-bet gate (bonus turnover, VIP, missions, promotions, referral, agent salary) and earned
-- points and rebate at about no expected cost: a 98% dice bet loses only the 1% house edge. So a bet counts as
-- stake × min(1, (1 − p) / p), p its win chance: an even-money bet (or any riskier one) counts in full, a 98% bet
-- about 2%. p is known only for the in-house games, which record it on the bet (win_chance_ppm, parts per
-- million); a vendor's bet carries none and counts its whole stake. Generated, so a stake changed by a further
-- debit or a rollback keeps its valid bet in step.
ALTER TABLE bet_records ADD COLUMN win_chance_ppm integer CHECK (win_chance_ppm > 0 AND win_chance_ppm <= 1000000);
ALTER TABLE bet_records ADD COLUMN valid_minor bigint GENERATED ALWAYS AS (
  CASE WHEN win_chance_ppm IS NULL OR win_chance_ppm <= 500000 THEN stake_minor
       ELSE stake_minor * (1000000 - win_chance_ppm) / win_chance_ppm END
) STORED;

-- VIP and referral read a member's valid bet from the rollups: they keep it beside the stake (every bet before
-- this migration had no win chance, so its valid bet is its stake).
ALTER TABLE member_bet_rollups ADD COLUMN valid_minor bigint NOT NULL DEFAULT 0;
UPDATE member_bet_rollups SET valid_minor = stake_minor;

CREATE FUNCTION member_bet_rollups_valid_add(member bigint, at timestamptz, valid bigint) RETURNS void AS $$
  INSERT INTO member_bet_rollups AS r (member_id, level, bucket, bets, stake_minor, win_minor, valid_minor)
  SELECT member, l.level, l.bucket, 0, 0, 0, valid
  FROM (VALUES (0::smallint, (at AT TIME ZONE 'UTC')::date), (1::smallint, rollup_block((at AT TIME ZONE 'UTC')::date))) AS l(level, bucket)
  ON CONFLICT (member_id, level, bucket) DO UPDATE SET valid_minor = r.valid_minor + EXCLUDED.valid_minor;
$$ LANGUAGE sql;

-- Beside the rollups trigger of 014/024 rather than in it: settled bets by placed_at, the old row out, the new in.
CREATE FUNCTION member_bet_rollups_valid_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'settled' THEN
    PERFORM member_bet_rollups_valid_add(OLD.member_id, OLD.placed_at, -OLD.valid_minor);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'settled' THEN
    PERFORM member_bet_rollups_valid_add(NEW.member_id, NEW.placed_at, NEW.valid_minor);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER bet_records_valid_rollup AFTER INSERT OR UPDATE OR DELETE ON bet_records
  FOR EACH ROW EXECUTE FUNCTION member_bet_rollups_valid_track();

-- Settlement and the engagement tick read a window of the brand's settled bets index-only: with the valid bet.
DROP INDEX bet_records_brand_settled;
CREATE INDEX bet_records_brand_settled ON bet_records (brand_id, settled_at)
  INCLUDE (member_id, stake_minor, win_minor, valid_minor) WHERE status = 'settled';

-- Rewards granted for logging in (the login red envelope, login-day missions) go only to members who proved a
-- phone or made a deposit: otherwise every account an agent or a script makes draws them for free. A phone is
-- proved by an SMS code (registration by mobile, binding in the security center); a number typed in by an agent
-- is not. Members who proved theirs before this migration: a code of theirs consumed before its tries ran out.
ALTER TABLE members ADD COLUMN mobile_verified_at timestamptz;
UPDATE members m SET mobile_verified_at = v.at
FROM (
  SELECT brand_id, recipient, max(consumed_at) AS at FROM verification_codes
  WHERE purpose IN ('register', 'bindMobile') AND consumed_at IS NOT NULL AND attempts < 5
  GROUP BY brand_id, recipient
) v
WHERE m.mobile_num IS NOT NULL AND v.brand_id = m.brand_id AND v.recipient = '+' || m.country_dialing_code || m.mobile_num;
