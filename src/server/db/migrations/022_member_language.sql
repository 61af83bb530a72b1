-- The interface language a member last opened the site in (platform code: EN, BN…), so messages the server
-- writes later (promotion reviews, agent settlements) reach them in that language; NULL: the brand's default.
ALTER TABLE members ADD COLUMN language text;

-- The engagement tick reads the deposits confirmed since its last run, per brand.
CREATE INDEX deposit_orders_brand_settled ON deposit_orders (brand_id, settled_at) WHERE status = 'confirmed';
