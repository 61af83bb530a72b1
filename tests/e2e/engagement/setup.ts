// What the engagement e2e files share: the two devices each flow runs on, a page in English on a fresh context,
// and the operator commands run against the e2e server's data.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { brandUrl, waitForHydration } from '../browser.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';
import { shippedBrands } from '../brands.ts';
import { flattenFlags, type Flags } from '../../../src/engine/flags.ts';
import type { WhitelabelNode } from '../../../src/generated/types.ts';

export const DEVICES: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
};

export interface DevicePage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  close(): Promise<void>;
}

/** A shipped brand's flags, as its brand.json sets them (the server reads the same tree). */
export function brandFlags(brandId: string): Flags {
  const config = JSON.parse(readFileSync(join('brands', brandId, 'brand.json'), 'utf8')) as { whitelabel: WhitelabelNode };
  return flattenFlags(config.whitelabel);
}

/** The shipped brands with a flag on (each flow's content is prepared on all of them; journeys.ts picks where it runs). */
export function brandsWith(flag: keyof Flags): string[] {
  return shippedBrands().filter((id) => brandFlags(id)[flag]);
}

/** A fresh context on the device (English, no announcement popup); goto and reload wait for hydration. */
export async function devicePage(browser: Browser, brandId: string, device: string): Promise<DevicePage> {
  const port = inject('port');
  const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'block', reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
  await withoutAnnouncementPopups(context);
  const page = await context.newPage();
  waitForHydration(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, context, errors, close: () => context.close() };
}

/** The server's data dir: global-setup keeps it next to this run's brands folder. */
export function e2eDataDir(): string {
  return join(dirname(inject('brandsDir')), 'data');
}

/** Runs `scripts/<script>.ts` (an `npm run <script>` operator command) and asks it to succeed. */
export function operatorCli(script: string, args: string[]): string {
  const r = operatorCliRaw(script, args);
  expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
  return r.stdout;
}

/** The same without asking it to succeed (for refusals). */
export function operatorCliRaw(script: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: e2eDataDir(), DATABASE_URL: '' },
  });
}
