// My wallet on a phone (transferFund and transactionHistory; GCS_walletTransfer, ODSFE2_MemTransDet):
// on the multi-wallet brand, move money main → a game wallet, recall all, and find both in the account records.
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

// aurora ships "wallet": { "single": false } with PXS, KSP and VLV sub-wallets.
describe('aurora: wallets on a 390 × 844 touch phone', () => {
  it('transfers main → PXS, recalls all, and lists both in the account records', async () => {
    const brandId = 'aurora';
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
    await withoutAnnouncementPopups(context);
    const page = await context.newPage();
    waitForHydration(page);
    const problems = track(page);
    // a known IP: the brand's second factor (authenticator) is for logins from new addresses
    const account = await newMember(port, brandId, { balance: '100', knownIp: '127.0.0.1' });

    await page.goto(brandUrl(brandId, port, '/'));
    const form = await openLoginModal(page);
    await submitUsernameLogin(page, form, account.username, account.password);
    await expectLoggedIn(page, '100.00');

    await page.goto(brandUrl(brandId, port, '/member?page=transferFund'));
    const transfer = page.getByTestId('transfer-form');
    await transfer.waitFor();
    expect(await page.getByTestId('transfer-from').inputValue()).toBe('2');
    await page.getByTestId('transfer-to').selectOption({ label: 'PXS' });
    await page.getByTestId('transfer-amount').fill('25.50');
    await page.getByTestId('transfer-submit').tap();
    await expect.poll(() => page.getByTestId('wallet-PXS').textContent(), { timeout: 10_000 }).toContain('25.50');
    expect(await page.getByTestId('wallet-main').textContent()).toContain('74.50');

    await page.getByTestId('transfer-recall-all').tap();
    await expect.poll(() => page.getByTestId('wallet-PXS').textContent(), { timeout: 10_000 }).toContain('0.00');
    expect(await page.getByTestId('wallet-main').textContent()).toContain('100.00');
    // the header balance refreshed with the transfer (sum of every wallet)
    expect(await page.getByTestId('header-balance').textContent()).toContain('100.00');

    await page.goto(brandUrl(brandId, port, '/member?page=transactionHistory'));
    const records = page.getByTestId('records-table');
    // on a phone the records are cards: each shows its reference
    await expect.poll(() => records.locator(':visible', { hasText: 'main→PXS' }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await records.locator(':visible', { hasText: 'recall:PXS' }).count()).toBeGreaterThan(0);
    expect(await records.locator('table').isVisible()).toBe(false);
    // the type filter leaves only the recall's two entries
    await page.getByTestId('records-type').selectOption('vendor_out');
    await expect.poll(() => records.locator(':visible', { hasText: 'main→PXS' }).count(), { timeout: 10_000 }).toBe(0);
    expect(await records.locator(':visible', { hasText: 'recall:PXS' }).count()).toBeGreaterThan(0);

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
