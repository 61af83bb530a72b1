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
    // a failed check prints the whole value (the console errors a page logged), not `[ Array(1) ]`: CI's summary
    // shows only each failure's message
    chaiConfig: { truncateThreshold: 0 },
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
