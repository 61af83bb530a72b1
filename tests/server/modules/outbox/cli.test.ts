// The command line of `npm run outbox` (scripts/outbox.ts): what an operator reads, and one-line errors (exit 2).
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../src/server/db/index.ts';
import { dbLegs, type DbTarget } from '../../support/legs.ts';

const pglite = dbLegs()[0]!;

describe('npm run outbox command line', () => {
  let target: DbTarget;
  beforeAll(async () => {
    target = await pglite.target();
    const db = await openDatabase({ dataDir: target.dataDir });
    await db.query(
      "INSERT INTO outbox (brand_id, channel, recipient, subject, body, created_at) VALUES ('lotus', 'email', 'p@example.com', 'Lotus Play: reset your password', $1, $2), ('aurora', 'sms', '+8801712345678', NULL, 'Aurora: code 222222', $2), ('gone', 'sms', '+8801712345678', NULL, 'Old brand: code 999999', $2)",
      ['Hello p,\n\nOpen this link:\nhttp://lotus.localhost/?resetToken=abc', new Date(Date.UTC(2026, 10, 23, 15, 4, 5))],
    );
    await db.close();
  });
  afterAll(async () => {
    await target?.dispose();
  });

  function outbox(args: string[]): { status: number | null; stdout: string; stderr: string } {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/outbox.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, BRANDS_DIR: 'brands', DATABASE_URL: '', DATA_DIR: target.dataDir },
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  it('prints time in the brand time zone, brand, channel, recipient, subject, then the text indented', () => {
    const r = outbox(['--brand', 'lotus']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      '2026-11-23 21:04:05 +06:00  lotus  mail  p@example.com  Lotus Play: reset your password\n    Hello p,\n\n    Open this link:\n    http://lotus.localhost/?resetToken=abc\n',
    );
  });

  it('shows UTC for a brand no longer configured, and filters by recipient', () => {
    const r = outbox(['--to', '1712345678', '--limit', '1']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('2026-11-23T15:04:05.000Z  gone  sms  +8801712345678\n    Old brand: code 999999\n');
  });

  it.each([
    [['--brand', 'nosuchbrand'], /^outbox: unknown brand "nosuchbrand" \(brands in .*: aurora, lotus, pebble, qamar\)/],
    [['--limit', '0'], /^outbox: --limit must be a whole number from 1 to 1000/],
    [['--limit', 'ten'], /^outbox: --limit must be a whole number/],
    [['--to', ' '], /^outbox: --to needs a mobile number or an e-mail address/],
    [['--frobnicate'], /^outbox: Unknown option '--frobnicate'/],
  ])('%j: one clear line on stderr, exit 2', (args, message) => {
    const r = outbox(args);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });
});
