// Points mall and VIP end to end (/pointMall, points and hasVip, redeem statuses, the redemption checks, the points
// relays): the member plays one dice round, sees the points it earned, redeems a reward with the withdrawal
// password, the operator approves it (`npm run points`, answered by the running server), the member converts
// points to balance, and the VIP progress moved. Once on a phone and once on a desktop, on brands with PTSYS3
// and VIP3 on (journeys.ts; flags.test.ts: off).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PointConfig, RedeemPointResult } from '../../../src/generated/types.ts';
import { brandUrl, launch } from '../browser.ts';
import { createAccount, expectLoggedIn, mobileFor, openLoginModal, passwordFor, submitUsernameLogin, track, unexpected, usernameFor } from '../accounts/helpers.ts';
import { journeyRuns } from '../journeys.ts';
import { brandsWith, devicePage, operatorCli } from './setup.ts';

const port = inject('port');
const brandsDir = inject('brandsDir');
let browser: Browser;

// 1 000 points per 1.00 of valid bet, so one 1.00 dice round pays for a 500-point voucher and a 500-point
// conversion; VIP level 2 at 2.00 valid bet, so one round is half way. Written to this run's copy of the brands.
const RATE = 100_000;
const POINTS_AND_VIP = brandsWith('pointsMall').filter((id) => brandsWith('vip').includes(id));
beforeAll(async () => {
  browser = await launch();
  for (const id of POINTS_AND_VIP) {
    const pf = join(brandsDir, id, 'content', 'points.json');
    writeFileSync(pf, JSON.stringify({ ...JSON.parse(readFileSync(pf, 'utf8')), earning: [{ pointsPer100: RATE }] }, null, 2));
    const vf = join(brandsDir, id, 'content', 'vip.json');
    const vip = JSON.parse(readFileSync(vf, 'utf8')) as { levels: Record<string, unknown>[] };
    vip.levels = [vip.levels[0]!, { ...vip.levels[1]!, validBet: '2', deposits: '0' }];
    writeFileSync(vf, JSON.stringify(vip, null, 2));
  }
});
afterAll(async () => {
  await browser?.close();
});

function pointsCli(args: string[]): string {
  return operatorCli('points', args);
}

async function headerBalance(page: Page): Promise<number> {
  return Number(((await page.getByTestId('header-balance').textContent()) ?? '').replace(/[^0-9.]/g, ''));
}

async function vipProgress(page: Page, brandId: string): Promise<number> {
  await page.goto(brandUrl(brandId, port, '/member?page=securityCenter'));
  return Number(await page.getByTestId('vip-progress').getAttribute('aria-valuenow'));
}

