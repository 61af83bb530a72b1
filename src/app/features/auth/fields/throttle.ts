import { useState } from 'react';

/** Captcha refresh and code sending each at most once per 1000 ms (docs/spec/rules.md). */
export const THROTTLE_MS = 1000;

/**
 * A gate that lets one call through per `ms`; later calls inside the window are dropped (the server throttles too).
 * A monotonic clock: a wall-clock change (or a frozen Date in screenshot runs) must not block the gate.
 */
export function createThrottle(ms: number = THROTTLE_MS, now: () => number = () => performance.now()): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

/** createThrottle kept for a component's lifetime. */
export function useThrottle(ms: number = THROTTLE_MS): () => boolean {
  const [gate] = useState(() => createThrottle(ms));
  return gate;
}
