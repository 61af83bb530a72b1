// Feedback end to end (feedbackModal and the footer entry, its required fields, PUT /wps/feedback): a guest's footer
// entry asks for a login first; the member sends feedback with the captcha; the operator answers with `npm run
// feedback -- answer` (through the running server's operator listener); the member reads the answer in messages.
// Once on a phone and once on a desktop, on brands with FEEDBACK3 on (journeys.ts; flags.test.ts: off). /helpmc and /m/appDownload
// too; a brand without app resources has no download page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, expectLoggedIn, passwordFor, solveCaptcha, submitUsernameLogin, usernameFor } from '../accounts/helpers.ts';
import { brandUrl, launch } from '../browser.ts';
import { journeyRuns } from '../journeys.ts';
import { devicePage, operatorCli, operatorCliRaw } from './setup.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function feedback(args: string[]): string {
  return operatorCli('feedback', args);
}

describe.each(journeyRuns('feedback'))('%s on a %s: feedback', (brandId, device) => {
  it('guest → login → feedback with captcha → operator answers → the member reads it in messages', async () => {
    const member = { username: usernameFor('fb'), password: passwordFor(brandId) };
    await createAccount(port, { brand: brandId, type: 'member', ...member });
    const { page, errors, close } = await devicePage(browser, brandId, device);
    await page.goto(brandUrl(brandId, port));

    // footer feedback entry: a guest is asked to log in first (the answer arrives in messages)
    await page.getByTestId('feedback-entry').click();
    const login = page.getByTestId('login-modal');
    await login.waitFor();
    await submitUsernameLogin(page, login.getByTestId('login-form-username'), member.username, member.password);
    await expectLoggedIn(page);

    await page.getByTestId('feedback-entry').click();
    const modal = page.getByRole('dialog');
    await modal.getByTestId('feedback-form').waitFor();
    // 'X is empty': submitting empty names the fields; nothing is sent
    await modal.getByTestId('feedback-submit').click();
    expect(await modal.getByTestId('feedback-notice').textContent()).toContain('is empty');
    await modal.getByTestId('feedback-type').selectOption('1');
    const text = `Deposit ${usernameFor('d')} has not arrived yet`;
    await modal.getByTestId('feedback-content').fill(text);
    expect(await modal.getByTestId('feedback-counter').textContent()).toBe(`${text.length}/200`);
    await solveCaptcha(page, modal);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/feedback');
    await modal.getByTestId('feedback-submit').click();
    const body = (await (await answered).json()) as { success: boolean; message?: string; value: { id: string } };
    expect(body.success, body.message).toBe(true);
    await modal.getByTestId('feedback-sent').waitFor();
    await modal.getByTestId('feedback-close').click();

    const listed = feedback(['list', '--brand', brandId, '--open']);
    expect(listed).toContain(`#${body.value.id}  ${brandId}  ${member.username}  deposit`);
    const reply = `Credited, thank you ${member.username}`;
    expect(feedback(['answer', body.value.id, '--text', reply])).toContain(`feedback #${body.value.id} answered`);
    // answering twice is refused and sends nothing
    const again = operatorCliRaw('feedback', ['answer', body.value.id, '--text', 'again']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already answered');

    await page.goto(brandUrl(brandId, port, '/member?page=messageV2'));
    await page.getByTestId('inbox-page').getByRole('button', { name: /Reply to your feedback/ }).click();
    await expect.poll(() => page.getByTestId('inbox-body').textContent()).toContain(reply);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('support pages', () => {
  it('pebble has no app resources: /m/appDownload is not found', async () => {
    const { page, close } = await devicePage(browser, 'pebble', 'phone');
    await page.goto(brandUrl('pebble', port, '/m/appDownload'));
    await page.getByTestId('not-found').waitFor();
    await close();
  });

  it('/helpmc opens the help modal on a phone; /m/appDownload shows QR codes linked to the main domain on desktop', async () => {
    const phone = await devicePage(browser, 'aurora', 'phone');
    await phone.page.goto(brandUrl('aurora', port, '/helpmc'));
    await phone.page.getByTestId('help-modal').getByTestId('help-sections').waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();

    const desk = await devicePage(browser, 'lotus', 'desktop');
    await desk.page.goto(brandUrl('lotus', port, '/m/appDownload?language=EN&tokens=abc'));
    await desk.page.getByTestId('app-download-page').waitFor();
    // the QR encoder is a chunk of its own: its codes follow the page
    await expect.poll(() => desk.page.locator('[data-testid=app-download-page] svg[role=img]').count(), { timeout: 10_000 }).toBe(2);
    // lotus's mainDomain, never the host that served the page; the token does not stay in the address bar
    expect(await desk.page.getByTestId('app-link-IOS').getAttribute('href')).toBe('https://lotus-play.test/m/appDownload?platform=ios');
    await expect.poll(() => new URL(desk.page.url()).search).toBe('?language=EN');
    await desk.close();
  });
});
