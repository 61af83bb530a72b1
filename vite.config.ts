import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app is served by the reference server (src/server), which inlines the brand's CSS variables and
// boot payload into dist/index.html. `npm run dev` runs Vite inside that server (one origin); the proxy
// below only serves a bare `npx vite` next to a running `npm start`.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: {
    // Catalogs are compiled to ASTs by `npm run i18n`, so the browser never parses ICU: drop the parser.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
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
