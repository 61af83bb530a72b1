// The money loop end to end, once on a phone and once on a desktop on two brands (journeys.ts; member center
// depositv2, withdraw, personalHistoryCopy, transactionHistory; the withdrawal states): a new player registers,
// deposits through the sandbox provider, plays in-house dice, finds the bet in the betting records and the entries in
// the account records, sets a withdraw password and a payout account, withdraws; the operator pays with
// `npm run payments` while the server runs; the player confirms receipt. The page is read through test ids, in
// English by cookie.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { registerFields } from '../../../src/app/features/auth/register/registerFields.ts';
import { brandConfig, expectLoggedIn, track, unexpected } from '../accounts/helpers.ts';
import { fillRegisterForm } from '../accounts/registerForm.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';
import { journeyRuns } from '../journeys.ts';
import { launchFromLobby } from './inhouse-launch.ts';

const port = inject('port');
// global-setup keeps the server's data next to its brands folder
const dataDir = join(dirname(inject('brandsDir')), 'data');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DEVICES: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 } },
};

/** The header balance as a number (thousands separators and currency symbol dropped). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

async function memberPage(page: Page, brandId: string, id: string): Promise<void> {
  await page.goto(brandUrl(brandId, port, `/member?page=${id}`));
}

/** `npm run payments -- <args>` against the running e2e server's data dir (through its operator listener). */
function payments(args: string[]): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/payments.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
  return r.stdout;
}

describe.each(journeyRuns('moneyLoop'))('%s on a %s: the money loop', (brandId, device) => {
  it('register → deposit → dice → records → withdraw → operator pays → receipt', async () => {
    const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'block', reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
    await withoutAnnouncementPopups(context);
    const page = await context.newPage();
    waitForHydration(page);
    const problems = track(page);

    // registration: the new member is signed in with 0.00
    // on the tab the brand opens with (pebble registers by mobile number only)
    await page.goto(brandUrl(brandId, port));
    await page.getByTestId('header-register').click();
    let tab: 'mobile' | 'username' = (await page.locator('[data-testid^=register-form-]').first().getAttribute('data-testid')) === 'register-form-mobile' ? 'mobile' : 'username';
    // Binding a payout account asks for the login password: a brand whose mobile tab registers without one
    // (the player logs in by SMS code) is registered on its username tab instead.
    const { config, flags } = brandConfig(brandId);
    if (tab === 'mobile' && !registerFields(config.register, flags, 'mobile').some((f) => f.name === 'password')) {
      tab = 'username';
      await page.getByRole('dialog').getByRole('tab', { selected: false }).first().click();
      await page.getByTestId('register-form-username').waitFor();
    }
    const { filled, password: loginPassword } = await fillRegisterForm(page, brandId, tab);
    await page.getByTestId(`register-form-${tab}`).getByTestId('register-submit').click();
    await expectLoggedIn(page, '0.00');

    // depositv2: 2,000.00 by bank transfer (every shipped brand has it), paid on the sandbox provider's page
    await memberPage(page, brandId, 'depositv2');
    await page.getByTestId('deposit-channel-bank').click();
    await page.getByTestId('deposit-amount').fill('2000');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('pay-approve').click();
    await page.waitForURL(/page=depositv2&order=D/);
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('confirmed');
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1900);
    const deposited = await headerBalance(page);

    // in-house dice, launched from the INHOUSE lobby's card through launchGame: one bet through the seamless
    // wallet moves the header balance
    await launchFromLobby(page, brandId, port, 'dice', { tap: device === 'phone' });
    const bet = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/inhouse/dice/bet');
    await page.getByTestId('inhouse-bet').click();
    expect((await bet).status()).toBe(200);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).not.toBe(deposited);

    // personalHistoryCopy has the bet; transactionHistory has the deposit (by its order) and the bet
    await memberPage(page, brandId, 'personalHistoryCopy');
    await expect.poll(async () => (await page.getByTestId('member-page-personalHistoryCopy').textContent()) ?? '', { timeout: 15_000 }).toContain('Dice');
    await memberPage(page, brandId, 'transactionHistory');
    const records = page.getByTestId('records-table');
    await expect.poll(async () => (await records.textContent()) ?? '', { timeout: 15_000 }).toContain(orderId);
    expect(await records.textContent()).toMatch(/INHOUSE/);

    // security center: a withdraw password (unless registration asked for one) and a bank account, each with the
    // login password again (a session alone may not choose where money goes); the first account is not held
    await memberPage(page, brandId, 'securityCenter');
    let paymentPassword = filled.paymentPassword ?? 'Pay4321x';
    await page.getByTestId('payment-password-state').waitFor();
    if ((await page.getByTestId('payment-password-state').getAttribute('data-set')) !== 'true') {
      paymentPassword = 'Pay4321x';
      await page.getByTestId('payment-password-open').click();
      await page.getByTestId('payment-password-new').fill(paymentPassword);
      await page.getByTestId('payment-password-confirm').fill(paymentPassword);
      await page.getByTestId('payment-password-login').fill(loginPassword);
      await page.getByTestId('payment-password-save').click();
      await expect.poll(() => page.getByTestId('payment-password-state').getAttribute('data-set'), { timeout: 15_000 }).toBe('true');
    }
    await page.getByTestId('payout-add').click();
    await page.getByTestId('payout-channel').selectOption('bank');
    await page.getByTestId('payout-holder').fill('Test Player');
    await page.getByTestId('payout-number').fill('12345678901');
    await page.getByTestId('payout-login-password').fill(loginPassword);
    await page.getByTestId('payout-bind').click();
    await page.getByTestId('payout-account').first().waitFor();

    // withdraw 1,000.00: held at once (the header balance drops), requested
    await memberPage(page, brandId, 'withdraw');
    await page.getByTestId('withdraw-form').waitFor();
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeGreaterThan(1000);
    const beforeWithdraw = await headerBalance(page);
    await page.getByTestId('withdraw-amount').fill('1000');
    await page.getByTestId('withdraw-password').fill(paymentPassword);
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/transaction/withdraw');
    await page.getByTestId('withdraw-submit').click();
    const answer = (await (await asked).json()) as { success: boolean; value: { id: string }; message?: string };
    expect(answer.success, answer.message).toBe(true);
    const withdrawalId = answer.value.id;
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(beforeWithdraw - 1000, 2);
    expect(await page.getByTestId('withdrawal-row').first().getAttribute('data-status')).toBe('requested');

    // the operator pays it from the command line while the site runs
    expect(payments(['list', '--brand', brandId, '--status', 'requested'])).toContain(withdrawalId);
    expect(payments(['pay', withdrawalId])).toContain(`${withdrawalId} paid`);

    // the player confirms it was received
    await page.reload();
    const row = page.getByTestId('withdrawal-row').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('paid');
    await row.getByTestId('receipt-open').click();
    await page.getByTestId('receipt-received').click();
    await page.getByTestId('receipt-send').click();
    await expect.poll(() => row.getByTestId('receipt-open').count(), { timeout: 10_000 }).toBe(0);

    if (device === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
    // a long journey: the budget is the whole loop's, generous for a loaded 2-core machine
  }, 180_000);
});
