// The agent loop end to end, once on a phone and once on a desktop on two brands (journeys.ts; the agent center,
// contracts, what an agent may do, salary settlement): an agent logs in on /agent and deposits from the agent
// center, registers a downline member, offers it a daily-salary contract; the member's first login asks for a new
// password, the offer popup shows and the member accepts, deposits and plays in-house dice; the settlement job runs
// as of the next day (`npm run agents -- settle --at`, answered by the running server, drives the clock); the agent
// finds the salary it paid in its daily salary records and in its balance, and the member finds it in its account
// records.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downlineFields } from '../../../src/app/features/agent/center/registerCenter/fields.ts';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import {
  apiCall,
  brandConfig,
  createAccount,
  expectLoggedIn,
  mobileFor,
  openLoginModal,
  passwordFor,
  submitUsernameLogin,
  track,
  unexpected,
  usernameFor,
  valueFor,
} from '../accounts/helpers.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';
import { journeyRuns } from '../journeys.ts';

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

/** A money figure on the page as a number (currency symbol and thousands separators dropped). */
async function amountIn(page: Page, testId: string): Promise<number> {
  return Number(((await page.getByTestId(testId).first().textContent()) ?? '').replace(/[^0-9.-]/g, ''));
}

async function newPage(brandId: string, device: string): Promise<{ page: Page; close(): Promise<void>; problems: ReturnType<typeof track> }> {
  const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'block', reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
  await withoutAnnouncementPopups(context);
  const page = await context.newPage();
  waitForHydration(page);
  return { page, problems: track(page), close: () => context.close() };
}

/** `npm run agents -- <args>` against the running e2e server's data dir (through its operator listener). */
function agents(args: string[]): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/agents.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
  return r.stdout;
}

/** The deposit page (member or agent center) → bank transfer → the sandbox pay page approves → back, confirmed. */
async function depositBySandbox(page: Page, amount: string): Promise<void> {
  await page.getByTestId('deposit-channel-bank').click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('pay-approve').click();
  await page.waitForURL(/page=depositv2&order=D/);
  await expect.poll(() => page.getByTestId('deposit-order').getAttribute('data-status'), { timeout: 15_000 }).toBe('confirmed');
}

