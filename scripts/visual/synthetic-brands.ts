// npx tsx scripts/visual/synthetic-brands.ts [--out=dir] [--render [--all] [runner options…]]
//
// Brands made from the extremes of schemas/brand.schema.json, so stories are proven against configurations no
// shipped brand has: every optional feature off, every feature on, mobile-only registration, username-only
// registration, very long labels and names (default modes and languages vary). They are written to --out
// (default .cache/synthetic-brands, emptied first). With --render, Storybook is then built over them and every
// story a brand's config can change (the app's, and design-system stories tagged brand-config: the others read only
// theme tokens, which the engine completes) rendered in each brand's default mode, one page per brand
// (scripts/visual.ts --render-only --config-driven --modes=default --workers=5 --viewports=desktop, which keeps the
// tier short; further options such as --json= go to the runner and win): a story may show "Not available for this
// brand's configuration", never fail. Like the visual tier it renders only what can have changed: renders whose
// fingerprint differs from the one recorded in tests/visual/synthetic-fingerprints.json when they last passed, or that
// have none, plus the rotating sample (every render again within 20 commits); --all renders everything. The brands
// written here are the same bytes on every run (nothing time- or path-dependent), which their fingerprints need.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MOD_IDS, type ModIdName } from '../../src/generated/mod-ids.ts';
import type { AnnouncementsContent, BrandConfig, BrandFieldRule, HelpContent } from '../../src/generated/types.ts';

const ROOT = join(import.meta.dirname, '..', '..');
export const DEFAULT_OUT = join(ROOT, '.cache', 'synthetic-brands');
/** The fingerprints of the renders that last passed: a run renders only what can have changed (scripts/visual/selection.ts). */
export const FINGERPRINTS = join(ROOT, 'tests', 'visual', 'synthetic-fingerprints.json');

export interface SyntheticBrand {
  /** What extreme this brand stands for. */
  about: string;
  config: BrandConfig;
  help?: HelpContent;
  announcements?: AnnouncementsContent;
}

type Language = BrandConfig['languages']['default'];
type Languages = BrandConfig['languages']['supported'];

/** ROOT > COMM3 > every other module, each on when `on(modId)` says so (COMM3 itself is not optional: it boots a session). */
function whitelabel(on: (modId: ModIdName) => boolean): BrandConfig['whitelabel'] {
  const modules = (Object.keys(MOD_IDS) as ModIdName[]).filter((m) => m !== 'ROOT' && m !== 'COMM3');
  return {
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: [{ modId: 'COMM3', enabled: '1', childrenNodes: modules.map((modId) => ({ modId, enabled: on(modId) ? '1' : '0' })) }],
  };
}

const field = (preset: BrandFieldRule['preset'], minLength: number, maxLength: number, required = true, type?: BrandFieldRule['type']): BrandFieldRule => ({
  preset,
  minLength,
  maxLength,
  enabled: true,
  required,
  ...(type ? { type } : {}),
});
/** Passwords accept any composition (ASVS V6.2.5, checked by the engine). */
const password = (minLength: number, maxLength: number): BrandFieldRule => ({
  acceptedPattern: '*',
  patternId: 0,
  minLength,
  maxLength,
  enabled: true,
  required: true,
  type: 'password',
});

/** The parts every brand needs, for brand `id`. */
function base(id: string, name: string, defaultMode: 'light' | 'dark', supported: Languages, defaultLanguage: Language): BrandConfig {
  return {
    id,
    name,
    merchantCode: id.toUpperCase().replace(/-/g, '_'),
    domains: [`${id}.synthetic.test`],
    currency: { code: 'USD', symbol: '$' },
    timezoneOffset: '+00:00',
    languages: { supported, default: defaultLanguage },
    whitelabel: whitelabel(() => false),
    register: {},
    login: { captcha: 'never', socialProviders: [], secondFactor: 'none' },
    games: { categories: [] },
    cdn: { images: ['/cdn/images'], launchGame: ['/cdn/launch'] },
    status: { maintenance: { enabled: false }, regionRestriction: { enabled: false, allowedCountries: [] } },
    ageRequirement: 18,
    theme: { defaultMode },
    assets: { logoLight: 'assets/logo-light.svg', logoDark: 'assets/logo-dark.svg', favicon: 'assets/favicon.svg' },
  };
}

