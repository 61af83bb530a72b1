-- Promotions (content/promotions.json activities): what members did with them. Rewards themselves are
-- member_rewards rows (source 'promotion', source_ref '<activity>:<period>'), so a payout happens once whatever
-- is approved or claimed twice.

-- "apply" activities: the member's application (remark and up to 3 images), reviewed by an operator.
CREATE TABLE promotion_applications (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  activity_id text NOT NULL,
  -- The activity's period (its start day): a re-run activity is a new period.
  period text NOT NULL,
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 140),
  status text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'approved', 'rejected')),
  review_remark text,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reward_id bigint REFERENCES member_rewards (id),
  CHECK ((status = 'approved') = (reward_id IS NOT NULL))
);
-- One live application per member and period: a rejected one may be followed by a new one.
CREATE UNIQUE INDEX promotion_applications_live ON promotion_applications (brand_id, member_id, activity_id, period)
  WHERE status IN ('applying', 'approved');
CREATE INDEX promotion_applications_review ON promotion_applications (brand_id, status, created_at);

-- The application's images (PNG or JPEG, checked by their first bytes), like withdrawal proofs: in the database,
-- served to nobody but the operator tool.
CREATE TABLE promotion_application_images (
  application_id bigint NOT NULL REFERENCES promotion_applications (id),
  seq smallint NOT NULL CHECK (seq BETWEEN 1 AND 3),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL,
  PRIMARY KEY (application_id, seq)
);

-- "join" activities: when the member joined; valid bet counts from then until the period ends.
CREATE TABLE promotion_joins (
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  activity_id text NOT NULL,
  period text NOT NULL,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (brand_id, member_id, activity_id, period)
);
