// Team endpoints (the agent center: agentTeamOverview, downlineManagmentView, registerCenter; transfers to the direct
// downline) on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownlineRegisterResult, DownlineTransferResult, TeamMembers, TeamOverview } from '../../../../src/generated/types.ts';
import { validateTeamMembers, validateTeamOverview } from '../../../../src/generated/validators.js';
import { AGENT_REGISTER_BURST, AGENT_REGISTER_DAILY } from '../../../../src/server/modules/agent/team/register-limits.ts';
import { PAYMENT_PASSWORD_LIMIT } from '../../../../src/server/modules/wallet/payment-password.ts';
import { Client, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { PASSWORD, agent, contracted, member, nextIp, openAgentWorld, requestId, setPaymentPassword, tiers, type Member } from './support.ts';

const REGISTER = '/wps/agent/team/register';
const TRANSFER = '/wps/agent/team/transfer';
let mobileSeq = 0;
const bdMobile = (): string => `17${String(Date.now()).slice(-6)}${String(++mobileSeq).padStart(3, '0')}`;

describe.each(dbLegs())('agent team on $name', (leg) => {
  let world: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openAgentWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  let betSeq = 0;
  async function bet(memberId: string, stake: number, win: number, settledAt: string, status = 'settled'): Promise<void> {
    await world.db.query(
      `INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, stake_minor, win_minor, status, placed_at, settled_at)
       VALUES ('lotus', $1, 'TEST', 'g1', 'SLOT', $2, $3, $4, $5, $6, $7)`,
      [memberId, `r${++betSeq}-${Date.now()}`, stake, win, status, settledAt, status === 'settled' ? settledAt : null],
    );
  }

  /** A → m1 (member), A → s (agent) → m2; A's own money and s's contract. */
  async function team(): Promise<{ a: Member; m1: Member; s: Member; m2: Member }> {
    const a = await agent(world, 'lotus', { balance: '50' });
    const m1 = await member(world, 'lotus', { upline: a.username, balance: '10' });
    const s = await agent(world, 'lotus', { upline: a.username, balance: '5' });
    const m2 = await member(world, 'lotus', { upline: s.username, balance: '1.25' });
    return { a, m1, s, m2 };
  }

  describe.skipIf(!leg.available)('', () => {
    it('agentTeamOverview: counts descendants, settled bets, confirmed deposits and paid withdrawals of the brand days', async () => {
      const { a, m1, m2 } = await team();
      // lotus is +06:00: 2030-01-10 runs from 2030-01-09T18:00Z to 2030-01-10T18:00Z.
      await bet(m1.id, 1000, 400, '2030-01-09T18:30:00Z');
      await bet(m2.id, 500, 900, '2030-01-10T17:59:00Z');
      await bet(m2.id, 700, 0, '2030-01-10T18:00:00Z'); // the next day
      await bet(m1.id, 300, 0, '2030-01-10T10:00:00Z', 'open');
      await bet(a.id, 9999, 0, '2030-01-10T10:00:00Z'); // the agent's own play is not its team's
      await world.db.query(
        `INSERT INTO deposit_orders (id, brand_id, member_id, provider, channel_id, amount_minor, status, pay_token_hash, request_id, created_at, expires_at, settled_at)
         VALUES ($3, 'lotus', $1, 'sandbox', 'bkash', 2500, 'confirmed', 'h', 'q1', $2, $2, $2),
                ($4, 'lotus', $1, 'sandbox', 'bkash', 7000, 'pending', 'h', 'q2', $2, $2, NULL)`,
        [m1.id, '2030-01-10T05:00:00Z', `D1${m1.id}`, `D2${m1.id}`],
      );
      const pa = await world.db.query<{ id: string }>(
        `INSERT INTO payout_accounts (brand_id, member_id, kind, channel_id, holder_name, account_number, created_at)
         VALUES ('lotus', $1, 'ewallet', 'bkash', 'M Two', '01700000000', $2) RETURNING id`,
        [m2.id, '2030-01-10T05:00:00Z'],
      );
      await world.db.query(
        `INSERT INTO withdrawals (id, brand_id, member_id, payout_account_id, provider, amount_minor, status, request_id, created_at, paid_at)
         VALUES ($4, 'lotus', $1, $2, 'sandbox', 1200, 'paid', 'w1', $3, $3)`,
        [m2.id, pa.rows[0]!.id, '2030-01-10T06:00:00Z', `W1${m2.id}`],
      );
      const res = await a.c.get<TeamOverview>('/wps/agent/team/overview?startDate=2030-01-10&endDate=2030-01-10');
      expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
      expect(validateTeamOverview(res.envelope.value)).toBe(true);
      expect(res.envelope.value).toMatchObject({
        teamSize: 3,
        directSize: 2,
        agentCount: 1,
        activeMembers: 2,
        betCount: 2,
        validBetMinor: '1500',
        profitLossMinor: '-200',
        depositMinor: '2500',
        depositCount: 1,
        withdrawMinor: '1200',
        withdrawCount: 1,
        teamBalanceMinor: '1625',
      });
      const later = await a.c.get<TeamOverview>('/wps/agent/team/overview?startDate=2030-01-11&endDate=2030-01-11');
      expect(later.envelope.value).toMatchObject({ betCount: 1, validBetMinor: '700', depositCount: 0, newMembers: 0 });
      // the team money rollup follows an order's state: the pending order confirmed the next day counts there
      // (by settled_at), and a paid withdrawal moved out of paid leaves the day
      await world.db.query(`UPDATE deposit_orders SET status = 'confirmed', settled_at = $2 WHERE id = $1`, [`D2${m1.id}`, '2030-01-11T02:00:00Z']);
      await world.db.query(`UPDATE withdrawals SET status = 'rejected' WHERE id = $1`, [`W1${m2.id}`]);
      const moved = await a.c.get<TeamOverview>('/wps/agent/team/overview?startDate=2030-01-10&endDate=2030-01-11');
      expect(moved.envelope.value).toMatchObject({ depositMinor: '9500', depositCount: 2, withdrawMinor: '0', withdrawCount: 0 });
    });

    it('agentTeamOverview: a reversed, unreal or longer than 92 days range is a parameter error', async () => {
      const a = await agent(world, 'lotus');
      for (const q of ['startDate=2030-01-10&endDate=2030-01-09', 'startDate=2030-02-30&endDate=2030-03-01', 'startDate=2030-01-01&endDate=2030-04-03'])
        expect((await a.c.get(`/wps/agent/team/overview?${q}`)).envelope.errorCode, q).toBe('request_param_err');
      expect((await a.c.get('/wps/agent/team/overview?startDate=2030-01-01&endDate=2030-04-02')).envelope.success).toBe(true);
    });

    it('downlineManagmentView: direct children with counts, balance, given contracts and the breadcrumb', async () => {
      const { a, m1, s, m2 } = await team();
      const c = await contracted(a, s, 'daily', tiers('0:1.0'));
      const top = await a.c.get<TeamMembers>('/wps/agent/team/members');
      expect(validateTeamMembers(top.envelope.value), JSON.stringify(top.envelope)).toBe(true);
      expect(top.envelope.value.total).toBe(2);
      expect(top.envelope.value.path.map((p) => p.id)).toEqual([a.id]);
      const row = top.envelope.value.list.find((r) => r.id === s.id)!;
      expect(row).toMatchObject({ isAgent: true, depth: 1, directCount: 1, teamSize: 1, balanceMinor: '500' });
      expect(row.contracts.map((x) => [x.id, x.status])).toEqual([[c.id, 'active']]);
      expect(top.envelope.value.list.find((r) => r.id === m1.id)).toMatchObject({ isAgent: false, balanceMinor: '1000', contracts: [] });

      const down = await a.c.get<TeamMembers>(`/wps/agent/team/members?parentId=${s.id}`);
      expect(down.envelope.value.path.map((p) => p.id)).toEqual([a.id, s.id]);
      expect(down.envelope.value.list.map((r) => [r.id, r.depth, r.balanceMinor])).toEqual([[m2.id, 2, '125']]);

      // s sees its own team only; it cannot climb to its upline's other members.
      const fromS = await s.c.get<TeamMembers>(`/wps/agent/team/members?parentId=${m1.id}`);
      expect(fromS.envelope.errorCode).toBe('not.found');
    });

    it('downlineManagmentView: search runs over the whole team by username, case-insensitive, wildcards literal', async () => {
      const { a, m2 } = await team();
      const res = await a.c.get<TeamMembers>(`/wps/agent/team/members?search=${m2.username.slice(2).toUpperCase()}`);
      expect(res.envelope.value.list.map((r) => r.id)).toEqual([m2.id]);
      const none = await a.c.get<TeamMembers>('/wps/agent/team/members?search=%25');
      expect(none.envelope.value.total).toBe(0);
    });

    describe('registerCenter', () => {
      const form = (extra: Record<string, unknown> = {}) => {
        const username = uniqueName('dl');
        return { accountType: 'member', username, password: 'Lamp-9384-x', confirmPassword: 'Lamp-9384-x', mobileNum: bdMobile(), ...extra };
      };

      it('registers a member under the agent: upline, tree rows, first login asks for a new password', async () => {
        const a = await agent(world, 'lotus');
        const body = form();
        const res = await a.c.post<DownlineRegisterResult>(REGISTER, body, { enc: true });
        expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
        expect(res.envelope.value).toMatchObject({ username: body.username, type: 0 });
        const m = await world.db.query<{ upline_id: string; first_login_pending: boolean; mobile_verified_at: Date | null }>(
          'SELECT upline_id, first_login_pending, mobile_verified_at FROM members WHERE id = $1',
          [res.envelope.value.id],
        );
        // the number the agent typed is not proved: no login rewards until a code or a deposit (rewards/login-rewards.ts)
        expect(m.rows[0]).toEqual({ upline_id: a.id, first_login_pending: true, mobile_verified_at: null });
        const tree = await world.db.query<{ ancestor_id: string; depth: number }>(
          'SELECT ancestor_id, depth FROM member_tree WHERE descendant_id = $1 ORDER BY depth',
          [res.envelope.value.id],
        );
        expect(tree.rows.map((r) => [String(r.ancestor_id), Number(r.depth)])).toEqual([[res.envelope.value.id, 0], [a.id, 1]]);
        const c = new Client(world, 'lotus.localhost', nextIp());
        const login = await c.login(body.username, body.password);
        expect(login.envelope.value).toMatchObject({ firstTimeLogin: true });
      });

      it("a burst of an agent's registrations gets exactly the window's room through; then the daily cap refuses too", async () => {
        const a = await agent(world, 'lotus');
        const burst = AGENT_REGISTER_BURST.max + 3;
        const answers = await Promise.all(Array.from({ length: burst }, () => a.c.post<DownlineRegisterResult>(REGISTER, form(), { enc: true })));
        const refused = answers.filter((r) => !r.envelope.success);
        expect(answers.length - refused.length).toBe(AGENT_REGISTER_BURST.max);
        for (const r of refused) {
          expect(r.status).toBe(429);
          expect(r.envelope).toMatchObject({ errorCode: 'agent.register_limit', value: { retryAfterSeconds: expect.any(Number) } });
          expect(r.envelope.message).toMatch(/minutes/);
        }
        const made = await world.db.query('SELECT 1 FROM member_tree WHERE ancestor_id = $1 AND depth = 1', [a.id]);
        expect(made.rowCount).toBe(AGENT_REGISTER_BURST.max);
        // another agent whose last 24 hours are full: refused though its burst window is empty
        const b = await agent(world, 'lotus');
        const earlier = new Date(world.clock.now() - 3_600_000);
        for (let i = 0; i < AGENT_REGISTER_DAILY.max; i++)
          await world.db.query('INSERT INTO limit_events (brand_id, scope, subject, created_at) VALUES ($1, $2, $3, $4)', ['lotus', AGENT_REGISTER_DAILY.scope, b.id, earlier]);
        const capped = await b.c.post(REGISTER, form(), { enc: true });
        expect(capped.envelope.errorCode).toBe('agent.register_limit');
      });

      it('accountType agent makes a type 2 agent with its own invitation code, under the agent', async () => {
        const a = await agent(world, 'lotus');
        const res = await a.c.post<DownlineRegisterResult>(REGISTER, form({ accountType: 'agent' }), { enc: true });
        expect(res.envelope.value.type).toBe(2);
        const r = await world.db.query<{ affiliate_code: string | null; upline_id: string }>('SELECT affiliate_code, upline_id FROM members WHERE id = $1', [res.envelope.value.id]);
        expect(r.rows[0]!.affiliate_code).toMatch(/^[A-Z0-9]{8}$/);
        expect(r.rows[0]!.upline_id).toBe(a.id);
      });

      const bad: [string, Record<string, unknown>, string, string?][] = [
        ['a name the brand rule refuses', { username: 'ab' }, 'register.invalid_field', 'username'],
        ['no mobile (lotus requires one)', { mobileNum: '' }, 'register.invalid_field', 'mobileNum'],
        ['a short password', { password: 'short', confirmPassword: 'short' }, 'register.invalid_field', 'password'],
        ['a common password', { password: 'password123', confirmPassword: 'password123' }, 'password.weak'],
        ['a wrong confirmation', { confirmPassword: 'Lamp-9384-y' }, 'register.password_mismatch'],
      ];
      it.each(bad)('refuses %s (the /wps/member/register rules), creating nothing', async (_n, extra, code, field) => {
        const a = await agent(world, 'lotus');
        const body = form(extra);
        const res = await a.c.post(REGISTER, body, { enc: true });
        expect(res.envelope.errorCode, JSON.stringify(res.envelope)).toBe(code);
        if (field) expect(res.envelope.value).toMatchObject({ field });
        const n = await world.db.query('SELECT 1 FROM member_tree WHERE ancestor_id = $1 AND depth = 1', [a.id]);
        expect(n.rowCount).toBe(0);
      });

      it('refuses a taken username (any case) and a taken mobile', async () => {
        const a = await agent(world, 'lotus');
        const first = form();
        expect((await a.c.post(REGISTER, first, { enc: true })).envelope.success).toBe(true);
        const again = await a.c.post(REGISTER, form({ username: first.username.toUpperCase() }), { enc: true });
        expect(again.envelope.errorCode).toBe('register.username_taken');
        const mobile = await a.c.post(REGISTER, form({ mobileNum: first.mobileNum }), { enc: true });
        expect(mobile.envelope.errorCode).toBe('register.mobile_taken');
      });

      it('needs the encrypted body', async () => {
        const a = await agent(world, 'lotus');
        const res = await a.c.post(REGISTER, form());
        expect(res.envelope.success).toBe(false);
      });
    });

    describe('transfers to downline', () => {
      async function setup(): Promise<{ a: Member; m1: Member; m2: Member }> {
        const { a, m1, m2 } = await team();
        await setPaymentPassword(world, a.id, 'pay-4321');
        return { a, m1, m2 };
      }
      const body = (memberId: string, amount: string, extra: Record<string, unknown> = {}) => ({ requestId: requestId(), memberId, amount, paymentPassword: 'pay-4321', ...extra });

      it('moves agent main → direct downline main (reason downline), once per request id', async () => {
        const { a, m1 } = await setup();
        const b = body(m1.id, '12.34');
        const res = await a.c.post<DownlineTransferResult>(TRANSFER, b, { enc: true });
        expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
        expect(res.envelope.value).toMatchObject({ replayed: false, balanceMinor: '3766' });
        const again = await a.c.post<DownlineTransferResult>(TRANSFER, b, { enc: true });
        expect(again.envelope.value).toMatchObject({ replayed: true, transferId: res.envelope.value.transferId, balanceMinor: '3766' });
        const t = await world.db.query<{ reason: string; amount_minor: string }>('SELECT reason, amount_minor FROM ledger_transfers WHERE idempotency_key = $1', [
          `downline:${a.id}:${b.requestId}`,
        ]);
        expect(t.rows.map((r) => [r.reason, String(r.amount_minor)])).toEqual([['downline', '1234']]);
        const bal = await world.db.query<{ balance_minor: string }>("SELECT balance_minor FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'", [m1.id]);
        expect(String(bal.rows[0]!.balance_minor)).toBe('2234');
      });

      it('refuses a grandchild (direct downline only) with not found', async () => {
        const { a, m2 } = await setup();
        const res = await a.c.post(TRANSFER, body(m2.id, '1'), { enc: true });
        expect([res.status, res.envelope.errorCode]).toEqual([404, 'not.found']);
      });

      it('refuses more than the balance and bad amounts, moving nothing', async () => {
        const { a, m1 } = await setup();
        expect((await a.c.post(TRANSFER, body(m1.id, '50.01'), { enc: true })).envelope.errorCode).toBe('wallet.insufficient_balance');
        expect((await a.c.post(TRANSFER, body(m1.id, '0'), { enc: true })).envelope.errorCode).toBe('request_param_err');
        expect((await a.c.post(TRANSFER, body(m1.id, '1.001'), { enc: true })).envelope.errorCode).toBe('request_param_err');
        const n = await world.db.query("SELECT 1 FROM ledger_transfers WHERE reason = 'downline' AND reference = $1", [`member:${m1.id}`]);
        expect(n.rowCount).toBe(0);
      });

      it('checks the payment password with its sliding window: a right one is refused once locked', async () => {
        const { a, m1 } = await setup();
        for (let i = 0; i < PAYMENT_PASSWORD_LIMIT.max; i++)
          expect((await a.c.post(TRANSFER, body(m1.id, '1', { paymentPassword: 'wrong-000' }), { enc: true })).envelope.errorCode).toBe('payment.password_invalid');
        const locked = await a.c.post(TRANSFER, body(m1.id, '1'), { enc: true });
        expect([locked.status, locked.envelope.errorCode]).toEqual([429, 'payment.password_locked']);
        world.clock.advance(PAYMENT_PASSWORD_LIMIT.windowMs + 1000);
        // The idle session ended meanwhile: log in again; the window, not the session, is what let go.
        expect((await a.c.login(a.username, PASSWORD, { portal: 'agent' })).envelope.success).toBe(true);
        expect((await a.c.post(TRANSFER, body(m1.id, '1'), { enc: true })).envelope.success).toBe(true);
      });

      it('needs a payment password set first', async () => {
        const a = await agent(world, 'lotus', { balance: '5' });
        const m = await member(world, 'lotus', { upline: a.username });
        expect((await a.c.post(TRANSFER, body(m.id, '1'), { enc: true })).envelope.errorCode).toBe('payment.password_not_set');
      });
    });
  });
});
