// Canned answers of the agent report stories (docs/agent-contract.md shapes): several pages
// of rows that honour the filters and paging they are asked for, totals over every matching row, and a log of
// the queries so play functions can check what a filter sent.
import type { ReactNode } from 'react';
import type { ApiRequestInit } from '../../../src/app/api/client.ts';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import type { AgentIncome, AnnouncementList, Notice, Settlement, Settlements, TeamBets, TeamTransactions, UserLoss, UserLossRow } from '../../../src/generated/types.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

/** The stories' clock: 15 Jan 2030, noon in Dhaka; the presets' dates never move with the calendar. */
export const STORY_NOW = Date.UTC(2030, 0, 15, 6);

export type Query = Record<string, string | number | undefined>;

/** Every query a canned endpoint was asked, oldest first. */
export type QueryLog = Query[];

const sum = <T,>(rows: T[], pick: (r: T) => string): string => rows.reduce((a, r) => a + BigInt(pick(r)), 0n).toString();

/**
 * A paged endpoint over `rows`: the filters of `match`, then the page the query asks for (20 a page by default),
 * with `totals` of every matching row. Each query is pushed to `log`.
 */
export function pagedAnswer<Row, V>(
  rows: Row[],
  totals: (matching: Row[]) => V,
  match: (r: Row, q: Query) => boolean = () => true,
  log: QueryLog = [],
): (init?: ApiRequestInit) => { list: Row[]; pageNo: number; pageSize: number; total: number; totals: V } {
  return (init) => {
    const q = (init?.query ?? {}) as Query;
    log.push(q);
    const pageNo = Number(q.pageNo ?? 1);
    const pageSize = Number(q.pageSize ?? 20);
    const matching = rows.filter((r) => match(r, q));
    return { list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: matching.length, totals: totals(matching) };
  };
}

const MEMBERS = ['rahim_khan', 'karim22', 'nusrat.a', 'sub_agent_01', 'a_very_long_username_for_phones'];
const byUser = (username: string, q: Query): boolean => !q.username || q.username === username;
const at = (i: number): string => new Date(Date.UTC(2030, 0, 15, 5, 50) - i * 37 * 60_000).toISOString();

// ── Team betting ──────────────────────────────────────────────────────────────────────────────────────────────
type Bet = TeamBets['list'][number];
export const teamBetRows: Bet[] = Array.from({ length: 47 }, (_, i) => {
  const stake = 500 + ((i * 731) % 9500);
  const win = i % 3 === 0 ? stake * 2 : i % 5 === 0 ? Math.floor(stake / 2) : 0;
  const status: Bet['status'] = i === 1 ? 'open' : i === 7 ? 'rolled_back' : 'settled';
  return {
    memberId: String(30001 + (i % MEMBERS.length)),
    username: MEMBERS[i % MEMBERS.length]!,
    roundId: `R${88000 + i}`,
    vendor: i % 4 === 0 ? 'JILI' : 'INHOUSE',
    gameCode: i % 4 === 0 ? 'JL-7' : i % 2 ? 'INHOUSE-0004' : 'INHOUSE-0001',
    gameType: i % 4 === 0 ? 'RNG' : 'INHOUSE',
    stakeMinor: String(stake),
    winMinor: status === 'settled' ? String(win) : '0',
    profitMinor: status === 'settled' ? String(win - stake) : '0',
    status,
    placedAt: at(i),
    settledAt: status === 'open' ? null : at(i),
  };
});
export const betTotals = (rows: Bet[]): TeamBets['totals'] => {
  const settled = rows.filter((r) => r.status === 'settled');
  return { count: settled.length, stakeMinor: sum(settled, (r) => r.stakeMinor), winMinor: sum(settled, (r) => r.winMinor), profitMinor: sum(settled, (r) => r.profitMinor) };
};
export const betMatch = (r: Bet, q: Query): boolean =>
  byUser(r.username, q) && (!q.gameType || r.gameType === q.gameType) && (!q.vendor || r.vendor === q.vendor);

