// Reward center (the member center's rewardCenter, flag REWCEN3), red envelope MCS2_claimRafflePromotion and
// the prize wheel, bonus details: over HTTP on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BonusDetails, DrawResult, DrawTickets, RewardClaimResult, RewardList } from '../../../../src/generated/types.ts';
import { validateBonusDetails, validateDrawResult, validateDrawTickets, validateRewardList } from '../../../../src/generated/validators.js';
import { releaseDue } from '../../../../src/server/modules/rewards/bonus.ts';
import { issueTicket, verifyDraw } from '../../../../src/server/modules/rewards/draws.ts';
import { grantReward, type RewardGrant } from '../../../../src/server/modules/rewards/grant.ts';
import { runRewardsCommand } from '../../../../src/server/modules/rewards/operator-routes.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { confirmedDeposit } from '../points/support.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

describe.each(dbLegs())('reward center on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.8.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(brand = 'lotus'): Promise<{ c: Client; id: string; username: string }> {
    const username = uniqueName('rc');
    const { id } = await createAccount(world, { brand, username, password: 'river2468', type: 'member' });
    const c = new Client(world, `${brand}.localhost`, ip());
    const res = await c.login(username, 'river2468');
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, id, username };
  }
  const now = () => new Date(world.clock.now());
  const grant = (memberId: string, g: Partial<RewardGrant> = {}) =>
    grantReward(world.db, { brandId: 'lotus', memberId, source: 'mission', sourceRef: uniqueName('ref'), title: { EN: 'Mission', BN: 'মিশন' }, amountMinor: 1_000n, ...g }, now());
  const balance = (memberId: string, kind: 'main' | 'bonus') => world.app.ledger.balance({ brandId: 'lotus', kind, memberId });
  const bet = (memberId: string, stake: bigint) =>
    world.db.query(
      `INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, stake_minor, status, placed_at, settled_at)
       VALUES ('lotus', $1, 'test', 'g', 'RNG', $2, $3, 'settled', $4, $4)`,
      [memberId, uniqueName('round'), stake.toString(), now()],
    );

  describe.skipIf(!leg.available)('', () => {
    it('lists claimable rewards with the badge count, in the request language; history holds claimed ones', async () => {
      const a = await member();
      await grant(a.id, { amountMinor: 700n });
      await grant(a.id, { amountMinor: 300n });
      const list = await a.c.get<RewardList>('/wps/relay/MCS2_getRewardList?pageSize=1', { headers: { language: 'BN' } });
      expect(list.headers['cache-control']).toBe('no-store');
      expect(validateRewardList(list.envelope.value)).toBe(true);
      expect(list.envelope.value).toMatchObject({ claimableCount: 2, totalElements: 2, totalPages: 2, pageSize: 1 });
      expect(list.envelope.value.content[0]).toMatchObject({ title: 'মিশন', amountMinor: '300', status: 'claimable' });
      const bad = await a.c.get('/wps/relay/MCS2_getRewardList?view=all');
      expect(bad.envelope.errorCode).toBe('request_param_err');
    });

    it('claim twice at once books once; claim all takes the rest; another member’s reward is not.found', async () => {
      const a = await member();
      const b = await member();
      const one = await grant(a.id, { amountMinor: 1_000n });
      await grant(a.id, { amountMinor: 2_000n, turnoverX100: 200 });
      const theirs = await grant(b.id);
      const [x, y] = await Promise.all([
        a.c.post<RewardClaimResult>('/wps/relay/MCS2_claimReward', { rewardId: one.rewardId }),
        a.c.post<RewardClaimResult>('/wps/relay/MCS2_claimReward', { rewardId: one.rewardId }),
      ]);
      expect([x.envelope.value.claimed, y.envelope.value.claimed].sort()).toEqual([0, 1]);
      expect(await balance(a.id, 'main')).toBe(1_000n);
      const other = await a.c.post('/wps/relay/MCS2_claimReward', { rewardId: theirs.rewardId });
      expect([other.status, other.envelope.errorCode]).toEqual([404, 'not.found']);
      const [all1, all2] = await Promise.all([a.c.post<RewardClaimResult>('/wps/relay/MCS2_claimAllRewards', {}), a.c.post<RewardClaimResult>('/wps/relay/MCS2_claimAllRewards', {})]);
      expect(all1.envelope.value.claimed + all2.envelope.value.claimed).toBe(1);
      expect(await balance(a.id, 'bonus')).toBe(2_000n);
      const history = await a.c.get<RewardList>('/wps/relay/MCS2_getRewardList?view=history');
      expect(history.envelope.value.content.map((r) => r.status)).toEqual(['claimed', 'claimed']);
      expect(history.envelope.value.claimableCount).toBe(0);
    });

    it('a raffle ticket draws a fair, verifiable prize; drawn twice it pays once', async () => {
      const a = await member();
      const { ticketId } = await issueTicket(world.db, { brandId: 'lotus', memberId: a.id, kind: 'raffle', reason: 'operator', ref: 'op:1' }, now());
      const open = await a.c.get<DrawTickets>('/wps/relay/MCS2_getDrawTickets');
      expect(validateDrawTickets(open.envelope.value)).toBe(true);
      const shown = open.envelope.value.tickets.find((t) => t.id === ticketId)!;
      expect(shown.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      const wrongKind = await a.c.post('/wps/relay/MCS2_spinPrizeWheel', { ticketId });
      expect(wrongKind.status).toBe(404);
      const [d1, d2] = await Promise.all([
        a.c.post<DrawResult>('/wps/relay/MCS2_claimRafflePromotion', { ticketId, clientSeed: 'lucky-7' }),
        a.c.post<DrawResult>('/wps/relay/MCS2_claimRafflePromotion', { ticketId, clientSeed: 'other' }),
      ]);
      const first = d1.envelope.value.replayed ? d2.envelope.value : d1.envelope.value;
      const again = d1.envelope.value.replayed ? d1.envelope.value : d2.envelope.value;
      expect(validateDrawResult(first)).toBe(true);
      expect(again).toEqual({ ...first, replayed: true });
      expect(first.serverSeedHash).toBe(shown.serverSeedHash);
      expect(verifyDraw(first)).toBe(true);
      expect(verifyDraw({ ...first, roll: (first.roll + 1) % first.totalWeight })).toBe(false);
      expect(first.amountMinor).toBe(open.envelope.value.raffle[first.prizeIndex]!.amountMinor);
      const rewards = await world.db.query<{ n: string }>(`SELECT count(*) AS n FROM member_rewards WHERE member_id = $1 AND source = 'raffle'`, [a.id]);
      expect(rewards.rows[0]!.n).toBe('1');
    });

    it('earn rules (content/draws.json): a login day gives one raffle ticket, read twice still one', async () => {
      const a = await member();
      await world.db.query('UPDATE members SET mobile_verified_at = $2 WHERE id = $1', [a.id, now()]);
      const first = await a.c.get<DrawTickets>('/wps/relay/MCS2_getDrawTickets');
      const again = await a.c.get<DrawTickets>('/wps/relay/MCS2_getDrawTickets');
      const login = (t: DrawTickets) => t.tickets.filter((x) => x.kind === 'raffle' && x.reason === 'login');
      expect(login(first.envelope.value)).toHaveLength(1);
      expect(login(again.envelope.value)).toEqual(login(first.envelope.value));
      expect(first.envelope.value.wheel.length).toBeGreaterThan(0);
    });

    it('a login earns the red envelope only with a proved phone or a deposit: a fresh agent-made account draws none until its first deposit', async () => {
      const a = await member();
      // as an agent makes them: a mobile number typed in, never proved by a code, and no deposit
      await world.db.query(`UPDATE members SET country_dialing_code = '880', mobile_num = $2 WHERE id = $1`, [a.id, `17${a.id.padStart(8, '0')}`]);
      const login = (t: DrawTickets) => t.tickets.filter((x) => x.kind === 'raffle' && x.reason === 'login');
      const before = await a.c.get<DrawTickets>('/wps/relay/MCS2_getDrawTickets');
      expect(before.envelope.success).toBe(true);
      expect(login(before.envelope.value)).toEqual([]);
      await confirmedDeposit(world, 'lotus', a.id, 10_000n);
      const after = login((await a.c.get<DrawTickets>('/wps/relay/MCS2_getDrawTickets')).envelope.value);
      expect(after).toHaveLength(1);
      const drawn = await a.c.post<DrawResult>('/wps/relay/MCS2_claimRafflePromotion', { ticketId: after[0]!.id });
      expect(drawn.envelope.success, JSON.stringify(drawn.envelope)).toBe(true);
    });

    it('the wheel picks every prize over many tickets roughly by weight (fair draw)', async () => {
      const a = await member();
      const counts = new Map<number, number>();
      for (let i = 0; i < 120; i++) {
        const { ticketId } = await issueTicket(world.db, { brandId: 'lotus', memberId: a.id, kind: 'wheel', reason: 'operator', ref: `op:${i}` }, now());
        const d = await a.c.post<DrawResult>('/wps/relay/MCS2_spinPrizeWheel', { ticketId });
        expect(verifyDraw(d.envelope.value)).toBe(true);
        counts.set(d.envelope.value.prizeIndex, (counts.get(d.envelope.value.prizeIndex) ?? 0) + 1);
      }
      // weights 40/30/15/8/5/2: the most common prize is one of the two heaviest
      const top = [...counts].sort((x, y) => y[1] - x[1])[0]![0];
      expect([0, 1]).toContain(top);
    });

    it('the operator grants wheel tickets by username; an unknown member is refused', async () => {
      const a = await member();
      const ctx = { db: world.db, now: () => world.clock.now(), hasBrand: (id: string) => id === 'lotus' };
      const out = await runRewardsCommand(ctx, { command: 'tickets', brand: 'lotus', grant: a.username, kind: 'wheel', count: 2, ref: 'spring-1' });
      expect(out.lines.slice(0, 2)).toEqual(['granted 2 wheel ticket(s) under ref spring-1', `${a.username}: 2 open ticket(s)`]);
      await expect(runRewardsCommand(ctx, { command: 'tickets', brand: 'lotus', grant: 'nobody-here', kind: 'wheel' })).rejects.toMatchObject({ errorCode: 'request_param_err' });
    });

    it('the operator grant is idempotent on --ref: a retried command, twice at once, grants nothing twice', async () => {
      const a = await member();
      const ctx = { db: world.db, now: () => world.clock.now(), hasBrand: (id: string) => id === 'lotus' };
      const grant = (g: { count?: number; ref?: string; kind?: string }) =>
        runRewardsCommand(ctx, { command: 'tickets', brand: 'lotus', grant: a.username, kind: 'wheel', ...g });
      const open = async () => (await world.db.query<{ n: string }>(`SELECT count(*) AS n FROM draw_tickets WHERE member_id = $1 AND drawn_at IS NULL`, [a.id])).rows[0]!.n;
      await grant({ count: 3, ref: 'promo-42' });
      const [r1, r2] = await Promise.all([grant({ count: 3, ref: 'promo-42' }), grant({ count: 3, ref: 'promo-42' })]);
      expect(await open()).toBe('3');
      expect(r1.lines[0]).toBe('ref promo-42: 3 of 3 wheel ticket(s) were granted before, 0 new');
      expect(r2.lines[0]).toBe(r1.lines[0]);
      // a larger count adds only the missing tickets; another reference (or kind) is another grant
      expect((await grant({ count: 4, ref: 'promo-42' })).lines[0]).toBe('ref promo-42: 3 of 4 wheel ticket(s) were granted before, 1 new');
      expect((await grant({ ref: 'promo-43' })).lines[0]).toBe('granted 1 wheel ticket(s) under ref promo-43');
      expect(await open()).toBe('5');
      // without --ref the reference is the UTC day, printed; the same command again the same day grants nothing
      const day = `day-${new Date(world.clock.now()).toISOString().slice(0, 10)}`;
      expect((await grant({})).lines[0]).toBe(`granted 1 wheel ticket(s) under ref ${day}`);
      expect((await grant({})).lines[0]).toBe(`ref ${day}: 1 of 1 wheel ticket(s) were granted before, 0 new (pass --ref <key> for another grant today)`);
      expect(await open()).toBe('6');
      for (const ref of ['', 'has space', 'x'.repeat(65), 'semi;colon'])
        await expect(grant({ ref })).rejects.toMatchObject({ errorCode: 'request_param_err', message: expect.stringContaining('--ref') });
      expect(await open()).toBe('6');
    });

    it('prize wheel: the same ticket spun twice at once draws once, one wheel reward', async () => {
      const a = await member();
      const { ticketId } = await issueTicket(world.db, { brandId: 'lotus', memberId: a.id, kind: 'wheel', reason: 'operator', ref: uniqueName('op') }, now());
      const [s1, s2] = await Promise.all([
        a.c.post<DrawResult>('/wps/relay/MCS2_spinPrizeWheel', { ticketId, clientSeed: 'one' }),
        a.c.post<DrawResult>('/wps/relay/MCS2_spinPrizeWheel', { ticketId, clientSeed: 'two' }),
      ]);
      expect([s1.status, s2.status]).toEqual([200, 200]);
      expect([s1.envelope.value.replayed, s2.envelope.value.replayed].sort()).toEqual([false, true]);
      const first = s1.envelope.value.replayed ? s2.envelope.value : s1.envelope.value;
      expect(s1.envelope.value.replayed ? s1.envelope.value : s2.envelope.value).toEqual({ ...first, replayed: true });
      const rewards = await world.db.query<{ id: string; amount_minor: string }>(`SELECT id, amount_minor FROM member_rewards WHERE member_id = $1 AND source = 'wheel'`, [a.id]);
      expect(rewards.rows.map((r) => [String(r.id), String(r.amount_minor)])).toEqual([[first.rewardId, first.amountMinor]]);
      // and its reward claimed twice at once pays once
      const [c1, c2] = await Promise.all([a.c.post('/wps/relay/MCS2_claimReward', { rewardId: first.rewardId }), a.c.post('/wps/relay/MCS2_claimReward', { rewardId: first.rewardId })]);
      expect([c1.status, c2.status]).toEqual([200, 200]);
      const paid = (await balance(a.id, 'main')) + (await balance(a.id, 'bonus'));
      expect(paid).toBe(BigInt(first.amountMinor));
    });

    it('bonus details: progress from settled valid bet; released once when read and a tick race', async () => {
      const a = await member();
      const r = await grant(a.id, { amountMinor: 1_000n, turnoverX100: 300 });
      await a.c.post('/wps/relay/MCS2_claimReward', { rewardId: r.rewardId });
      world.clock.advance(1000);
      await bet(a.id, 1_000n);
      const mid = await a.c.get<BonusDetails>('/wps/relay/MCS2_getBonusDetails');
      expect(validateBonusDetails(mid.envelope.value)).toBe(true);
      expect(mid.envelope.value).toMatchObject({ bonusMinor: '1000', released: [] });
      expect(mid.envelope.value.active[0]).toMatchObject({ requiredMinor: '3000', playedMinor: '1000', status: 'active' });
      await bet(a.id, 2_500n);
      const [n1, n2, page] = await Promise.all([releaseDue(world.db, world.app.ledger, now()), releaseDue(world.db, world.app.ledger, now()), a.c.get<BonusDetails>('/wps/relay/MCS2_getBonusDetails')]);
      expect(n1 + n2).toBeLessThanOrEqual(1);
      expect(await balance(a.id, 'main')).toBe(1_000n);
      expect(await balance(a.id, 'bonus')).toBe(0n);
      const after = page.envelope.value.active.length ? (await a.c.get<BonusDetails>('/wps/relay/MCS2_getBonusDetails')).envelope.value : page.envelope.value;
      expect(after.released[0]).toMatchObject({ rewardId: r.rewardId, status: 'released' });
      const keys = await world.db.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key = $1`, [`bonus_release:${r.rewardId}`]);
      expect(keys.rows[0]!.n).toBe('1');
    });

    const REWARD_ENDPOINTS = [
      ['GET', '/wps/relay/MCS2_getRewardList'],
      ['POST', '/wps/relay/MCS2_claimReward'],
      ['POST', '/wps/relay/MCS2_claimAllRewards'],
      ['GET', '/wps/relay/MCS2_getDrawTickets'],
      ['POST', '/wps/relay/MCS2_claimRafflePromotion'],
      ['POST', '/wps/relay/MCS2_spinPrizeWheel'],
      ['GET', '/wps/relay/MCS2_getBonusDetails'],
    ] as const;
    const bodyOf = (url: string) => (url.endsWith('claimReward') ? { rewardId: '1' } : { ticketId: '1' });

    it('flag off (pebble): every reward center endpoint, bonus details included (REWCEN3), is 404 not.found', async () => {
      const p = await member('pebble');
      for (const [m, url] of REWARD_ENDPOINTS) {
        const res = await p.c.send(m, url, m === 'POST' ? { body: bodyOf(url) } : {});
        expect([url, res.status, res.envelope.errorCode]).toEqual([url, 404, 'not.found']);
      }
    });

    it('flag off: a guest gets 404 too (the flag is checked before the session); flag on: 401', async () => {
      for (const [m, url] of REWARD_ENDPOINTS) {
        const off = await new Client(world, 'pebble.localhost', ip()).send(m, url, m === 'POST' ? { body: bodyOf(url) } : {});
        expect([url, off.status, off.envelope.errorCode]).toEqual([url, 404, 'not.found']);
        const on = await new Client(world, 'lotus.localhost', ip()).send(m, url, m === 'POST' ? { body: bodyOf(url) } : {});
        expect([url, on.status]).toEqual([url, 401]);
      }
    });
  });
});
