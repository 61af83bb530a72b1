// Node side of the Storybook brand discovery: every valid folder under brands/ becomes a toolbar entry and a
// column of the visual matrix, with no code change. Exposed to the preview as `virtual:storybook-brands`.
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { bootPayload } from '../src/engine/brand/client.ts';
import { loadBrandSet } from '../src/engine/brand/load.ts';
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

/** Vite plugin: `import brands from 'virtual:storybook-brands'` → StorybookBrand[] built from brands/ at build time. */
export function storybookBrands(root = resolve('brands')): Plugin {
  return {
    name: 'storybook-brands',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const brands = discoverBrands(root, (m) => this.warn(m));
      if (brands.length === 0) this.error(`storybook: no valid brand under ${root}`);
      for (const b of brands) for (const f of ['brand.json', 'content/help.json', 'content/announcements.json']) this.addWatchFile(join(root, b.id, f));
      return `export default ${JSON.stringify(brands)};`;
    },
    configureServer(server) {
      // A brand folder added, edited or removed while `npm run storybook` runs: rebuild the module, reload.
      server.watcher.add(root);
      const onChange = (file: string): void => {
        if (!file.startsWith(root) || !file.endsWith('.json')) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
