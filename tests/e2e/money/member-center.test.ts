// The member center on a phone (messageV2, platform information): a message sent with the operator command
// (npm run messages) shows as the header's unread badge; the member opens the member center from the header, reads
// it in platform information, and the badge goes to 0. The command writes to the database directly, and embedded
// PGlite admits one process at a time, so this file runs its own server on a data dir the command filled first.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, usernameFor } from '../accounts/helpers.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';

const BRAND = 'lotus';
const username = usernameFor('mc');
const password = passwordFor(BRAND);
let root: string;
let server: ChildProcess | undefined;
let port: number;
let browser: Browser;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function cli(env: NodeJS.ProcessEnv, script: string, args: string[]): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`${script} ${args[0]} failed: ${r.stdout}${r.stderr}`);
  return r.stdout;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'wl-member-center-'));
  const env = { ...process.env, DATA_DIR: join(root, 'data'), DATABASE_URL: '', BRANDS_DIR: 'brands' };
  cli(env, 'scripts/accounts.ts', ['create', '--brand', BRAND, '--username', username, '--password', password, '--type', 'member']);
  const sent = cli(env, 'scripts/messages.ts', ['send', '--brand', BRAND, '--to', username, '--title', 'Welcome aboard', '--body', 'Line one\nLine two']);
  expect(sent).toContain('to 1 member');
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist', DEV_TOOLS: '1', LOG_REQUESTS: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('member center on a phone (messageV2)', () => {
  it('a message sent with npm run messages is read from the member center and the unread badge goes to 0', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    await withoutAnnouncementPopups(context);
    const page = await context.newPage();
    waitForHydration(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(brandUrl(BRAND, port, '/'));
    await submitUsernameLogin(page, await openLoginModal(page), username, password);
    await expectLoggedIn(page, '০.০০'); // lotus shows Bengali digits
    const badge = page.getByTestId('header-unread');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 10_000 }).toBe('1');

    // header member menu → member center (its first item)
    await page.getByTestId('header-member-menu').getByRole('button').click();
    await page.getByRole('menuitem').first().click();
    await page.waitForURL((u) => u.pathname === '/member');
    await page.getByTestId('member-center').waitFor();
    const row = page.getByTestId('member-menu-row');
    expect(await row.isVisible()).toBe(true);
    expect(await page.getByTestId('member-menu-column').isVisible()).toBe(false);
    const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
    expect(size.scroll).toBeLessThanOrEqual(size.inner);

    await row.getByTestId('member-menu-messageV2').click();
    await page.waitForURL((u) => u.searchParams.get('page') === 'messageV2');
    const item = page.getByTestId('inbox-page').getByRole('button', { name: /Welcome aboard/ });
    await item.click();
    await expect.poll(() => page.getByTestId('inbox-body').textContent()).toBe('Line one\nLine two');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 10_000 }).toBe('0');

    expect(errors).toEqual([]);
    await context.close();
  });
});
