// Node-only: reads brand folders from disk. The browser never imports this file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { AnnouncementsContent, BrandConfig, HelpContent } from '../../../generated/types.ts';
import { validateAnnouncementsContent, validateBrandConfig, validateHelpContent, type StandaloneValidator } from '../../../generated/validators.js';
import { EMPTY_ANNOUNCEMENTS, announcementProblems } from '../../content/announcements.ts';
import { CONTENT_FILES, type BrandContent, type ContentFile } from '../../content/files.ts';
import { flattenFlags } from '../../flags.ts';
import { expandRegisterRules } from '../../rules.ts';
import { themeCss } from '../../theme/css.ts';
import { resolveTheme } from '../../theme/resolve.ts';
import type { CompleteTheme } from '../../theme/types.ts';
import { ajvProblems, type BrandProblem } from '../../brand/errors.ts';
import type { LoadedBrand, LoadedBrandConfig } from '../../brand/loaded.ts';
import { loadBrandMessages } from './messages.ts';
import { semanticProblems } from './semantic.ts';

export type { LoadedBrand, LoadedBrandConfig } from '../../brand/loaded.ts';

export type BrandLoadResult =
  | { ok: true; brand: LoadedBrand }
  /** hash: of what was read, when it parsed, so a rejected version can be told apart in the audit trail. */
  | { ok: false; id: string; problems: BrandProblem[]; hash: string | null };

function display(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') ? path : rel;
}

function readJson(path: string, problems: BrandProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : `invalid JSON: ${(err as Error).message}`;
    problems.push({ file: display(path), pointer: '', message: reason });
    return undefined;
  }
}

function validate<T>(validator: StandaloneValidator, file: string, data: unknown, problems: BrandProblem[]): data is T {
  if (validator(data)) return true;
  problems.push(...ajvProblems(display(file), validator.errors));
  return false;
}

/** Every registered content file of the brand folder, validated (a missing file is its empty value). */
function loadContentFiles(dir: string, problems: BrandProblem[], hash: ReturnType<typeof createHash>): BrandContent {
  const content: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(CONTENT_FILES) as [string, ContentFile<unknown>][]) {
    content[key] = spec.empty;
    const file = join(dir, 'content', `${spec.name}.json`);
    if (!existsSync(file)) continue;
    const data = readJson(file, problems);
    if (data === undefined) continue;
    hash.update(JSON.stringify(data));
    if (!validate(spec.validator, file, data, problems)) continue;
    content[key] = data;
    problems.push(...(spec.check?.(display(file), data) ?? []));
  }
  return content as BrandContent;
}

/** Load and fully check one brand folder: schema, then everything a schema cannot say. */
export function loadBrandDir(dir: string): BrandLoadResult {
  const id = basename(dir);
  const problems: BrandProblem[] = [];
  const brandFile = join(dir, 'brand.json');
  const helpFile = join(dir, 'content', 'help.json');
  const announcementsFile = join(dir, 'content', 'announcements.json');
  const hash = createHash('sha256');

  const raw = readJson(brandFile, problems);
  if (raw === undefined) return { ok: false, id, problems, hash: null };
  hash.update(JSON.stringify(raw));
  const fail = (): BrandLoadResult => ({ ok: false, id, problems, hash: hash.digest('hex') });
  if (!validate<BrandConfig>(validateBrandConfig, brandFile, raw, problems)) return fail();
  const expanded = expandRegisterRules((raw as BrandConfig).register);
  for (const p of expanded.problems) problems.push({ file: display(brandFile), pointer: `/register${p.pointer}`, message: p.message });
  if (problems.length) return fail();
  const config: LoadedBrandConfig = { ...(raw as BrandConfig), register: expanded.rules };

  let help: HelpContent = { sections: [] };
  if (existsSync(helpFile)) {
    const h = readJson(helpFile, problems);
    if (h !== undefined) {
      hash.update(JSON.stringify(h));
      if (validate<HelpContent>(validateHelpContent, helpFile, h, problems)) help = h as HelpContent;
    }
  }

  let announcements: AnnouncementsContent = EMPTY_ANNOUNCEMENTS;
  if (existsSync(announcementsFile)) {
    const a = readJson(announcementsFile, problems);
    if (a !== undefined) {
      hash.update(JSON.stringify(a));
      if (validate<AnnouncementsContent>(validateAnnouncementsContent, announcementsFile, a, problems)) {
        announcements = a as AnnouncementsContent;
        problems.push(...announcementProblems(display(announcementsFile), announcements));
      }
    }
  }

  const content = loadContentFiles(dir, problems, hash);
  const messages = loadBrandMessages({ dir, languages: config.languages.supported, register: config.register, display, problems, hash });

  let theme: CompleteTheme;
  try {
    theme = resolveTheme(config.theme);
  } catch (err) {
    problems.push({ file: display(brandFile), pointer: '/theme', message: (err as Error).message });
    return fail();
  }
  problems.push(...semanticProblems(display(brandFile), dir, id, config, theme));
  if (problems.length) return fail();

  return {
    ok: true,
    brand: {
      id: config.id,
      dir,
      config,
      help,
      announcements,
      content,
      messages,
      theme,
      css: themeCss(config.id, theme),
      flags: flattenFlags(config.whitelabel),
      domains: config.domains,
      isDefault: config.default === true,
      hash: hash.digest('hex'),
    },
  };
}

/** Folders under root that hold a brand.json (folders starting with _ or . are skipped). */
export function brandDirs(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((n) => !n.startsWith('.') && !n.startsWith('_'))
    .map((n) => join(root, n))
    .filter((p) => statSync(p).isDirectory())
    .sort();
}

export interface BrandSetResult {
  brands: LoadedBrand[];
  failures: { id: string; problems: BrandProblem[] }[];
  /** Problems across brands: a domain claimed twice, more than one default. */
  conflicts: BrandConflict[];
}

/** Load every brand under root; one broken brand never stops the others. */
export function loadBrandSet(root: string): BrandSetResult {
  const brands: LoadedBrand[] = [];
  const failures: BrandSetResult['failures'] = [];
  for (const dir of brandDirs(root)) {
    const r = loadBrandDir(dir);
    if (r.ok) brands.push(r.brand);
    else failures.push({ id: r.id, problems: r.problems });
  }
  return { brands, failures, conflicts: crossBrandConflicts(brands) };
}

/** A rule across brands, blamed on the brand that comes later in the list given. */
export interface BrandConflict {
  brandId: string;
  pointer: string;
  message: string;
}

export function crossBrandConflicts(brands: LoadedBrand[]): BrandConflict[] {
  const out: BrandConflict[] = [];
  const owner = new Map<string, string>();
  for (const b of brands)
    b.domains.forEach((d, i) => {
      const prev = owner.get(d);
      if (prev) out.push({ brandId: b.id, pointer: `/domains/${i}`, message: `domain ${d} is already claimed by ${prev}` });
      else owner.set(d, b.id);
    });
  const defaults = brands.filter((b) => b.isDefault).map((b) => b.id);
  for (const id of defaults.slice(1))
    out.push({ brandId: id, pointer: '/default', message: `only one brand may be the default; ${defaults[0]} already is` });
  return out;
}
