// Promotions end to end (/promotions, activity statuses, the application and its uploads): a member opens the
// brand's cricket cashback activity, applies with a remark and a PNG, sees "applying"; the operator lists and
// approves the application (`npm run promotions`, answered by the running server) and the page shows "issued",
// with the reward waiting in the reward center. Once on a phone and once on a desktop, on brands whose content
// offers an activity to apply for; a brand without promotions content shows the empty page (journeys.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch } from '../browser.ts';
import { apiCall, createAccount, expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, track, unexpected, usernameFor } from '../accounts/helpers.ts';
import { journeyRuns } from '../journeys.ts';
import { devicePage, operatorCli } from './setup.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function promotionsCli(args: string[]): string {
  return operatorCli('promotions', args);
}

/** The brand's first activity a member applies for (kind "apply"), or none without promotions content. */
function applyActivity(brandId: string): string | undefined {
  const file = join('brands', brandId, 'content', 'promotions.json');
  if (!existsSync(file)) return undefined;
  const content = JSON.parse(readFileSync(file, 'utf8')) as { activities: { id: string; kind: string }[] };
  return content.activities.find((a) => a.kind === 'apply')?.id;
}


// The smallest real PNG (1×1): the server checks the signature bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(journeyRuns('promotionsApply'))('%s on a %s: apply → operator approves → issued', (brandId, device) => {
  it('applies with a remark and an image, and sees the approved application as issued', async () => {
    const username = usernameFor('pr');
    const password = passwordFor(brandId);
    await createAccount(port, { brand: brandId, username, password, type: 'member' });
    const { page, context } = await devicePage(browser, brandId, device);
    const problems = track(page);
    await page.goto(brandUrl(brandId, port, '/'));
    await submitUsernameLogin(page, await openLoginModal(page), username, password);
    await expectLoggedIn(page);

    await page.goto(brandUrl(brandId, port, '/promotions'));
    const card = page.getByTestId(`promotion-card-${applyActivity(brandId)!}`).first();
    await expect.poll(() => card.getByTestId('promotion-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('join');
    await card.getByTestId('promotion-apply').click();
    const form = page.getByTestId('promotion-apply-form');
    await form.getByTestId('promotion-remark').fill('Lost on the final over');
    await form.getByTestId('promotion-images').setInputFiles({ name: 'bet.png', mimeType: 'image/png', buffer: PNG });
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/MCSFE_applyPromotion');
    await form.getByTestId('promotion-apply-send').click();
    expect((await sent).status()).toBe(200);
    await expect.poll(() => card.getByTestId('promotion-status').getAttribute('data-status'), { timeout: 10_000 }).toBe('applying');

    const listed = promotionsCli(['applications', '--brand', brandId, '--status', 'applying']);
    const line = listed.split('\n').find((l) => l.includes(` ${username} `));
    expect(line, listed).toContain('images 1');
    const id = /^#(\d+) /.exec(line!)![1]!;
    expect(promotionsCli(['approve', id])).toContain(`#${id} approved`);
    expect(promotionsCli(['approve', id])).toContain('already approved');

    await page.reload();
    await expect.poll(() => card.getByTestId('promotion-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('issued');
    await card.getByTestId('promotion-details').click();
    await page.getByTestId('promotion-detail').getByText('Your reward is waiting in the reward center.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe.each(journeyRuns('promotionsEmpty'))('%s on a %s: no promotions content', (brandId, device) => {
  it('/promotions: lists no activities and shows the empty page', async () => {
    const res = await apiCall<{ activities: unknown[] }>(brandId, port, 'GET', '/wps/relay/MCSFE_getAvailablePromotions');
    expect(res.status).toBe(200);
    expect(res.body.value.activities).toEqual([]);
    const { page, errors, close } = await devicePage(browser, brandId, device);
    await page.goto(brandUrl(brandId, port, '/promotions'));
    await page.getByTestId('promotions-page').getByText('No promotions right now').waitFor();
    expect(await page.locator('[data-testid^="promotion-card-"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
