import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BootPayload, HelpCenterValue, Login, ModId, WhitelabelNode } from '../../src/generated/types.ts';
import { helpCenter } from '../../src/engine/content/help.ts';
import { brandHelp } from '../brandContent.ts';
import { ApiRequestProvider } from '../../src/app/api/ApiContext.tsx';
import { ApiError, type ApiRequest, type ApiRequestInit } from '../../src/app/api/client.ts';
import type { CountryList, MemberInfo, WalletBalance } from '../../src/app/api/types.ts';
import { BootProvider, useBoot } from '../../src/app/boot/BootContext.tsx';
import { sessionKeys } from '../../src/app/features/auth/session/queryKeys.ts';
import { usePreferences } from '../../src/app/state/preferences.ts';
import { GUEST_SESSION, useSession } from '../../src/app/state/session.ts';

/** Renders children with the current brand's boot payload changed (e.g. maintenance on), as the server would send it. */
export function BootOverride({ change, children }: { change: (boot: BootPayload) => BootPayload; children: ReactNode }): ReactNode {
  const { boot } = useBoot();
  const changed = useMemo(() => change(structuredClone(boot)), [boot, change]);
  return <BootProvider boot={changed}>{children}</BootProvider>;
}

/** What GET /wps/system/helpCenter answers for this brand and language (stories have no server). */
function helpCenterValue(brandId: string, language: string): HelpCenterValue {
  return helpCenter(brandHelp(brandId), language);
}

/** Seeds react-query with the help center answer, so components that read it render their loaded state. */
export function WithHelpCenter({ children }: { children: ReactNode }): ReactNode {
  const client = useQueryClient();
  const { brand } = useBoot();
  const language = usePreferences((s) => s.language);
  // before the first fetch, and again when the toolbar switches brand or language without a remount
  useMemo(() => client.setQueryData(['helpCenter', language], helpCenterValue(brand.id, language)), [client, brand.id, language]);
  return children;
}

// ── Canned API answers: stories never call a server ─────────────────────────────────────────────────────────

/** A failed call as the server would send it (envelope message, errorCode, HTTP status, value). */
export interface CannedFailure {
  fail: true;
  message: string;
  errorCode: string;
  status: number;
  value: unknown;
}

export const failWith = (errorCode: string, message: string, value: unknown = null, status = 400): CannedFailure => ({
  fail: true,
  message,
  errorCode,
  status,
  value,
});

/** An answer that never comes: the component stays in its loading state. */
export const PENDING = Symbol('pending');

/** A value, a failure, PENDING, or a function of the request (for answers that depend on the body). */
export type CannedAnswer = unknown;

/**
 * Keys are `'METHOD /path'` or `'/path'` (any method), the path without its query string, e.g.
 * `{ 'POST /wps/session/login': failWith('login.bad_credentials', 'Incorrect username or password') }`.
 */
export type CannedAnswers = Record<string, CannedAnswer>;

function isFailure(x: unknown): x is CannedFailure {
  return typeof x === 'object' && x !== null && (x as { fail?: unknown }).fail === true;
}

/** The request function that answers from `answers`; a call nobody answered fails visibly ('No canned answer'). */
export function cannedRequest(answers: CannedAnswers, delayMs = 0): ApiRequest {
  return async <T,>(path: string, init?: ApiRequestInit): Promise<T> => {
    const bare = path.split('?')[0]!;
    const method = init?.method ?? (init?.body === undefined && !init?.encrypt ? 'GET' : 'POST');
    const key = `${method} ${bare}`;
    if (!(key in answers) && !(bare in answers))
      throw new ApiError(`No canned answer for ${key}`, 'story.unanswered', 0);
    let answer = key in answers ? answers[key] : answers[bare];
    if (typeof answer === 'function') answer = await (answer as (init?: ApiRequestInit) => unknown)(init);
    if (answer === PENDING) return new Promise<T>(() => {});
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (isFailure(answer)) throw new ApiError(answer.message, answer.errorCode, answer.status, answer.value);
    return answer as T;
  };
}

/** Gives everything below canned answers through ApiContext (the same hook, `useApi()`, that pages use). */
export function WithApi({ answers, delayMs, children }: { answers: CannedAnswers; delayMs?: number; children: ReactNode }): ReactNode {
  const [request] = useState(() => cannedRequest(answers, delayMs));
  return <ApiRequestProvider request={request}>{children}</ApiRequestProvider>;
}

/** A base64 PNG like GET /wps/captcha answers (no data: prefix). */
export const STORY_CAPTCHA =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAYAAAA16j4lAAACkElEQVR4Ae3BMaobOQCA4T+DDvPqoEKIV6dQIXQQl8NjMCbFYzDBTOmDCBU6QRhUzAH2FCFF+iwP4uB436491ozXHvR9H759//GTYrEqikWrKBatoli0imLRKopFExSLEHzklHUGQfFwgo9cSnAlrVoO+rRBq5aDPm3ItVOSS72kgbF0LRmr7wbGWqk119qnLW+Cj1xLUNyVT80zB8FHxrLOcExwBa1ainyfmmdyWGc4R/AAXtLAqZ2S5Oi7gUvoWpJjn7a8CT6SyzrDWIJMfdpQ/FPwkRzWGaYgGEmrluJPwUdyWGdYqTXHrDNMQVCMEnwkh3WGWxKMoFXLsT5tWLLgI83zKwfBR8ayzjDWPm2ZiqD4LfhIDusM11ipNXMRXKlPGx5Z8JEc1hkegeBCWrU8quAjOb58/cybvhuY2z5tmZJgYYKP5LLOcKBryZxWas2cBFfo04Zb2inJv3lqXgk+ci3rDEsmuIBWLffgqXklh3WGMXQtmdNKrTm2T1umJrhTT80rOawz5NC1ZAkEZ2jVcqxPG6YWfCSXdYap6Fpyqu8G5rRPW+YgGEmrlnO0ajnWpw3Hgo/ksM6wU5KDlzQwFV1LTvXdwNRWas0tCGbWNB8JPnKtv7585iUN3IKuJaf6buCRCSbUNB/JYZ3hYKck/7e+G7iFfdoyF8EZfdrwnuAjuawz3AtdS4713cBcVmrNrQguFHwkh3WGe6VryVIJ3hF8JId1hkeha8mpvhu4lX3aMifBL8FHrmGd4Y1WLQfWGR6BriWn+m5gTiu15pYEI1lnuLWdkkxN15L36FpyTt8NPArBf7DOUMxnn7bMTfCLdYZieT58+/7jJ8ViVRSLVlEsWkWxaBXFolUUi/Y3QarCpTKdI/YAAAAASUVORK5CYII=';

