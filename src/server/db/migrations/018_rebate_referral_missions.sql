-- Manual rebate (the manualRebate page, flag MANUALREBATE3): one row per claim. The member's "since" boundary is
-- the latest claim's `until`; UNIQUE (member, since) means two claims racing from one boundary cannot both land.
CREATE TABLE rebate_claims (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  -- The epoch on the member's first claim (every settled bet before `until`).
  since timestamptz NOT NULL,
  until timestamptz NOT NULL,
  valid_bet_minor bigint NOT NULL CHECK (valid_bet_minor > 0),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  reward_id bigint NOT NULL REFERENCES member_rewards (id),
  created_at timestamptz NOT NULL,
  UNIQUE (brand_id, member_id, since)
);
CREATE INDEX rebate_claims_member ON rebate_claims (brand_id, member_id, until DESC);

-- Referral (invite friends, the member's referralCode): each member's own code, generated on first look.
CREATE TABLE referral_codes (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  brand_id text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (brand_id, code)
);

-- Who invited whom: written at registration when the referral code names a member of the same brand.
CREATE TABLE member_referrals (
  invitee_id bigint PRIMARY KEY REFERENCES members (id),
  brand_id text NOT NULL,
  referrer_id bigint NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL,
  CHECK (invitee_id <> referrer_id)
);
CREATE INDEX member_referrals_referrer ON member_referrals (brand_id, referrer_id, created_at DESC);

-- Missions need no table of their own: progress is read from bet_records, deposit_orders and login_history, and
-- a completed mission is a member_rewards row (source 'mission', "<mission>:<period start>"), claimed at once.
CREATE INDEX member_rewards_mission_period ON member_rewards (brand_id, source, granted_at) WHERE source = 'mission';
