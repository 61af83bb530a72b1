// Agent center suites (docs/agent-contract.md): agents and downlines in a world, contract tiers, and the
// authorization table every agent endpoint is run through (add one line per endpoint).
import { expect } from 'vitest';
import type { AgentContract, ContractTier } from '../../../../src/generated/types.ts';
import { Client, createAccount, openWorld, uniqueName, type Answer, type TestWorld } from '../../support/world.ts';
import { editBrand } from '../../support/fixtures.ts';
import type { DbLeg } from '../../support/legs.ts';
import { member, nextIp, requestId, setPaymentPassword, type Member } from '../wallet/support.ts';

export { member, nextIp, requestId, setPaymentPassword, type Member };

export const PASSWORD = 'river2468';

/** A world whose brands log in without captcha or second factor; edit(brandsDir) may change more. */
export async function openAgentWorld(leg: DbLeg, edit?: (brandsDir: string) => void): Promise<TestWorld> {
  return openWorld(leg, {
    agentSettlement: false,
    editBrands: (dir) => {
      for (const id of ['lotus', 'aurora', 'pebble'])
        editBrand(dir, id, (b) => {
          b.login.captcha = 'never';
          b.login.secondFactor = 'none';
        });
      edit?.(dir);
    },
  });
}

/** An agent (type 1 unless said) of brand, optionally under an upline agent, logged in on the agent portal. */
export async function agent(world: TestWorld, brand: string, extra: { upline?: string; balance?: string; type?: string } = {}): Promise<Member> {
  const username = uniqueName('ag');
  const { id } = await createAccount(world, { brand, username, password: PASSWORD, type: extra.type ?? 'agent', ...extra });
  const c = new Client(world, `${brand}.localhost`, nextIp());
  const res = await c.login(username, PASSWORD, { portal: 'agent' });
  expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  return { c, id, username };
}

/** A logged-in trial (free play) member of brand. */
export async function trial(world: TestWorld, brand: string): Promise<Client> {
  const c = new Client(world, `${brand}.localhost`, nextIp());
  const res = await c.post<{ token: string }>('/wps/session/login/freeplay', {}, { headers: { 'x-gateway-version': '3' } });
  expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  c.token = res.envelope.value.token;
  return c;
}

/** Tiers from "minBet:rate%[:minActive[:minLoss]]" in major units, e.g. tiers('0:1.00') or tiers('100:0.5:2', '500:0.8:3'). */
export function tiers(...specs: string[]): ContractTier[] {
  return specs.map((s) => {
    const [bet, rate, active, loss] = s.split(':');
    return {
      minValidBetMinor: String(Math.round(Number(bet) * 100)),
      minActiveMembers: Number(active ?? 0),
      ...(loss !== undefined ? { minLossMinor: String(Math.round(Number(loss) * 100)) } : {}),
      rateBp: Math.round(Number(rate) * 100),
    };
  });
}

export type Kind = AgentContract['kind'];

