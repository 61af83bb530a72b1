import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { storybookBrands } from './brands.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Brand assets resolve at the URLs the server uses: /brands/<id>/assets/...
  staticDirs: [{ from: '../brands', to: '/brands' }],
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), storybookBrands(fileURLToPath(new URL('../brands', import.meta.url)))];
    return viteConfig;
  },
};

export default config;
