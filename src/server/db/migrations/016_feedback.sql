-- Feedback sent from the feedback modal (feedback rules: docs/spec/rules.md): one row per submission. The rows of the
-- last hour are also the member's sliding-window limit, so a success never resets it. An operator answers with
-- `npm run feedback -- answer`; the answer goes to the member's inbox and is kept here once.
CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  -- 1 deposit, 2 withdraw, 3 game, 4 customer service, 6 apply-agent, 0 other
  type smallint NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6)),
  content text NOT NULL CHECK (char_length(content) BETWEEN 20 AND 200),
  -- the interface language it was written in: the answer's inbox title uses it
  language text NOT NULL,
  created_at timestamptz NOT NULL,
  answer text,
  answered_at timestamptz,
  inbox_message_id bigint,
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE INDEX feedback_member ON feedback (member_id, created_at);
CREATE INDEX feedback_brand ON feedback (brand_id, created_at DESC);
