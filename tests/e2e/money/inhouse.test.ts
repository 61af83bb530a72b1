// In-house games end to end on a phone (seed §2 /rng?vassalage=INHOUSE and personalHistoryCopy; api-notes §4.4
// launchGame): a member launches dice from the lobby, bets, sees the header balance change, verifies the round
// after changing seeds, and finds the bet in the betting records. One brand, 390 × 844 touch.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { InhouseBetResult } from '../../../src/generated/types.ts';
import { brandUrl, launch, waitForHydration } from '../browser.ts';
import { createAccount, expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, track, unexpected, usernameFor } from '../accounts/helpers.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';

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
    await withoutAnnouncementPopups(context, port);
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

    // seed §2 personalHistoryCopy: the bet with its stake and game
    await page.goto(brandUrl(brandId, port, '/member?page=personalHistoryCopy'));
    const records = page.getByTestId('member-page-personalHistoryCopy');
    await expect.poll(async () => (await records.textContent()) ?? '', { timeout: 15_000 }).toContain('Dice');
    expect(await page.getByTestId('records-totals').textContent()).toContain('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
