// Who may go where (/agent and /agentHome, free play and logout, roles: docs/spec/rules.md): free-play
// trial members, agents on the member login and members on the agent login.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { brandUrl, launch } from '../browser.ts';
import { createAccount, expectLoggedIn, logOut, newMember, openAccountPage, openLoginModal, passwordFor, submitUsernameLogin, unexpected, usernameFor } from './helpers.ts';

const port = inject('port');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('free play (FREEPLAY3)', () => {
  it('lotus: a trial login shows the trial state; the member center asks for a real account', async () => {
    const { page, context, problems } = await openAccountPage(browser, 'lotus', port);
    await page.goto(brandUrl('lotus', port, '/rng'));
    await (await openLoginModal(page)).getByTestId('free-play').click();
    await page.getByTestId('header-trial').waitFor();
    await expectLoggedIn(page);
    // a free-play login closes the modals and leaves the player on /
    expect(await page.getByTestId('login-modal').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('header-member-menu').textContent()).toMatch(/Trial/);

    await page.getByTestId('header-member-menu').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Member center' }).click();
    const prompt = page.getByTestId('trial-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('A real account is needed for this');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('trial-later').click();
    await prompt.waitFor({ state: 'detached' });

    // the address itself does not get a trial member in either
    await page.getByTestId('header-deposit').click();
    await prompt.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('pebble (FREEPLAY3 off): no free-play button', async () => {
    const { page, context, problems } = await openAccountPage(browser, 'pebble', port);
    await page.goto(brandUrl('pebble', port));
    const modal = await openLoginModal(page);
    await modal.getByTestId('login-form-username').waitFor();
    expect(await modal.getByTestId('free-play').count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('agent and member login pages', () => {
  it('lotus: an agent is refused on the member login, a member on /agent; the agent lands on /agentHome and logs out to /agent', async () => {
    const agent = { username: usernameFor('ag'), password: passwordFor('lotus') };
    await createAccount(port, { brand: 'lotus', type: 'agent', ...agent });
    const member = await newMember(port, 'lotus');
    const { page, context, problems } = await openAccountPage(browser, 'lotus', port);

    // the member login refuses the agent (after checking the password)
    await page.goto(brandUrl('lotus', port));
    const memberForm = (await openLoginModal(page)).getByTestId('login-form-username');
    await submitUsernameLogin(page, memberForm, agent.username, agent.password);
    await expect.poll(async () => memberForm.getByTestId('login-error').textContent()).toContain('Non-member account unable to login');
    expect(await page.getByTestId('header-account').count()).toBe(0);

    // the agent page refuses the member
    await page.goto(brandUrl('lotus', port, '/agent'));
    const agentForm = page.getByTestId('agent-login-form');
    await agentForm.waitFor();
    expect(await page.locator('header').count()).toBe(0);
    await submitUsernameLogin(page, agentForm, member.username, member.password);
    await expect.poll(async () => agentForm.getByTestId('login-error').textContent()).toContain('Non-agents cannot log in');
    expect(new URL(page.url()).pathname).toBe('/agent');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // the agent logs in on /agent and goes to the agent center
    await submitUsernameLogin(page, agentForm, agent.username, agent.password);
    await page.waitForURL((u) => u.pathname === '/agentHome');
    await page.getByTestId('agent-center').waitFor();

    // logout sends an agent to /agent
    await page.goto(brandUrl('lotus', port));
    await expectLoggedIn(page);
    await logOut(page, '/agent');
    await page.getByTestId('agent-login-form').waitFor();
    expect(unexpected(problems, [{ status: 403, path: '/wps/session/login' }])).toEqual([]);
    await context.close();
  });
});