// ── User loss ─────────────────────────────────────────────────────────────────────────────────────────────────
export const userLossRows: UserLossRow[] = Array.from({ length: 26 }, (_, i) => {
  const bet = 1_500_000 - i * 41_300;
  const win = Math.floor(bet * (0.6 + (i % 7) / 10));
  return {
    memberId: String(30001 + i),
    username: i < MEMBERS.length ? MEMBERS[i]! : `player${String(i).padStart(3, '0')}`,
    depth: 1 + (i % 3),
    betCount: 40 + ((i * 17) % 200),
    validBetMinor: String(bet),
    winMinor: String(win),
    profitLossMinor: String(win - bet),
    depositMinor: String(200_000 + i * 10_000),
    withdrawMinor: String(i % 4 === 0 ? 150_000 : 0),
  };
});
export const userLossTotals = (rows: UserLossRow[]): UserLoss['totals'] => ({
  betCount: rows.reduce((a, r) => a + r.betCount, 0),
  validBetMinor: sum(rows, (r) => r.validBetMinor),
  winMinor: sum(rows, (r) => r.winMinor),
  profitLossMinor: sum(rows, (r) => r.profitLossMinor),
  depositMinor: sum(rows, (r) => r.depositMinor),
  withdrawMinor: sum(rows, (r) => r.withdrawMinor),
});

// ── My income (one row per day, no paging) ────────────────────────────────────────────────────────────────────
const incomeRows: AgentIncome['list'] = Array.from({ length: 12 }, (_, i) => {
  const salary = 12_000 + i * 1_150;
  const paid = i % 2 ? 3_300 + i * 100 : 0;
  const dividend = i === 7 ? 250_000 : 0;
  return {
    date: `2030-01-${String(15 - i).padStart(2, '0')}`,
    dividendMinor: String(dividend),
    salaryMinor: String(salary),
    paidDividendMinor: '0',
    paidSalaryMinor: String(paid),
    netMinor: String(dividend + salary - paid),
  };
});
export const storyIncome: AgentIncome = {
  list: incomeRows,
  totals: {
    dividendMinor: sum(incomeRows, (r) => r.dividendMinor),
    salaryMinor: sum(incomeRows, (r) => r.salaryMinor),
    paidDividendMinor: '0',
    paidSalaryMinor: sum(incomeRows, (r) => r.paidSalaryMinor),
    netMinor: sum(incomeRows, (r) => r.netMinor),
  },
};
export const noIncome: AgentIncome = { list: [], totals: { dividendMinor: '0', salaryMinor: '0', paidDividendMinor: '0', paidSalaryMinor: '0', netMinor: '0' } };

// ── Account details ───────────────────────────────────────────────────────────────────────────────────────────
type Entry = TeamTransactions['list'][number];
const REASONS: Entry['reason'][] = ['deposit', 'bet', 'win', 'salary', 'downline', 'withdraw_hold', 'bet', 'vendor_in'];
export const transactionRows: Entry[] = Array.from({ length: 33 }, (_, i) => {
  const reason = REASONS[i % REASONS.length]!;
  const out = reason === 'bet' || reason === 'withdraw_hold' || reason === 'vendor_in';
  const amount = 1_000 + ((i * 977) % 50_000);
  return {
    id: String(900_000 + i),
    memberId: String(30001 + (i % MEMBERS.length)),
    username: MEMBERS[i % MEMBERS.length]!,
    reason,
    amountMinor: String(out ? -amount : amount),
    balanceAfterMinor: String(400_000 - i * 3_100),
    reference: reason === 'salary' ? `contract:77:2030-01-${String(14 - (i % 9)).padStart(2, '0')}` : `${reason}:${7_000 + i}`,
    createdAt: at(i),
  };
});
export const transactionTotals = (rows: Entry[]): TeamTransactions['totals'] => ({
  count: rows.length,
  inMinor: sum(rows.filter((r) => !r.amountMinor.startsWith('-')), (r) => r.amountMinor),
  outMinor: sum(rows.filter((r) => r.amountMinor.startsWith('-')), (r) => r.amountMinor.slice(1)),
});
export const transactionMatch = (r: Entry, q: Query): boolean => byUser(r.username, q) && (!q.reason || r.reason === q.reason);

