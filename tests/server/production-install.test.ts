// `npm start` on a production install (npm ci --omit=dev, after `npm run build`): the server must load without
// any devDependency. Build tools (vite, its React plugin, typescript) are devDependencies; tsx is not, because
// Node 20 cannot run the server's TypeScript by itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|js|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Bare package names a file loads at run time (type-only imports are erased; import('x') counts). */
function runtimePackages(source: string): string[] {
  const names: string[] = [];
  const patterns = [/^\s*import\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm, /^\s*import\s+['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g, /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of source.matchAll(re)) names.push(m[1]!);
  return names
    .filter((n) => !n.startsWith('.') && !n.startsWith('node:') && !builtinModules.includes(n))
    .map((n) => (n.startsWith('@') ? n.split('/').slice(0, 2).join('/') : n.split('/')[0]!));
}

describe('production install (npm ci --omit=dev)', () => {
  it('build tools are devDependencies; tsx (the runtime TypeScript loader) is a dependency', () => {
    for (const tool of ['vite', '@vitejs/plugin-react', 'typescript']) {
      expect(pkg.devDependencies[tool], tool).toBeDefined();
      expect(pkg.dependencies[tool], tool).toBeUndefined();
    }
    expect(pkg.dependencies.tsx).toBeDefined();
  });

  it('the server, engine and generated validators load only dependencies (Vite only in dev mode, lazily)', () => {
    const missing: string[] = [];
    for (const file of [...files('src/server'), ...files('src/engine'), ...files('src/generated'), 'scripts/start.mjs']) {
      const source = readFileSync(file, 'utf8');
      for (const name of runtimePackages(source)) {
        if (pkg.dependencies[name]) continue;
        // `npm run dev` only: the dev front end imports Vite when the server starts with --dev
        if (file.endsWith(join('shell', 'vite.ts')) && name === 'vite') continue;
        missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
