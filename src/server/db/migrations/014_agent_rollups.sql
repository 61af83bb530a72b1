-- Agent center: indexes the team reports and the contract settlement read with (measured by
-- `npm run bench -- --only=agents`: 10 000 members, 1 000 000 bets in one agent's team, 30-day ranges).

-- Settlement measures a holder's team by settled_at (a period's set of settled bets is final once it ended);
-- covering, so a 5-minute window of a 10 000-member team is an index-only probe per member.
CREATE INDEX bet_records_member_settled ON bet_records (member_id, settled_at)
  INCLUDE (stake_minor, win_minor) WHERE status = 'settled';

-- Team reports read bets by member and placed_at with their amounts and status: covering as well, so the totals
-- of a month of a big team never touch the table.
CREATE INDEX bet_records_member_placed ON bet_records (member_id, placed_at)
  INCLUDE (stake_minor, win_minor, status, vendor, game_type);

-- Account details and user loss read main and hold entries of the team by time.
CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at);
