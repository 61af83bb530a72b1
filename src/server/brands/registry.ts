import { EventEmitter } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { formatProblem, type BrandProblem } from '../../engine/brand/errors.ts';
import { brandDirs, crossBrandConflicts, loadBrandDir, type LoadedBrand } from '../../engine/node/brand/load.ts';
import type { Database } from '../db/types.ts';
import { recordRevision } from './revisions.ts';
import { watchBrands, type BrandWatcher } from './watch.ts';

/**
 * loaded: first good version; replaced: a new good version now serves; unchanged: same content as serving;
 * rejected: invalid, the last good version (if any) keeps serving; removed: folder gone, brand unloaded;
 * absent: nothing to do (no such folder, or a folder without brand.json that never served).
 */
export type ReloadOutcome = 'loaded' | 'replaced' | 'unchanged' | 'rejected' | 'removed' | 'absent';

export interface ReloadEvent {
  id: string;
  outcome: ReloadOutcome;
  problems: BrandProblem[];
  /** What serves now for this id (undefined when nothing does). */
  brand: LoadedBrand | undefined;
}

export interface RegistryLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface RegistryOptions {
  root: string;
  db: Database;
  log: RegistryLog;
  /** Hot reload (default true). */
  watch?: boolean;
  debounceMs?: number;
}

function display(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') ? path : rel;
}

/**
 * The brands this server serves, kept current while it runs. One brand's reload never touches another:
 * each reload validates one folder and swaps one entry; reloads of the same brand run one at a time.
 */
export class BrandRegistry extends EventEmitter<{ reload: [ReloadEvent] }> {
  private readonly current = new Map<string, LoadedBrand>();
  private list: LoadedBrand[] = [];
  private readonly chains = new Map<string, Promise<ReloadEvent>>();
  private watcher: BrandWatcher | undefined;
  private closed = false;

  constructor(private readonly opts: RegistryOptions) {
    super();
  }

  /** Load every brand folder (a broken one is logged and skipped), then start watching. */
  async start(): Promise<void> {
    for (const dir of brandDirs(this.opts.root)) await this.reloadNow(basename(dir));
    if (this.opts.watch !== false)
      this.watcher = watchBrands(
        this.opts.root,
        (id) => void this.reloadNow(id),
        () => void this.reloadAll(),
        this.opts.log,
        this.opts.debounceMs,
      );
  }

  /** Serving brands, sorted by id. The array is replaced, never mutated: callers may keep it for a request. */
  brands(): readonly LoadedBrand[] {
    return this.list;
  }

  get(id: string): LoadedBrand | undefined {
    return this.current.get(id);
  }

  /** Re-read brands/<id>/ now (the watcher calls this after its debounce; tests call it directly). */
  reloadNow(id: string): Promise<ReloadEvent> {
    const prev = this.chains.get(id) ?? Promise.resolve(undefined);
    const next = prev.then(
      () => this.reload(id),
      () => this.reload(id),
    );
    this.chains.set(id, next);
    void next.finally(() => {
      if (this.chains.get(id) === next) this.chains.delete(id);
    });
    return next;
  }

  /** Re-check every folder on disk and every serving brand (after a watcher event without a file name). */
  async reloadAll(): Promise<ReloadEvent[]> {
    const ids = new Set([...brandDirs(this.opts.root).map((d) => basename(d)), ...this.current.keys()]);
    return Promise.all([...ids].map((id) => this.reloadNow(id)));
  }

  /** Resolves with the next reload of id (any brand when id is omitted): lets tests await hot reload without sleeping. */
  nextReload(id?: string): Promise<ReloadEvent> {
    return new Promise((resolve) => {
      const on = (e: ReloadEvent): void => {
        if (id !== undefined && e.id !== id) return;
        this.off('reload', on);
        resolve(e);
      };
      this.on('reload', on);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.watcher?.close();
    await Promise.allSettled([...this.chains.values()]);
  }

  private async reload(id: string): Promise<ReloadEvent> {
    const event = await this.apply(id);
    this.emit('reload', event);
    return event;
  }

  private async apply(id: string): Promise<ReloadEvent> {
    const dir = join(this.opts.root, id);
    const serving = this.current.get(id);
    // brandDirs() skips these names; a watcher event inside them must not load them either.
    const isFolder = !id.startsWith('.') && !id.startsWith('_') && existsSync(dir) && statSync(dir).isDirectory();
    if (!isFolder) {
      if (!serving) return { id, outcome: 'absent', problems: [], brand: undefined };
      this.set(id, undefined);
      this.opts.log.info(`brand ${id}: folder removed, brand unloaded`);
      return { id, outcome: 'removed', problems: [], brand: undefined };
    }
    // A folder being created (mkdir, then files) has no brand.json yet: not an error worth an audit row.
    if (!serving && !existsSync(join(dir, 'brand.json'))) return { id, outcome: 'absent', problems: [], brand: undefined };

    const result = loadBrandDir(dir);
    let problems = result.ok ? [] : result.problems;
    if (result.ok) problems = this.conflictsOf(result.brand);

    if (!result.ok || problems.length) {
      this.opts.log.warn(
        serving ? `brand ${id} rejected; the last good version keeps serving:` : `brand ${id} rejected; it is not served:`,
      );
      for (const p of problems) this.opts.log.warn(`  ${formatProblem(p)}`);
      await this.record(id, result.ok ? result.brand.hash : result.hash, false, problems);
      return { id, outcome: 'rejected', problems, brand: serving };
    }

    const brand = result.brand;
    if (serving?.hash === brand.hash) return { id, outcome: 'unchanged', problems: [], brand: serving };
    this.set(id, brand);
    await this.record(id, brand.hash, true, []);
    this.opts.log.info(serving ? `brand ${id}: new version serving (${brand.hash.slice(0, 12)})` : `brand ${id}: loaded`);
    return { id, outcome: serving ? 'replaced' : 'loaded', problems: [], brand };
  }

  /** A brand may not take a domain or the default flag another serving brand holds: that would change what the other serves. */
  private conflictsOf(brand: LoadedBrand): BrandProblem[] {
    const others = this.list.filter((b) => b.id !== brand.id);
    const file = display(join(brand.dir, 'brand.json'));
    // Put the candidate last so that, of a conflicting pair, the one being (re)loaded is the one blamed.
    return crossBrandConflicts([...others, brand])
      .filter((c) => c.brandId === brand.id)
      .map((c) => ({ file, pointer: c.pointer, message: c.message }));
  }

  private set(id: string, brand: LoadedBrand | undefined): void {
    if (brand) this.current.set(id, brand);
    else this.current.delete(id);
    this.list = [...this.current.values()].sort((a, b) => a.id.localeCompare(b.id));
  }

  private async record(brandId: string, hash: string | null, ok: boolean, problems: BrandProblem[]): Promise<void> {
    if (this.closed) return;
    try {
      await recordRevision(this.opts.db, { brandId, hash, ok, problems });
    } catch (err) {
      // The audit trail must not decide what serves: log and carry on.
      this.opts.log.error(`brand ${brandId}: could not record the revision: ${(err as Error).message}`);
    }
  }
}
