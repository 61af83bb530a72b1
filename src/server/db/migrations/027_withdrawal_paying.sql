-- Payout before booking: the provider is never called inside the transaction that books the payout. A withdrawal
-- is first committed as `paying` (its money stays on hold), the provider is asked with the withdrawal's id as its
-- idempotency key, and the answer is booked in a second transaction. A process that dies between the two leaves
-- the row `paying`, never lost: reconcile asks the provider again under the same key and books that answer once.
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check CHECK (status IN ('requested', 'approved', 'paying', 'paid', 'rejected'));
-- When the payout was handed to the provider: reconcile picks the ones `paying` for longer than a while.
ALTER TABLE withdrawals ADD COLUMN paying_since timestamptz;
-- The provider's reference for the money it sent (also the memo of the ledger booking).
ALTER TABLE withdrawals ADD COLUMN payout_reference text;
CREATE INDEX withdrawals_paying ON withdrawals (paying_since) WHERE status = 'paying';
