// Security of the activity application upload ("Activity application", "Image uploads": docs/spec/rules.md) on both
// databases: nobody but a real member makes the server read a 20 MB body, a body over the limit answers the envelope,
// and a member's applications are limited by a sliding window that success does not reset.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLY_BODY_LIMIT, APPLY_LIMIT } from '../../../../src/server/modules/promotions/apply.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { png, writePromotions } from './support.ts';

const APPLY = '/wps/relay/MCSFE_applyPromotion';

describe.each(dbLegs())('promotion application security on $name', (leg) => {
  let world: TestWorld;
  let port = 0;
  let ipSeq = 0;
  const ip = (): string => `10.24.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, { editBrands: (dir) => writePromotions(dir) });
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    port = (world.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(type: 'member' | 'trial' = 'member'): Promise<{ c: Client; id: string }> {
    const username = uniqueName('ps');
    const { id } = await createAccount(world, { brand: 'lotus', username, password: 'river2468', type });
    const c = new Client(world, 'lotus.localhost', ip());
    const res = await c.login(username, 'river2468');
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, id };
  }

  /**
   * Declares a body of `declared` bytes, sends only its first kilobyte and waits for the answer: the server must
   * answer without reading the rest (a server that waits for the body never answers, and the socket is cut).
   */
  function partialUpload(token: string | null, declared: number): Promise<{ status: number; body: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: APPLY,
        headers: { host: 'lotus.localhost', 'content-type': 'application/json', 'content-length': String(declared), ...(token ? { authorization: token } : {}) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += String(d)));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
        });
      });
      req.on('error', reject);
      req.setTimeout(10_000, () => req.destroy(new Error('no answer before the whole body was sent')));
      req.write(`{"activityId":"cashback","remark":"","images":["${'A'.repeat(1024)}`);
    });
  }

  describe.skipIf(!leg.available)('', () => {
    it('a guest or a trial member is refused before the upload body is read', async () => {
      const guest = await partialUpload(null, APPLY_BODY_LIMIT - 1);
      expect(guest).toMatchObject({ status: 401, body: { success: false, errorCode: 'login.not_session' } });
      const trial = await member('trial');
      const t = await partialUpload(trial.c.token, APPLY_BODY_LIMIT - 1);
      expect(t).toMatchObject({ status: 403, body: { success: false, errorCode: 'member.trial_not_allowed' } });
    });

    it('a body over the limit answers 413 in the envelope before it is read; nothing is stored', async () => {
      const { c, id } = await member();
      const big = await partialUpload(c.token, APPLY_BODY_LIMIT + 1);
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ success: false });
      expect(typeof big.body.message).toBe('string');
      expect(typeof big.body.errorCode).toBe('string');
      const n = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM promotion_applications WHERE member_id = $1', [id]);
      expect(n.rows[0]!.n).toBe('0');
    });

    it('control characters in the remark (terminal escapes for the reviewing operator) are dropped before storing', async () => {
      const { c, id } = await member();
      const res = await c.post(APPLY, { activityId: 'cashback', remark: 'paid \u001b[2J\u009b31m twice\u0007', images: [] });
      expect(res.status, JSON.stringify(res.envelope)).toBe(200);
      const row = await world.db.query<{ remark: string }>('SELECT remark FROM promotion_applications WHERE member_id = $1', [id]);
      expect(row.rows[0]!.remark).toBe('paid [2J31m twice');
    });

    it(`at most ${APPLY_LIMIT.max} applications per member in a sliding window that success does not reset`, async () => {
      const { c, id } = await member();
      const now = world.clock.now();
      // earlier applications of this member in the window (rejected ones: the member may apply again)
      for (let i = 0; i < APPLY_LIMIT.max; i++)
        await world.db.query(
          `INSERT INTO promotion_applications (brand_id, member_id, activity_id, period, remark, status, review_remark, created_at, reviewed_at)
           VALUES ('lotus', $1, 'cashback', '2030-01-10', 'x', 'rejected', 'no', $2, $2)`,
          [id, new Date(now - APPLY_LIMIT.windowMs + 60_000 * (i + 1))],
        );
      const res = await c.post(APPLY, { activityId: 'cashback', remark: 'again', images: [png()] });
      expect(res.status).toBe(429);
      expect(res.envelope).toMatchObject({ success: false, errorCode: 'promotion.application_limited' });
      const live = await world.db.query<{ n: string }>(`SELECT count(*) AS n FROM promotion_applications WHERE member_id = $1 AND status = 'applying'`, [id]);
      expect(live.rows[0]!.n).toBe('0');
      // the oldest one ages out after a minute: one more fits
      world.clock.advance(61_000);
      const ok = await c.post(APPLY, { activityId: 'cashback', remark: 'again', images: [png()] });
      expect(ok.status, JSON.stringify(ok.envelope)).toBe(200);
    });
  });
});
