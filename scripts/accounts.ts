// Operators' account tool: accounts the site cannot make (agents, pre-set passwords), password resets and
// unlocking, straight in the database the server uses (DATA_DIR / DATABASE_URL, BRANDS_DIR).
//
//   npm run accounts -- create --brand lotus --username agent01 --password Amber-Kite-42 --type agent
//   npm run accounts -- list --brand lotus [--type agent]
//   npm run accounts -- set-password --brand lotus --username agent01 --password Maple-Cloud-19
//   npm run accounts -- unlock --brand lotus --username agent01
//
// With the embedded PGlite database, stop the server first (one process at a time may open it); on
// PostgreSQL it works while servers run.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DevAccountRequest } from '../src/generated/types.ts';
import { validateDevAccountRequest } from '../src/generated/validators.js';
import { formatProblem } from '../src/engine/brand/errors.ts';
import { loadBrandDir, type LoadedBrand } from '../src/engine/node/brand/load.ts';
import { newPasswordRule, weakPasswordReason } from '../src/engine/accounts/password-policy.ts';
import { compileFieldRule } from '../src/engine/rules.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { holdDataDir, releaseDataDir } from '../src/server/db/data-dir-lock.ts';
import type { Database } from '../src/server/db/types.ts';
import { schemaErrorText } from '../src/server/http/body.ts';
import { ApiError } from '../src/server/http/errors.ts';
import { isCommonPassword } from '../src/server/security/common-passwords.ts';
import { createAccount, findMemberByUsername, setPassword } from '../src/server/modules/accounts/index.ts';
import { DEFAULT_ACCOUNT_SETTINGS, passwordHasher } from '../src/server/services.ts';
import { revokeMemberSessions } from '../src/server/modules/session/index.ts';

const USAGE = `usage: npm run accounts -- <command> --brand <id> [options]

commands:
  create        --username <name> --password <pw> --type member|agent|trial|0|1|2|3|4|41|42
                [--nickname <text>] [--upline <agent username>] [--affiliate-code <code>]
                [--mobile <number> --dialing-code <code>] [--email <address>] [--payee-name <name>]
                [--balance <amount>] [--password-changed-at <ISO date>] [--totp-secret <base32>]
                [--known-ip <ip>] [--first-time-login]
  list          [--type member|agent|trial]
  set-password  --username <name> --password <pw>      (ends the member's sessions)
  unlock        --username <name>                      (lifts a login lockout of the account)

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands), DEFAULT_MEMBER_PASSWORD`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    type: { type: 'string' },
    nickname: { type: 'string' },
    upline: { type: 'string' },
    'affiliate-code': { type: 'string' },
    mobile: { type: 'string' },
    'dialing-code': { type: 'string' },
    email: { type: 'string' },
    'payee-name': { type: 'string' },
    balance: { type: 'string' },
    'password-changed-at': { type: 'string' },
    'totp-secret': { type: 'string' },
    'known-ip': { type: 'string' },
    'first-time-login': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(message: string): never {
  console.error(`accounts: ${message}`);
  process.exit(1);
}

function need(name: keyof typeof values): string {
  const v = values[name];
  if (typeof v !== 'string' || !v) fail(`--${name} is required\n\n${USAGE}`);
  return v;
}

function loadBrand(id: string): LoadedBrand {
  const dir = join(resolve(process.env.BRANDS_DIR || 'brands'), id);
  const result = loadBrandDir(dir);
  if (!result.ok) fail(`brand ${id} cannot be loaded:\n  ${result.problems.map(formatProblem).join('\n  ')}`);
  return result.brand;
}

const settings = {
  ...DEFAULT_ACCOUNT_SETTINGS,
  ...(process.env.DEFAULT_MEMBER_PASSWORD ? { defaultMemberPassword: process.env.DEFAULT_MEMBER_PASSWORD } : {}),
};
const passwords = passwordHasher(settings.scrypt);

/**
 * An operator sets a password the member keeps only when it passes the same checks as a member's own new password
 * (the brand's rule over the 8-character floor, not common, not the site's or account's name). The platform's
 * default password is the one exception: the member must replace it at the next login.
 */
function checkOperatorPassword(brand: LoadedBrand, username: string, password: string): void {
  if (password === settings.defaultMemberPassword) return;
  const rule = newPasswordRule(brand.config.register.password);
  if (compileFieldRule('password', rule).validate(password))
    fail(`--password must be ${rule.minLength}-${rule.maxLength} characters, or the default password (the member must then change it)`);
  const weak = weakPasswordReason(password, {
    isCommon: isCommonPassword,
    contextWords: [brand.id, brand.config.name, username],
  });
  if (weak) fail(`--password is too easy to guess (${weak === 'common' ? 'a common or breached password' : "the site's or account's name with digits"})`);
}

