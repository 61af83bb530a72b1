// What `npm run brand:new` writes when no --from brand is given: a small, valid, English-language brand with
// username and mobile registration, password login and a few catalog vendors. Identity, theme and assets are
// filled in by the caller.
import type { BrandConfig, ModId } from '../../src/generated/types.ts';

const node = (modId: ModId, on: boolean, childrenNodes?: BrandConfig['whitelabel'][]): BrandConfig['whitelabel'] => ({
  modId,
  enabled: on ? '1' : '0',
  ...(childrenNodes ? { childrenNodes } : {}),
});

const password = { acceptedPattern: '*', patternId: 0, minLength: 8, maxLength: 64, enabled: true, required: true, type: 'password' };

export type BrandTemplate = Omit<BrandConfig, 'id' | 'name' | 'merchantCode' | 'domains' | 'theme' | 'assets'>;

export const DEFAULT_TEMPLATE: BrandTemplate = {
  currency: { code: 'USD', symbol: '$' },
  timezoneOffset: '+00:00',
  languages: { supported: ['EN'], default: 'EN' },
  whitelabel: node('ROOT', true, [
    node('COMM3', true, [
      node('REG3', true, [node('USERNAMEREG3', true), node('MOBILENUMREG3', true), node('MOBILENUMPASSREG3', true)]),
      node('PASS3', true),
      node('VERIFICATION3', true),
      node('GAMELO3', true, [node('GAMELOHOT3', true), node('GAMELOFAV3', true), node('GAMELOREC3', true)]),
      node('FEEDBACK3', true),
    ]),
  ]),
  register: {
    username: { preset: 'lettersFirstAlphanumeric', minLength: 6, maxLength: 13, enabled: true, required: true },
    mobileNum: { preset: 'numbersOnly', minLength: 10, maxLength: 10, enabled: true, required: true, type: 'tel' },
    password,
    confirmPassword: password,
    verificationCode: { preset: 'numbersOnly', minLength: 6, maxLength: 6, enabled: true, required: true },
  } as BrandConfig['register'],
  login: {
    captcha: 'afterFailures',
    socialProviders: [],
    secondFactor: 'none',
    defaultDialingCode: '1',
    lockAfterFailures: 10,
    lockMinutes: 15,
    sessionIdleMinutes: 15,
  },
  sms: { expiredMinutes: 1 },
  defaultCountry: 'US',
  resources: [],
  customerService: [{ csType: 'EMAIL', title: 'E-mail support', url: '/support/email' }],
  banners: {},
  games: {
    categories: [
      { type: 'RNG', vendors: [{ code: 'PXS', name: 'Pixel Spins' }, { code: 'LMR', name: 'Lumina Reels' }] },
      { type: 'LIVE', vendors: [{ code: 'OPL', name: 'Opal Tables' }] },
      { type: 'FISH', vendors: [{ code: 'DPF', name: 'Deep Pearl Fishing' }] },
      { type: 'SPORTS', vendors: [{ code: 'KSP', name: 'Kestrel Sports' }] },
    ],
  },
  cdn: { images: ['/cdn/images'], launchGame: ['/cdn/launch'] },
  status: { maintenance: { enabled: false }, regionRestriction: { enabled: false, allowedCountries: ['US'] } },
  ageRequirement: 18,
};
