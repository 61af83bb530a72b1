// Reward center end to end (rewardCenter and bonusDetails, MCS2_claimRafflePromotion and the prize
// wheel): the operator grants a wheel ticket (`npm run rewards`, answered by the running server), the member
// spins it, claims the prize from the reward center into the bonus wallet, plays one dice round and finds the
// bonus released to main. Once on a phone and once on a desktop, on brands with REWCEN3 on (journeys.ts; flags.test.ts: off).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DrawResult, DrawTickets } from '../../../src/generated/types.ts';
import { brandUrl, launch } from '../browser.ts';
import { createAccount, expectLoggedIn, openLoginModal, passwordFor, submitUsernameLogin, track, unexpected, usernameFor } from '../accounts/helpers.ts';
import { journeyRuns } from '../journeys.ts';
import { brandsWith, devicePage, operatorCli } from './setup.ts';

const port = inject('port');
const brandsDir = inject('brandsDir');
let browser: Browser;

// One wheel prize, 1.00 with 1× turnover: the draw is still the server's, but its outcome (and the valid bet that
// releases it, one 1.00 dice round) is known. Written to this run's private copy of the brands (hot reload).
const ONE_PRIZE = { amountMinor: '100', weight: 1, turnoverX100: 100 };

beforeAll(async () => {
  browser = await launch();
  for (const id of brandsWith('rewardCenter')) {
    const file = join(brandsDir, id, 'content', 'draws.json');
    const draws = JSON.parse(readFileSync(file, 'utf8')) as { wheel: unknown[] };
    writeFileSync(file, JSON.stringify({ ...draws, wheel: [ONE_PRIZE] }, null, 2));
  }
});
afterAll(async () => {
  await browser?.close();
});

function rewardsCli(args: string[]): string {
  return operatorCli('rewards', args);
}

async function openPage(page: Page, brandId: string, id: string): Promise<void> {
  await page.goto(brandUrl(brandId, port, `/member?page=${id}`));
  await page.getByTestId(`member-page-${id}`).waitFor();
}

describe.each(journeyRuns('rewards'))('%s on a %s: wheel ticket → prize claimed → bonus released after play', (brandId, device) => {
  it('spins the granted ticket, claims the prize from the center, and the bonus reaches main after one round', async () => {
    const username = usernameFor('rw');
    const password = passwordFor(brandId);
    await createAccount(port, { brand: brandId, username, password, type: 'member', balance: '50.00' });
    expect(rewardsCli(['tickets', '--brand', brandId, '--grant', username, '--kind', 'wheel'])).toContain(`${username}: 1 open ticket(s)`);

    const { page, context } = await devicePage(browser, brandId, device);
    const problems = track(page);
    await page.goto(brandUrl(brandId, port, '/'));
    await submitUsernameLogin(page, await openLoginModal(page), username, password);
    await expectLoggedIn(page, '50.00');

    // the wheel: one ticket, spun; the server's answer verifies and names our one prize
    // the server reloads the edited draws.json on its own: read the tables until they show our one prize
    await expect
      .poll(
        async () => {
          const tickets = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/MCS2_getDrawTickets');
          await openPage(page, brandId, 'rewardCenter');
          await page.getByRole('tab', { name: 'Lucky draws' }).click();
          return ((await (await tickets).json()) as { value: DrawTickets }).value.wheel.length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect.poll(async () => page.getByTestId('draw-wheel-tickets').textContent(), { timeout: 10_000 }).toBe('1 ticket');
    const spun = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/MCS2_spinPrizeWheel');
    await page.getByTestId('draw-wheel-go').click();
    const draw = ((await (await spun).json()) as { value: DrawResult }).value;
    expect(draw).toMatchObject({ amountMinor: '100', prizeIndex: 0, replayed: false });
    await page.getByTestId('draw-wheel-result').waitFor();
    await expect.poll(async () => page.getByTestId('draw-wheel-tickets').textContent()).toBe('No tickets');

    // the reward center: the prize waits under Rewards; claimed, it goes to the bonus wallet
    await page.getByRole('tab', { name: 'Rewards' }).click();
    const claim = page.getByTestId(`reward-claim-${draw.rewardId}`);
    await claim.click();
    await expect.poll(async () => claim.count(), { timeout: 10_000 }).toBe(0);
    await openPage(page, brandId, 'bonusDetails');
    await expect.poll(async () => page.getByTestId('bonus-balance').textContent(), { timeout: 10_000 }).toContain('1.00');
    expect(await page.getByTestId(`bonus-${draw.rewardId}`).textContent()).toContain('Valid bet');

    // play one 1.00 dice round: the turnover is met, the next read releases the bonus to main
    await page.goto(brandUrl(brandId, port, '/inhouse/dice'));
    const bet = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/relay/inhouse/dice/bet');
    await page.getByTestId('inhouse-bet').click();
    expect((await bet).status()).toBe(200);
    await openPage(page, brandId, 'bonusDetails');
    await page.getByTestId('bonus-released').getByTestId(`bonus-${draw.rewardId}`).waitFor({ timeout: 10_000 });
    await expect.poll(async () => page.getByTestId('bonus-balance').textContent()).toContain('0.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
