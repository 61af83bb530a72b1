-- Games (games-contract.md): the platform's game catalog, members' favourites and recent launches,
-- launch tickets of the vendor sandbox, and the winner board. The catalog is platform-wide (each brand shows the
-- vendors its brand.json lists); everything about members carries brand_id like the accounts tables.

-- Replaced as a whole at startup from the catalog file (src/server/modules/games/catalog.ts).
CREATE TABLE game_vendors (
  code text PRIMARY KEY,
  name text NOT NULL,
  game_type text NOT NULL
);

CREATE TABLE games (
  node_id integer PRIMARY KEY,
  vendor text NOT NULL,
  game_code text NOT NULL,
  game_id text NOT NULL,
  game_type text NOT NULL,
  -- GAME, or VASSALAGE for a vendor lobby tile.
  is_game text NOT NULL,
  -- {"EN": …, "BN": …}: EN is the fallback of every language.
  names jsonb NOT NULL,
  -- Lower-cased names of every language, space separated: what the name search matches.
  search_text text NOT NULL,
  -- ["NEW", "HOT", "SC", …] (gameGroupCode).
  tags jsonb NOT NULL,
  hot boolean NOT NULL,
  -- Catalog order (lists show hot games first, then this).
  position integer NOT NULL,
  UNIQUE (vendor, game_code)
);
CREATE INDEX games_type_vendor ON games (game_type, vendor, position);

-- Favourites survive a catalog change; a favourite of a game no longer in the catalog is simply not listed.
CREATE TABLE favorite_games (
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  -- Orders favourites added in the same millisecond.
  seq bigserial,
  PRIMARY KEY (member_id, node_id)
);

-- One row per game and member: the newest launch.
CREATE TABLE recent_games (
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL,
  launched_at timestamptz NOT NULL,
  seq bigserial,
  PRIMARY KEY (member_id, node_id)
);

-- Lottery games launched from the lottery lobby (/lgw/vn/games/game_menu/recent).
CREATE TABLE recent_lotto_games (
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_code text NOT NULL,
  launched_at timestamptz NOT NULL,
  seq bigserial,
  PRIMARY KEY (member_id, game_code)
);

-- One-use tickets of the vendor sandbox page, stored as SHA-256 like session tokens.
CREATE TABLE launch_tickets (
  ticket_hash text PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL,
  back_url text NOT NULL,
  -- The Language of the launch: the sandbox page shows the game name in it.
  language text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX launch_tickets_expiry ON launch_tickets (expires_at);

-- The winner board of each brand, generated once per brand from a seed (src/server/modules/winners/seed.ts).
CREATE TABLE winners (
  brand_id text NOT NULL,
  seq integer NOT NULL,
  customer_name text NOT NULL,
  node_id integer NOT NULL,
  win_amount numeric(20, 2) NOT NULL,
  win_time timestamptz NOT NULL,
  PRIMARY KEY (brand_id, seq)
);
