import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // two shards run side by side (scripts/test-all.mjs): a long flow gets room on a loaded machine
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
