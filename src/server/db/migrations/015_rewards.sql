-- Rewards granted to a member: promotions, VIP level-ups, missions, referral, manual rebate, red envelopes and
-- prize-wheel prizes. The reward center lists them; one row per (member, source, source_ref), so granting the
-- same thing twice (a retried job, a double submission) keeps one. Claiming books house → main when no
-- turnover is asked, else house → bonus, held there until the member's valid bet reaches the requirement.
CREATE TABLE member_rewards (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  source text NOT NULL CHECK (source IN ('promotion', 'vip', 'mission', 'referral', 'rebate', 'raffle', 'wheel')),
  -- What was rewarded, in the source's own terms: "<activity>:<period>", "level:3", "<mission>:<day>"…
  source_ref text NOT NULL,
  -- The reward's name per platform language ({"EN": …, "BN": …}); EN is always there.
  title jsonb NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- Valid bet to play through before release, in hundredths of the amount (300 = 3×); 0 pays straight into main.
  turnover_x100 integer NOT NULL DEFAULT 0 CHECK (turnover_x100 >= 0),
  status text NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed', 'expired')),
  granted_at timestamptz NOT NULL,
  expires_at timestamptz,
  claimed_at timestamptz,
  transfer_id bigint REFERENCES ledger_transfers (id),
  UNIQUE (brand_id, member_id, source, source_ref),
  CHECK ((status = 'claimed') = (claimed_at IS NOT NULL))
);
CREATE INDEX member_rewards_member ON member_rewards (brand_id, member_id, status, granted_at DESC);

-- Claimed rewards with turnover: the bonus wallet's money, released to main once the member's settled valid
-- bet since started_at reaches required_minor.
CREATE TABLE bonus_turnover (
  reward_id bigint PRIMARY KEY REFERENCES member_rewards (id),
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  required_minor bigint NOT NULL CHECK (required_minor >= 0),
  started_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'released', 'forfeited')),
  released_at timestamptz,
  release_transfer_id bigint REFERENCES ledger_transfers (id)
);
CREATE INDEX bonus_turnover_member ON bonus_turnover (brand_id, member_id, status, started_at);
