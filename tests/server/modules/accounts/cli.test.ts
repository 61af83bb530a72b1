// The operators' account tool (README "Accounts CLI") sets passwords by the same floor as members' own
// (docs/security.md, section 2.9): a weak one is refused, the platform default is allowed because it forces a change.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbLegs, type DbTarget } from '../../support/legs.ts';

function accounts(target: DbTarget, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/accounts.ts', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      BRANDS_DIR: 'brands',
      DEFAULT_MEMBER_PASSWORD: '123456',
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
    },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe.each(dbLegs())('accounts CLI passwords on $name', (leg) => {
  let target: DbTarget;
  beforeAll(async () => {
    if (leg.available) target = await leg.target();
  });
  afterAll(async () => {
    await target?.dispose();
  });

  it.skipIf(!leg.available)('ASVS V6.2.1/V6.2.4: create and set-password refuse short and common passwords, accept strong ones and the default', () => {
    const short = accounts(target, ['create', '--brand', 'lotus', '--username', 'cliagent01', '--password', 'abc1234', '--type', 'agent']);
    expect(short.status).toBe(1);
    expect(short.out).toMatch(/--password must be 8-\d+ characters/);

    const common = accounts(target, ['create', '--brand', 'lotus', '--username', 'cliagent01', '--password', 'Secret123', '--type', 'agent']);
    expect(common.status).toBe(1);
    expect(common.out).toMatch(/too easy to guess \(a common or breached password\)/);

    const made = accounts(target, ['create', '--brand', 'lotus', '--username', 'cliagent01', '--password', 'Amber-Kite-42', '--type', 'agent']);
    expect(made.out).toMatch(/created cliagent01/);
    expect(made.status).toBe(0);

    const named = accounts(target, ['set-password', '--brand', 'lotus', '--username', 'cliagent01', '--password', 'cliagent01!2024']);
    expect(named.status).toBe(1);
    expect(named.out).toMatch(/too easy to guess \(the site's or account's name with digits\)/);

    const fallback = accounts(target, ['set-password', '--brand', 'lotus', '--username', 'cliagent01', '--password', '123456']);
    expect(fallback.out).toMatch(/password of cliagent01 set/);
    expect(fallback.status).toBe(0);
  }, 120_000);
});
