// Test harness for the account forms: a real brand's boot payload, the EN catalog, react-query, a router, and a
// request function that answers from a table and records every call (method, path, body) in order.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { join } from 'node:path';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ApiRequestProvider } from '../../../src/app/api/ApiContext.tsx';
import { ApiError, type ApiRequest, type ApiRequestInit } from '../../../src/app/api/client.ts';
import { BootProvider } from '../../../src/app/boot/BootContext.tsx';
import { bootPayload } from '../../../src/engine/brand/client.ts';
import { loadBrandSet } from '../../../src/engine/node/brand/load.ts';
import type { BootPayload, MemberInfo, WhitelabelNode } from '../../../src/generated/types.ts';
import type { Messages } from '../../../src/i18n/load.ts';

// The EN catalogs the page would have: the first one plus every on-demand area's (src/i18n/areas.ts).
const catalogs = import.meta.glob<Messages>('../../../src/i18n/compiled/**/en.json', { eager: true, import: 'default' });
const en: Messages = Object.assign({}, ...Object.values(catalogs));

const set = loadBrandSet(join(import.meta.dirname, '../../../brands'));

/** The boot payload the server would inline for a shipped brand (EN, light). */
export function bootFor(brandId: string, change?: (boot: BootPayload) => void): BootPayload {
  const brand = set.brands.find((b) => b.id === brandId);
  if (!brand) throw new Error(`no brand ${brandId}`);
  const boot = structuredClone(
    bootPayload(brand, { location: { ip: '127.0.0.1', countryCode: 'ZZ' }, language: 'EN', mode: 'light', now: new Date('2026-01-15T12:00:00Z') }),
  );
  change?.(boot);
  return boot;
}

/** Switch whitelabel modules on or off in a boot payload (every node with that modId). */
export function setFlags(boot: BootPayload, flags: Record<string, boolean>): void {
  const walk = (n: WhitelabelNode): void => {
    if (n.modId in flags) n.enabled = flags[n.modId] ? '1' : '0';
    n.childrenNodes?.forEach(walk);
  };
  walk(boot.status.info.whitelabel);
  const present = new Set<string>();
  const collect = (n: WhitelabelNode): void => {
    present.add(n.modId);
    n.childrenNodes?.forEach(collect);
  };
  collect(boot.status.info.whitelabel);
  for (const [modId, on] of Object.entries(flags))
    if (!present.has(modId))
      (boot.status.info.whitelabel.childrenNodes ??= []).push({ modId: modId as WhitelabelNode['modId'], enabled: on ? '1' : '0' });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
  query: ApiRequestInit['query'];
}

export class Failure {
  constructor(
    readonly errorCode: string,
    readonly message: string,
    readonly value: unknown = null,
    readonly status = 400,
  ) {}
}

type Answer = unknown | ((call: Call) => unknown);

/** A request function answering `'METHOD /path'` keys; unanswered calls fail with `test.unanswered`. */
export function fakeApi(answers: Record<string, Answer>): { request: ApiRequest; calls: Call[] } {
  const calls: Call[] = [];
  const request = (async (path: string, init: ApiRequestInit = {}) => {
    const bare = path.split('?')[0]!;
    const method = init.method ?? 'GET';
    const call: Call = { method, path: bare, body: init.body, query: init.query };
    calls.push(call);
    const key = `${method} ${bare}`;
    if (!(key in answers)) throw new ApiError(`No answer for ${key}`, 'test.unanswered', 0);
    let answer = answers[key];
    if (typeof answer === 'function') answer = (answer as (c: Call) => unknown)(call);
    answer = await answer;
    if (answer instanceof Failure) throw new ApiError(answer.message, answer.errorCode, answer.status, answer.value);
    return answer;
  }) as ApiRequest;
  return { request, calls };
}

export function Providers({ boot, request, children, route = '/' }: { boot: BootPayload; request: ApiRequest; children: ReactNode; route?: string }): ReactNode {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  return (
    <BootProvider boot={boot}>
      <ApiRequestProvider request={request}>
        <IntlProvider locale="en" messages={en} defaultLocale="en">
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </QueryClientProvider>
        </IntlProvider>
      </ApiRequestProvider>
    </BootProvider>
  );
}

export function renderForm(ui: ReactNode, opts: { boot: BootPayload; request: ApiRequest; route?: string }): RenderResult {
  return render(
    <Providers boot={opts.boot} request={opts.request} route={opts.route ?? '/'}>
      {ui}
    </Providers>,
  );
}

export const COUNTRIES = {
  countries: [
    { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' },
    { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
    { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  ],
  current: { countryCode: 'BD', countryDialingCode: '880' },
};

/** A member as GET /wps/member/info answers it. */
export function memberInfoOf(account: string, type: MemberInfo['type'] = '0'): MemberInfo {
  return {
    id: '7',
    account,
    nickname: account,
    type,
    mobileNum: '',
    countryDialingCode: '',
    email: '',
    payeeName: '',
    regDate: Date.UTC(2026, 0, 15),
    currency: 'BDT',
    currencySymbol: '৳',
    firstTimeLogin: false,
    passwordExpired: false,
    defaultPassword: false,
    totpEnabled: false,
  };
}
