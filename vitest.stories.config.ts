// Stories as tests: every story in stories/ renders in Vitest browser mode on the system
// Chromium; @storybook/addon-a11y runs axe after each one and fails on serious or critical violations
// (preview parameters.a11y.test = 'error'). Run alone: npx vitest run --config vitest.stories.config.ts
// Default globals are the default brand in its default mode and language; pin others with
// STORYBOOK_GLOBALS="brand:aurora;mode:light;locale:EN" (same syntax as the iframe URL).
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/visual/chromium.ts';

const initialGlobals = Object.fromEntries(
  (process.env.STORYBOOK_GLOBALS ?? '')
    .split(';')
    .map((pair) => pair.split(':').map((x) => x.trim()))
    .filter((kv): kv is [string, string] => kv.length === 2 && Boolean(kv[0]) && Boolean(kv[1])),
);

// STORIES_TAGS=a,b runs only the stories with one of those tags: npm test runs the interaction stories the visual
// run does not shoot (tagged no-visual) here, every other story's play function and axe run in the visual run.
const onlyTags = (process.env.STORIES_TAGS ?? '').split(',').map((t) => t.trim()).filter(Boolean);

// The app's dev proxy sends /wps, /lgw and /brands to the reference server; stories have no server, and a
// proxied /brands would swallow Vite's module URLs for brands/*/content/*.json (mergeConfig cannot delete keys).
const { proxy: _proxy, ...server } = viteConfig.server ?? {};

export default mergeConfig(
  { ...viteConfig, server },
  defineConfig({
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)), initialGlobals, ...(onlyTags.length ? { tags: { include: onlyTags } } : {}) })],
    test: {
      name: 'stories',
      // two story files at a time (Vitest's default on two cores is one): a story spends much of its time in
      // module loading and axe, not in this machine's CPU
      maxWorkers: 2,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
