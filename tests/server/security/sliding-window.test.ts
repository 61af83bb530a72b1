// The atomic sliding window: a burst sent together can never get more than the window's room, on either database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/types.ts';
import { ApiError } from '../../../src/server/http/errors.ts';
import { releaseWindowSlots, requireWindowSlots, takeWindowSlots, type SlidingWindow } from '../../../src/server/security/sliding-window.ts';
import { dbLegs } from '../support/legs.ts';

const MINUTE = 60_000;

describe.each(dbLegs())('sliding window on $name', (leg) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    if (!leg.available) return;
    ({ db, dispose } = await leg.open());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it.skipIf(!leg.available)('takes exactly max of a burst sent together, then tells when it has room again', async () => {
    const window: SlidingWindow = {
      scope: 'test.burst',
      windowMs: MINUTE,
      max: 5,
    };
    const t0 = Date.UTC(2030, 0, 1);
    const takes = await Promise.all(Array.from({ length: 12 }, () => takeWindowSlots(db, 'b', [{ window, subject: 'm1' }], t0)));
    expect(takes.filter((t) => t.taken)).toHaveLength(5);
    const refused = takes.find((t) => !t.taken);
    expect(refused && !refused.taken && refused.retryAfterMs).toBe(MINUTE);
    // Another subject has its own window; the first one has room again once its events age out.
    expect((await takeWindowSlots(db, 'b', [{ window, subject: 'm2' }], t0)).taken).toBe(true);
    expect((await takeWindowSlots(db, 'b', [{ window, subject: 'm1' }], t0 + MINUTE)).taken).toBe(true);
  });

  it.skipIf(!leg.available)('records in every window or in none, and a released slot is room again', async () => {
    const member: SlidingWindow = {
      scope: 'test.member',
      windowMs: MINUTE,
      max: 3,
    };
    const ip: SlidingWindow = { scope: 'test.ip', windowMs: MINUTE, max: 4 };
    const t0 = Date.UTC(2030, 0, 1);
    const claims = (m: string) => [
      { window: member, subject: m },
      { window: ip, subject: '10.0.0.1' },
    ];
    // Two members behind one IP: the IP's cap (4) holds for both together.
    const takes = await Promise.all([
      ...Array.from({ length: 5 }, () => requireWindowSlots(db, 'b', claims('a'), t0).catch((e: unknown) => e)),
      ...Array.from({ length: 5 }, () => requireWindowSlots(db, 'b', claims('c'), t0).catch((e: unknown) => e)),
    ]);
    const ok = takes.filter((t): t is string[] => Array.isArray(t));
    expect(ok).toHaveLength(4);
    const err = takes.find((t) => t instanceof ApiError);
    expect(err).toMatchObject({
      statusCode: 429,
      errorCode: 'request.throttled',
      details: { value: { retryAfterSeconds: 60 } },
    });
    // A refusal recorded nothing: the IP window holds exactly 4 events.
    const n = await db.query<{ n: string }>("SELECT count(*) AS n FROM limit_events WHERE scope = 'test.ip'");
    expect(Number(n.rows[0]?.n)).toBe(4);
    await releaseWindowSlots(db, ok[0]!);
    expect((await takeWindowSlots(db, 'b', claims('d'), t0)).taken).toBe(true);
  });
});
