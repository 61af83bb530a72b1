import { useEffect, useState } from 'react';

/**
 * When each SMS button may send again (ms since epoch), kept for the page's lifetime so that closing and reopening a
 * modal does not re-enable a button the server would refuse anyway (requests are blocked while the countdown runs).
 */
const endsAt = new Map<string, number>();
const listeners = new Set<() => void>();

/** The SMS countdown: 60 s × expiredMinutes (default 1). */
export function countdownSeconds(expiredMinutes: number | undefined): number {
  const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1;
  return 60 * minutes;
}

export function startCountdown(key: string, seconds: number, now: number = Date.now()): void {
  endsAt.set(key, now + seconds * 1000);
  listeners.forEach((l) => l());
}

export function secondsLeft(key: string, now: number = Date.now()): number {
  const end = endsAt.get(key);
  return end === undefined ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
}

/** Forget every countdown (tests and stories start from a clean page). */
export function resetCountdowns(): void {
  endsAt.clear();
  listeners.forEach((l) => l());
}

/** Whole seconds left on `key`'s countdown, re-rendering when the shown number changes and stopping at zero. */
export function useCountdown(key: string): number {
  const [, setTick] = useState(0);
  const left = secondsLeft(key);
  useEffect(() => {
    const rerender = (): void => setTick((t) => t + 1);
    listeners.add(rerender);
    return () => {
      listeners.delete(rerender);
    };
  }, []);
  useEffect(() => {
    if (left <= 0) return;
    // Wake on the next whole second of the remaining time, so the label never skips or lingers; re-render only
    // when the number changed (a re-render rewrites the inputs' attributes even when nothing else changed).
    const untilNextSecond = (): number => ((endsAt.get(key) ?? 0) - Date.now()) % 1000 || 1000;
    let timer = setTimeout(function wake() {
      if (secondsLeft(key) !== left) setTick((n) => n + 1);
      else timer = setTimeout(wake, untilNextSecond());
    }, untilNextSecond());
    return () => clearTimeout(timer);
  }, [key, left]);
  return left;
}