describe.each(journeyRuns('pointsVip'))('%s on a %s: play → points → redeem → approve → convert; VIP progress', (brandId, device) => {
  it('earns points from a dice round, redeems, the operator approves, converts to balance, and VIP moves', async () => {
    const username = usernameFor('pts');
    const password = passwordFor(brandId);
    await createAccount(port, { brand: brandId, username, password, type: 'member', balance: '50.00' });
    const { page, context } = await devicePage(browser, brandId, device);
    const problems = track(page);
    await page.goto(brandUrl(brandId, port, '/'));
    await submitUsernameLogin(page, await openLoginModal(page), username, password);
    await expectLoggedIn(page, '50.00');

    // the server reloads the edited content on its own: wait until the points config shows our rate
    await expect
      .poll(
        async () => {
          const cfg = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/MCS2_getPointConfig');
          await page.goto(brandUrl(brandId, port, '/pointMall'));
          return ((await (await cfg).json()) as { value: PointConfig }).value.earning[0]?.pointsPer100;
        },
        { timeout: 20_000 },
      )
      .toBe(RATE);
    expect(await page.getByTestId('points-balance').getAttribute('data-points')).toBe('0');

    // a withdrawal password in My account, where the VIP card starts at 0 %
    await page.goto(brandUrl(brandId, port, '/member?page=securityCenter'));
    await page.getByTestId('payment-password-state').waitFor();
    const paymentPassword = 'Pay4321x';
    await page.getByTestId('payment-password-open').click();
    await page.getByTestId('payment-password-new').fill(paymentPassword);
    await page.getByTestId('payment-password-confirm').fill(paymentPassword);
    await page.getByTestId('payment-password-login').fill(password);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/paymentPassword' && r.request().method() === 'POST');
    await page.getByTestId('payment-password-save').click();
    const set = (await (await saved).json()) as { success: boolean; message?: string };
    expect(set.success, set.message).toBe(true);
    await expect.poll(() => page.getByTestId('payment-password-state').getAttribute('data-set'), { timeout: 10_000 }).toBe('true');
    expect(await vipProgress(page, brandId)).toBe(0);

    // one 1.00 dice round: 1 000 points
    await page.goto(brandUrl(brandId, port, '/inhouse/dice'));
    const bet = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/inhouse/dice/bet');
    await page.getByTestId('inhouse-bet').click();
    const stakeMinor = (JSON.parse((await bet).request().postData() ?? '{}') as { stakeMinor: number }).stakeMinor;
    const earned = (stakeMinor * RATE) / 10_000;
    expect(earned).toBeGreaterThanOrEqual(1000);
    await page.goto(brandUrl(brandId, port, '/pointMall'));
    await expect.poll(() => page.getByTestId('points-balance').getAttribute('data-points'), { timeout: 10_000 }).toBe(String(earned));

    // redeem the voucher (500 points): address, the brand's mobile digits, the withdrawal password
    await page.getByTestId('redeem-voucher-500').click();
    const form = page.getByTestId('redeem-form');
    await form.getByTestId('redeem-address').fill('12 Lake Road');
    await form.getByTestId('redeem-mobile').fill(mobileFor(brandId));
    await form.getByTestId('redeem-password').fill(paymentPassword);
    const redeemed = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/passwordCheck/MCS2_redeemPointReward');
    await form.getByTestId('redeem-submit').click();
    const answer = (await (await redeemed).json()) as { success: boolean; value: RedeemPointResult; message?: string };
    expect(answer.success, answer.message).toBe(true);
    expect(answer.value.redemption.status).toBe('IN_PROCESS');
    await expect.poll(() => page.getByTestId('points-balance').getAttribute('data-points')).toBe(String(earned - 500));

    // the operator approves it through the running server; the history shows Approved
    const id = answer.value.redemption.id;
    expect(pointsCli(['redemptions', '--brand', brandId])).toContain(`#${id} `);
    expect(pointsCli(['approve', id, '--brand', brandId, '--remark', 'sent by SMS'])).toContain('approved');
    await page.reload();
    await page.getByRole('tab', { name: 'Redemption history' }).click();
    await expect.poll(() => page.getByTestId('redeem-history').locator('li').first().getAttribute('data-status'), { timeout: 10_000 }).toBe('APPROVED');

    // convert 500 points into main at the brand's ratio; the header balance grows by that much
    // the header balance loads after the reload: 50.00 less the 1.00 stake, plus any win, is above 0
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await headerBalance(page);
    await page.getByRole('tab', { name: 'Convert' }).click();
    await page.getByTestId('convert-points').fill('500');
    await page.getByTestId('convert-password').fill(paymentPassword);
    const converted = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/passwordCheck/MCS2_convertPoint');
    await page.getByTestId('convert-submit').click();
    const conv = (await (await converted).json()) as { success: boolean; value: { amount: number }; message?: string };
    expect(conv.success, conv.message).toBe(true);
    expect(conv.value.amount).toBeGreaterThan(0);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(before + conv.value.amount, 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    // VIP: half way to level 2 after one 1.00 round of the 2.00 it asks
    expect(await vipProgress(page, brandId)).toBeGreaterThan(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
