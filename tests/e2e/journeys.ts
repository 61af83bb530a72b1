// Where each end-to-end journey runs: once on a phone and once on a desktop, on two different shipped brands.
// A journey proves the flow works through the real server and browser; what differs between brands (their
// config, texts, colours, flags) is proved by the stories and the synthetic brands, so running every journey on
// every brand × device only multiplied the same proof. The table is spread so that across the whole suite every
// shipped brand runs on both devices (journeys.test.ts checks it, and that a journey gated by a flag only runs
// where the flag is on; a brand an operator adds fails that check until it is given its turns here).
import type { Flags } from '../../src/engine/flags.ts';

export type Device = 'phone' | 'desktop';

export interface Journey {
  phone: string;
  desktop: string;
  /** Flags the journey needs on (its entries are gone where they are off: engagement/flags.test.ts). */
  needs?: (keyof Flags)[];
}

export const JOURNEYS = {
  // qamar (right to left, Urdu by default) on a phone; pebble (registers by mobile number only) on a desktop
  moneyLoop: { phone: 'qamar', desktop: 'pebble' },
  agentLoop: { phone: 'pebble', desktop: 'qamar', needs: ['dailySalaryContract'] },
  memberContracts: { phone: 'aurora', desktop: 'lotus', needs: ['dailySalaryContract'] },
  pointsVip: { phone: 'lotus', desktop: 'aurora', needs: ['pointsMall', 'vip'] },
  // the manual rebate is on for aurora only: its claim runs on aurora's turn (a phone)
  growth: { phone: 'aurora', desktop: 'lotus', needs: ['rewardCenter', 'referral'] },
  rewards: { phone: 'aurora', desktop: 'lotus', needs: ['rewardCenter'] },
  feedback: { phone: 'lotus', desktop: 'aurora', needs: ['feedback'] },
  liveChat: { phone: 'aurora', desktop: 'lotus', needs: ['liveChat'] },
  promotionsApply: { phone: 'lotus', desktop: 'aurora' },
  // brands without promotions content
  promotionsEmpty: { phone: 'pebble', desktop: 'qamar' },
} as const satisfies Record<string, Journey>;

export type JourneyName = keyof typeof JOURNEYS;

/** The journey's two runs, as [brand, device] rows for describe.each. */
export function journeyRuns(name: JourneyName): [string, Device][] {
  const j: Journey = JOURNEYS[name];
  return [
    [j.phone, 'phone'],
    [j.desktop, 'desktop'],
  ];
}
