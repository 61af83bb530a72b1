// Points → main balance at the brand's exchange ratio (content/points.json `exchange`): the points entry and the
// ledger transfer (reason points, house → main) commit together, both keyed by the client's request id.
import type { PointsContent } from '../../../generated/types.ts';
import type { Database } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { type Ledger, toMinor } from '../ledger/index.ts';
import { mainRef } from '../wallet/index.ts';
import { addEntry } from './store.ts';

/** Minor units `points` points are worth; refuses fewer than the minimum or a partial step. */
export function conversionValue(content: PointsContent, points: bigint): bigint {
  const { exchange } = content;
  const step = BigInt(exchange.points);
  const minimum = BigInt(exchange.minimumPoints);
  const amount = (points / step) * toMinor(exchange.amount);
  if (points < minimum || points % step !== 0n || amount <= 0n)
    throw new ApiError(400, ErrorCode.pointsBelowMinimum, `Convert at least ${minimum} points, in multiples of ${step}`, {
      messageValues: { minimum: exchange.minimumPoints, step: exchange.points },
    });
  return amount;
}

export interface ConvertInput {
  brandId: string;
  memberId: string;
  requestId: string;
  points: bigint;
  amountMinor: bigint;
  now: Date;
}

export async function convertPoints(db: Database, ledger: Ledger, c: ConvertInput): Promise<{ replayed: boolean; amountMinor: bigint; balance: bigint }> {
  return db.transaction(async (tx) => {
    const key = `convert:${c.requestId}`;
    const e = await addEntry(tx, { brandId: c.brandId, memberId: c.memberId, kind: 'convert', delta: -c.points, idempotencyKey: key, reference: c.requestId, now: c.now });
    if (!e.created) {
      // A repeat answers what the first booked (the ratio may have changed since).
      const t = await tx.query<{ amount_minor: string }>('SELECT amount_minor FROM ledger_transfers WHERE brand_id = $1 AND idempotency_key = $2', [
        c.brandId,
        `points:${c.memberId}:${c.requestId}`,
      ]);
      return { replayed: true, amountMinor: BigInt(t.rows[0]?.amount_minor ?? 0), balance: e.balance };
    }
    await ledger.transferIn(tx, {
      idempotencyKey: `points:${c.memberId}:${c.requestId}`,
      from: { brandId: c.brandId, kind: 'house' },
      to: mainRef(c.brandId, c.memberId),
      amountMinor: c.amountMinor,
      reason: 'points',
      reference: key,
    });
    return { replayed: false, amountMinor: c.amountMinor, balance: e.balance };
  });
}
