// What a visual shot's pixels can depend on, reduced to one hash per shot, so a run shoots only what can have
// changed (scripts/visual/selection.ts). Read from the Storybook build itself, not from the sources: what the
// browser loads for a story is exactly the build's files that the preview and the story's own chunk reach.
//
// - The preview runtime: iframe.html and every file it loads, followed through static and dynamic imports (lazy
//   message catalogs, fonts), except the per-story entries of the story index and the preload lists, which are
//   each story's own part. Every story depends on it.
// - A story's own part: the chunk its story file was built into and the files the story index preloads with it,
//   then everything those reach, up to (not into) the runtime.
// - Brand data (the per-brand chunks of .storybook/main.ts and the brand's folder under brands/): the shots of that
//   brand, of stories whose code names the brand's files, and of pages that read the brand's data through the brand
//   list (recorded by the runner as the page renders, see BRAND_READS_GLOBAL in .storybook/brands.ts).
//
// File names carry content hashes, so a changed file renames itself and every file that names it. Each file is
// therefore hashed with the names of the files it refers to blanked, and its references are hashed as the list of
// their targets' blanked hashes: a change shows in the file itself and in the files that refer to it, never further
// up, so a change to one component does not reach the preview (whose story index names every chunk).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const BRAND_DATA_CHUNK = 'brand-data-';
/** Files whose bytes can hold references to other files of the build. */
const TEXT = /\.(?:js|mjs|css|html|svg|json)$/;
/** Anything that could be a file name, with or without a folder: each suffix is looked up among the build's files. */
const NAME_LIKE = /[\w$.@+~-]+\.(?:js|mjs|css|html|svg|json|woff2?|ttf|otf|png|jpe?g|webp|avif|gif|ico|mp3|mp4|wav|webm|txt|wasm)\b/g;
/** The preload lists of a chunk: `m.f=[…]` (Vite's __vite__mapDeps table), indexed by `__vite__mapDeps([i,…])`. */
const PRELOAD_TABLE = /\(m\.f=\[([^\]]*)\]\)/;
const PRELOAD_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;
/**
 * Manager-only parts of a Storybook build, never loaded by the preview iframe, plus what is covered elsewhere:
 * brands/ (brand assets, part of each brand's folder hash), the server renderer and compressed copies of other files.
 */
const NOT_PREVIEW = [/^index\.html$/, /^index\.json$/, /^project\.json$/, /^sb-manager\//, /^sb-addons\//, /^\.ssr\//, /^brands\//, /\.(?:gz|br)$/];

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

interface BuiltFile {
  /** Path relative to the build folder, with forward slashes. */
  path: string;
  /** Hash of the bytes with every reference to another file blanked (and the story index and preload lists cut). */
  own: string;
  /** References outside preload lists and story-index entries, in order: real imports, stylesheet and font URLs. */
  imports: string[];
  /** Everything the file refers to, preload lists included. */
  refs: string[];
  /** Story-index entries: story file (importPath) → the files that entry loads (the chunk, then its preloads). */
  entries: Map<string, string[]>;
  /** Brands whose files the bytes name (`/brands/<id>/`). */
  brandPaths: string[];
  /** The brand whose data this is (a brand-data chunk). */
  brandData?: string;
}

export interface BuildFingerprints {
  /** Hash of the preview runtime every story loads. */
  runtime: string;
  /** Story file (importPath) → its own part: hash, and the brands whose files its code names (`/brands/<id>/`). */
  stories: Map<string, { hash: string; brands: string[] }>;
  /** Brand id → hash of its data chunk in the build. */
  brandData: Map<string, string>;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(sep).join('/'))
    .filter((f) => !NOT_PREVIEW.some((re) => re.test(f)) && statSync(join(dir, f)).isFile())
    .sort();
}

/** Index of every file by each of its path suffixes that starts at a folder boundary (`assets/x.js`, `x.js`). */
function nameIndex(paths: string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const p of paths) {
    const parts = p.split('/');
    for (let i = 0; i < parts.length; i++) {
      const key = parts.slice(i).join('/');
      index.set(key, [...(index.get(key) ?? []), p]);
    }
  }
  return index;
}

interface Span {
  start: number;
  end: number;
}
const inside = (spans: Span[], at: number): boolean => spans.some((s) => at >= s.start && at < s.end);

