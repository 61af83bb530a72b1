-- A launch ticket says where it was issued for: this server's own vendor sandbox (the brand's launch CDN is the
-- relative /cdn/launch) or a real vendor's gateway. The sandbox page redeems only its own tickets, so a ticket
-- meant for a real vendor never opens a round that this server plays. Tickets issued before live ten minutes and
-- are taken as a vendor's.
ALTER TABLE launch_tickets ADD COLUMN for_sandbox boolean NOT NULL DEFAULT false;
