-- In-house provably fair games (dice, crash): a server seed per member (shown as its SHA-256 until rotated) and
-- one row per round, written before the stake is debited so a crash between debit and credit can be resolved.

CREATE TABLE inhouse_seeds (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The server seed is an HMAC key until revealed: AES-256-GCM sealed (iv.tag.ciphertext, base64url).
  server_seed_sealed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce bigint NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  -- Set when rotated: from then on the seed is shown in clear.
  revealed_at timestamptz
);
CREATE UNIQUE INDEX inhouse_seeds_active ON inhouse_seeds (brand_id, member_id) WHERE active;
CREATE INDEX inhouse_seeds_member ON inhouse_seeds (brand_id, member_id, id);

CREATE TABLE inhouse_rounds (
  id bigserial PRIMARY KEY,
  -- The seamless-wallet round id; the stake's txId is round_id || ':bet', the win's round_id || ':win'.
  round_id text NOT NULL UNIQUE,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game text NOT NULL CHECK (game IN ('dice', 'crash')),
  game_code text NOT NULL,
  seed_id bigint NOT NULL REFERENCES inhouse_seeds (id),
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce bigint NOT NULL,
  -- dice: {"target": 5000, "direction": "under"}; crash: {"cashOut": 200}
  params jsonb NOT NULL,
  -- dice: {"roll": 1234}; crash: {"crash": 315}
  outcome jsonb NOT NULL,
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  payout_minor bigint NOT NULL CHECK (payout_minor >= 0),
  -- pending: recorded, stake not yet confirmed; debited: stake taken, win not yet paid; settled; refused (the
  -- debit was refused: nothing moved); void (resolved on restart as a refund of a stake of unknown fate).
  status text NOT NULL CHECK (status IN ('pending', 'debited', 'settled', 'refused', 'void')),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX inhouse_rounds_member ON inhouse_rounds (brand_id, member_id, id DESC);
CREATE INDEX inhouse_rounds_unfinished ON inhouse_rounds (created_at) WHERE status IN ('pending', 'debited');