const ALL_LANGUAGES: Languages = ['EN', 'BN', 'CN', 'TH', 'VI', 'ID', 'HI', 'TY', 'KO', 'JA'];
const LONG = 'Extraordinarily Long Brand Name For Layout Stress Testing Co'; // 60 characters: the schema's maximum

/** Every text in `languages` (content is keyed by language; English is always there). */
const text = (languages: Languages, value: (l: Language) => string): { EN: string } & Record<string, string> => ({
  EN: value('EN'),
  ...Object.fromEntries(languages.map((l) => [l, value(l)])),
});

function content(id: string, languages: Languages, long: boolean): Pick<SyntheticBrand, 'help' | 'announcements'> {
  const title = (what: string): ReturnType<typeof text> =>
    text(languages, (l) => (long ? `${what} (${l}): a very long title that has to wrap over several lines without breaking the layout` : `${what} (${l})`));
  const html = (what: string): ReturnType<typeof text> =>
    text(languages, (l) => `<p>${what} in ${l}.${long ? ' A long paragraph. '.repeat(12) : ''}</p>`);
  return {
    help: {
      sections: [
        { id: 'term', title: title('Terms'), html: html('Terms') },
        { id: 'privacy', title: title('Privacy'), html: html('Privacy') },
      ],
    },
    announcements: {
      notices: [
        { id: `${id}-notice`, type: 'PL', title: title('Notice'), html: html('Notice'), startDate: '2026-01-01T00:00:00Z', sequence: 1 },
        {
          id: `${id}-promo`,
          type: 'PR',
          title: title('Promotion'),
          html: html('Promotion'),
          startDate: '2026-01-01T00:00:00Z',
          sequence: 1,
          images: [`/brands/${id}/assets/banner.svg`],
        },
      ],
      popups: [{ id: `${id}-popup`, execution: ['B'], title: title('Popup'), html: html('Popup'), startDate: '2026-01-01T00:00:00Z' }],
    },
  };
}

const CATEGORY_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'INHOUSE', 'BGS'] as const;

