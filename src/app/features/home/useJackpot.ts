import { useEffect, useState, useSyncExternalStore } from 'react';
import { realTimers, type Timers } from '../../../ui/index.ts';
import { initialJackpotCents, nextJackpotStep, type RandomSource } from './jackpot.ts';

const noSubscription = (): (() => void) => () => undefined;

/**
 * The jackpot in cents, growing by 100–500 every 3–5 s on the injected timers (frozen timers: it stands still).
 * null in the server's HTML and while it hydrates: the start value is random, so only the browser shows it.
 */
export function useJackpot(random: RandomSource = Math.random, timers: Timers = realTimers): number | null {
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  const [start] = useState(() => initialJackpotCents(random));
  const [growth, setGrowth] = useState(0);
  useEffect(() => {
    if (!live) return;
    const step = nextJackpotStep(random);
    const handle = timers.setTimeout(() => setGrowth((g) => g + step.growthCents), step.delayMs);
    return () => timers.clearTimeout(handle);
  }, [live, growth, random, timers]);
  return live ? start + growth : null;
}
