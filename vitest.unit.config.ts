import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'unit',
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['tests/unit/setup.ts'],
      // Vitest's default on two cores is one file at a time; jsdom set-up and imports keep two busy.
      maxWorkers: 2,
      // One jsdom and one module graph per worker, not per file: setting them up was two thirds of the tier's
      // time (152 s → 50 s). tests/unit/setup.ts empties the document and storage after each file.
      isolate: false,
    },
  }),
);
