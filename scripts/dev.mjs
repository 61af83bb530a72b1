#!/usr/bin/env node
// npm run dev: the reference server with Vite in middleware mode (HMR) instead of dist/: one origin,
// the same API and the same brand head injection as production.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

// DEV_TOOLS=1: the /__dev outbox, captcha answer and account creation (never set by `npm start`).
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--dev'], {
  stdio: 'inherit',
  env: { DEV_TOOLS: '1', ...process.env },
});
// Forward signals so `kill <pid>` of this wrapper also closes the server gracefully.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
