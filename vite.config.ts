import { join, resolve } from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Catalogs are compiled to ASTs by `npm run i18n`, so neither browser nor server parses ICU: drop the parser.
const ICU_NO_PARSER = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };

/** Where the server renderer goes inside the client's outDir: a dot folder the static file server never serves. */
export const SSR_SUBDIR = '.ssr';

/** Builds src/app/ssr/entry-server.tsx into outDir as one ES module (also used by the server tests). */
export async function buildServerRenderer(outDir: string): Promise<void> {
  // only what the server bundle needs (no precompressed copies: the server reads it from disk once)
  await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    resolve: { alias: [ICU_NO_PARSER] },
    build: {
      ssr: resolve(import.meta.dirname, 'src/app/ssr/entry-server.tsx'),
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      // one file: a rebuilt bundle is imported again under a new URL, and chunks would still share the old one
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
}

/**
 * Every `vite build` of the app also builds the server renderer (src/app/ssr/entry-server.tsx) into
 * <outDir>/.ssr, so each caller (npm start, the e2e setup, bench, CI) gets both from one command.
 */
function serverRenderer(): Plugin {
  let outDir = '';
  let run = false;
  return {
    name: 'server-renderer',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      run = !config.build.ssr && !config.build.watch;
    },
    async closeBundle() {
      if (!run) return;
      await buildServerRenderer(join(outDir, SSR_SUBDIR));
    },
  };
}
import { precompress } from './scripts/vite/precompress.ts';

// The app is served by the reference server (src/server), which inlines the brand's CSS variables and
// boot payload into dist/index.html. `npm run dev` runs Vite inside that server (one origin); the proxy
// below only serves a bare `npx vite` next to a running `npm start`.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), precompress(), serverRenderer()],
  resolve: {
    // Catalogs are compiled to ASTs by `npm run i18n`, so the browser never parses ICU: drop the parser.
    alias: [ICU_NO_PARSER],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsInlineLimit: 0,
    manifest: true,
    rollupOptions: {
      // The libraries every page needs in one chunk: one compressed stream instead of seven small files.
      output: { advancedChunks: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@emotion|react-intl|@formatjs|intl-messageformat|stylis|hoist-non-react-statics|react-is)[\\/]/ }] } },
    },
  },
  server: {
    proxy: {
      '/wps': 'http://127.0.0.1:8080',
      '/lgw': 'http://127.0.0.1:8080',
      '/lotto': 'http://127.0.0.1:8080',
      '/brands': 'http://127.0.0.1:8080',
      '/cdn': 'http://127.0.0.1:8080',
    },
  },
});
