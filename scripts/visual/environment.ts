import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ExposedFont } from './fonts.ts';

/**
 * What the pixels of a baseline depend on besides the code: recorded next to the baselines by a full --update,
 * compared (and any difference printed first) on every run, so a failure on another machine says why.
 */
export interface VisualEnvironment {
  chromium: string;
  /** The screenshot browser's command-line flags. */
  chromiumArgs: string[];
  /** Versions of the system libraries Chromium rasterises text with (dpkg), when known. */
  libraries: Record<string, string>;
  platform: string;
  arch: string;
  viewport: { width: number; height: number };
  /** Size of the phone shots (stories tagged phone); absent in records written before there were any. */
  phoneViewport?: { width: number; height: number };
  deviceScaleFactor: number;
  fontconfigSha256: string;
  fonts: ExposedFont[];
}

const SYSTEM_LIBRARIES = ['libfreetype6', 'libfontconfig1', 'libharfbuzz0b'];

/** Debian package versions of the text stack (empty off Debian). */
export function systemLibraryVersions(packages: string[] = SYSTEM_LIBRARIES): Record<string, string> {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Package} ${Version}\\n', ...packages], { encoding: 'utf8' });
  if (r.error || !r.stdout) return {};
  return Object.fromEntries(
    r.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(' ') as [string, string])
      .filter(([, version]) => Boolean(version)),
  );
}

const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Human-readable differences `field: old → new`; empty when the environments match. */
export function diffEnvironment(recorded: VisualEnvironment, current: VisualEnvironment): string[] {
  const out: string[] = [];
  const scalar = (name: string, a: unknown, b: unknown): void => {
    if (show(a) !== show(b)) out.push(`${name}: ${show(a)} → ${show(b)}`);
  };
  scalar('chromium', recorded.chromium, current.chromium);
  scalar('chromium flags', recorded.chromiumArgs.join(' '), current.chromiumArgs.join(' '));
  for (const lib of [...new Set([...Object.keys(recorded.libraries), ...Object.keys(current.libraries)])].sort())
    scalar(lib, recorded.libraries[lib] ?? '(none)', current.libraries[lib] ?? '(none)');
  scalar('platform', `${recorded.platform}/${recorded.arch}`, `${current.platform}/${current.arch}`);
  scalar('viewport', `${recorded.viewport.width}×${recorded.viewport.height}`, `${current.viewport.width}×${current.viewport.height}`);
  if (recorded.phoneViewport && current.phoneViewport)
    scalar('phone viewport', `${recorded.phoneViewport.width}×${recorded.phoneViewport.height}`, `${current.phoneViewport.width}×${current.phoneViewport.height}`);
  scalar('deviceScaleFactor', recorded.deviceScaleFactor, current.deviceScaleFactor);
  scalar('fontconfig', recorded.fontconfigSha256.slice(0, 12), current.fontconfigSha256.slice(0, 12));
  const before = new Map(recorded.fonts.map((f) => [f.file, f]));
  const after = new Map(current.fonts.map((f) => [f.file, f]));
  for (const [file, f] of before) if (!after.has(file)) out.push(`font ${file}: ${f.source} → (not exposed)`);
  for (const [file, f] of after) {
    const old = before.get(file);
    if (!old) out.push(`font ${file}: (not exposed) → ${f.source}`);
    else if (old.sha256 !== f.sha256 || old.source !== f.source)
      out.push(`font ${file}: ${old.source} ${old.sha256.slice(0, 12)} → ${f.source} ${f.sha256.slice(0, 12)}`);
  }
  return out;
}

export function readEnvironment(file: string): VisualEnvironment | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VisualEnvironment) : null;
}

export function writeEnvironment(file: string, env: VisualEnvironment): void {
  writeFileSync(file, `${JSON.stringify(env, null, 2)}\n`);
}
