// The module contract of src/server/modules: every folder is a module whose index.ts exports one plugin named
// after the folder, and the plugin's declared dependencies are exactly the modules its files import (through
// their index.ts: the lint rule refuses anything else). So Fastify's start-up check of those dependencies is
// the import graph, and that graph has no cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServerModule } from '../../../src/server/module.ts';

const MODULES = resolve('src/server/modules');
const names = readdirSync(MODULES).filter((n) => statSync(join(MODULES, n)).isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|js)$/.test(n) ? [p] : [];
  });
}

/** The other modules a module's files import. */
function importedModules(name: string): string[] {
  const used = new Set<string>();
  for (const file of sourceFiles(join(MODULES, name)))
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const [top, ...rest] = relative(MODULES, resolve(dirname(file), spec!)).split(sep);
      if (top && top !== '..' && rest.length && top !== name) used.add(top);
    }
  return [...used].sort();
}

async function pluginOf(name: string): Promise<ServerModule<never>> {
  const exports = (await import(join(MODULES, name, 'index.ts'))) as Record<string, unknown>;
  const plugins = Object.values(exports).filter((v): v is ServerModule<never> => typeof v === 'function' && 'moduleName' in v);
  expect(plugins, `${name}/index.ts exports one module plugin`).toHaveLength(1);
  return plugins[0]!;
}

describe('server module contract', () => {
  it('there are modules to check', () => {
    expect(names.length).toBeGreaterThan(30);
  });

  it.each(names)('%s: one plugin named after its folder, depending on exactly the modules it imports', async (name) => {
    const plugin = await pluginOf(name);
    expect(plugin.moduleName).toBe(name);
    expect([...plugin.dependencies].sort()).toEqual(importedModules(name));
  });

  it('no two modules depend on each other, directly or around a circle', () => {
    const graph = new Map(names.map((n) => [n, importedModules(n)]));
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (n: string, path: string[]): void => {
      if (state.get(n) === 'done') return;
      if (state.get(n) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(n)), n].join(' → '));
        return;
      }
      state.set(n, 'visiting');
      for (const d of graph.get(n) ?? []) visit(d, [...path, n]);
      state.set(n, 'done');
    };
    for (const n of names) visit(n, []);
    expect(cycles).toEqual([]);
  });
});