/** Spans of the story-index entries `"./stories/x.stories.tsx":()=>…import(`./x-hash.js`)…,import.meta.url)` of a chunk. */
function storyIndexEntries(text: string, importPaths: Set<string>): { importPath: string; span: Span }[] {
  const found: { importPath: string; span: Span }[] = [];
  const key = /"(\.\/[^"]+)":\(\)=>/g;
  for (let m = key.exec(text); m; m = key.exec(text)) {
    if (!importPaths.has(m[1]!)) continue;
    const close = text.indexOf('import.meta.url)', m.index);
    if (close < 0) throw new Error(`fingerprint: story index entry of ${m[1]} has no end`);
    found.push({ importPath: m[1]!, span: { start: m.index, end: close + 'import.meta.url)'.length } });
  }
  return found;
}

function readBuiltFile(dir: string, path: string, names: Map<string, string[]>, importPaths: Set<string>, brandIds: string[]): BuiltFile {
  const bytes = readFileSync(join(dir, path));
  const base = path.slice(path.lastIndexOf('/') + 1);
  const brandData = base.startsWith(BRAND_DATA_CHUNK) ? brandIds.find((id) => new RegExp(`^${BRAND_DATA_CHUNK}${id}-[\\w-]{8}\\.js$`).test(base)) : undefined;
  const file: BuiltFile = { path, own: '', imports: [], refs: [], entries: new Map(), brandPaths: [], ...(brandData ? { brandData } : {}) };
  if (!TEXT.test(path)) {
    file.own = sha256(bytes);
    return file;
  }
  const text = bytes.toString('utf8');
  // The table the preload calls index, and those calls: a file's preloads are its own refs, in order.
  const table = PRELOAD_TABLE.exec(text);
  const tableSpan: Span[] = table ? [{ start: table.index, end: table.index + table[0].length }] : [];
  const entries = storyIndexEntries(text, importPaths);
  const entrySpans = entries.map((e) => e.span);
  // Every reference: each name-like run, resolved at the longest suffix that names a file of the build.
  const cuts: (Span & { target: string })[] = [];
  for (const m of text.matchAll(NAME_LIKE)) {
    const run = m[0];
    for (let i = 0; i < run.length; i++) {
      if (i > 0 && run[i - 1] !== '/' && run[i - 1] !== '.') continue;
      const targets = names.get(run.slice(i).replace(/^\.\//, ''));
      if (!targets) continue;
      for (const target of targets) if (target !== path) cuts.push({ start: m.index + i, end: m.index + run.length, target });
      break;
    }
  }
  const tableRefs = table ? cuts.filter((c) => inside(tableSpan, c.start)).map((c) => c.target) : [];
  const preloadsOf = (indexes: string): string[] =>
    indexes
      .split(',')
      .filter(Boolean)
      .map((i) => {
        const target = tableRefs[Number(i)];
        if (target === undefined) throw new Error(`fingerprint: ${path}: preload index ${i} outside its table`);
        return target;
      });
  for (const { importPath, span } of entries) {
    const chunk = cuts.filter((c) => c.start >= span.start && c.start < span.end).map((c) => c.target);
    const call = /__vite__mapDeps\(\[([\d,]*)\]\)/.exec(text.slice(span.start, span.end));
    file.entries.set(importPath, [...new Set([...chunk, ...(call ? preloadsOf(call[1]!) : [])])]);
  }
  file.refs = [...new Set(cuts.map((c) => c.target))];
  file.imports = cuts.filter((c) => !inside(tableSpan, c.start) && !inside(entrySpans, c.start)).map((c) => c.target);
  // Preload calls outside the story index (a lazy route, a catalog) load what their indexes name.
  for (const m of text.matchAll(PRELOAD_CALL)) if (!inside(entrySpans, m.index)) file.imports.push(...preloadsOf(m[1]!));
  file.brandPaths = brandIds.filter((id) => text.includes(`/brands/${id}/`));
  // The blanked text: story index entries and the preload table cut out (each story's part is its own), preload
  // calls and names of other files blanked.
  const blanks: Span[] = [...entrySpans, ...tableSpan, ...[...text.matchAll(PRELOAD_CALL)].map((m) => ({ start: m.index, end: m.index + m[0].length })), ...cuts];
  blanks.sort((a, b) => a.start - b.start);
  let blanked = '';
  let at = 0;
  for (const b of blanks) {
    if (b.start < at) {
      at = Math.max(at, b.end);
      continue;
    }
    blanked += `${text.slice(at, b.start)}\u0000`;
    at = b.end;
  }
  blanked += text.slice(at);
  file.own = sha256(blanked);
  return file;
}

/**
 * The fingerprints of a Storybook build in `dir` for the stories of its index.json: the runtime's, each story
 * file's own part, and each brand's data chunk.
 */
export function buildFingerprints(dir: string, brandIds: string[]): BuildFingerprints {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, { importPath: string }> };
  const importPaths = new Set(Object.values(index.entries).map((e) => e.importPath));
  const paths = listFiles(dir);
  const names = nameIndex(paths);
  // Longest ids first, so brand-data-syn-long is not read as brand syn.
  const ids = [...brandIds].sort((a, b) => b.length - a.length);
  const files = new Map(paths.map((p) => [p, readBuiltFile(dir, p, names, importPaths, ids)]));
  const get = (p: string): BuiltFile => files.get(p)!;
  // A brand's data is that brand's part: its chunk stands for itself in everything that refers to it.
  const ownOf = (p: string): string => (get(p).brandData ? `brand-data:${get(p).brandData}` : get(p).own);
  const record = (f: BuiltFile, refs: string[]): string => `${ownOf(f.path)} ${refs.map(ownOf).join(',')}`;

  if (!files.has('iframe.html')) throw new Error(`fingerprint: ${dir} has no iframe.html`);
  if (!brandIds.every((id) => [...files.values()].some((f) => f.brandData === id)))
    throw new Error(`fingerprint: ${dir} has no ${BRAND_DATA_CHUNK}<id> chunk for every brand (a build from before brand data had chunks of its own?)`);
  const runtime = new Set<string>();
  const queue = ['iframe.html'];
  while (queue.length) {
    const p = queue.pop()!;
    if (runtime.has(p)) continue;
    runtime.add(p);
    if (!get(p).brandData) queue.push(...get(p).imports);
  }
  // sorted by content, not by name: names carry hashes of their own, so their order changes with any change
  const runtimeRecords = [...runtime].map((p) => record(get(p), get(p).imports.filter((t) => runtime.has(t)))).sort();
  const runtimeHash = sha256(runtimeRecords.join('\n'));
  // A brand's files named by the preview itself (not by a brand's own data) are part of every shot.
  const runtimeBrands = [...runtime].flatMap((p) => (get(p).brandData ? [] : get(p).brandPaths));

  const entryOf = new Map<string, string[]>();
  for (const p of runtime) for (const [importPath, loads] of get(p).entries) entryOf.set(importPath, loads);
  const stories = new Map<string, { hash: string; brands: string[] }>();
  for (const importPath of [...importPaths].sort()) {
    const loads = entryOf.get(importPath);
    if (!loads) throw new Error(`fingerprint: the preview of ${dir} has no story index entry for ${importPath}`);
    const own = new Set<string>();
    const walk = [...loads];
    while (walk.length) {
      const p = walk.pop()!;
      if (own.has(p) || runtime.has(p)) continue;
      own.add(p);
      walk.push(...get(p).refs);
    }
    const brands = new Set([...runtimeBrands, ...[...own].flatMap((p) => get(p).brandPaths)]);
    const records = [...own].map((p) => record(get(p), get(p).refs)).sort();
    stories.set(importPath, {
      hash: sha256(`${runtimeHash}\n${loads.map(ownOf).join(',')}\n${records.join('\n')}`),
      brands: [...brands].sort(),
    });
  }
  const brandData = new Map<string, string>();
  for (const f of files.values()) if (f.brandData) brandData.set(f.brandData, sha256(readFileSync(join(dir, f.path))));
  return { runtime: runtimeHash, stories, brandData };
}

/** Hash of a brand's folder: every file's path (relative to the folder) and bytes. */
export function folderHash(dir: string): string {
  if (!existsSync(dir)) return sha256('');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(sep).join('/'))
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
  return sha256(files.map((f) => `${f} ${sha256(readFileSync(join(dir, f)))}`).join('\n'));
}

/** A brand's part of every shot of it: its folder and its data chunk in the build. */
export function brandHashes(brandsDir: string, build: BuildFingerprints, brandIds: string[]): Map<string, string> {
  return new Map(
    brandIds.map((id) => {
      const data = build.brandData.get(id);
      if (!data) throw new Error(`fingerprint: the Storybook build has no ${BRAND_DATA_CHUNK}${id} chunk (built over another brands folder?)`);
      return [id, sha256(`${folderHash(join(brandsDir, id))}\n${data}`)];
    }),
  );
}

export const relativeTo = (root: string, p: string): string => relative(root, p).split(sep).join('/');
