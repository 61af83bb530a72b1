// A deposit through the sandbox provider on a phone (seed §2 depositv2; api-notes MCSFE_getDepositSettings):
// pick a channel and an amount, pay on the provider's own page (strict CSP, no script), come back to the order
// confirmed, the header balance and the history updated.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { expectLoggedIn, newMember, openLoginModal, submitUsernameLogin, track, unexpected } from '../accounts/helpers.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// lotus ships bKash (no fee), Nagad (1 %) and bank (20.00) channels in BDT.
describe('lotus: deposit through the sandbox provider on a 390 × 844 touch phone', () => {
  it('pays 1,000.00 by Nagad on the provider page and comes back confirmed with 990.00 credited', async () => {
    const brandId = 'lotus';
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
    await withoutAnnouncementPopups(context, port);
    const page = await context.newPage();
    waitForHydration(page);
    const problems = track(page);
    const account = await newMember(port, brandId, { balance: '100', knownIp: '127.0.0.1' });

    await page.goto(brandUrl(brandId, port, '/'));
    const form = await openLoginModal(page);
    await submitUsernameLogin(page, form, account.username, account.password);
    await expectLoggedIn(page, '100.00');

    await page.goto(brandUrl(brandId, port, '/member?page=depositv2'));
    await page.getByTestId('deposit-form').waitFor();
    await page.getByTestId('deposit-channel-nagad').tap();
    // below the channel's minimum: refused on the page, nothing sent
    await page.getByTestId('deposit-amount').fill('50');
    await page.getByTestId('deposit-submit').tap();
    expect(await page.getByTestId('deposit-amount').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('deposit-amount').fill('1000');
    expect(await page.getByTestId('deposit-fee').textContent()).toContain('990.00');
    const payPage = page.waitForResponse((r) => r.url().includes('/payments/sandbox/pay/') && r.request().method() === 'GET');
    await page.getByTestId('deposit-submit').tap();

    // the provider's page: our server, its own strict CSP
    const res = await payPage;
    expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(await page.getByTestId('pay-amount').textContent()).toContain('1,000.00');
    await page.getByTestId('pay-approve').tap();

    // back in the member center: the order follows the callback to confirmed
    await page.waitForURL(/page=depositv2&order=D/);
    await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('confirmed');
    await expect.poll(() => page.getByTestId('header-balance').textContent(), { timeout: 15_000 }).toContain('1,090.00');
    expect(await page.getByTestId('deposit-history').textContent()).toContain('Confirmed');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
