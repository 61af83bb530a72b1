// Draw tickets for login days count the brand's calendar days, not UTC's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/db/types.ts';
import { earnTickets } from '../../../../src/server/modules/rewards/draws.ts';
import { BRAND, insertMembers } from '../ledger/support.ts';
import { dbLegs } from '../../support/legs.ts';

describe.each(dbLegs())('login-day tickets on $name', (leg) => {
  describe.skipIf(!leg.available)('', () => {
    let db: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => ({ db, dispose } = await leg.open()));
    afterAll(async () => dispose?.());

    it('at +06:00, a login at 20:00 UTC on the 15th and one at 03:00 UTC on the 16th are both on the 16th: one ticket', async () => {
      const [member] = await insertMembers(db, 1, 'day');
      // login days earn only with a proved phone or a deposit (rewards/login-rewards.ts)
      await db.query('UPDATE members SET mobile_verified_at = now() WHERE id = $1', [member]);
      for (const at of ['2030-01-15T20:00:00Z', '2030-01-16T03:00:00Z'])
        await db.query(`INSERT INTO login_history (brand_id, member_id, ip, created_at) VALUES ($1, $2, '127.0.0.1', $3)`, [BRAND, member, at]);
      await earnTickets(db, BRAND, member!, [{ on: 'login', kind: 'raffle' }], '+06:00', new Date('2030-01-16T12:00:00Z'));
      const r = await db.query<{ ref: string }>(`SELECT ref FROM draw_tickets WHERE member_id = $1 ORDER BY ref`, [member]);
      expect(r.rows.map((x) => x.ref)).toEqual(['login:2030-01-16']);
    });
  });
});
