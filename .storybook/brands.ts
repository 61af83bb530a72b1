// Node side of the Storybook brand discovery: every valid folder under brands/ becomes a toolbar entry and a
// column of the visual matrix, with no code change. Exposed to the preview as `virtual:storybook-brands`.
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { bootPayload } from '../src/engine/brand/client.ts';
import { loadBrandSet } from '../src/engine/node/brand/load.ts';
import type { CompleteTheme } from '../src/engine/theme/types.ts';
import type { AnnouncementsContent, BootPayload, HelpContent, ThemeTokens } from '../src/generated/types.ts';

export type Mode = 'light' | 'dark';
export const MODES: readonly Mode[] = ['light', 'dark'];

export interface StorybookBrand {
  id: string;
  name: string;
  isDefault: boolean;
  defaultMode: Mode;
  defaultLanguage: string;
  languages: string[];
  /** The [data-brand][data-mode] CSS variable blocks (themeCss). */
  css: string;
  /** The brand.json `theme` block as written (a partial; palette references kept), for the theme panel. */
  themeSource: ThemeTokens;
  /** The complete theme: themeSource merged over the engine defaults, references resolved (what `css` encodes). */
  theme: CompleteTheme;
  /** Boot payloads as the server would inline them, per mode and supported language. */
  boot: Record<Mode, Record<string, BootPayload>>;
  /** The brand's operator content (content/*.json), as the server reads it. */
  content: { help: HelpContent; announcements: AnnouncementsContent };
}

/**
 * The brands folder Storybook shows: brands/ unless STORYBOOK_BRANDS_DIR names another (brand:prove and the
 * synthetic-brand tier build Storybook over a generated set of brands without touching brands/).
 */
export function storybookBrandsDir(repoRoot: string): string {
  return resolve(repoRoot, process.env.STORYBOOK_BRANDS_DIR ?? 'brands');
}

export const VIRTUAL_ID = 'virtual:storybook-brands';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/**
 * One module per brand (`virtual:storybook-brand/<id>`), which Storybook's build puts into a chunk of its own
 * (BRAND_DATA_CHUNK in .storybook/main.ts): a change to one brand's data then changes only that brand's chunk, so the
 * visual tier's fingerprints (scripts/visual/fingerprint.ts) can tell which brand's shots it can change.
 */
export const BRAND_MODULE_PREFIX = 'virtual:storybook-brand/';
const RESOLVED_BRAND_PREFIX = `\0${BRAND_MODULE_PREFIX}`;
/** The resolved ids of the brand list module and of one brand's module (what chunking groups test). */
export const RESOLVED_BRAND_LIST_ID = RESOLVED_ID;
export const brandIdOfModule = (id: string): string | undefined => (id.startsWith(RESOLVED_BRAND_PREFIX) ? id.slice(RESOLVED_BRAND_PREFIX.length) : undefined);

/** Storybook's fixed caller: loopback, unknown country (no region restriction applies to ZZ unless configured). */
const LOCATION = { ip: '127.0.0.1', countryCode: 'ZZ' };
/** A fixed clock so maintenance windows resolve the same way on every run. */
const NOW = new Date('2026-01-15T12:00:00Z');

/** Load every brand under `root`, default brand first, then by id. Broken brands are reported and skipped. */
export function discoverBrands(root: string, warn: (msg: string) => void = console.warn): StorybookBrand[] {
  const set = loadBrandSet(root);
  for (const f of set.failures)
    warn(`storybook: brand ${f.id} skipped:\n  ${f.problems.map((p) => `${p.file}: ${p.pointer}: ${p.message}`).join('\n  ')}`);
  for (const c of set.conflicts) warn(`storybook: ${c}`);
  const brands = [...set.brands].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id.localeCompare(b.id));
  return brands.map((b) => {
    const languages = [...b.config.languages.supported];
    const boot = Object.fromEntries(
      MODES.map((mode) => [
        mode,
        Object.fromEntries(languages.map((language) => [language, bootPayload(b, { location: LOCATION, language, mode, now: NOW })])),
      ]),
    ) as StorybookBrand['boot'];
    return {
      id: b.id,
      name: b.config.name,
      isDefault: b.isDefault,
      defaultMode: b.theme.defaultMode,
      defaultLanguage: b.config.languages.default,
      languages,
      css: b.css,
      themeSource: b.config.theme,
      theme: b.theme,
      boot,
      content: { help: b.help, announcements: b.announcements },
    };
  });
}

