// The work of `npm run brand:new`: check the operator's input, build brands/<id>/ in a temporary folder next to
// the target, prove it with the engine's own loader, then rename it into place (a crash leaves nothing behind).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../../src/engine/brand/errors.ts';
import { loadBrandDir, loadBrandSet } from '../../src/engine/node/brand/load.ts';
import type { BrandConfig } from '../../src/generated/types.ts';
import { deriveTheme, isHexColour } from '../../src/engine/theme/palette.ts';
import { resolveTheme } from '../../src/engine/theme/resolve.ts';
import { placeholderAssets } from './assets.ts';
import { brandIds, brandProblems } from './check.ts';
import { DEFAULT_TEMPLATE, type BrandTemplate } from './template.ts';

/** A mistake in the operator's input: reported as one line, exit code 2. */
export class BrandInputError extends Error {}

/** The generated brand did not pass the engine's checks: a bug in brand:new, not in the input. */
export class BrandGenerationError extends Error {
  constructor(readonly problems: string[]) {
    super(`the generated brand fails its checks:\n  ${problems.join('\n  ')}`);
  }
}

export interface NewBrandOptions {
  id: string;
  name: string;
  primary: string;
  secondary?: string;
  accent?: string;
  /** An existing brand whose settings (flags, register rules, languages, login…) the new one starts from. */
  from?: string;
  brandsDir: string;
}

const REPO = join(import.meta.dirname, '..', '..');
const brandSchema = JSON.parse(readFileSync(join(REPO, 'schemas/brand.schema.json'), 'utf8')) as {
  properties: { id: { pattern: string }; name: { maxLength: number } };
};
/** The schema's own id rule, so brand:new and brands:check never disagree. */
const ID_PATTERN = new RegExp(brandSchema.properties.id.pattern);

function validateInput(o: NewBrandOptions): void {
  if (!o.id) throw new BrandInputError('--id is required, e.g. --id acme');
  if (!ID_PATTERN.test(o.id))
    throw new BrandInputError(`--id must be a lower-case id like acme or acme-2 (2-31 letters, digits or -, starting with a letter; got "${o.id}")`);
  if (!o.name?.trim()) throw new BrandInputError('--name is required, e.g. --name "Acme Bet"');
  if (o.name.length > brandSchema.properties.name.maxLength)
    throw new BrandInputError(`--name must be at most ${brandSchema.properties.name.maxLength} characters (got ${o.name.length})`);
  if (!o.primary) throw new BrandInputError('--primary is required, e.g. --primary "#0e7490"');
  for (const key of ['primary', 'secondary', 'accent'] as const) {
    const value = o[key];
    if (value !== undefined && !isHexColour(value)) throw new BrandInputError(`--${key} must be a colour like #0e7490 (got "${value}")`);
  }
  if (!existsSync(o.brandsDir)) throw new BrandInputError(`brands folder ${o.brandsDir} does not exist`);
  if (existsSync(join(o.brandsDir, o.id))) throw new BrandInputError(`brand "${o.id}" already exists: ${join(o.brandsDir, o.id)}`);
}

/** The --from brand's brand.json as written (presets unexpanded), after checking that it is a valid brand. */
function readFromBrand(brandsDir: string, from: string): BrandConfig {
  const dir = join(brandsDir, from);
  const known = brandIds(brandsDir);
  if (!known.includes(from))
    throw new BrandInputError(`--from "${from}" is not a brand in ${brandsDir} (known: ${known.join(', ') || 'none'})`);
  const loaded = loadBrandDir(dir);
  if (!loaded.ok)
    throw new BrandInputError(`--from "${from}" is not a valid brand (${formatProblem(loaded.problems[0]!)}); fix it or pick another`);
  return JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8')) as BrandConfig;
}

/**
 * Settings a new brand inherits from --from: everything but identity, theme and assets. Links to the old
 * brand's own files (banners under /brands/<from>/) and what belongs to its operator account (analytics id,
 * canonical domain, being the default brand) are dropped.
 */