// ── Settlements ───────────────────────────────────────────────────────────────────────────────────────────────
const PERIOD_MS = { dividend: 7 * 86_400_000, daily: 86_400_000, hourly: 3_600_000, realtime: 300_000 } as const;
// The newest complete period of each kind ends at the brand's midnight of 15 Jan (Dhaka, +06:00) or earlier.
const LAST_END = Date.UTC(2030, 0, 14, 18);

export function settlementRows(kind: Settlement['kind'], role: 'received' | 'paid', count = 24): Settlement[] {
  const me = { id: '20001', username: 'agent007', nickname: 'Top Agent' };
  return Array.from({ length: count }, (_, i) => {
    const end = LAST_END - i * PERIOD_MS[kind];
    const bet = 2_000_000 + ((i * 137_531) % 3_000_000);
    const loss = kind === 'dividend' ? (i % 4 === 3 ? -120_000 : 180_000 + i * 9_000) : 0;
    const status: Settlement['status'] = i === 2 ? 'failed' : i % 5 === 4 ? 'nothing_due' : 'paid';
    const rateBp = kind === 'dividend' ? 2_500 : i % 2 ? 150 : 75;
    const basis = kind === 'dividend' ? Math.max(loss, 0) : bet;
    const holder = role === 'received' ? me : { id: String(30004 + (i % 2)), username: MEMBERS[3 + (i % 2)]! };
    return {
      id: `${kind}-${role}-${i}`,
      contractId: String(70 + (i % 2)),
      kind,
      periodStart: new Date(end - PERIOD_MS[kind]).toISOString(),
      periodEnd: new Date(end).toISOString(),
      holder,
      // the operator pays the contracts it offered itself (no upline)
      payer: role === 'paid' ? me : i % 3 === 2 ? null : { id: '10009', username: 'master_agent' },
      validBetMinor: String(bet),
      profitLossMinor: String(loss),
      activeMembers: 3 + (i % 9),
      rateBp,
      amountMinor: status === 'nothing_due' ? '0' : String(Math.floor((basis * rateBp) / 10_000)),
      status,
      failure: status === 'failed' ? 'wallet.insufficient_balance' : null,
      settledAt: new Date(end + 60_000).toISOString(),
    };
  });
}
export const settlementTotals = (rows: Settlement[]): Settlements['totals'] => ({
  count: rows.length,
  validBetMinor: sum(rows, (r) => r.validBetMinor),
  amountMinor: sum(rows.filter((r) => r.status === 'paid'), (r) => r.amountMinor),
});

/** GET /wps/agent/reports/settlements answering each kind and role from its own rows. */
export function settlementsAnswer(log: QueryLog = [], empty = false): (init?: ApiRequestInit) => unknown {
  return (init) => {
    const q = (init?.query ?? {}) as Query;
    const rows = empty ? [] : settlementRows(q.kind as Settlement['kind'], q.role as 'received' | 'paid');
    return pagedAnswer(rows, settlementTotals, (r, qq) => !qq.username || r.holder.username === qq.username, log)(init);
  };
}

// ── Announcements ─────────────────────────────────────────────────────────────────────────────────────────────
const notice = (i: number): Notice => ({
  id: `N${i}`,
  type: i % 3 ? 'B' : 'H',
  title: i === 1 ? 'New daily salary tiers from February' : `Agent notice ${i}: settlement schedule and team rules`,
  content: `<p>Daily salary is settled after midnight in the site's time zone. Notice <strong>${i}</strong>.</p>`,
  time: new Date(Date.UTC(2030, 0, 15) - i * 86_400_000).toISOString(),
  startDate: null,
  endDate: null,
  sequence: i,
  announcementImages: [],
} as unknown as Notice);
export const storyAnnouncements: AnnouncementList = {
  player: Array.from({ length: 11 }, (_, i) => notice(i + 1)),
  hot: [notice(2)],
  promotion: [],
  popup: [notice(12)],
  banners: [],
};
export const noAnnouncements: AnnouncementList = { player: [], hot: [], promotion: [], popup: [], banners: [] };

