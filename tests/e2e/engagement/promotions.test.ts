// Promotions end to end (seed §2 /promotions, §4 activity statuses, §5 application, §9 uploads): a member opens the
// brand's cricket cashback activity, applies with a remark and a PNG, sees "applying"; the operator lists and
// approves the application (`npm run promotions`, answered by the running server) and the page shows "issued",
// with the reward waiting in the reward center. Phone on lotus, desktop on aurora.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch } from '../browser.ts';
import { apiCall, createAccount, expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, track, unexpected, usernameFor } from '../accounts/helpers.ts';
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

// The smallest real PNG (1×1): the server checks the signature bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each([
  ['lotus', 'phone'],
  ['aurora', 'desktop'],
])('%s on a %s: apply → operator approves → issued', (brandId, device) => {
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
    const card = page.getByTestId('promotion-card-cricket-cashback').first();
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

describe('pebble: no promotions content', () => {
  it('lists no activities and shows the empty page', async () => {
    const res = await apiCall<{ activities: unknown[] }>('pebble', port, 'GET', '/wps/relay/MCSFE_getAvailablePromotions');
    expect(res.status).toBe(200);
    expect(res.body.value.activities).toEqual([]);
  });
});
