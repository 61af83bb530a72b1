// Types of e2e-shards.mjs (plain JavaScript, so npm test's runner needs no TypeScript loader).
export declare const DURATIONS_FILE: string;
/** Every e2e test file, as a path relative to the repository. */
export declare function e2eFiles(): string[];
/** Recorded seconds per e2e file (tests/e2e/durations.json). */
export declare function readDurations(): Record<string, number>;
export interface Shard {
  files: string[];
  /** Recorded seconds of its files. */
  seconds: number;
}
/** Longest processing time first: the heaviest file goes to the lightest shard; no shard is left empty. */
export declare function planShards(files: string[], durations: Record<string, number>, shards: number): Shard[];
