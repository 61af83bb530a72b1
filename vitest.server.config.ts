import { defineConfig } from 'vitest/config';

// Server tier: the reference API against a real database, PGlite and PostgreSQL.
export default defineConfig({
  test: {
    name: 'server',
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own PGlite (WASM, hundreds of MB): separate processes give the memory back.
    pool: 'forks',
    // Two files at a time even on two cores (Vitest's default there is one): much of a file's time is spent
    // waiting on PostgreSQL's processes, spawned CLIs and PGlite's disk, not on this process's CPU.
    maxWorkers: 2,
    // A worker keeps its module graph from file to file: importing the server afresh for each of the 90 files
    // was a third of the tier (561 s → 389 s). Every file still opens its own database and servers; a file that
    // mocks a module the server imports loads the server afresh itself (brands/catalog-reload.test.ts).
    isolate: false,
  },
});
