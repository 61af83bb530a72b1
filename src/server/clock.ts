/** The server's time source. Every expiry (sessions, codes, locks, throttles, keys) reads it, so tests move time instead of sleeping. */
export interface Clock {
  /** ms since epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told (tests, benchmarks). */
export class ManualClock implements Clock {
  constructor(private ms = Date.now()) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
  set(ms: number): void {
    this.ms = ms;
  }
}