export const storyMember: MemberInfo = {
  id: '10001',
  account: 'player88',
  nickname: 'Lucky Player',
  type: '0',
  mobileNum: '1712345678',
  countryDialingCode: '880',
  email: 'player88@example.com',
  payeeName: 'Lucky Player',
  regDate: Date.UTC(2024, 0, 15),
  currency: 'BDT',
  currencySymbol: '৳',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  totpEnabled: false,
};

export const storyAgent: MemberInfo = { ...storyMember, id: '20001', account: 'agent007', nickname: 'Top Agent', type: '1' };
export const storyTrial: MemberInfo = { ...storyMember, id: '40001', account: 'trial5521', nickname: '', type: '4', mobileNum: '', countryDialingCode: '', email: '', payeeName: '' };

export const storyBalance: WalletBalance = {
  sumBalance: 1234567.8,
  balance: [{ accountTypeId: 2, availBalance: 1234567.8 }],
  currency: 'BDT',
  currencySymbol: '৳',
};

export const storyCountries: CountryList = {
  countries: [
    { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' },
    { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
    { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
    { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  ],
  current: { countryCode: 'BD', countryDialingCode: '880' },
};

export type StoryVisitor = 'guest' | 'member' | 'agent' | 'trial';

const VISITORS: Record<Exclude<StoryVisitor, 'guest'>, MemberInfo> = { member: storyMember, agent: storyAgent, trial: storyTrial };

/**
 * Puts the session store (zustand, global) into a state for one story — a visitor type plus any overrides such as
 * `{ modal: 'login' }` — and seeds react-query with that member's info and balance; the store goes back to a
 * guest's when the story unmounts.
 */
export function WithSession({
  as = 'guest',
  state,
  info: extra,
  balance = storyBalance,
  children,
}: {
  as?: StoryVisitor;
  /** Fields of the member's info on top of the visitor's (availablePromoCount, availablePromo…). */
  info?: Partial<MemberInfo>;
  state?: Partial<ReturnType<typeof useSession.getState>>;
  balance?: WalletBalance;
  children: ReactNode;
}): ReactNode {
  const client = useQueryClient();
  const apply = useCallback(() => {
    useSession.setState(GUEST_SESSION);
    if (as !== 'guest') {
      const info = { ...VISITORS[as], ...extra };
      useSession.getState().signIn(info);
      client.setQueryData(sessionKeys.memberInfo, info);
      client.setQueryData(sessionKeys.balance, balance);
    }
    if (state) useSession.setState(state);
  }, [as, state, extra, balance, client]);
  useState(apply);
  useEffect(() => () => useSession.setState(GUEST_SESSION), []);
  return children;
}

// ── Brand options per story ──────────────────────────────────────────────────────────────────────────────────

export interface BrandChange {
  /** Whitelabel modules switched on or off (added to the tree when the brand lacks them). */
  flags?: Partial<Record<ModId, boolean>>;
  /** Brand login options (captcha, social providers, second factor…). */
  login?: Partial<Login>;
}

// BootOverride re-derives the boot when its `change` function changes: one function per option set, made once.
const brandChanges = new Map<string, (boot: BootPayload) => BootPayload>();

/** A boot change for BootOverride: the current brand with these flags and login options (e.g. SMS login on). */
export function brandChange(change: BrandChange): (boot: BootPayload) => BootPayload {
  const key = JSON.stringify(change);
  let fn = brandChanges.get(key);
  if (!fn) {
    fn = (boot) => {
      const flags = change.flags ?? {};
      const seen = new Set<string>();
      const walk = (n: WhitelabelNode): void => {
        seen.add(n.modId);
        const on = flags[n.modId];
        if (on !== undefined) n.enabled = on ? '1' : '0';
        n.childrenNodes?.forEach(walk);
      };
      walk(boot.status.info.whitelabel);
      for (const [modId, on] of Object.entries(flags) as [ModId, boolean][])
        if (!seen.has(modId)) (boot.status.info.whitelabel.childrenNodes ??= []).push({ modId, enabled: on ? '1' : '0' });
      boot.brand.login = { ...boot.brand.login, ...change.login };
      return boot;
    };
    brandChanges.set(key, fn);
  }
  return fn;
}

/** A react-query cache of the story's own (nothing leaks between stories) with canned API answers. */
export function WithFreshApi({ answers, children }: { answers: CannedAnswers; children: ReactNode }): ReactNode {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <WithApi answers={answers}>{children}</WithApi>
    </QueryClientProvider>
  );
}
