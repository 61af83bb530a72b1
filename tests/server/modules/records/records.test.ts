// Betting records (the personalHistoryCopy page) and P&L (the personalProfit page) over bet_records, on PGlite and
// PostgreSQL: filters, paging, totals of settled bets, periods in the brand's time zone (lotus +06:00).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetRecords, InhouseBetResult, ProfitReport } from '../../../../src/generated/types.ts';
import { validateBetRecords, validateProfitReport } from '../../../../src/generated/validators.js';
import { openWorld, type TestWorld, type Client } from '../../support/world.ts';
import { dbLegs } from '../../support/legs.ts';
import { member, MEMBER_PASSWORD, qs } from '../games/support.ts';
import { fund } from '../inhouse/support.ts';

describe.each(dbLegs())('betting records and P&L ($name)', (leg) => {
  let world: TestWorld;
  let c: Client;
  let id: string;
  const rounds: InhouseBetResult['round'][] = [];
  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
    // world clock: 2030-01-15T10:00Z = 16:00 in lotus; one bet "yesterday" (local), three today
    world.clock.advance(-17 * 3_600_000); // 23:00 on the 14th in lotus
    let username: string;
    ({ c, id, username } = await member(world));
    await fund(world, 'lotus', id, 100_000n);
    rounds.push((await c.post<InhouseBetResult>('/wps/relay/inhouse/dice/bet', { stakeMinor: 1_000, target: 5_000, direction: 'under' })).envelope.value.round);
    world.clock.advance(17 * 3_600_000);
    await c.login(username, MEMBER_PASSWORD); // 17 idle hours ended the session
    for (const stakeMinor of [2_000, 3_000]) rounds.push((await c.post<InhouseBetResult>('/wps/relay/inhouse/crash/bet', { stakeMinor, cashOut: 120 })).envelope.value.round);
    rounds.push((await c.post<InhouseBetResult>('/wps/relay/inhouse/dice/bet', { stakeMinor: 4_000, target: 2_000, direction: 'over' })).envelope.value.round);
    // another vendor's open bet (not settled yet): listed, not counted
    await world.app.seamlessWallet.debit({ brandId: 'lotus', memberId: id, vendor: 'JILI', roundId: 'J-1', gameCode: 'JL-1', gameType: 'RNG', txId: 'J-1-bet', amountMinor: 500n });
  });
  afterAll(async () => {
    await world?.app.close();
    await world?.dispose();
  });

  const sum = (rs: typeof rounds, f: (r: (typeof rounds)[number]) => string) => rs.reduce((s, r) => s + BigInt(f(r)), 0n).toString();

  describe.skipIf(!leg.available)('', () => {
    it('personalHistoryCopy: a date range lists newest first, totals count settled bets, profit = win − stake', async () => {
      const res = await c.get<BetRecords>(`/wps/relay/betRecords?${qs({ startDate: '2030-01-14', endDate: '2030-01-15' })}`);
      expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
      expect(validateBetRecords(res.envelope.value)).toBe(true);
      const v = res.envelope.value;
      expect(v.total).toBe(5);
      expect(v.list[0]).toMatchObject({ vendor: 'JILI', status: 'open', stakeMinor: '500', profitMinor: '0' });
      expect(v.list.slice(1).map((r) => r.roundId)).toEqual(rounds.map((r) => r.roundId).reverse());
      expect(v.list[1]).toMatchObject({ vendor: 'INHOUSE', gameType: 'INHOUSE', gameName: 'Dice', status: 'settled' });
      const stake = sum(rounds, (r) => r.stakeMinor);
      const win = sum(rounds, (r) => r.payoutMinor);
      expect(v.totals).toEqual({ count: 4, stakeMinor: stake, winMinor: win, profitMinor: (BigInt(win) - BigInt(stake)).toString() });
    });

    it('filters: one day (brand time zone), game type, vendor; paging keeps the totals of every match', async () => {
      const today = (await c.get<BetRecords>(`/wps/relay/betRecords?${qs({ startDate: '2030-01-15', endDate: '2030-01-15', vendor: 'INHOUSE' })}`)).envelope.value;
      expect(today.total).toBe(3);
      const rng = (await c.get<BetRecords>(`/wps/relay/betRecords?${qs({ startDate: '2030-01-14', endDate: '2030-01-15', gameType: 'RNG' })}`)).envelope.value;
      expect(rng.list.map((r) => r.vendor)).toEqual(['JILI']);
      const page2 = (await c.get<BetRecords>(`/wps/relay/betRecords?${qs({ startDate: '2030-01-14', endDate: '2030-01-15', pageNo: 2, pageSize: 2 })}`)).envelope.value;
      expect(page2).toMatchObject({ pageNo: 2, pageSize: 2, total: 5 });
      expect(page2.list.map((r) => r.roundId)).toEqual([rounds[2]!.roundId, rounds[1]!.roundId]);
      expect(page2.totals.count).toBe(4);
      const none = (await c.get<BetRecords>(`/wps/relay/betRecords?${qs({ startDate: '2030-01-16', endDate: '2030-01-20' })}`)).envelope.value;
      expect(none).toMatchObject({ total: 0, list: [], totals: { count: 0, stakeMinor: '0', profitMinor: '0' } });
    });

    it('bad ranges get a clear message; another member sees none of these bets', async () => {
      const cases: [Record<string, string>, RegExp][] = [
        [{ startDate: '2030-01-15', endDate: '2030-01-14' }, /not be before/],
        [{ startDate: '2030-02-30', endDate: '2030-03-01' }, /not a calendar date/],
        [{ startDate: '2029-01-01', endDate: '2030-01-01' }, /at most 90 days/],
        [{ startDate: '15/01/2030', endDate: '2030-01-15' }, /startDate/],
      ];
      for (const [q, message] of cases) {
        const res = await c.get(`/wps/relay/betRecords?${qs(q)}`);
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'request_param_err' });
        expect(res.envelope.message).toMatch(message);
      }
      const other = await member(world);
      expect((await other.c.get<BetRecords>(`/wps/relay/betRecords?${qs({ startDate: '2030-01-14', endDate: '2030-01-15' })}`)).envelope.value.total).toBe(0);
    });

    it('personalProfit: today, yesterday and 7 days per game type', async () => {
      const get = async (period: string) => {
        const res = await c.get<ProfitReport>(`/wps/relay/profitLoss?period=${period}`);
        expect(validateProfitReport(res.envelope.value)).toBe(true);
        return res.envelope.value;
      };
      const today = await get('today');
      expect(today).toMatchObject({ from: '2030-01-15', to: '2030-01-15' });
      expect(today.rows).toEqual([{ gameType: 'INHOUSE', count: 3, stakeMinor: '9000', winMinor: sum(rounds.slice(1), (r) => r.payoutMinor), profitMinor: expect.any(String) }]);
      const yesterday = await get('yesterday');
      expect(yesterday.total).toMatchObject({ count: 1, stakeMinor: '1000', winMinor: rounds[0]!.payoutMinor });
      const week = await get('7d');
      expect(week).toMatchObject({ from: '2030-01-09', to: '2030-01-15' });
      expect(week.total.count).toBe(4);
      expect(BigInt(week.total.profitMinor)).toBe(BigInt(sum(rounds, (r) => r.payoutMinor)) - 10_000n);
      expect((await c.get('/wps/relay/profitLoss?period=forever')).envelope.errorCode).toBe('request_param_err');
    });

    it('trial members are refused with in_need_true_account', async () => {
      const t = await member(world, 'lotus.localhost', 'trial');
      const res = await t.c.get(`/wps/relay/profitLoss?period=today`);
      expect(res.envelope).toMatchObject({ errorCode: 'member.trial_not_allowed', value: { messageKey: 'in_need_true_account' } });
    });
  });
});
