// Demo or production, decided once at start. A demo (`npm start` on this machine) mounts the stand-ins that make
// every flow work offline: the vendor sandbox (a game whose rounds this server plays), the payment sandbox (the
// payer approves their own deposit), the SMS and mail outbox (codes kept in a table instead of delivered) and the
// dev tools. Each of them moves money or skips a proof of identity, so a site that strangers can reach must never
// run one: a production site mounts none, and a stand-in switched on for it stops the start with one line saying
// which switch to remove.
import { isLoopbackAddress } from './http/proxy.ts';

export type SiteKind = 'demo' | 'production';

/** The stand-ins a demo can mount; each is on in a demo unless its switch turns it off, and never in production. */
export interface StandIns {
  /** The sandbox vendor's game page under /cdn/launch/sandbox (VENDOR_SANDBOX=0 turns it off). */
  vendorSandbox: boolean;
  /** The sandbox payment provider and its pay page under /payments/sandbox (PAYMENT_SANDBOX=0 turns it off). */
  paymentSandbox: boolean;
  /** SMS and mail kept in the outbox table instead of delivered (a real gateway passed to createServer replaces it). */
  outbox: boolean;
  /** /__dev: outbox reader, captcha answer, account creation, clock-driven settlement, the social stand-in (DEV_TOOLS=1). */
  devTools: boolean;
}

export interface SiteMode {
  kind: SiteKind;
  /** Why this kind, for the start line: "listening on 127.0.0.1" or "NODE_ENV=production". */
  reason: string;
  standIns: StandIns;
}

/** A production start with a stand-in switched on: the message is the one line the operator reads. */
export class SiteModeError extends Error {
  override name = 'SiteModeError';
}

type Env = Record<string, string | undefined>;

/** The switches, by the environment variable that sets each; `on` is what turns the stand-in on explicitly. */
const SWITCHES: readonly { standIn: keyof StandIns; variable: string; on: string; demoDefault: boolean }[] = [
  { standIn: 'vendorSandbox', variable: 'VENDOR_SANDBOX', on: '1', demoDefault: true },
  { standIn: 'paymentSandbox', variable: 'PAYMENT_SANDBOX', on: '1', demoDefault: true },
  { standIn: 'outbox', variable: 'OUTBOX', on: '1', demoDefault: true },
  { standIn: 'devTools', variable: 'DEV_TOOLS', on: '1', demoDefault: false },
];

/**
 * The site's kind from where it listens and NODE_ENV: production when either says so (a non-loopback address is
 * reachable by strangers whatever NODE_ENV claims). Throws SiteModeError when production meets a stand-in switch.
 */
export function decideSiteMode(host: string, env: Env): SiteMode {
  const production = env.NODE_ENV === 'production' ? 'NODE_ENV=production' : !isLoopbackAddress(host) ? `listening on ${host}` : undefined;
  if (production) {
    const on = SWITCHES.filter((s) => env[s.variable] === s.on);
    if (on.length)
      throw new SiteModeError(
        `refusing to start a production site (${production}) with a stand-in switched on: remove ${on.map((s) => `${s.variable}=${s.on}`).join(', ')} ` +
          '(stand-ins move play money and skip identity checks; they run only on a loopback demo)',
      );
    return { kind: 'production', reason: production, standIns: { vendorSandbox: false, paymentSandbox: false, outbox: false, devTools: false } };
  }
  const standIns = Object.fromEntries(
    SWITCHES.map((s) => [s.standIn, s.demoDefault ? env[s.variable] !== '0' : env[s.variable] === s.on]),
  ) as unknown as StandIns;
  return { kind: 'demo', reason: `listening on ${host}`, standIns };
}