/** The five synthetic brands. */
export function syntheticBrands(): SyntheticBrand[] {
  const bare = base('syn-bare', 'Bare', 'light', ['EN'], 'EN');

  const fullLanguages: Languages = ['BN', 'EN', 'CN'];
  const full: BrandConfig = {
    ...base('syn-full', 'Everything On', 'dark', fullLanguages, 'BN'),
    mainDomain: 'syn-full.synthetic.test',
    whitelabel: whitelabel((m) => m !== 'DISABLEDMOBILEICC3'),
    register: {
      username: field('lettersFirstAlphanumeric', 6, 16),
      password: password(8, 64),
      confirmPassword: password(8, 64),
      payeeName: field('latinName', 2, 40),
      paymentPassword: field('numbersOnly', 6, 6),
      email: field('email', 5, 60, true, 'email'),
      mobileNum: field('numbersOnly', 10, 11, true, 'tel'),
      whatsapp: field('numbersOnly', 8, 15, false),
      idNumber: field('uppercaseAndNumbers', 6, 20, false),
      affiliateCode: field('lettersOrNumbers', 4, 12, false),
      captcha: field('numbersOnly', 4, 4),
      verificationCode: field('numbersOnly', 6, 6),
    },
    login: {
      captcha: 'always',
      socialProviders: ['google', 'facebook', 'telegram'],
      social: {
        google: { clientId: 'syn-full.apps.example' },
        facebook: { clientId: 'syn-full-facebook' },
        telegram: { botId: '1000000009', botTokenEnv: 'TELEGRAM_BOT_TOKEN_SYN_FULL' },
      },
      secondFactor: 'authenticator',
      defaultDialingCode: '880',
      passwordMaxAgeDays: 90,
    },
    sms: { expiredMinutes: 2 },
    defaultCountry: 'BD',
    resources: [
      { resourceType: 'Android', labelNameEn: 'Android app', url: '/m/appDownload?platform=android' },
      { resourceType: 'IOS', labelNameEn: 'iOS app', url: '/m/appDownload?platform=ios' },
      { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: '/social/telegram' },
    ],
    customerService: [
      { csType: 'LIVECHAT', title: 'Live chat', url: '/support/chat' },
      { csType: 'EMAIL', title: 'E-mail', url: '/support/mail' },
    ],
    banners: {
      w_home: [{ bannerId: 'syn-full-h1', title: 'Welcome', url: '/brands/syn-full/assets/banner.svg', linkageType: 'N' }],
      w_login: [{ bannerId: 'syn-full-l1', title: 'Sign in', url: '/brands/syn-full/assets/banner.svg' }],
    },
    games: {
      categories: CATEGORY_TYPES.map((type, i) => ({ type, vendors: [{ code: `SYN${i}`, name: `Vendor ${type}`, ...(i === 1 ? { maintenance: true } : {}) }] })),
    },
    analytics: { gtagId: 'G-SYNTHETIC1' },
    ageRequirement: 21,
    assets: {
      logoLight: 'assets/logo-light.svg',
      logoDark: 'assets/logo-dark.svg',
      favicon: 'assets/favicon.svg',
      appIcon: 'assets/logo-light.svg',
      paymentLogos: [{ label: 'Bank', src: 'assets/favicon.svg' }],
      certificationLogos: [{ label: '21+', src: 'assets/favicon.svg' }],
    },
  };

  const mobile: BrandConfig = {
    ...base('syn-mobile', 'Mobile Only', 'dark', ['TH'], 'TH'),
    currency: { code: 'THB', symbol: '฿' },
    timezoneOffset: '+07:00',
    whitelabel: whitelabel((m) =>
      ['REG3', 'MOBILENUMREG3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3', 'VERIFICATION3', 'UPDATEMOBILEICC3', 'DISABLEDMOBILEICC3', 'GAMELO3', 'AGEANNOUNCE3'].includes(m),
    ),
    register: {
      // a market whose numbers start with 0 and a custom rule of the operator's own
      mobileNum: { acceptedPattern: '^0[689][0-9]{8}$', patternId: 'th_mobile', minLength: 10, maxLength: 10, enabled: true, required: true, type: 'tel' },
      payeeName: field('thaiOnly', 2, 40),
      verificationCode: field('numbersOnly', 6, 6),
    },
    login: { captcha: 'afterFailures', socialProviders: [], secondFactor: 'mobileCode', defaultDialingCode: '66' },
    defaultCountry: 'TH',
    games: { categories: [{ type: 'RNG', vendors: [{ code: 'SYNR', name: 'Reels' }] }] },
  };

  const username: BrandConfig = {
    ...base('syn-username', 'Username Only', 'light', ['VI', 'EN'], 'VI'),
    currency: { code: 'VND', symbol: '₫' },
    whitelabel: whitelabel((m) => ['REG3', 'USERNAMEREG3', 'PASS3', 'CAPTCHA3', 'FREEPLAY3', 'LOGINIPVERF3', 'FEEDBACK3', 'GAMELO3'].includes(m)),
    register: {
      username: field('lettersOrNumbers', 8, 12),
      password: password(12, 128),
      confirmPassword: password(12, 128),
      email: field('email', 5, 60, true, 'email'),
      captcha: field('numbersOnly', 4, 4),
    },
    login: { captcha: 'always', socialProviders: [], secondFactor: 'email' },
    games: { categories: [{ type: 'LIVE', vendors: [{ code: 'SYNL', name: 'Live' }] }] },
  };

  const longName = (n: number): string => `Vendor With An Unusually Long Name ${n}`.slice(0, 40);
  const long: BrandConfig = {
    ...base('syn-long', LONG, 'dark', ALL_LANGUAGES, 'EN'),
    currency: { code: 'IDR', symbol: 'Rp.' },
    whitelabel: whitelabel((m) => m !== 'DISABLEDMOBILEICC3'),
    register: {
      username: field('lettersOrNumbers', 6, 40),
      password: password(8, 128),
      confirmPassword: password(8, 128),
      payeeName: field('fullNameTwoParts', 3, 120),
      mobileNum: field('numbersOnly', 6, 20, true, 'tel'),
      affiliateCode: field('lettersOrNumbers', 4, 40, false),
      verificationCode: field('numbersOnly', 6, 6),
    },
    login: { captcha: 'afterFailures', socialProviders: [], secondFactor: 'bankAccountName', defaultDialingCode: '62' },
    resources: [{ resourceType: 'Android', labelNameEn: `${LONG} Android application download`, url: '/m/appDownload?platform=android' }],
    customerService: [{ csType: 'LIVECHAT', title: `${LONG} round-the-clock live chat support`, url: '/support/chat' }],
    banners: { w_home: [{ bannerId: 'syn-long-h1', title: `${LONG} welcome`, url: '/brands/syn-long/assets/banner.svg' }] },
    games: { categories: CATEGORY_TYPES.slice(0, 4).map((type, i) => ({ type, vendors: [1, 2, 3].map((n) => ({ code: `SYNLONG${i}${n}`, name: longName(n) })) })) },
  };

  return [
    { about: 'every optional feature off', config: bare },
    { about: 'every feature on', config: full, ...content('syn-full', fullLanguages, false) },
    { about: 'mobile-only registration, SMS login, Thai only (no English), custom mobile rule', config: mobile, ...content('syn-mobile', ['TH'], false) },
    { about: 'username-only registration, Vietnamese default, e-mail second factor', config: username },
    { about: 'very long labels and names, every language', config: long, ...content('syn-long', ALL_LANGUAGES, true) },
  ];
}

