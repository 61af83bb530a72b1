// The layers of the codebase as lint rules (eslint-plugin-boundaries). Data flows one way:
//   schemas/ → src/generated/ → src/engine/ → src/ui/ + src/app/;  src/server/ uses the engine and generated types.
// Each folder below is an element; an import between elements must be allowed by a policy here, a server module
// is entered only through its index.ts, and browser code imports no Node built-in or server library. When
// several policies match an import, the last one decides. tests/unit/eslint.layers.test.ts proves each rule
// refuses a violating import.
import { readdirSync } from 'node:fs';
import boundaries from 'eslint-plugin-boundaries';

const element = (...types) => ({ element: { types: { anyOf: types } } });
const external = (...sources) => ({ module: { origin: ['external', 'core'], source: sources } });

/** Node's built-ins: code that runs in the browser (engine, ui, app) never imports them. */
const NODE_BUILTINS = ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'http', 'https', 'url', 'module', 'worker_threads'];
/** The server's own libraries: none of them belongs in a browser bundle. */
const SERVER_LIBRARIES = ['fastify', 'fastify-*', '@fastify/*', '@electric-sql/*', 'pg', 'sharp', 'playwright-core'];
/** The view layer: the engine is pure TypeScript that the server runs too. */
const VIEW_LIBRARIES = ['react', 'react-*', '@emotion/*', '@tanstack/*', 'zustand', 'react-intl'];

const BROWSER = ['engine', 'generated', 'i18n', 'ui', 'app'];

/** Which layers each layer may import. */
const LAYERS = {
  generated: ['generated'],
  i18n: ['i18n', 'generated'],
  engine: ['engine', 'generated'],
  'engine-node': ['engine-node', 'engine', 'generated', 'i18n'],
  ui: ['ui', 'engine', 'generated', 'i18n'],
  app: ['app', 'ui', 'engine', 'generated', 'i18n'],
  server: ['server', 'server-module', 'engine', 'engine-node', 'generated', 'i18n'],
  'server-module': ['server', 'server-module', 'engine', 'engine-node', 'generated', 'i18n'],
  scripts: ['scripts', 'server', 'server-module', 'engine', 'engine-node', 'generated', 'i18n', 'app', 'ui'],
};

/** The shipped brands' ids: src/ is one engine for every brand, so none of them may appear in its code. */
const BRAND_IDS = readdirSync(new URL('./brands/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export const layers = [
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'scripts/**/*'],
      'boundaries/elements': [
        { type: 'generated', pattern: 'src/generated' },
        // Engine code that reads the disk (the brand loader): server and scripts only.
        { type: 'engine-node', pattern: 'src/engine/node' },
        { type: 'engine', pattern: 'src/engine' },
        { type: 'ui', pattern: 'src/ui' },
        { type: 'app', pattern: 'src/app' },
        { type: 'i18n', pattern: 'src/i18n' },
        { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'] },
        { type: 'server', pattern: 'src/server' },
        { type: 'scripts', pattern: 'scripts' },
      ],
      // The server renders the app through this one file (server-side rendering).
      'boundaries/files': [{ category: 'ssr-entry', pattern: 'src/app/ssr/entry-server.tsx' }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          policies: [
            ...Object.entries(LAYERS).map(([from, to]) => ({ from: element(from), allow: { to: element(...to) } })),
            // The server renders the app through the one SSR entry; nothing else of src/app.
            {
              from: element('server'),
              allow: { to: { element: { type: 'app' }, file: { categories: 'ssr-entry' } } },
            },
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              from: element(...BROWSER),
              disallow: { to: external(...NODE_BUILTINS, ...SERVER_LIBRARIES) },
              message: 'browser code (engine, ui, app) imports no Node built-in and no server library',
            },
            {
              from: element('engine', 'generated'),
              disallow: { to: external(...VIEW_LIBRARIES) },
              message: 'the engine is pure TypeScript shared with the server: no React, Emotion or other view library',
            },
            // Another module's files are its own business: only its index.ts (plugin + public service) is imported.
            {
              disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
              message: 'import another server module through its index.ts (its plugin and public service) only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=/^(${BRAND_IDS.join('|')})$/], TemplateElement[value.raw=/\\b(${BRAND_IDS.join('|')})\\b/]`,
          message: 'no brand literal in src/: what differs between brands comes from the brand config',
        },
      ],
    },
  },
];