function templateFrom(source: BrandConfig, from: string): { template: BrandTemplate; dropped: string[] } {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- picked out to be replaced
  const { id, name, merchantCode, domains, theme, assets, $schema, ...inherited } = source as BrandConfig & { $schema?: string };
  const { default: isDefault, servesUnclaimedHosts, mainDomain, analytics, ...template } = inherited;
  const dropped = Object.entries({ default: isDefault, servesUnclaimedHosts, mainDomain, analytics })
    .filter(([, v]) => v !== undefined)
    .map(([k]) => `/${k}`);
  const own = `/brands/${from}/`;
  if (template.banners) {
    const banners: NonNullable<BrandConfig['banners']> = {};
    for (const [group, list] of Object.entries(template.banners) as [keyof typeof banners, NonNullable<BrandConfig['banners']>[keyof typeof banners]][]) {
      const kept = (list ?? []).filter((b) => !b.url.startsWith(own));
      if (kept.length < (list ?? []).length) dropped.push(`/banners/${group} (${(list ?? []).length - kept.length} image(s) of ${from})`);
      if (kept.length) banners[group] = kept as never;
    }
    template.banners = banners;
  }
  for (const key of ['appIcon', 'paymentLogos', 'certificationLogos'] as const) if (assets[key]) dropped.push(`/assets/${key}`);
  return { template, dropped };
}

/** ACME-2 → ACME_2, unique among the folder's brands. */
function merchantCodeFor(id: string, brandsDir: string): string {
  const taken = new Set(loadBrandSet(brandsDir).brands.map((b) => b.config.merchantCode));
  const base = id.toUpperCase().replace(/-/g, '_').slice(0, 20);
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base.slice(0, 20 - String(n).length - 1)}_${n}`;
  return code;
}

export interface NewBrandResult {
  dir: string;
  config: BrandConfig;
  /** Settings of --from not carried over (JSON pointers with a reason). */
  dropped: string[];
}

const EMPTY_CONTENT = {
  'announcements.json': { $schema: '../../../schemas/content/announcements.schema.json', notices: [], popups: [] },
  'help.json': { $schema: '../../../schemas/content/help.schema.json', sections: [] },
};

export function createBrand(o: NewBrandOptions): NewBrandResult {
  validateInput(o);
  const { template, dropped } = o.from
    ? templateFrom(readFromBrand(o.brandsDir, o.from), o.from)
    : { template: DEFAULT_TEMPLATE, dropped: [] as string[] };
  const theme = deriveTheme({ primary: o.primary, ...(o.secondary ? { secondary: o.secondary } : {}), ...(o.accent ? { accent: o.accent } : {}) });
  const config = {
    $schema: '../../schemas/brand.schema.json',
    id: o.id,
    name: o.name.trim(),
    merchantCode: merchantCodeFor(o.id, o.brandsDir),
    domains: [`${o.id}.localhost`],
    ...template,
    theme,
    assets: { logoLight: 'assets/logo-light.svg', logoDark: 'assets/logo-dark.svg', favicon: 'assets/favicon.svg' },
  } as BrandConfig;

  // Build in a hidden sibling (skipped by every brand loader, same file system so the final rename is atomic).
  const staging = mkdtempSync(join(o.brandsDir, '.brand-new-'));
  try {
    const dir = join(staging, o.id);
    mkdirSync(join(dir, 'content'), { recursive: true });
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'brand.json'), `${JSON.stringify(config, null, 2)}\n`);
    for (const [file, content] of Object.entries(EMPTY_CONTENT)) writeFileSync(join(dir, 'content', file), `${JSON.stringify(content, null, 2)}\n`);
    for (const [file, svg] of Object.entries(placeholderAssets(config.name, resolveTheme(theme)))) writeFileSync(join(dir, 'assets', file), svg);

    const problems = brandProblems(dir, o.brandsDir);
    if (problems.length) throw new BrandGenerationError(problems);
    const target = join(o.brandsDir, o.id);
    renameSync(dir, target);
    return { dir: target, config, dropped };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
