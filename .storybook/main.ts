import type { StorybookConfig } from '@storybook/react-vite';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandDirs } from '../src/engine/brand/load.ts';
import { storybookBrands, storybookBrandsDir } from './brands.ts';

const BRANDS = storybookBrandsDir(fileURLToPath(new URL('..', import.meta.url)));

/**
 * Brand assets resolve at the URLs the server uses, /brands/<id>/assets/... — and only those, like the server
 * (brand.json and content/ stay private). Mounting all of brands/ at /brands would also shadow Vite's module
 * URLs for brands/*\/content/*.json, which stories import, in `storybook dev` and in the Vitest stories run.
 */
const brandAssets = brandDirs(BRANDS)
  .filter((dir) => existsSync(join(dir, 'assets')))
  .map((dir) => ({ from: join(dir, 'assets'), to: `/brands/${basename(dir)}/assets` }));

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
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
    return viteConfig;
  },
};

export default config;
