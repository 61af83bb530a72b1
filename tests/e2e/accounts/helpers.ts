// Shared steps of the account e2e tests: API calls to the test server as a brand's host, the dev
// tools (outbox, captcha answer, accounts), values that satisfy a brand's register rules, a page that records
// console errors with the URL they came from, and the clicks every flow repeats (open login, log in, log out).
import { createHmac, randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loadBrandSet, type LoadedBrand } from '../../../src/engine/node/brand/load.ts';
import { compileFieldRule } from '../../../src/engine/rules.ts';
import type { DevAccountRequest, FieldRule } from '../../../src/generated/types.ts';
import { brandUrl, waitForHydration } from '../browser.ts';
import { withoutAnnouncementPopups } from '../home/popups.ts';

const brands = loadBrandSet('brands').brands;

export function brandConfig(id: string): LoadedBrand {
  const b = brands.find((x) => x.id === id);
  if (!b) throw new Error(`no brand ${id} in brands/`);
  return b;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP to the test server (Node's fetch cannot resolve *.localhost: connect to 127.0.0.1 with the brand's Host).

export interface Envelope<T> {
  success: boolean;
  value: T;
  message?: string;
  errorCode?: string;
}

export function apiCall<T>(brand: string, port: number, method: string, path: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          Host: `${brand}.localhost:${port}`,
          Language: 'EN',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Envelope<T> });
          } catch {
            reject(new Error(`${method} ${path}: not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** POST /__dev/accounts: an account the site cannot make itself (agents, default or expired passwords, TOTP). */
export async function createAccount(port: number, account: DevAccountRequest): Promise<{ id: string; username: string }> {
  const r = await apiCall<{ id: string; username: string }>(account.brand, port, 'POST', '/__dev/accounts', account);
  if (!r.body.success) throw new Error(`/__dev/accounts refused ${JSON.stringify(account)}: ${r.body.message}`);
  return r.body.value;
}

export interface OutboxMessage {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

export async function outbox(port: number, brand: string, channel: 'sms' | 'email', to: string): Promise<OutboxMessage[]> {
  const q = new URLSearchParams({ brand, channel, to });
  const r = await apiCall<OutboxMessage[]>(brand, port, 'GET', `/__dev/outbox?${q}`);
  if (!r.body.success) throw new Error(`outbox: ${r.body.message}`);
  return r.body.value;
}

/** Waits for a message to `to` (the whole recipient or its end, e.g. the bare mobile number) newer than `seen`. */
export async function nextMessage(port: number, brand: string, channel: 'sms' | 'email', to: string, seen: string[] = []): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const newest = (await outbox(port, brand, channel, to)).find((m) => !seen.includes(m.id));
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no ${channel} to ${to} on ${brand} within 10 s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The ids already in the outbox for a recipient, so a test can wait for the message its click sends. */
export async function seenIds(port: number, brand: string, channel: 'sms' | 'email', to: string): Promise<string[]> {
  return (await outbox(port, brand, channel, to)).map((m) => m.id);
}

export function codeIn(message: OutboxMessage): string {
  const m = /\b(\d{6})\b/.exec(message.body);
  if (!m) throw new Error(`no 6-digit code in: ${message.body}`);
  return m[1]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Values that pass a brand's rules (generated from the rule, so a brand edit does not silently break the tests).

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '0123456789';
const pick = (alphabet: string, n: number): string => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A run-unique tag: names and numbers made by one test never clash with another's in the shared database. */
export function uniqueTag(n = 6): string {
  return pick(LOWER, 1) + pick(LOWER + DIGITS, n - 1);
}

type Candidate = (n: number) => string;

const GENERIC: Candidate[] = [
  (n) => `e${pick(DIGITS, 1)}${pick(LOWER + DIGITS, n - 2)}`, // letters first, letters and digits
  (n) => `Ab1${pick(LOWER + DIGITS, n - 3)}`, // one uppercase, a digit
  (n) => `AB12${pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', n - 4)}`, // uppercase and digits
  (n) => `1${pick(DIGITS, n - 1)}`, // digits only
  (n) => `9${pick(DIGITS, n - 1)}`, // digits starting with 9
  (n) => `Aa1!${pick(LOWER + DIGITS, n - 4)}`, // upper, lower, digit, symbol
  (n) => pick(LOWER, n), // letters only
];

const NAMES: Candidate[] = [(n) => `Test ${'Player'.padEnd(Math.max(1, n - 5), 'x')}`.slice(0, Math.max(n, 3))];
const EMAILS: Candidate[] = [(n) => `e2e${pick(DIGITS, Math.max(1, n - 16))}@example.test`];

/** A value of preferred length (clamped to the rule) that the brand's rule accepts; throws naming the rule otherwise. */
export function valueFor(field: string, rule: FieldRule, preferred = 10): string {
  const candidates = field === 'email' ? EMAILS : field === 'payeeName' ? NAMES : GENERIC;
  const v = compileFieldRule(field, { ...rule, required: true });
  const lengths = [Math.min(rule.maxLength, Math.max(rule.minLength, preferred)), rule.minLength, rule.maxLength];
  for (const n of lengths)
    for (const make of candidates) {
      for (let i = 0; i < 5; i++) {
        const value = make(n);
        if (v.validate(value) === null) return value;
      }
    }
  throw new Error(`no sample value passes the ${field} rule ${JSON.stringify(rule)}`);
}

/** A mobile number the brand's mobileNum rule accepts, unique for this run. */
export function mobileFor(brand: string): string {
  const rule = brandConfig(brand).config.register.mobileNum;
  if (!rule) return `1${pick(DIGITS, 9)}`;
  return valueFor('mobileNum', rule, rule.minLength);
}

/** A username the brand's login rule accepts (letters and digits, 6–13), unique for this run. */
export function usernameFor(prefix: string): string {
  return `${prefix}${uniqueTag(10 - prefix.length)}`.slice(0, 12);
}

/** A password the brand's password rule accepts. */
export function passwordFor(brand: string): string {
  const rule = brandConfig(brand).config.register.password;
  return rule ? valueFor('password', rule, 10) : `Pw${pick(DIGITS, 8)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// TOTP (RFC 6238: HMAC-SHA-1, 30 s, 6 digits), written here from the RFC rather than imported from the server.

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function totp(secret: string, nowMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A random base32 secret of 160 bits. */
export function newTotpSecret(): string {
  return pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 32);
}

// ---------------------------------------------------------------------------------------------------------------
// Pages that record errors with their source, so expected 4xx answers can be told apart from real problems.

export interface ConsoleProblem {
  text: string;
  /** The script or, for "Failed to load resource", the resource the line is about. */
  url: string;
}

export interface AccountPage {
  page: Page;
  context: BrowserContext;
  problems: ConsoleProblem[];
}

/**
 * A fresh context on a brand, in English: the `lang` cookie makes the server render EN and the app start in EN (the
 * lotus brand defaults to BN). Console errors and page errors are collected with their URL.
 */
export async function openAccountPage(
  browser: Browser,
  brand: string,
  port: number,
  options: { announcementPopups?: boolean } = {},
): Promise<AccountPage> {
  // no service worker (tests/e2e/pwa has its own): requests it answered would bypass page.route mocks
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'lang', value: 'EN', url: brandUrl(brand, port) }]);
  // the home page's announcement popup would cover what other flows click; the home e2e keeps it
  if (!options.announcementPopups) await withoutAnnouncementPopups(context);
  const page = await context.newPage();
  return { page, context, problems: track(page) };
}

/** Refusals a step provoked on purpose (e.g. the captcha a login needed), per tracked page's problem list. */
const provoked = new WeakMap<ConsoleProblem[], ExpectedRefusal[]>();
const problemsOf = new WeakMap<Page, ConsoleProblem[]>();

/** Collects console errors and uncaught exceptions of one page. */
export function track(page: Page): ConsoleProblem[] {
  // a click on server-rendered markup before the app takes it over would be lost
  waitForHydration(page);
  const problems: ConsoleProblem[] = [];
  provoked.set(problems, []);
  problemsOf.set(page, problems);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push({ text: m.text(), url: m.location().url });
  });
  page.on('pageerror', (e) => problems.push({ text: e.message, url: page.url() }));
  return problems;
}

/** An answer the test provokes on purpose: Chromium logs every 4xx as "Failed to load resource". */
export interface ExpectedRefusal {
  status: number;
  path: string;
}

const RESOURCE_FAILURE = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * Console errors other than the listed refusals. A listed refusal matches only its status on its exact path.
 */
export function unexpected(problems: ConsoleProblem[], allowedByTest: ExpectedRefusal[] = []): string[] {
  const allowed = [...allowedByTest, ...(provoked.get(problems) ?? [])];
  return problems
    .filter((p) => {
      const m = RESOURCE_FAILURE.exec(p.text);
      if (!m || !p.url) return true;
      const path = new URL(p.url).pathname;
      return !allowed.some((a) => a.status === Number(m[1]) && a.path === path);
    })
    .map((p) => `${p.text} (${p.url})`);
}

// ---------------------------------------------------------------------------------------------------------------
// Steps.

/** Waits for the captcha image next to `scope`'s captcha input, asks /__dev/captcha from the page (same cookie), types it. */
export async function solveCaptcha(page: Page, scope: Locator): Promise<void> {
  // a form that mounts within a second of another captcha is refused once (1/s per IP) and asks again by itself
  // an SMS code request spends the page's captcha: the form then loads a new one (null answer until it has)
  provoked.get(problemsOf.get(page) ?? [])?.push({ status: 429, path: '/wps/captcha' });
  const image = scope.getByTestId('captcha-refresh');
  let answer: string | null = null;
  await expect
    .poll(
      async () => {
        if ((await image.getAttribute('data-captcha-state')) !== 'ready') return null;
        answer = await page.evaluate(async () => {
          const r = await fetch('/__dev/captcha', { credentials: 'same-origin' });
          return ((await r.json()) as { value: string | null }).value;
        });
        return answer;
      },
      { timeout: 10_000 },
    )
    .toEqual(expect.any(String));
  await scope.locator('input[name=captcha]').fill(answer!);
}

let lastSmsSend = 0;

/**
 * Clicks a 'send code' button, answers the captcha dialog it opens (the server sends no code without one), and waits
 * for its countdown; one send per second per IP is all the server takes.
 */
export async function sendCode(page: Page, button: Locator): Promise<void> {
  await button.click();
  // the dialog's image, asked within a second of the form's own captcha, may be refused once (1/s per IP) before
  // the field asks again
  provoked.get(problemsOf.get(page) ?? [])?.push({ status: 429, path: '/wps/captcha' });
  const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-testid^="sms-captcha-send-"]') });
  await dialog.waitFor();
  await solveCaptcha(page, dialog);
  const wait = lastSmsSend + 1_100 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await dialog.locator('[data-testid^="sms-captcha-send-"]').click();
  lastSmsSend = Date.now();
  await expect.poll(async () => button.isDisabled(), { timeout: 10_000 }).toBe(true);
}

export async function openLoginModal(page: Page): Promise<Locator> {
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.waitFor();
  return modal;
}

/** Types a username login into `form` (login modal or /agent) and submits it; solves the captcha when one shows. */
export async function submitUsernameLogin(page: Page, form: Locator, username: string, password: string, opts: { remember?: boolean } = {}): Promise<void> {
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  const remember = form.locator('input[name=rememberMe]');
  if (opts.remember !== undefined && (await remember.isChecked()) !== opts.remember) await remember.setChecked(opts.remember);
  if ((await form.locator('input[name=captcha]').count()) > 0) await solveCaptcha(page, form);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
  await form.getByTestId('login-submit').click();
  const answer = await answered;
  if (answer.status() !== 400 || ((await answer.json()) as Envelope<unknown>).errorCode !== 'login.captcha_required') return;
  // Failed logins of earlier tests from this address (127.0.0.1) stay in the captcha's one-day window (a success
  // resets nothing): the form asks for the captcha, as it would for a player behind the same address.
  provoked.get(problemsOf.get(page) ?? [])?.push({ status: 400, path: '/wps/session/login' });
  await solveCaptcha(page, form);
  await form.getByTestId('login-submit').click();
}

/** The header's account bar: the member is logged in and the balance shows with 2 decimals. */
export async function expectLoggedIn(page: Page, balance = '0.00'): Promise<void> {
  await page.getByTestId('header-account').waitFor();
  await expect.poll(async () => page.getByTestId('header-balance').textContent(), { timeout: 10_000 }).toContain(balance);
  expect(await page.getByTestId('header-login').count()).toBe(0);
}

/** Member menu → Log out → confirm ('sure logout'); waits until the header offers login again. */
export async function logOut(page: Page, path = '/'): Promise<void> {
  await page.getByTestId('header-member-menu').getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByTestId('logout-dialog');
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('Are you sure you want to log out?');
  await page.getByTestId('logout-confirm').click();
  await page.waitForURL((u) => u.pathname === path);
  if (path === '/') await page.getByTestId('header-login').waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
}

/** Creates a member through the dev tools and returns what the test needs to log in as them. */
export async function newMember(
  port: number,
  brand: string,
  extra: Partial<DevAccountRequest> = {},
): Promise<{ username: string; password: string; mobileNum?: string }> {
  const username = extra.username ?? usernameFor('m');
  const password = extra.password ?? passwordFor(brand);
  await createAccount(port, { brand, type: 'member', ...extra, username, password });
  return { username, password, ...(extra.mobileNum ? { mobileNum: extra.mobileNum } : {}) };
}