/**
 * Where the preview records which brands' data a page has read (a Set of brand ids on globalThis), beyond the
 * directory fields every brand shares with the toolbar. The visual runner reads it once a page is done: a shot
 * depends on the data of its own brand and of every brand its page read (scripts/visual/selection.ts), which a
 * story reading the brand list for another brand (the default brand's icon, say) thus cannot hide.
 */
export const BRAND_READS_GLOBAL = '__storybookBrandReads';
/** Fields the preview reads of every brand for its toolbar: part of every shot's fingerprint, never tracked. */
export const BRAND_DIRECTORY_FIELDS = ['id', 'name', 'isDefault', 'defaultMode', 'defaultLanguage'] as const;

/**
 * The list module's code: each brand as an object of getters that record a read of anything but its directory
 * fields, objects one level down (content, boot, theme…) as objects or arrays of such getters too, so keeping a
 * reference (`new Map(brands.map((b) => [b.id, b.content]))`) is not a read, using what it holds is. Getters, not
 * proxies: the views stay plain objects and arrays, which structuredClone copies (it cannot copy a proxy).
 */
function trackedList(imports: string[]): string {
  return `const reads = (globalThis[${JSON.stringify(BRAND_READS_GLOBAL)}] ??= new Set());
const directory = new Set(${JSON.stringify(BRAND_DIRECTORY_FIELDS)});
const recorded = (id, target, key) => ({ enumerable: true, get: () => (reads.add(id), target[key]) });
const view = (id, value) => {
  const out = Array.isArray(value) ? new Array(value.length) : {};
  for (const key of Object.keys(value)) Object.defineProperty(out, key, recorded(id, value, key));
  return out;
};
const track = (brand) => {
  const out = {};
  for (const [key, value] of Object.entries(brand)) {
    if (directory.has(key)) out[key] = value;
    else if (value !== null && typeof value === 'object') {
      const inner = view(brand.id, value);
      Object.defineProperty(out, key, { enumerable: true, get: () => inner });
    } else Object.defineProperty(out, key, recorded(brand.id, brand, key));
  }
  return out;
};
export default [${imports.join(', ')}].map(track);`;
}

/**
 * Vite plugin: `import brands from 'virtual:storybook-brands'` → StorybookBrand[] built from brands/ at build time,
 * the list importing each brand from its own module.
 */
export function storybookBrands(root = resolve('brands')): Plugin {
  let discovered: StorybookBrand[] | undefined;
  return {
    name: 'storybook-brands',
    buildStart() {
      discovered = undefined;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id.startsWith(BRAND_MODULE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      const brandId = brandIdOfModule(id);
      if (id !== RESOLVED_ID && brandId === undefined) return undefined;
      discovered ??= discoverBrands(root, (m) => this.warn(m));
      if (discovered.length === 0) this.error(`storybook: no valid brand under ${root}`);
      if (brandId !== undefined) {
        const brand = discovered.find((b) => b.id === brandId);
        if (!brand) this.error(`storybook: no brand ${brandId} under ${root}`);
        for (const f of ['brand.json', 'content/help.json', 'content/announcements.json']) this.addWatchFile(join(root, brandId, f));
        return `export default ${JSON.stringify(brand)};`;
      }
      const imports = discovered.map((b, i) => `import brand${i} from ${JSON.stringify(`${BRAND_MODULE_PREFIX}${b.id}`)};`);
      return `${imports.join('\n')}\n${trackedList(discovered.map((_, i) => `brand${i}`))}`;
    },
    configureServer(server) {
      // A brand folder added, edited or removed while `npm run storybook` runs: rebuild the modules, reload.
      server.watcher.add(root);
      const onChange = (file: string): void => {
        if (!file.startsWith(root) || !file.endsWith('.json')) return;
        discovered = undefined;
        for (const mod of server.moduleGraph.idToModuleMap.values())
          if (mod.id === RESOLVED_ID || (mod.id && brandIdOfModule(mod.id) !== undefined)) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
