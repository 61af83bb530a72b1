import { defineConfig } from 'vitest/config';

// One workspace, one project per test tier: vitest.{unit,server,stories,e2e}.config.ts.
// `npm test` runs them in order through scripts/test-all.mjs.
export default defineConfig({
  test: { projects: ['vitest.*.config.ts'] },
});
