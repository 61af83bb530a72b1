// `npm run promotions -- show` ("Activity application", "Image uploads": docs/spec/rules.md) against the database a
// server used: the application printed with the member masked, its images written under names the server chose.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createAccount, openWorld, uniqueName } from '../../support/world.ts';
import { removeTemps, tempDir } from '../../support/fixtures.ts';
import { dbLegs, type DbTarget } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { nextIp } from '../wallet/support.ts';
import { jpg, png, writePromotions } from './support.ts';

function promotions(target: DbTarget, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/promotions.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, BRANDS_DIR: 'brands', ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '', DATA_DIR: target.dataDir }) },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe.each(dbLegs())('promotions CLI on $name', (leg) => {
  let target: DbTarget;
  beforeAll(async () => {
    if (leg.available) target = await leg.target();
  });
  afterAll(async () => {
    await target?.dispose();
    removeTemps();
  });

  it.skipIf(!leg.available)('show prints the application and writes its images to --out, named by the server', async () => {
    const world = await openWorld(leg, { target, editBrands: (dir) => writePromotions(dir) });
    const { db } = world;
    const username = uniqueName('cli');
    const { id } = await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member' });
    const c = new Client(world, 'lotus.localhost', nextIp());
    expect((await c.login(username, 'river2468')).envelope.success).toBe(true);
    const images = [png(128), jpg()];
    // the uploader's own file names never reach the server: only the bytes are sent
    const res = await c.post('/wps/relay/MCSFE_applyPromotion', { activityId: 'cashback', remark: 'see screenshot', images });
    expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
    const appId = String((await db.query<{ id: string }>('SELECT id FROM promotion_applications WHERE member_id = $1', [id])).rows[0]!.id);
    await closeServers();
    await world.dispose();

    const out = tempDir('applications');
    const shown = promotions(target, ['show', appId, '--out', out]);
    expect(shown.status, shown.out).toBe(0);
    expect(shown.out).toContain(`#${appId} applying in lotus`);
    expect(shown.out).toContain(`member #${id} ${username.slice(0, 2)}***${username.at(-1)}`);
    expect(shown.out).not.toContain(username);
    expect(shown.out).toContain(`application-${appId}-1.png image/png 128 bytes`);
    expect(shown.out).toContain(`2 image(s) written to ${out}`);
    expect(readdirSync(out).sort()).toEqual([`application-${appId}-1.png`, `application-${appId}-2.jpg`]);
    expect(readFileSync(join(out, `application-${appId}-1.png`)).toString('base64')).toBe(images[0]);
    expect(readFileSync(join(out, `application-${appId}-2.jpg`)).toString('base64')).toBe(images[1]);
    expect(statSync(join(out, `application-${appId}-1.png`)).mode & 0o077).toBe(0);

    const missing = promotions(target, ['show', '999999999', '--out', out]);
    expect(missing.status).toBe(1);
    expect(missing.out).toMatch(/no application #999999999/);
  }, 180_000);
});