export const ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';

/** Fails the first call, answers the next ones: a retry that works. */
export function failOnce(then: unknown): () => unknown {
  let calls = 0;
  return () => (calls++ === 0 ? failWith('server.busy', 'The server is busy, please try again', null, 503) : then);
}

/** A logged-in agent with canned answers and the agent center's messages, in a page-sized column. */
export function AgentShell({ answers, children }: { answers: CannedAnswers; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={answers}>
      <WithSession as="agent">
        <AreaMessages area="agent">
          <div style={{ maxWidth: 1100, padding: 16 }}>{children}</div>
        </AreaMessages>
      </WithSession>
    </WithFreshApi>
  );
}

// ── Play helpers: digits in any script (a BN brand shows Bengali digits) ─────────────────────────────────────

const BENGALI = '০১২৩৪৫৬৭৮৯';

/** ASCII digits of a text in Latin or Bengali digits, grouping and currency dropped: "৳১,২৩৪.৫০" → "1234.50". */
export const digits = (text: string | null | undefined): string =>
  (text ?? '').replace(/[০-৯]/g, (d) => String(BENGALI.indexOf(d))).replace(/[^\d.-]/g, '');

export const body = (): ReturnType<typeof within> => within(document.body);

/** The report of `testId` once its rows are in. */
export async function loadedReport(testId: string): Promise<HTMLElement> {
  const report = await body().findByTestId(testId, {}, { timeout: 5000 });
  await waitFor(() => expect(within(report).queryByTestId('report-totals') ?? within(report).queryByTestId('report-failed')).not.toBeNull(), {
    timeout: 5000,
  });
  return report;
}

/**
 * Every number in a text as ASCII ("1234.50"), whatever the language's marks: Bengali digits read, grouping
 * dropped, and the decimal mark is the separator before exactly two final digits (amounts always show two):
 * "Rp.4,465.00" and Vietnamese "4.465,00" → "4465.00"; Vietnamese "3.365" (a count) → "3365".
 */
export function numbersIn(text: string | null | undefined): string[] {
  const ascii = (text ?? '').replace(/[০-৯]/g, (d) => String(BENGALI.indexOf(d)));
  return [...ascii.matchAll(/-?\d(?:[\d.,\u00a0\u202f']*\d)?/g)].map(([n]) => {
    const decimal = /^(.*)[.,](\d{2})$/.exec(n);
    return decimal ? `${decimal[1]!.replace(/[^\d-]/g, '')}.${decimal[2]}` : n.replace(/[^\d-]/g, '');
  });
}

/** The value of one total ("count", "stake", …) as ASCII (see numbersIn). */
export const total = (report: HTMLElement, key: string): string =>
  numbersIn(report.querySelector(`[data-testid="report-totals"] [data-total="${key}"] strong`)?.textContent)[0] ?? '';

/** Clicks page `n` of the report's pagination (labels are localized, so by its digits). */
export async function goToPage(report: HTMLElement, n: number): Promise<void> {
  const nav = within(report).getByRole('navigation');
  const button = within(nav)
    .getAllByRole('button')
    .find((b) => digits(b.textContent) === String(n));
  await expect(button).toBeDefined();
  await userEvent.click(button!);
}

/** The last query the canned endpoint was asked. */
export const lastQuery = (log: QueryLog): Record<string, unknown> => log[log.length - 1] ?? {};

/** The page never scrolls sideways (phones: tables are card lists). */
export async function noSidewaysScroll(): Promise<void> {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}
