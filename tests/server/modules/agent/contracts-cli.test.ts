// `npm run agents` (docs/agent-contract.md): the operator's tree, house-paid offers,
// contract list and termination, on both databases, through the real script.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbLegs, type DbTarget } from '../../support/legs.ts';

function run(script: string, target: DbTarget, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      BRANDS_DIR: 'brands',
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
    },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe.each(dbLegs())('agents CLI on $name', (leg) => {
  let target: DbTarget;
  beforeAll(async () => {
    if (leg.available) target = await leg.target();
  });
  afterAll(async () => {
    await target?.dispose();
  });

  it.skipIf(!leg.available)('Contract: tree, a house-paid offer, the list and an operator termination; bad input exits 1 with the usage', () => {
    const agents = (args: string[]) => run('scripts/agents.ts', target, args);
    const accounts = (args: string[]) => run('scripts/accounts.ts', target, args);
    expect(accounts(['create', '--brand', 'lotus', '--username', 'cliboss01', '--password', 'Amber-Kite-42', '--type', 'agent', '--balance', '12.5']).status).toBe(0);
    expect(accounts(['create', '--brand', 'lotus', '--username', 'clikid001', '--password', 'Amber-Kite-42', '--type', 'member', '--upline', 'cliboss01']).status).toBe(0);

    const tree = agents(['tree', '--brand', 'lotus', '--username', 'cliboss01']);
    expect(tree.status, tree.out).toBe(0);
    expect(tree.out).toMatch(/^cliboss01 {2}\(agent, id \d+\) {2}12\.50$/m);
    expect(tree.out).toMatch(/^ {2}clikid001 {2}\(member, id \d+\) {2}0\.00$/m);
    expect(tree.out).toContain('1 member(s) below cliboss01');

    const offer = agents(['offer', '--brand', 'lotus', '--to', 'cliboss01', '--kind', 'daily', '--tiers', '0:0.5%,10000:1.25%:3']);
    expect(offer.status, offer.out).toBe(0);
    expect(offer.out).toMatch(/offered #(\d+) {2}daily {2}house → cliboss01 {2}offered {2}up to 1\.25 %/);
    const id = /#(\d+)/.exec(offer.out)![1]!;
    expect(agents(['offer', '--brand', 'lotus', '--to', 'cliboss01', '--kind', 'daily', '--tiers', '0:0.6%']).out).toContain('pending offer');
    const badTiers = agents(['offer', '--brand', 'lotus', '--to', 'cliboss01', '--kind', 'daily', '--tiers', '100:1%,50:2%']);
    expect([badTiers.status, badTiers.out.includes('tier 2: the valid bet must be higher')]).toEqual([1, true]);

    const list = agents(['contracts', '--brand', 'lotus', '--username', 'cliboss01']);
    expect(list.out).toContain(`#${id}  daily  house → cliboss01  offered`);
    const ended = agents(['terminate', '--brand', 'lotus', '--id', id]);
    expect(ended.status, ended.out).toBe(0);
    expect(ended.out).toContain('terminated (operator, requested)');
    expect(agents(['terminate', '--brand', 'lotus', '--id', id]).out).toContain('can no longer be changed');

    const unknown = agents(['frobnicate']);
    expect([unknown.status, unknown.out.includes('usage: npm run agents')]).toEqual([1, true]);
    const missing = agents(['tree', '--brand', 'lotus']);
    expect([missing.status, missing.out.includes('--username is required')]).toEqual([1, true]);
  }, 180_000);
});
