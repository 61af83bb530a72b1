-- Live chat (CBS3) and the players' chat room (CHATROOM3). Support messages are one conversation per member with
-- the brand's operators; seen_at marks operator replies the member has seen (CBS_unreadCount). Room messages are
-- per brand; a deleted one keeps its row (deleted_at) so the per-member sliding window still counts it.
CREATE TABLE chat_support_messages (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  from_operator boolean NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  seen_at timestamptz
);
CREATE INDEX chat_support_member ON chat_support_messages (member_id, id);
CREATE INDEX chat_support_brand ON chat_support_messages (brand_id, id);

CREATE TABLE chat_room_messages (
  id bigserial PRIMARY KEY,
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  username text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE INDEX chat_room_brand ON chat_room_messages (brand_id, id);
CREATE INDEX chat_room_member ON chat_room_messages (member_id, created_at);

CREATE TABLE chat_room_mutes (
  brand_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  until timestamptz NOT NULL,
  PRIMARY KEY (brand_id, member_id)
);

-- One-time links to the operator console and the console sessions they open: only SHA-256 hashes are kept.
CREATE TABLE chat_operator_tickets (
  hash text PRIMARY KEY,
  brand_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('link', 'session')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
