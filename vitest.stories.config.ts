// Stories as tests (DESIGN §6): every story in stories/ renders in Vitest browser mode on the system
// Chromium; @storybook/addon-a11y runs axe after each one and fails on serious or critical violations
// (preview parameters.a11y.test = 'error'). Run alone: npx vitest run --config vitest.stories.config.ts
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/visual/chromium.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
    // the app's dev proxy has no business in a test run
    server: { proxy: {} },
    test: {
      name: 'stories',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
