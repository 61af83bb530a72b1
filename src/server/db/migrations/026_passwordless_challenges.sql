-- A second-factor challenge remembers whether its login proved a password. The session it opens must change
-- the password before anything else when the password in use is the default, a weak or an expired one, but only
-- after a login that proved it (the app forces the change only then); a login by SMS code or a phone provider
-- proved none, and only a first login makes its session change-only.
ALTER TABLE login_challenges ADD COLUMN passwordless boolean NOT NULL DEFAULT false;
