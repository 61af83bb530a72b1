// @vitest-environment node
// The layer rules of eslint.layers.js refuse what they are meant to refuse: each case lints one import as if it
// were written in a file of that layer (the files need not exist; the imported ones do) and expects the
// boundaries rule to report it, next to an allowed import of the same kind that must pass.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of one rule for `code` written in `file`. */
async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The boundaries messages of one import written in `file`. */
const layerErrors = (file: string, code: string): Promise<string[]> => ruleErrors('boundaries/dependencies', file, code);

describe('layer rules', { timeout: 60_000 }, () => {
  it('the engine imports no app, ui or server code, no view library and no Node built-in', async () => {
    expect(await layerErrors('src/engine/probe.ts', "import { AppRoutes } from '../app/router/AppRoutes.tsx';")).toEqual([
      expect.stringContaining('from elements of type "engine" to elements of type "app"'),
    ]);
    expect(await layerErrors('src/engine/probe.ts', "import { Button } from '../ui/Button/Button.tsx';")).toHaveLength(1);
    expect(await layerErrors('src/engine/probe.ts', "import { systemClock } from '../server/clock.ts';")).toHaveLength(1);
    expect(await layerErrors('src/engine/probe.ts', "import { useState } from 'react';")).toEqual([expect.stringContaining('no React')]);
    expect(await layerErrors('src/engine/probe.ts', "import { readFileSync } from 'node:fs';")).toEqual([expect.stringContaining('no Node built-in')]);
    // Allowed: the engine's own code and the generated types; Node built-ins under engine/node only.
    expect(await layerErrors('src/engine/probe.ts', "import { compilePattern } from './rules.ts';")).toEqual([]);
    expect(await layerErrors('src/engine/node/probe.ts', "import { readFileSync } from 'node:fs';")).toEqual([]);
  });

  it('ui imports no app code; app imports no server code and no Node built-in', async () => {
    expect(await layerErrors('src/ui/probe.ts', "import { AppRoutes } from '../app/router/AppRoutes.tsx';")).toHaveLength(1);
    expect(await layerErrors('src/app/probe.ts', "import { systemClock } from '../server/clock.ts';")).toHaveLength(1);
    expect(await layerErrors('src/app/probe.ts', "import { createHash } from 'node:crypto';")).toEqual([expect.stringContaining('no Node built-in')]);
    expect(await layerErrors('src/app/probe.ts', "import fastify from 'fastify';")).toEqual([expect.stringContaining('no server library')]);
    expect(await layerErrors('src/app/probe.ts', "import { Button } from '../ui/Button/Button.tsx';")).toEqual([]);
  });

  it('the server reaches the app only through the SSR entry', async () => {
    expect(await layerErrors('src/server/probe.ts', "import { apiRequest } from '../app/api/client.ts';")).toEqual([
      expect.stringContaining('from elements of type "server" to elements of type "app"'),
    ]);
    expect(await layerErrors('src/server/probe.ts', "import { render } from '../app/ssr/entry-server.tsx';")).toEqual([]);
  });

  it("a server module imports another module's index.ts only", async () => {
    expect(await layerErrors('src/server/modules/vip/probe.ts', "import { grantReward } from '../rewards/grant.ts';")).toEqual([
      expect.stringContaining('through its index.ts'),
    ]);
    expect(await layerErrors('src/server/probe.ts', "import { grantReward } from './modules/rewards/grant.ts';")).toEqual([
      expect.stringContaining('through its index.ts'),
    ]);
    expect(await layerErrors('src/server/modules/vip/probe.ts', "import { grantReward } from '../rewards/index.ts';")).toEqual([]);
    // Within a module, its own files are free.
    expect(await layerErrors('src/server/modules/rewards/probe.ts', "import { grantReward } from './grant.ts';")).toEqual([]);
  });

  it('no brand literal in src/: a shipped brand id in a string or a template is refused, in a comment it is not', async () => {
    const rule = 'no-restricted-syntax';
    expect(await ruleErrors(rule, 'src/app/probe.ts', "export const brand = 'lotus';")).toEqual([expect.stringContaining('no brand literal')]);
    expect(await ruleErrors(rule, 'src/server/probe.ts', 'export const url = `http://qamar.localhost/`;')).toEqual([expect.stringContaining('no brand literal')]);
    expect(await ruleErrors(rule, 'src/app/probe.ts', "// the lotus brand shows this\nexport const brand = 'lotusflower';")).toEqual([]);
  });
});
