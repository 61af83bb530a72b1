import { useEffect, useState } from 'react';
import { realTimers, type Timers } from '../../../ui/index.ts';
import { initialJackpotCents, nextJackpotStep, type RandomSource } from './jackpot.ts';

/** The jackpot in cents, growing by the seed §9 rule on the injected timers (frozen timers: it stands still). */
export function useJackpot(random: RandomSource = Math.random, timers: Timers = realTimers): number {
  const [cents, setCents] = useState(() => initialJackpotCents(random));
  useEffect(() => {
    const step = nextJackpotStep(random);
    const handle = timers.setTimeout(() => setCents((c) => c + step.growthCents), step.delayMs);
    return () => timers.clearTimeout(handle);
  }, [cents, random, timers]);
  return cents;
}
