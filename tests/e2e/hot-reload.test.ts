import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { BrandConfig, ModeTokens } from '../../src/generated/types.ts';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, getText, launch, openPage, rgb, styleOf } from './browser.ts';

const port = inject('port');
const brandsDir = inject('brandsDir');
const file = (id: string): string => join(brandsDir, id, 'brand.json');
const originals = new Map<string, string>();
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  for (const id of ['pebble', 'aurora']) originals.set(id, readFileSync(file(id), 'utf8'));
});
afterEach(async () => {
  for (const [id, text] of originals) {
    if (readFileSync(file(id), 'utf8') !== text) {
      writeFileSync(file(id), text);
      await untilStatus(id, (s) => !s.maintenance && !s.regionRestriction);
    }
  }
});
afterAll(async () => {
  await browser?.close();
});

interface Status {
  maintenance: boolean;
  regionRestriction: boolean;
}

/** Poll the brand's status endpoint until the server has picked up the edit (the watcher is asynchronous). */
async function untilStatus(id: string, ok: (s: Status) => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const body = JSON.parse((await getText(id, port, '/wps/system/status')).body) as { value: Status };
    if (ok(body.value)) return;
    if (Date.now() > deadline) throw new Error(`status of ${id} never matched: ${JSON.stringify(body.value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function untilHtml(id: string, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const html = (await getText(id, port)).body;
    if (pattern.test(html)) return;
    if (Date.now() > deadline) throw new Error(`${id} never served ${pattern}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function edit(id: string, change: (b: BrandConfig & { theme: { light: ModeTokens } }) => void): void {
  const b = JSON.parse(originals.get(id)!);
  change(b);
  writeFileSync(file(id), JSON.stringify(b, null, 2));
}

describe('system status pages: 1 maintenance, 2 region blocked', () => {
  it('maintenance shows title, end time and customer service', async () => {
    edit('pebble', (b) => {
      b.status.maintenance = { enabled: true, endTime: '2099-01-01T10:00:00Z' };
    });
    await untilStatus('pebble', (s) => s.maintenance);
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('pebble', port));
    await page.waitForSelector('[data-testid=maintenance-page]');
    expect(await page.textContent('[data-testid=maintenance-end]')).toContain('2099');
    expect(await page.$('[data-testid=maintenance-page] a[href="/support/email"]')).not.toBeNull();
    expect(await page.$('header')).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('region restriction shows the caller IP when the country is not allowed', async () => {
    edit('pebble', (b) => {
      b.status.regionRestriction = { enabled: true, allowedCountries: ['US'] };
    });
    await untilStatus('pebble', (s) => s.regionRestriction);
    const { page } = await openPage(browser);
    await page.goto(brandUrl('pebble', port));
    await page.waitForSelector('[data-testid=region-blocked-page]');
    expect(await page.textContent('[data-testid=caller-ip]')).toContain('127.0.0.1');
    await page.context().close();
  });
});

describe('hot reload', () => {
  it('a valid edit changes the page after a reload, without a restart, and other brands are unaffected', async () => {
    // the CSP nonce is new on every page, and the server state's render times change when the page cache
    // renders again; everything else must stay the same
    const withoutNonce = (html: string): string => html.replace(/ nonce="[^"]*"/g, '').replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
    const auroraBefore = withoutNonce((await getText('aurora', port)).body);
    edit('pebble', (b) => {
      b.name = 'Pebble Reloaded';
      b.theme.light.color = { ...b.theme.light.color, bg: { ...b.theme.light.color?.bg, header: '#0b3d2e' }, text: { ...b.theme.light.color?.text, onHeader: '#ffffff' } };
    });
    await untilHtml('pebble', /<title>Pebble Reloaded<\/title>/);
    const { page } = await openPage(browser);
    await page.goto(brandUrl('pebble', port));
    await page.waitForSelector('header');
    expect(await styleOf(page, 'header', 'background-color')).toBe(rgb('#0b3d2e'));
    expect(withoutNonce((await getText('aurora', port)).body)).toBe(auroraBefore);
    await page.context().close();
  });

  it('a broken edit keeps the last good version serving', async () => {
    edit('pebble', (b) => {
      b.name = 'Pebble Good Edit';
    });
    await untilHtml('pebble', /<title>Pebble Good Edit<\/title>/);
    writeFileSync(file('pebble'), '{ "id": "pebble", broken');
    // Give the watcher time to see and reject it; then prove the good version still serves.
    await new Promise((r) => setTimeout(r, 1000));
    const html = (await getText('pebble', port)).body;
    expect(html).toMatch(/<title>Pebble Good Edit<\/title>/);
    const { page, errors } = await openPage(browser);
    await page.goto(brandUrl('pebble', port));
    await page.waitForSelector('header nav');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
