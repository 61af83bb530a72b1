-- A password in use that falls short of the floor new passwords must meet (shorter than 8, common or breached,
-- the site's or account's name): found at a password login, the only time the password is in hand; the member is
-- asked to replace it, as with the default password. Any new password clears it.
ALTER TABLE members ADD COLUMN password_is_weak boolean NOT NULL DEFAULT false;