async function create(db: Database, brand: LoadedBrand): Promise<void> {
  const changedAt = values['password-changed-at'];
  const request: DevAccountRequest = {
    brand: brand.id,
    username: need('username'),
    password: need('password'),
    type: need('type') as DevAccountRequest['type'],
    ...(values.nickname ? { nickname: values.nickname } : {}),
    ...(values.upline ? { upline: values.upline } : {}),
    ...(values['affiliate-code'] ? { affiliateCode: values['affiliate-code'] } : {}),
    ...(values.mobile ? { mobileNum: values.mobile } : {}),
    ...(values['dialing-code'] ? { countryDialingCode: values['dialing-code'] } : {}),
    ...(values.email ? { email: values.email } : {}),
    ...(values['payee-name'] ? { payeeName: values['payee-name'] } : {}),
    ...(values.balance ? { balance: values.balance } : {}),
    ...(values['totp-secret'] ? { totpSecret: values['totp-secret'] } : {}),
    ...(values['known-ip'] ? { knownIp: values['known-ip'] } : {}),
    ...(values['first-time-login'] ? { firstTimeLogin: true } : {}),
    ...(changedAt ? { passwordChangedAt: Date.parse(changedAt) } : {}),
  };
  if (changedAt && Number.isNaN(request.passwordChangedAt)) fail(`--password-changed-at ${changedAt} is not a date`);
  if (!validateDevAccountRequest(request)) fail(schemaErrorText(validateDevAccountRequest));
  checkOperatorPassword(brand, request.username, request.password);
  const member = await createAccount({ db, clock: systemClock, passwords, defaultMemberPassword: settings.defaultMemberPassword }, brand, request);
  const code = member.affiliate_code ? `, invitation code ${member.affiliate_code}` : '';
  console.log(`created ${member.username} (id ${member.id}, type ${member.type}) on brand ${brand.id}${code}`);
}

async function list(db: Database, brand: LoadedBrand): Promise<void> {
  const types: Record<string, number[]> = { member: [0, 3], agent: [1, 2, 41, 42], trial: [4] };
  const filter = values.type ? types[values.type] : undefined;
  if (values.type && !filter) fail(`--type must be member, agent or trial`);
  const r = await db.query<{ id: string; username: string; type: number; mobile_num: string | null; email: string | null; affiliate_code: string | null; created_at: Date }>(
    `SELECT id, username, type, mobile_num, email, affiliate_code, created_at FROM members
     WHERE brand_id = $1 ${filter ? 'AND type = ANY($2::smallint[])' : ''} ORDER BY id`,
    filter ? [brand.id, `{${filter.join(',')}}`] : [brand.id],
  );
  for (const m of r.rows)
    console.log([m.id, m.username, `type ${m.type}`, m.mobile_num ?? '-', m.email ?? '-', m.affiliate_code ?? '-', new Date(m.created_at).toISOString()].join('\t'));
  console.log(`${r.rows.length} account(s) on brand ${brand.id}`);
}

async function setPasswordCommand(db: Database, brand: LoadedBrand): Promise<void> {
  const username = need('username');
  const password = need('password');
  checkOperatorPassword(brand, username, password);
  const member = await findMemberByUsername(db, brand.id, username);
  if (!member) fail(`no account ${username} on brand ${brand.id}`);
  await setPassword(db, member.id, await passwords.hash(password), password === settings.defaultMemberPassword, new Date());
  await revokeMemberSessions(db, systemClock, member.id);
  console.log(`password of ${member.username} set; its sessions and remember-me tokens are revoked`);
}

async function unlock(db: Database, brand: LoadedBrand): Promise<void> {
  const username = need('username');
  const now = new Date();
  const r = await db.query(
    "UPDATE rate_blocks SET blocked_until = $3 WHERE brand_id = $1 AND scope = 'login.account' AND subject = $2 AND blocked_until > $3",
    [brand.id, username.toLowerCase(), now],
  );
  console.log(r.rowCount ? `${username} unlocked` : `${username} was not locked`);
}

const COMMANDS: Record<string, (db: Database, brand: LoadedBrand) => Promise<void>> = {
  create,
  list,
  'set-password': setPasswordCommand,
  unlock,
};

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
const run = COMMANDS[command];
if (!run) fail(`unknown command ${command}\n\n${USAGE}`);
const brand = loadBrand(need('brand'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || '.data');
// PGlite allows one process per data dir: refuse cleanly while a server holds it instead of opening its files.
if (!databaseUrl) {
  try {
    await holdDataDir(dataDir, 'cli');
  } catch (err) {
    fail(`${(err as Error).message}; stop the server first`);
  }
}
const db = await openDatabase({ databaseUrl, dataDir });
try {
  await run(db, brand);
} catch (err) {
  if (err instanceof ApiError) fail(err.message);
  throw err;
} finally {
  await db.close();
  if (!databaseUrl) releaseDataDir(dataDir);
}
