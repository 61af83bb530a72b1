// Draw security (MCS2_claimRafflePromotion, prize wheel; REWCEN3) on both databases: a ticket shows only
// its seed's hash until drawn, no two tickets share a seed, another member cannot draw (or learn) a ticket, and
// a bad ticket id or client seed answers the envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawResult, DrawTickets } from '../../../../src/generated/types.ts';
import { issueTicket, verifyDraw } from '../../../../src/server/modules/rewards/draws.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

const RAFFLE = '/wps/relay/MCS2_claimRafflePromotion';

describe.each(dbLegs())('draw security on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.26.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(): Promise<{ c: Client; id: string }> {
    const username = uniqueName('ds');
    const { id } = await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member' });
    const c = new Client(world, 'lotus.localhost', ip());
    expect((await c.login(username, 'river2468')).status).toBe(200);
    return { c, id };
  }
  const now = () => new Date(world.clock.now());

  describe.skipIf(!leg.available)('', () => {
    it('open tickets show a hash and no seed; each ticket has its own; another member gets not.found and learns nothing', async () => {
      const a = await member();
      const b = await member();
      const t1 = await issueTicket(world.db, { brandId: 'lotus', memberId: a.id, kind: 'raffle', reason: 'operator', ref: 'op:s1' }, now());
      const t2 = await issueTicket(world.db, { brandId: 'lotus', memberId: a.id, kind: 'raffle', reason: 'operator', ref: 'op:s2' }, now());
      const open = await a.c.get<DrawTickets>('/wps/relay/MCS2_getDrawTickets');
      const raw = JSON.stringify(open.envelope);
      expect(raw).not.toMatch(/serverSeed"/);
      const hashes = open.envelope.value.tickets.filter((t) => [t1.ticketId, t2.ticketId].includes(t.id)).map((t) => t.serverSeedHash);
      expect(new Set(hashes).size).toBe(2);
      // nothing stored with the ticket predicts it: the seed is an HMAC of a server key
      const row = await world.db.query<Record<string, unknown>>('SELECT * FROM draw_tickets WHERE id = $1', [t1.ticketId]);
      expect(Object.keys(row.rows[0]!)).not.toContain('server_seed');
      const theft = await b.c.post(RAFFLE, { ticketId: t1.ticketId });
      expect(theft.status).toBe(404);
      expect(theft.envelope).toMatchObject({ success: false, errorCode: 'not.found' });
      expect(JSON.stringify(theft.envelope)).not.toContain(hashes[0]!);
      const mine = await a.c.post<DrawResult>(RAFFLE, { ticketId: t1.ticketId });
      expect(mine.envelope.value.replayed).toBe(false);
      expect(verifyDraw(mine.envelope.value)).toBe(true);
    });

    it('a malformed ticket id or client seed answers 400 in the envelope; nothing is drawn', async () => {
      const a = await member();
      const { ticketId } = await issueTicket(world.db, { brandId: 'lotus', memberId: a.id, kind: 'raffle', reason: 'operator', ref: 'op:bad' }, now());
      for (const body of [{ ticketId: '0' }, { ticketId: '1e3' }, { ticketId, clientSeed: 'x'.repeat(65) }, { ticketId, clientSeed: '<script>' }, { ticketId: 12 }]) {
        const res = await a.c.post(RAFFLE, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.envelope).toMatchObject({ success: false });
        expect(typeof res.envelope.errorCode).toBe('string');
      }
      const t = await world.db.query<{ drawn_at: Date | null }>('SELECT drawn_at FROM draw_tickets WHERE id = $1', [ticketId]);
      expect(t.rows[0]!.drawn_at).toBeNull();
    });
  });
});
