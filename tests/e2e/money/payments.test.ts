// A deposit through the sandbox provider on a phone (depositv2; MCSFE_getDepositSettings):
// pick a channel and an amount, pay on the provider's own page (strict CSP, no script), come back to the order
// confirmed, the header balance and the history updated. The provider page's other answers: Decline (the order
// failed, nothing credited) and "let it expire" (the order expired; a late approval from a page still open is
// refused), and in both cases the pay link is dead afterwards.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
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
    await withoutAnnouncementPopups(context);
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

/** The header balance as a number (thousands separators and currency symbol dropped). */
async function headerBalance(page: Page): Promise<number> {
  return Number(((await page.getByTestId('header-balance').textContent()) ?? '').replace(/[^0-9.]/g, ''));
}

/** A member of brandId with 100.00, logged in on a fresh page (EN), on the deposit page. */
async function depositPage(brandId: string, device: BrowserContextOptions): Promise<{ page: Page; problems: ReturnType<typeof track>; close(): Promise<void> }> {
  const context = await browser.newContext({ ...device, serviceWorkers: 'block', reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
  await withoutAnnouncementPopups(context);
  const page = await context.newPage();
  waitForHydration(page);
  const problems = track(page);
  const account = await newMember(port, brandId, { balance: '100', knownIp: '127.0.0.1' });
  await page.goto(brandUrl(brandId, port, '/'));
  await submitUsernameLogin(page, await openLoginModal(page), account.username, account.password);
  await expectLoggedIn(page, '100.00');
  await page.goto(brandUrl(brandId, port, '/member?page=depositv2'));
  await page.getByTestId('deposit-form').waitFor();
  return { page, problems, close: () => context.close() };
}

/** Submits a bank deposit of amount and lands on the provider's pay page; its address (the pay link with its token). */
async function toPayPage(page: Page, amount: string, tap: boolean): Promise<string> {
  const press = (id: string) => (tap ? page.getByTestId(id).tap() : page.getByTestId(id).click());
  await press('deposit-channel-bank');
  await page.getByTestId('deposit-amount').fill(amount);
  const payPage = page.waitForResponse((r) => r.url().includes('/payments/sandbox/pay/') && r.request().method() === 'GET');
  await press('deposit-submit');
  expect((await payPage).status()).toBe(200);
  await page.getByTestId('pay-sandbox').waitFor();
  return page.url();
}

/** The pay link once the order is decided: 410 and the provider's "gone" page leading back to the order. */
async function expectDeadLink(page: Page, payUrl: string, orderId: string): Promise<void> {
  const res = await page.goto(payUrl);
  expect(res?.status()).toBe(410);
  expect(await page.getByTestId('pay-approve').count()).toBe(0);
  expect(await page.getByTestId('pay-back').getAttribute('href')).toBe(`/member?page=depositv2&order=${orderId}`);
}

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

describe('lotus: a deposit declined on the sandbox provider page (390 × 844 touch phone)', () => {
  it('depositv2: Decline brings the player back to a failed order; nothing is credited; the pay link is dead', async () => {
    const brandId = 'lotus';
    const { page, problems, close } = await depositPage(brandId, PHONE);
    const payUrl = await toPayPage(page, '1500', true);
    const orderId = (await page.getByTestId('pay-order').textContent())!;
    expect(orderId).toMatch(/^D/);
    await page.getByTestId('pay-decline').tap();

    await page.waitForURL(/page=depositv2&order=D/);
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
    await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('failed');
    // the history lists it declined, and the balance stays where it was (a reload reads it from the server)
    const row = page.getByTestId('deposit-row').filter({ hasText: orderId });
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 15_000 }).toContain('Declined');
    await page.reload();
    await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('failed');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(100);

    // the provider's link cannot be paid any more
    await expectDeadLink(page, payUrl, orderId);
    await page.getByTestId('pay-back').tap();
    await page.waitForURL(/page=depositv2&order=D/);
    await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('failed');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(100);

    // the dead pay link's 410 is the refusal this test provokes
    expect(unexpected(problems, [{ status: 410, path: `/payments/sandbox/pay/${orderId}` }])).toEqual([]);
    await close();
  });
});

describe('qamar: a deposit left to expire on the sandbox provider page (1366 × 900 desktop, right to left)', () => {
  it('depositv2: the order expires; an approval pressed afterwards on a page still open is refused; nothing is credited', async () => {
    const brandId = 'qamar';
    const { page, problems, close } = await depositPage(brandId, DESKTOP);
    const payUrl = await toPayPage(page, '500', false);
    const orderId = (await page.getByTestId('pay-order').textContent())!;
    // the same pay page open in a second tab, as a player might leave it
    const late = await page.context().newPage();
    waitForHydration(late);
    await late.goto(payUrl);
    await late.getByTestId('pay-approve').waitFor();

    await page.getByTestId('pay-expire').click();
    await page.waitForURL(/page=depositv2&order=D/);
    await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('expired');
    const row = page.getByTestId('deposit-row').filter({ hasText: orderId });
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 15_000 }).toContain('Expired');

    // the late approval: the provider's page answers that the order is gone; the order stays expired
    const refused = late.waitForResponse((r) => r.url().includes(`/payments/sandbox/pay/${orderId}`) && r.request().method() === 'POST');
    await late.getByTestId('pay-approve').click();
    expect((await refused).status()).toBe(410);
    await late.getByTestId('pay-back').waitFor();
    await late.close();

    await page.reload();
    await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('expired');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(100);
    await expectDeadLink(page, payUrl, orderId);

    // the dead pay link's 410 is the refusal this test provokes
    expect(unexpected(problems, [{ status: 410, path: `/payments/sandbox/pay/${orderId}` }])).toEqual([]);
    await close();
  });
});
