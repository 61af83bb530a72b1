import type { StorybookConfig } from '@storybook/react-vite';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandDirs } from '../src/engine/node/brand/load.ts';
import { brandIdOfModule, RESOLVED_BRAND_LIST_ID, storybookBrands, storybookBrandsDir } from './brands.ts';

const BRANDS = storybookBrandsDir(fileURLToPath(new URL('..', import.meta.url)));

/**
 * Brand assets resolve at the URLs the server uses, /brands/<id>/assets/... — and only those, like the server
 * (brand.json and content/ stay private). Mounting all of brands/ at /brands would also shadow Vite's module
 * URLs for brands/*\/content/*.json, which stories import, in `storybook dev` and in the Vitest stories run.
 */
const brandAssets = brandDirs(BRANDS)
  .filter((dir) => existsSync(join(dir, 'assets')))
  .map((dir) => ({ from: join(dir, 'assets'), to: `/brands/${basename(dir)}/assets` }));

/**
 * Chunk names of the brand data in a Storybook build: each brand's module in `brand-data-<id>-<hash>.js`, the list
 * of brands in `brand-list-<hash>.js`. The visual tier's fingerprints read them apart (scripts/visual/fingerprint.ts):
 * a brand's data is part of that brand's shots only, not of the code every shot shares.
 */
export const BRAND_DATA_CHUNK = 'brand-data-';
export const BRAND_LIST_CHUNK = 'brand-list';
const brandDataChunkOf = (id: string): string | null => {
  const brandId = brandIdOfModule(id);
  if (brandId !== undefined) return `${BRAND_DATA_CHUNK}${brandId}`;
  return id === RESOLVED_BRAND_LIST_ID ? BRAND_LIST_CHUNK : null;
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * Every module of the project's own code (src/, stories/) in a chunk of its own, `m-<path>-<hash>.js`: the visual
 * tier's fingerprints follow a story through the chunks it loads (scripts/visual/fingerprint.ts), and a shared chunk
 * would tie a story to every module that happens to share it (a change to Spinner would re-shoot Badge's stories
 * because both sit in one chunk of what several stories import).
 */
const ownModuleChunkOf = (id: string): string | null => {
  if (!id.startsWith(ROOT) || id.includes('/node_modules/')) return null;
  const path = id.slice(ROOT.length).replace(/\?.*$/, '');
  if (!/^(src|stories)\//.test(path)) return null;
  return `m-${path.replace(/\.[^./]+$/, '').replace(/[^\w-]+/g, '_')}`;
};

/**
 * STORYBOOK_STORIES narrows the build to a comma-separated list of story files (globs relative to the repo root):
 * the visual selection tests build Storybook over a few stories in seconds instead of all of them.
 */
const STORIES = process.env.STORYBOOK_STORIES ? process.env.STORYBOOK_STORIES.split(',').map((s) => `../${s.trim()}`) : ['../stories/**/*.stories.@(ts|tsx)'];

const APP_ONLY_PLUGINS = ['precompress', 'server-renderer'];

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: STORIES,
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  staticDirs: brandAssets,
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // virtual:storybook-brands: every brand folder, discovered at build time (toolbar + visual matrix)
    // The app build's precompressed copies and server renderer (vite.config.ts) serve the reference server; nothing
    // serves them from a Storybook build, and they were a third of its time.
    viteConfig.plugins = [...(viteConfig.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && APP_ONLY_PLUGINS.includes(p.name))), storybookBrands(BRANDS)];
    // vite.config.ts proxies /wps, /lgw and /brands to the reference server for `npm run dev`; Storybook has no
    // server behind it, and a proxied /brands would swallow module URLs of brands/*/content/*.json.
    if (viteConfig.server) delete viteConfig.server.proxy;
    // Brand data and each module of the project's own code in chunks of their own, ahead of any other grouping.
    const output = ((viteConfig.build ??= {}).rolldownOptions ??= {}).output ?? {};
    if (Array.isArray(output)) throw new Error('storybook: one build output expected');
    const splitting = typeof output.codeSplitting === 'object' ? output.codeSplitting : (output.codeSplitting = {});
    splitting.groups = [
      { name: brandDataChunkOf, test: (id: string) => brandDataChunkOf(id) !== null },
      // each module alone: by default a group also takes in the modules its modules import
      { name: ownModuleChunkOf, test: (id: string) => ownModuleChunkOf(id) !== null, includeDependenciesRecursively: false },
      ...(splitting.groups ?? []),
    ];
    viteConfig.build.rolldownOptions.output = output;
    return viteConfig;
  },
};

export default config;