/** The relay that decides offers of each kind (the platform's contract relays). */
export const RELAY: Record<Kind, string> = {
  dividend: '/wps/relay/MCSFE_processContractDividend',
  daily: '/wps/relay/MCSFE_processDailySalaryContract',
  hourly: '/wps/relay/MCSFE_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

export async function offer(from: Member, to: string, kind: Kind, spec: ContractTier[], period?: string): Promise<Answer<AgentContract>> {
  return from.c.post<AgentContract>('/wps/agent/contracts/offer', { memberId: to, kind, tiers: spec, ...(period ? { period } : {}) });
}

/** Offer and expect success: the contract. */
export async function offered(from: Member, to: string, kind: Kind, spec: ContractTier[], period?: string): Promise<AgentContract> {
  const res = await offer(from, to, kind, spec, period ?? (kind === 'dividend' ? 'Monthly' : undefined));
  expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  return res.envelope.value;
}

export async function decide(who: Member, c: AgentContract, action: 'accept' | 'reject'): Promise<Answer<AgentContract>> {
  return who.c.post<AgentContract>(RELAY[c.kind], { contractId: c.id, action });
}

/** Offer, accept: the active contract. */
export async function contracted(from: Member, to: Member, kind: Kind, spec: ContractTier[]): Promise<AgentContract> {
  const c = await offered(from, to.id, kind, spec);
  const res = await decide(to, c, 'accept');
  expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  return res.envelope.value;
}

export async function contractStatus(world: TestWorld, id: string): Promise<{ status: string; terminated_by: string | null; termination_reason: string | null }> {
  const r = await world.db.query<{ status: string; terminated_by: string | null; termination_reason: string | null }>(
    'SELECT status, terminated_by, termination_reason FROM agent_contracts WHERE id = $1',
    [id],
  );
  return r.rows[0]!;
}

export async function inboxTitles(world: TestWorld, memberId: string): Promise<string[]> {
  const r = await world.db.query<{ title: string }>('SELECT title FROM inbox_messages WHERE member_id = $1 ORDER BY id', [memberId]);
  return r.rows.map((x) => x.title);
}

/** Turn a whitelabel module (AGENTPOLICY3, SIGNCONDIV3…) on or off in a brand.json being edited. */
export function setModule(node: unknown, modId: string, on: boolean): void {
  if (Array.isArray(node)) return node.forEach((n) => setModule(n, modId, on));
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (o.modId === modId) o.enabled = on ? '1' : '0';
  for (const v of Object.values(o)) if (v && typeof v === 'object') setModule(v, modId, on);
}

// ---- Authorization table ------------------------------------------------------------------------------------

/** One request of an endpoint that names `memberId` (a member id the caller may or may not reach). */
export interface AgentEndpoint {
  name: string;
  /** agent-only (403 agent.only to a non-agent), or open to any real member (contracts received, settlements). */
  agentOnly: boolean;
  /** The request naming memberId (o.contractOf[memberId]: an offer made to it); endpoints that name nobody ignore it. */
  request(memberId: string, o: Outsiders): { method: 'GET' | 'POST'; url: string; body?: unknown; enc?: boolean };
  /** False for endpoints that take no member id (then only the agent.only and trial rows are run). */
  namesMember?: boolean;
}

export async function call(c: Client, e: AgentEndpoint, memberId: string, o: Outsiders): Promise<Answer> {
  const r = e.request(memberId, o);
  return c.send(r.method, r.url, { ...(r.body !== undefined ? { body: r.body } : {}), ...(r.enc ? { enc: true } : {}) });
}

/** The cast of the authorization suite: agent A, and ids A must not reach (B's member, another brand's member). */
export interface Outsiders {
  a: Member;
  /** A's own direct downline: the request that must work for the table row to prove anything. */
  mine: Member;
  /** A member under another agent of the same brand. */
  othersMember: string;
  /** A member of another brand (under an agent there). */
  otherBrandMember: string;
  /** A real non-agent member and a trial member of A's brand. */
  plain: Member;
  trialClient: Client;
  /** member id → id of a daily contract offered to it by its upline (unknown ids map to themselves). */
  contractOf: Record<string, string>;
  /** member id (mine, othersMember, otherBrandMember) → its upline agent, logged in: offers of other kinds. */
  uplineOf: Record<string, Member>;
}

export async function outsiders(world: TestWorld, brand = 'lotus', otherBrand = 'aurora'): Promise<Outsiders> {
  const a = await agent(world, brand, { balance: '100' });
  await setPaymentPassword(world, a.id, 'pay-4321');
  const mine = await member(world, brand, { upline: a.username });
  const b = await agent(world, brand);
  const bm = await member(world, brand, { upline: b.username });
  const ob = await agent(world, otherBrand);
  const obm = await member(world, otherBrand, { upline: ob.username });
  const plain = await member(world, brand);
  const contractOf: Record<string, string> = { '999999999': '999999999' };
  contractOf[mine.id] = (await offered(a, mine.id, 'daily', tiers('0:0.5'))).id;
  contractOf[bm.id] = (await offered(b, bm.id, 'daily', tiers('0:0.5'))).id;
  contractOf[obm.id] = (await offered(ob, obm.id, 'daily', tiers('0:0.5'))).id;
  const uplineOf: Record<string, Member> = { [mine.id]: a, [bm.id]: b, [obm.id]: ob };
  return { a, mine, othersMember: bm.id, otherBrandMember: obm.id, plain, trialClient: await trial(world, brand), contractOf, uplineOf };
}

/** Asserts that an outsider id answers 404 not.found with no value, the same for every kind of outsider. */
export async function expectNotFound(o: Outsiders, e: AgentEndpoint, memberId: string): Promise<void> {
  const res = await call(o.a.c, e, memberId, o);
  expect({ status: res.status, code: res.envelope.errorCode, value: res.envelope.value }, `${e.name} ${memberId}`).toEqual({
    status: 404,
    code: 'not.found',
    value: null,
  });
}

/** Every row of the table for one endpoint: outsiders → not found, non-agent → agent.only, trial → refused. */
export async function expectLockedDown(o: Outsiders, e: AgentEndpoint): Promise<void> {
  if (e.namesMember !== false) {
    for (const id of [o.othersMember, o.otherBrandMember, '999999999']) await expectNotFound(o, e, id);
  }
  if (e.agentOnly) {
    const res = await call(o.plain.c, e, o.mine.id, o);
    expect({ status: res.status, code: res.envelope.errorCode, value: res.envelope.value }, e.name).toEqual({ status: 403, code: 'agent.only', value: null });
  }
  const t = await call(o.trialClient, e, o.mine.id, o);
  expect({ status: t.status, code: t.envelope.errorCode }, e.name).toEqual({ status: 403, code: 'member.trial_not_allowed' });
}
