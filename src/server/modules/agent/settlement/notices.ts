// The holder's inbox message for a paid settlement, in the holder's language (memberLanguage; EN fallback).
import type { Queryable } from '../../../db/types.ts';
import { postMessage } from '../../inbox/post.ts';

type Kind = 'dividend' | 'daily' | 'hourly' | 'realtime';

const TEXTS: Record<string, { title: Record<Kind, string>; body: string }> = {
  EN: {
    title: { dividend: 'Dividend paid', daily: 'Daily salary paid', hourly: 'Hourly salary paid', realtime: 'Real-time salary paid' },
    body: '{amount} has been paid into your main wallet for the period {from} – {to} (valid bet {validBet}, rate {rate}).',
  },
  BN: {
    title: { dividend: 'লভ্যাংশ পরিশোধিত', daily: 'দৈনিক বেতন পরিশোধিত', hourly: 'ঘণ্টাভিত্তিক বেতন পরিশোধিত', realtime: 'রিয়েল-টাইম বেতন পরিশোধিত' },
    body: '{from} – {to} সময়ের জন্য {amount} আপনার মূল ওয়ালেটে জমা হয়েছে (বৈধ বাজি {validBet}, হার {rate})।',
  },
};

export async function notifyPaid(
  q: Queryable,
  to: { brandId: string; memberId: string; language: string },
  kind: Kind,
  values: { amount: string; from: string; to: string; validBet: string; rate: string },
  now: Date,
): Promise<void> {
  const t = TEXTS[to.language.toUpperCase()] ?? TEXTS.EN!;
  const body = t.body.replace(/\{(\w+)\}/g, (_, k: string) => (values as Record<string, string>)[k] ?? '');
  await postMessage(q, { brandId: to.brandId, memberId: to.memberId, kind: 'system', title: t.title[kind], body }, now);
}
