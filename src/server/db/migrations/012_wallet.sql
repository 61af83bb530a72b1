-- Wrong payment passwords per member, for a sliding-window limit that no success resets (transfer to upline;
-- any other payment-password check may count here too). Rows older than the window are only history.
CREATE TABLE payment_password_failures (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_password_failures_member ON payment_password_failures (member_id, created_at);
