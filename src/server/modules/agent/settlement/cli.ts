// `npm run agents -- settle [--brand id] [--kind k] [--at ISO]`: one settlement run as of a time, on the database
// the server uses (DATABASE_URL, else DATA_DIR's PGlite when no server holds it). Operators catch up with it
// after downtime; tests run two at once on one PostgreSQL to prove a period is paid exactly once.
import { resolve } from 'node:path';
import { brandDirs, loadBrandDir } from '../../../../engine/node/brand/load.ts';
import type { ContractKind } from '../../../../engine/agent/tiers.ts';
import { systemClock } from '../../../clock.ts';
import { openDatabase } from '../../../db/index.ts';
import { createLedger } from '../../ledger/index.ts';
import { holdDataDir, releaseDataDir } from '../../../db/data-dir-lock.ts';
import { ALL_KINDS, settleDue, type SettlementBrand, type SettleSummary } from './run.ts';

export const SETTLE_USAGE = `settle [--brand <id>] [--kind dividend|daily|hourly|realtime] [--at <ISO instant>]
    settles every complete contract period up to --at (default now) that has not been settled`;

export interface SettleArgs {
  brand?: string | undefined;
  kind?: string | undefined;
  at?: string | undefined;
}

/** Runs once and resolves with the summary; throws an Error with a readable message on bad arguments. */
export async function runSettleCommand(args: SettleArgs, env: NodeJS.ProcessEnv = process.env): Promise<SettleSummary> {
  if (args.kind !== undefined && !ALL_KINDS.includes(args.kind as ContractKind)) throw new Error(`--kind must be one of ${ALL_KINDS.join(', ')}`);
  const now = args.at === undefined ? systemClock.now() : Date.parse(args.at);
  if (!Number.isFinite(now)) throw new Error(`--at ${args.at} is not an ISO 8601 instant`);
  const brandsDir = resolve(env.BRANDS_DIR || 'brands');
  const brands: SettlementBrand[] = [];
  const currency = new Map<string, string>();
  for (const dir of brandDirs(brandsDir)) {
    const r = loadBrandDir(dir);
    if (!r.ok) continue;
    const c = r.brand.config;
    brands.push({ id: c.id, timezoneOffset: c.timezoneOffset, languages: c.languages });
    currency.set(c.id, c.currency.code);
  }
  if (args.brand !== undefined && !brands.some((b) => b.id === args.brand)) throw new Error(`no brand ${args.brand} in ${brandsDir}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(env.DATA_DIR || '.data');
  if (!databaseUrl) {
    try {
      await holdDataDir(dataDir, 'cli', 2_000);
    } catch (err) {
      throw new Error(`${(err as Error).message}: the running server settles every 30 s by itself (dev: POST /__dev/agents/settle)`);
    }
  }
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const ledger = createLedger(db, { currencyOf: (id) => currency.get(id) ?? 'XXX', now: () => new Date(systemClock.now()) });
    return await settleDue({ db, ledger, brands: () => brands }, {
      now,
      brandId: args.brand,
      kinds: args.kind === undefined ? undefined : [args.kind as ContractKind],
    });
  } finally {
    await db.close();
    if (!databaseUrl) releaseDataDir(dataDir);
  }
}

export const summaryLine = (s: SettleSummary): string =>
  `settled ${s.periods} period(s) of ${s.contracts} contract(s): ${s.paid} paid, ${s.nothingDue} nothing due, ${s.failed} failed; ${s.amountMinor} minor units paid`;