const logo = (label: string, fill: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40" role="img" aria-label="${label}"><rect width="36" height="36" x="2" y="2" rx="8" fill="${fill}"/><text x="44" y="27" font-family="Noto Sans, sans-serif" font-size="16" font-weight="700" fill="${fill}">${label.slice(0, 16)}</text></svg>`;
const BANNER = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><rect width="1200" height="400" fill="#334155"/><circle cx="1000" cy="200" r="140" fill="#64748b"/></svg>`;

/** Write the synthetic brands into `dir` (emptied first); returns their ids. */
export function writeSyntheticBrands(dir: string): string[] {
  rmSync(dir, { recursive: true, force: true });
  return syntheticBrands().map(({ config, help, announcements }) => {
    const brandDir = join(dir, config.id);
    mkdirSync(join(brandDir, 'assets'), { recursive: true });
    mkdirSync(join(brandDir, 'content'), { recursive: true });
    const json = (file: string, value: unknown): void => writeFileSync(join(brandDir, file), `${JSON.stringify(value, null, 2)}\n`);
    json('brand.json', config);
    if (help) json('content/help.json', help);
    if (announcements) json('content/announcements.json', announcements);
    writeFileSync(join(brandDir, 'assets', 'logo-light.svg'), logo(config.name, '#1e293b'));
    writeFileSync(join(brandDir, 'assets', 'logo-dark.svg'), logo(config.name, '#f8fafc'));
    writeFileSync(join(brandDir, 'assets', 'favicon.svg'), logo('', '#2563eb'));
    writeFileSync(join(brandDir, 'assets', 'banner.svg'), BANNER);
    return config.id;
  });
}

function main(argv: string[]): number {
  const outArg = argv.find((a) => a.startsWith('--out='));
  const out = outArg ? resolve(outArg.slice('--out='.length)) : DEFAULT_OUT;
  const ids = writeSyntheticBrands(out);
  console.log(`synthetic-brands: wrote ${ids.join(', ')} to ${out}`);
  if (!argv.includes('--render')) return 0;
  const forwarded = argv.filter((a) => a !== '--render' && a !== outArg);
  const r = spawnSync(
    'npx',
    ['tsx', join(ROOT, 'scripts/visual.ts'), `--brands-dir=${out}`, '--render-only', '--config-driven', '--modes=default', ...forwarded, `--fingerprints=${FINGERPRINTS}`, '--viewports=desktop', '--workers=5'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  return r.status ?? 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) process.exit(main(process.argv.slice(2)));
