// In-house games end to end on a phone (/rng?vassalage=INHOUSE and personalHistoryCopy; the launchGame call): a
// member launches dice from the lobby, bets, sees the header balance change, verifies the round after changing seeds,
// and finds the bet in the betting records. One brand, 390 × 844 touch. Crash on a desktop: a funded member launches
// it from the lobby, plays a round it cashes out of (1.01×) and one that crashes before its cash-out (1000.00×),
// whichever way each goes the header balance follows the payout, and both rounds show in the betting records.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { InhouseBetResult } from '../../../src/generated/types.ts';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { createAccount, expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, track, unexpected, usernameFor } from '../accounts/helpers.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';
import { launchFromLobby } from './inhouse-launch.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const money = (minor: bigint): string => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

describe('lotus: in-house dice on a phone', () => {
  it('launches dice from the lobby, bets, the header balance changes, the round verifies and shows in the betting records', async () => {
    const brandId = 'lotus';
    const username = usernameFor('dice');
    const password = passwordFor(brandId);
    await createAccount(port, { brand: brandId, username, password, type: 'member', balance: '500.00' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block', reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
    await withoutAnnouncementPopups(context);
    const page = await context.newPage();
    waitForHydration(page);
    const problems = track(page);

    await page.goto(brandUrl(brandId, port, '/rng?vassalage=INHOUSE'));
    await submitUsernameLogin(page, await openLoginModal(page), username, password);
    await expectLoggedIn(page, '500.00');

    // the lobby's Dice card launches our own game page (not the vendor sandbox)
    const dice = page.getByTestId('game-card').filter({ has: page.locator('strong', { hasText: /^Dice$/ }) });
    await dice.first().getByTestId('game-card-launch').tap();
    await page.waitForURL((u) => u.pathname === '/inhouse/dice');
    const hash = await page.getByTestId('inhouse-seed-hash').textContent();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/inhouse/dice/bet');
    await page.getByTestId('inhouse-bet').tap();
    const bet = ((await (await answered).json()) as { value: InhouseBetResult }).value;
    expect(bet.round).toMatchObject({ nonce: 0, serverSeedHash: hash, status: 'settled' });
    const after = BigInt(bet.balanceMinor);
    expect(after).toBe(50_000n - 100n + BigInt(bet.round.payoutMinor));
    await expect.poll(async () => page.getByTestId('header-balance').textContent(), { timeout: 10_000 }).toContain(money(after));
    await expect.poll(async () => page.getByTestId('inhouse-round').count()).toBe(1);

    // change seeds (reveals the server seed), then verify the round: server and browser agree with the record
    await page.getByRole('button', { name: 'Change seeds' }).tap();
    await page.getByTestId('inhouse-previous-seed').waitFor();
    await page.getByTestId('inhouse-round').first().getByRole('link', { name: 'Verify' }).tap();
    await page.waitForURL((u) => u.pathname === '/inhouse/verify');
    const result = page.getByTestId('verify-result');
    await expect.poll(async () => result.getAttribute('data-matches'), { timeout: 10_000 }).toBe('true');
    await expect.poll(async () => page.getByTestId('verify-browser').textContent()).toBe((bet.round.roll! / 100).toFixed(2));

    // personalHistoryCopy: the bet with its stake and game
    await page.goto(brandUrl(brandId, port, '/member?page=personalHistoryCopy'));
    const records = page.getByTestId('member-page-personalHistoryCopy');
    await expect.poll(async () => (await records.textContent()) ?? '', { timeout: 15_000 }).toContain('Dice');
    expect(await page.getByTestId('records-totals').textContent()).toContain('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

/** The header balance in minor units (currency symbol and thousands separators dropped). */
async function headerMinor(page: Page): Promise<bigint> {
  const text = ((await page.getByTestId('header-balance').textContent()) ?? '').replace(/[^0-9.]/g, '');
  return BigInt(Math.round(Number(text) * 100));
}

describe('aurora: in-house crash on a 1366 × 900 desktop', () => {
  it('launches crash from the lobby; a cash-out and a crash move the header balance by the payout; both rounds are in the betting records', async () => {
    const brandId = 'aurora';
    const username = usernameFor('crash');
    const password = passwordFor(brandId);
    await createAccount(port, { brand: brandId, username, password, type: 'member', balance: '500.00' });
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brandId, port) }]);
    await withoutAnnouncementPopups(context);
    const page = await context.newPage();
    waitForHydration(page);
    const problems = track(page);

    await page.goto(brandUrl(brandId, port, '/'));
    await submitUsernameLogin(page, await openLoginModal(page), username, password);
    await expectLoggedIn(page, '500.00');
    await launchFromLobby(page, brandId, port, 'crash');
    expect(await page.getByTestId('inhouse-seed-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);

    let balance = 50_000n;
    // 1.01× is nearly always reached (the player cashes out), 1000.00× nearly never (the player sees the crash);
    // the assertions hold whichever way a round goes
    for (const [stake, cashOut] of [['2.00', '1.01'], ['1.00', '1000.00']] as const) {
      await page.getByTestId('inhouse-stake').fill(stake);
      await page.getByTestId('crash-cashout').fill(cashOut);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/inhouse/crash/bet');
      await page.getByTestId('inhouse-bet').click();
      const res = await answered;
      expect(res.status()).toBe(200);
      const { round, balanceMinor } = ((await res.json()) as { value: InhouseBetResult }).value;
      const stakeMinor = BigInt(Math.round(Number(stake) * 100));
      const target = Math.round(Number(cashOut) * 100);
      expect(round).toMatchObject({ game: 'crash', cashOut: target, stakeMinor: stakeMinor.toString(), status: 'settled' });
      // docs/inhouse-contract.md: paid stake × cash-out when the rocket reached it, nothing when it crashed first
      const won = round.crash! >= target;
      expect(BigInt(round.payoutMinor)).toBe(won ? (stakeMinor * BigInt(target)) / 100n : 0n);
      balance = balance - stakeMinor + BigInt(round.payoutMinor);
      expect(BigInt(balanceMinor)).toBe(balance);

      // the board stops at the crash point, green for a cash-out and red for a crash; the header follows the wallet
      const board = page.getByTestId('crash-point');
      await expect.poll(() => board.getAttribute('data-state'), { timeout: 10_000 }).toBe(won ? 'won' : 'lost');
      expect(await board.textContent()).toBe(`${(round.crash! / 100).toFixed(2)}×`);
      await expect.poll(() => headerMinor(page), { timeout: 10_000 }).toBe(balance);
      await page.getByTestId('inhouse-bet').and(page.locator(':enabled')).waitFor();
    }
    await expect.poll(async () => page.getByTestId('inhouse-round').count(), { timeout: 10_000 }).toBe(2);

    // personalHistoryCopy: both crash rounds with their game
    await page.goto(brandUrl(brandId, port, '/member?page=personalHistoryCopy'));
    const records = page.getByTestId('member-page-personalHistoryCopy');
    await expect.poll(async () => (await records.textContent()) ?? '', { timeout: 15_000 }).toContain('Crash Rocket');
    // totals: two bets, 3.00 staked
    const totals = page.getByTestId('records-totals');
    expect(await totals.locator('strong').first().textContent()).toBe('2');
    expect(await totals.textContent()).toContain('3.00');
    await expect.poll(() => headerMinor(page), { timeout: 10_000 }).toBe(balance);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
