// Temp copies of the repo's brands and a tiny built app, so tests can edit freely and never need `npm run build`.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const temps: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `wl-${prefix}-`));
  temps.push(dir);
  return dir;
}

export function removeTemps(): void {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** A copy of brands/ (aurora, lotus = default, pebble). */
export function copyBrands(): string {
  const dir = tempDir('brands');
  cpSync(join(REPO, 'brands'), dir, { recursive: true });
  return dir;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function readBrand(brandsDir: string, id: string, file = 'brand.json'): Json {
  return JSON.parse(readFileSync(join(brandsDir, id, file), 'utf8')) as Json;
}

export function writeBrand(brandsDir: string, id: string, data: unknown, file = 'brand.json'): void {
  writeFileSync(join(brandsDir, id, file), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
}

export function editBrand(brandsDir: string, id: string, edit: (b: Json) => void, file = 'brand.json'): Json {
  const b = readBrand(brandsDir, id, file);
  edit(b);
  writeBrand(brandsDir, id, b, file);
  return b;
}

/** A built app in miniature: index.html with the injection point, a hashed bundle, a plain public file. */
export function makeDist(): string {
  const dir = tempDir('dist');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en" dir="ltr" data-brand="" data-mode="light">
  <head>
    <meta charset="UTF-8" />
    <!--app-head: the server inserts the brand's head here -->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  writeFileSync(join(dir, 'humans.txt'), 'Built by the operator\n');
  return dir;
}
