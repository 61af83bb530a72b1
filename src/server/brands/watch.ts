import { existsSync, watch, type FSWatcher } from 'node:fs';

export interface BrandWatcher {
  close(): void;
}

export interface WatchLog {
  warn(msg: string): void;
}

/**
 * Watch the brands folder and call onChange(id) once per burst of changes in brands/<id>/ (editors and
 * `cp -r` write several files and events; debounceMs of quiet before reloading means one reload sees them all).
 * onUnknown runs when the platform cannot say which file changed: then every brand must be re-checked.
 */
export function watchBrands(
  root: string,
  onChange: (id: string) => void,
  onUnknown: () => void,
  log: WatchLog,
  debounceMs = 150,
): BrandWatcher {
  const timers = new Map<string, NodeJS.Timeout>();
  const schedule = (key: string, run: () => void): void => {
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        run();
      }, debounceMs),
    );
  };

  let watcher: FSWatcher | undefined;
  if (!existsSync(root)) {
    log.warn(`brands folder ${root} does not exist: hot reload is off`);
  } else {
    try {
      // recursive works on Linux since Node 20 (walks sub-folders itself, including ones created later).
      watcher = watch(root, { recursive: true, persistent: false }, (_event, filename) => {
        const name = filename?.toString();
        if (!name) return schedule('*', onUnknown);
        const id = name.split(/[\\/]/)[0];
        if (id) schedule(id, () => onChange(id));
      });
      watcher.on('error', (err) => log.warn(`brand watcher stopped: ${err.message}; restart the server to pick up brand edits`));
    } catch (err) {
      // e.g. ENOSPC when the inotify watch limit is reached: serve without hot reload rather than not at all.
      log.warn(`cannot watch ${root} (${(err as Error).message}): hot reload is off`);
    }
  }

  return {
    close() {
      watcher?.close();
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
