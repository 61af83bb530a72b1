// A static Storybook build served on loopback for the tests that drive Storybook itself: STORYBOOK_STATIC_DIR when
// given (npm test passes the build it has just made), else a private build made here and removed afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic, type StaticServer } from '../../../scripts/visual/server.ts';

export interface ServedBuild {
  /** The server's base URL, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Serves the build; `name` names the private build's temporary folder. */
export async function serveStorybookBuild(name: string): Promise<ServedBuild> {
  let dir = process.env.STORYBOOK_STATIC_DIR;
  let buildDir: string | undefined;
  if (!dir) {
    buildDir = mkdtempSync(join(tmpdir(), `wl-${name}-`));
    dir = join(buildDir, 'storybook-static');
    // vitest sets NODE_ENV=test, which would build React's development bundle into the preview
    const r = spawnSync('npx', ['storybook', 'build', '-o', dir, '--quiet'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) {
      rmSync(buildDir, { recursive: true, force: true });
      throw new Error('storybook build failed');
    }
  }
  const server: StaticServer = await serveStatic(dir);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      if (buildDir) rmSync(buildDir, { recursive: true, force: true });
    },
  };
}