describe.each(journeyRuns('agentLoop'))('%s on a %s: the agent loop', (brandId, device) => {
  it('agent deposits, registers a downline, offers daily salary; the member accepts and plays; settlement pays it', async () => {
    const brand = brandConfig(brandId);
    const agent = { username: usernameFor('ag'), password: passwordFor(brandId) };
    await createAccount(port, { brand: brandId, type: 'agent', ...agent });

    // the agent logs in on /agent and lands in the agent center (time-zone label and clock)
    const a = await newPage(brandId, device);
    await a.page.goto(brandUrl(brandId, port, '/agent'));
    await submitUsernameLogin(a.page, a.page.getByTestId('agent-login-form'), agent.username, agent.password);
    await a.page.waitForURL((u) => u.pathname === '/agentHome');
    await a.page.getByTestId('agent-center').waitFor();
    expect(await a.page.getByTestId('agent-zone').textContent()).toContain(brand.config.timezoneOffset);

    // the agent funds its wallet from the agent center's deposit page; the sandbox sends it back there
    await a.page.goto(brandUrl(brandId, port, '/agentHome?page=depositv2'));
    await depositBySandbox(a.page, '1000');
    expect(new URL(a.page.url()).pathname).toBe('/agentHome');
    await expect.poll(() => amountIn(a.page, 'agent-balance'), { timeout: 15_000 }).toBeGreaterThan(900);

    // registerCenter: a member account under the agent, with the brand's register rules
    await a.page.goto(brandUrl(brandId, port, '/agentHome?page=registerCenter'));
    const form = a.page.getByTestId('register-center-form');
    await form.waitFor();
    await a.page.getByTestId('register-center-type-member').click();
    const fields = downlineFields(brand.config.register);
    const downline = { username: usernameFor('dl'), password: valueFor('password', brand.config.register.password!, 10) };
    for (const f of fields) {
      const value =
        f.name === 'username' ? downline.username : f.name === 'password' || f.name === 'confirmPassword' ? downline.password : f.name === 'mobileNum' ? mobileFor(brandId) : valueFor(f.name, f.rule);
      await form.locator(`input[name=${f.name}]`).fill(value);
    }
    await a.page.getByTestId('register-center-submit').click();
    await expect.poll(() => a.page.getByTestId('register-center-username').textContent(), { timeout: 10_000 }).toBe(downline.username);

    // contract offer: the agent offers the new member a daily salary of 1.00 % from the first bet
    await a.page.goto(brandUrl(brandId, port, '/agentHome?page=downlineManagmentView'));
    await a.page.getByTestId(`team-member-${downline.username}`).waitFor();
    await a.page.getByTestId(`offer-${downline.username}`).click();
    const offer = a.page.getByTestId('offer-dialog');
    await offer.waitFor();
    await offer.getByTestId('offer-kind').selectOption('daily');
    await offer.getByTestId('tier-0-bet').fill('0');
    await offer.getByTestId('tier-0-rate').fill('1');
    const offered = a.page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/agent/contracts/offer');
    await offer.getByTestId('offer-submit').click();
    const offerAnswer = (await (await offered).json()) as { success: boolean; message?: string; value: { id: string; status: string } };
    expect(offerAnswer.success, offerAnswer.message).toBe(true);
    expect(offerAnswer.value.status).toBe('offered');
    const contractId = offerAnswer.value.id;

    // the member's first login asks for a new password (the agent chose it), then the offer popup shows
    const m = await newPage(brandId, device);
    await m.page.goto(brandUrl(brandId, port));
    await submitUsernameLogin(m.page, (await openLoginModal(m.page)).getByTestId('login-form-username'), downline.username, downline.password);
    const change = m.page.getByTestId('change-password-form');
    await change.waitFor();
    const fresh = passwordFor(brandId);
    await change.getByTestId('change-newPassword').fill(fresh);
    await change.getByTestId('change-confirmNewPassword').fill(fresh);
    await change.getByTestId('change-password-submit').click();
    await expectLoggedIn(m.page);
    const popup = m.page.getByTestId('contract-offer-popup');
    await popup.waitFor({ timeout: 15_000 });
    await popup.getByTestId(`contract-accept-${contractId}`).click();
    await expect.poll(() => popup.count(), { timeout: 10_000 }).toBe(0);

    // the member deposits and plays three rounds of dice
    await m.page.goto(brandUrl(brandId, port, '/member?page=depositv2'));
    await depositBySandbox(m.page, '1000');
    await m.page.goto(brandUrl(brandId, port, '/inhouse/dice'));
    let stakedMinor = 0;
    for (let round = 0; round < 3; round++) {
      const bet = m.page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/inhouse/dice/bet');
      await m.page.getByTestId('inhouse-bet').click();
      const answer = await bet;
      expect(answer.status()).toBe(200);
      stakedMinor += (JSON.parse(answer.request().postData() ?? '{}') as { stakeMinor: number }).stakeMinor;
      await m.page.getByTestId('inhouse-bet').and(m.page.locator(':enabled')).waitFor();
    }
    expect(stakedMinor).toBeGreaterThan(0);
    // 1.00 % of the valid bet, floored to the cent (docs/agent-contract.md)
    const salary = Math.floor((stakedMinor * 100) / 10_000) / 100;

    // settlement: the daily job as of tomorrow, when today (the brand's day) is complete
    const agentBefore = await amountIn(a.page, 'agent-balance');
    const at = new Date(Date.now() + 24 * 3_600_000).toISOString();
    // the operator's command, answered by the running server (it holds the PGlite data dir)
    expect(agents(['settle', '--brand', brandId, '--kind', 'daily', '--at', at])).toMatch(/settled \d+ period\(s\) of \d+ contract\(s\): [1-9]\d* paid/);
    // a second run as of the same moment (the dev route this time) pays nothing twice
    const again = await apiCall<{ paid: number }>(brandId, port, 'POST', '/__dev/agents/settle', { brand: brandId, kind: 'daily', at });
    expect(again.body.value.paid).toBe(0);

    // agentDailyWages2: the salary paid to the downline, with its valid bet and rate; the balance dropped by it
    await a.page.goto(brandUrl(brandId, port, '/agentHome?page=agentDailyWages2'));
    await a.page.getByTestId('agent-settlements-daily').waitFor();
    await a.page.getByRole('tab', { name: /paid/i }).click();
    const paid = a.page.getByTestId('agent-settlements-paid');
    await expect.poll(async () => (await paid.getByTestId('report-table').textContent()) ?? '', { timeout: 15_000 }).toContain(downline.username);
    const rows = (await paid.getByTestId('report-table').textContent()) ?? '';
    expect(rows).toContain('1.00');
    expect(rows).toContain(salary.toFixed(2));
    await a.page.reload();
    await expect.poll(() => amountIn(a.page, 'agent-balance'), { timeout: 15_000 }).toBeCloseTo(agentBefore - salary, 2);

    // the member's account records show the salary
    await m.page.goto(brandUrl(brandId, port, '/member?page=transactionHistory'));
    await expect.poll(async () => (await m.page.getByTestId('records-table').textContent()) ?? '', { timeout: 15_000 }).toContain('Salary');

    if (device === 'phone') {
      for (const p of [a.page, m.page]) expect(await p.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    }
    expect(unexpected(a.problems)).toEqual([]);
    expect(unexpected(m.problems)).toEqual([]);
    await a.close();
    await m.close();
    // a long journey with two browsers: the budget is the whole loop's, generous for a loaded 2-core machine
  }, 180_000);
});
