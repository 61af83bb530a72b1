// The new-destination hold: withdrawals to a payout account bound as a CHANGE of destination wait the brand's
// payments.newPayoutAccountHoldHours after the bind. A change is a bind while the member already had another
// payout account (bound now or since removed) or had already withdrawn: that is what someone holding a stolen
// session needs, and the member, told of the bind by mail, SMS and inbox, gets the hold to stop it. A member's
// first payout account is not held, so a newcomer can register, deposit, play and withdraw in one sitting; the
// login password asked at the bind and the notice protect that one.
import type { LoadedBrand } from '../../../../engine/brand/loaded.ts';
import type { Queryable } from '../../../db/types.ts';
import { ApiError, ErrorCode } from '../../../http/errors.ts';
import type { PayoutAccountRow } from './repository.ts';

const DEFAULT_HOLD_HOURS = 24;

export function holdHours(brand: LoadedBrand): number {
  return brand.config.payments?.newPayoutAccountHoldHours ?? DEFAULT_HOLD_HOURS;
}

/** Whether the account was bound as a change of destination (see the rule above). */
async function boundAsChange(q: Queryable, account: PayoutAccountRow): Promise<boolean> {
  const r = await q.query(
    `SELECT 1 FROM payout_accounts WHERE member_id = $1 AND id < $2
     UNION ALL
     SELECT 1 FROM withdrawals WHERE member_id = $1 AND payout_account_id <> $2 AND created_at < $3
     LIMIT 1`,
    [account.member_id, account.id, account.created_at],
  );
  return (r.rowCount ?? 0) > 0;
}

/** Throws payment.account_on_hold (with the time left) while the account's hold runs. */
export async function checkPayoutHold(q: Queryable, brand: LoadedBrand, account: PayoutAccountRow, nowMs: number): Promise<void> {
  const until = new Date(account.created_at).getTime() + holdHours(brand) * 3_600_000;
  if (nowMs >= until || !(await boundAsChange(q, account))) return;
  const left = Math.max(1, Math.ceil((until - nowMs) / 60_000));
  const values = { hours: Math.floor(left / 60), minutes: left % 60 };
  throw new ApiError(403, ErrorCode.payoutAccountOnHold, `This account was bound recently. Withdrawals to it open in ${values.hours} h ${values.minutes} min.`, {
    messageValues: values,
  });
}
