-- Red envelope (raffle) and prize-wheel tickets. A ticket commits to its server seed before the draw: the seed is
-- HMAC-SHA256(server secret 'draw_seed_key', seed_ref) and its SHA-256 is shown with the open ticket; the draw
-- reveals the seed so anyone can recompute the pick (the in-house games' HMAC). Each ticket is drawn once.
CREATE TABLE draw_tickets (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('raffle', 'wheel')),
  -- How it was earned, unique per member and kind: "deposit:<order>", "login:<day>", "operator:<random>".
  ref text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('deposit', 'login', 'operator')),
  -- Random, not secret on its own: the seed needs the server secret too.
  seed_ref text NOT NULL,
  server_seed_hash text NOT NULL,
  earned_at timestamptz NOT NULL,
  drawn_at timestamptz,
  client_seed text,
  roll bigint,
  total_weight bigint,
  prize_index integer,
  reward_id bigint REFERENCES member_rewards (id),
  UNIQUE (brand_id, member_id, kind, ref),
  CHECK ((drawn_at IS NULL) = (reward_id IS NULL))
);
CREATE INDEX draw_tickets_member ON draw_tickets (brand_id, member_id, drawn_at, earned_at DESC);
