// Inbox messages for money events, in the brand's default language (EN fallback).
import type { Queryable } from '../../db/types.ts';
import { postMessage } from '../inbox/post.ts';

type Notice = 'depositConfirmed' | 'withdrawalPaid' | 'withdrawalRejected';

const TEXTS: Record<string, Record<Notice, { title: string; body: string }>> = {
  EN: {
    depositConfirmed: { title: 'Deposit confirmed', body: 'Your deposit {id} of {amount} has been credited to your main wallet.' },
    withdrawalPaid: { title: 'Withdrawal paid', body: 'Your withdrawal {id} of {amount} has been paid out. Please confirm receipt in the withdrawal page.' },
    withdrawalRejected: { title: 'Withdrawal rejected', body: 'Your withdrawal {id} of {amount} was rejected and the amount returned to your main wallet. {reason}' },
  },
  BN: {
    depositConfirmed: { title: 'ডিপোজিট নিশ্চিত হয়েছে', body: 'আপনার ডিপোজিট {id}-এর {amount} আপনার মূল ওয়ালেটে জমা হয়েছে।' },
    withdrawalPaid: { title: 'উত্তোলন পরিশোধিত', body: 'আপনার উত্তোলন {id}-এর {amount} পাঠানো হয়েছে। উত্তোলন পাতায় প্রাপ্তি নিশ্চিত করুন।' },
    withdrawalRejected: { title: 'উত্তোলন প্রত্যাখ্যাত', body: 'আপনার উত্তোলন {id}-এর {amount} প্রত্যাখ্যাত হয়েছে এবং অর্থ আপনার মূল ওয়ালেটে ফেরত গেছে। {reason}' },
  },
};

export async function notify(
  q: Queryable,
  to: { brandId: string; memberId: string; language: string },
  notice: Notice,
  values: { id: string; amount: string; reason?: string },
  now: Date,
): Promise<void> {
  const t = (TEXTS[to.language.toUpperCase()] ?? TEXTS.EN!)[notice];
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => (values as Record<string, string | undefined>)[k] ?? '').trim();
  await postMessage(q, { brandId: to.brandId, memberId: to.memberId, kind: 'system', title: fill(t.title), body: fill(t.body) }, now);
}
