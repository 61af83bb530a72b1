import type { StorybookConfig } from '@storybook/react-vite';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandDirs } from '../src/engine/brand/load.ts';
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

/**
 * STORYBOOK_STORIES narrows the build to a comma-separated list of story files (globs relative to the repo root):
 * the visual selection tests build Storybook over a few stories in seconds instead of all of them.
 */
const STORIES = process.env.STORYBOOK_STORIES ? process.env.STORYBOOK_STORIES.split(',').map((s) => `../${s.trim()}`) : ['../stories/**/*.stories.@(ts|tsx)'];

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: STORIES,
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  staticDirs: brandAssets,
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // virtual:storybook-brands: every brand folder, discovered at build time (toolbar + visual matrix)
    viteConfig.plugins = [...(viteConfig.plugins ?? []), storybookBrands(BRANDS)];
    // vite.config.ts proxies /wps, /lgw and /brands to the reference server for `npm run dev`; Storybook has no
    // server behind it, and a proxied /brands would swallow module URLs of brands/*/content/*.json.
    if (viteConfig.server) delete viteConfig.server.proxy;
    // Brand data in chunks of their own (BRAND_DATA_CHUNK), ahead of any other grouping.
    const output = ((viteConfig.build ??= {}).rolldownOptions ??= {}).output ?? {};
    if (Array.isArray(output)) throw new Error('storybook: one build output expected');
    const splitting = typeof output.codeSplitting === 'object' ? output.codeSplitting : (output.codeSplitting = {});
    splitting.groups = [{ name: brandDataChunkOf, test: (id: string) => brandDataChunkOf(id) !== null }, ...(splitting.groups ?? [])];
    viteConfig.build.rolldownOptions.output = output;
    return viteConfig;
  },
};

export default config;
