// What `npm run agents` does besides settling (scripts/agents.ts): print a downline tree, offer a house-paid
// contract (upline NULL), list and terminate contracts. Each returns the lines to print; errors are ApiError or
// Error with a readable message. Offers and terminations go through the same service as the API.
import type { AgentContract, ContractTier } from '../../../generated/types.ts';
import { rateText, type ContractKind } from '../../../engine/agent/tiers.ts';
import { isAgentType } from '../../../engine/accounts/member-types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Database } from '../../db/types.ts';
import { fromMinor } from '../ledger/index.ts';
import { findMemberByUsername } from '../accounts/index.ts';
import { CONTRACT_KINDS, CONTRACT_SELECT, toContract, type ContractRow } from './contracts/repository.ts';
import { offerContract, terminateContract, type ContractDeps } from './contracts/service.ts';

export interface OperatorContext {
  db: Database;
  brand: LoadedBrand;
  now: () => number;
}

const deps = (ctx: OperatorContext): ContractDeps => ({ db: ctx.db, now: ctx.now, language: ctx.brand.config.languages.default });

async function memberId(ctx: OperatorContext, username: string): Promise<string> {
  const m = await findMemberByUsername(ctx.db, ctx.brand.id, username);
  if (!m) throw new Error(`no member ${username} in brand ${ctx.brand.id}`);
  return String(m.id);
}

const TIER = /^(\d{1,15}(?:\.\d{1,2})?):(\d{1,3}(?:\.\d{1,2})?)%?(?::(\d{1,7}))?(?::(\d{1,15}(?:\.\d{1,2})?))?$/;
const minor = (major: string): string => {
  const [w, f = ''] = major.split('.');
  return (BigInt(w!) * 100n + BigInt(f.padEnd(2, '0'))).toString();
};

/** "minBet:rate%[:minActive[:minLoss]],…" (amounts in major units, rate in percent) → tiers. */
export function parseTiers(text: string): ContractTier[] {
  return text.split(',').map((part, i) => {
    const m = TIER.exec(part.trim());
    if (!m) throw new Error(`tier ${i + 1} "${part}" is not minBet:rate%[:minActive[:minLoss]] (e.g. 10000:1.5%:3)`);
    const [whole, frac = ''] = m[2]!.split('.');
    return {
      minValidBetMinor: minor(m[1]!),
      minActiveMembers: Number(m[3] ?? 0),
      ...(m[4] !== undefined ? { minLossMinor: minor(m[4]) } : {}),
      rateBp: Number(whole) * 100 + Number(frac.padEnd(2, '0')),
    };
  });
}

export function contractLine(c: AgentContract): string {
  const from = c.upline ? c.upline.username : 'house';
  const tiers = c.tiers
    .map((t) => `${fromMinor(BigInt(t.minValidBetMinor)).toFixed(2)}:${rateText(t.rateBp).replace(' ', '')}${t.minActiveMembers ? `:${t.minActiveMembers}` : ''}${t.minLossMinor ? ` loss≥${fromMinor(BigInt(t.minLossMinor)).toFixed(2)}` : ''}`)
    .join(', ');
  const ended = c.status === 'terminated' ? ` (${c.terminatedBy}, ${c.terminationReason})` : '';
  return `#${c.id}  ${c.kind}${c.period ? `/${c.period}` : ''}  ${from} → ${c.downline.username}  ${c.status}${ended}  up to ${rateText(c.topRateBp)}  [${tiers}]`;
}

/** The downline of username, one line per member, indented by depth. */
export async function treeLines(ctx: OperatorContext, username: string): Promise<string[]> {
  const root = await memberId(ctx, username);
  const r = await ctx.db.query<{ id: string; upline_id: string | null; username: string; type: number; depth: number; balance: string | null }>(
    `SELECT m.id, m.upline_id, m.username, m.type, t.depth,
       (SELECT sum(a.balance_minor) FROM ledger_accounts a WHERE a.kind = 'main' AND a.member_id = m.id) AS balance
     FROM member_tree t JOIN members m ON m.id = t.descendant_id WHERE t.ancestor_id = $1 ORDER BY t.depth, m.id`,
    [root],
  );
  const children = new Map<string, typeof r.rows>();
  for (const row of r.rows) {
    const up = String(row.upline_id);
    children.set(up, [...(children.get(up) ?? []), row]);
  }
  const lines: string[] = [];
  const walk = (row: (typeof r.rows)[number], indent: number): void => {
    const role = isAgentType(row.type) ? 'agent' : 'member';
    lines.push(`${'  '.repeat(indent)}${row.username}  (${role}, id ${row.id})  ${fromMinor(BigInt(row.balance ?? 0)).toFixed(2)}`);
    for (const c of children.get(String(row.id)) ?? []) walk(c, indent + 1);
  };
  walk(r.rows.find((x) => String(x.id) === root)!, 0);
  lines.push(`${r.rows.length - 1} member(s) below ${username}`);
  return lines;
}

/** An operator offer to username: paid by the brand's house account. */
export async function operatorOffer(ctx: OperatorContext, o: { to: string; kind: string; period?: string | undefined; tiers: string }): Promise<string[]> {
  if (!CONTRACT_KINDS.includes(o.kind as ContractKind)) throw new Error(`--kind must be one of ${CONTRACT_KINDS.join(', ')}`);
  const kind = o.kind as ContractKind;
  const period = kind === 'dividend' ? (o.period ?? 'Monthly') : o.period;
  if (period !== undefined && !['Daily', 'Weekly', 'Semimonthly', 'Monthly'].includes(period)) throw new Error('--period must be Daily, Weekly, Semimonthly or Monthly');
  const c = await offerContract(deps(ctx), {
    brandId: ctx.brand.id,
    uplineId: null,
    downlineId: await memberId(ctx, o.to),
    kind,
    period: period as AgentContract['period'],
    tiers: parseTiers(o.tiers),
  });
  return [`offered ${contractLine(c)}`];
}

/** Contracts of the brand (or where username is either party), newest first, at most 200. */
export async function contractLines(ctx: OperatorContext, username?: string): Promise<string[]> {
  const who = username ? await memberId(ctx, username) : null;
  const r = await ctx.db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.brand_id = $1 AND ($2::bigint IS NULL OR c.upline_id = $2 OR c.downline_id = $2) ORDER BY c.id DESC LIMIT 200`,
    [ctx.brand.id, who],
  );
  return r.rows.length ? r.rows.map((x) => contractLine(toContract(x))) : ['no contracts'];
}

export async function operatorTerminate(ctx: OperatorContext, id: string): Promise<string[]> {
  const c = await terminateContract(deps(ctx), ctx.brand.id, null, id);
  return [`terminated ${contractLine(c)}`];
}
