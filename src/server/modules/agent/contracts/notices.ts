// Inbox messages of contract events (seed §4): the other side hears of every offer, decision and termination, in
// the brand's default language (EN fallback). Plain text: the app renders bodies as text.
import type { ContractKind } from '../../../../engine/agent/tiers.ts';
import type { Queryable } from '../../../db/types.ts';
import { postMessage } from '../../inbox/post.ts';

export type ContractNotice = 'offered' | 'accepted' | 'rejected' | 'terminated' | 'replaced' | 'autoTerminatedHolder' | 'autoTerminatedGiver';

type Texts = { kinds: Record<ContractKind, string>; operator: string } & Record<ContractNotice, { title: string; body: string }>;

const TEXTS: Record<string, Texts> = {
  EN: {
    operator: 'The operator',
    kinds: { dividend: 'dividend', daily: 'daily salary', hourly: 'hourly salary', realtime: 'real-time salary' },
    offered: { title: 'New contract offer', body: '{who} offers you a {kind} contract at up to {rate}. Accept or reject it in the agent center.' },
    accepted: { title: 'Contract accepted', body: '{who} accepted your {kind} contract at up to {rate}.' },
    rejected: { title: 'Contract rejected', body: '{who} rejected your {kind} contract offer at up to {rate}.' },
    terminated: { title: 'Contract terminated', body: 'Your {kind} contract at up to {rate} with {who} has been terminated.' },
    replaced: { title: 'Contract replaced', body: '{who} accepted a new {kind} contract; the previous one at up to {rate} has ended.' },
    autoTerminatedHolder: {
      title: 'Contract terminated',
      body: "Your {kind} contract at up to {rate} from {who} ended because your upline's own rate is now lower.",
    },
    autoTerminatedGiver: {
      title: 'Contract terminated',
      body: 'Your {kind} contract at up to {rate} with {who} ended: it was above the rate of the contract you accepted.',
    },
  },
  BN: {
    operator: 'অপারেটর',
    kinds: { dividend: 'লভ্যাংশ', daily: 'দৈনিক বেতন', hourly: 'ঘণ্টাভিত্তিক বেতন', realtime: 'রিয়েল-টাইম বেতন' },
    offered: { title: 'নতুন চুক্তির প্রস্তাব', body: '{who} আপনাকে সর্বোচ্চ {rate} হারে একটি {kind} চুক্তির প্রস্তাব দিয়েছে। এজেন্ট সেন্টারে গ্রহণ বা প্রত্যাখ্যান করুন।' },
    accepted: { title: 'চুক্তি গৃহীত', body: '{who} আপনার সর্বোচ্চ {rate} হারের {kind} চুক্তি গ্রহণ করেছে।' },
    rejected: { title: 'চুক্তি প্রত্যাখ্যাত', body: '{who} আপনার সর্বোচ্চ {rate} হারের {kind} চুক্তির প্রস্তাব প্রত্যাখ্যান করেছে।' },
    terminated: { title: 'চুক্তি বাতিল', body: '{who}-এর সাথে আপনার সর্বোচ্চ {rate} হারের {kind} চুক্তি বাতিল করা হয়েছে।' },
    replaced: { title: 'চুক্তি প্রতিস্থাপিত', body: '{who} একটি নতুন {kind} চুক্তি গ্রহণ করেছে; সর্বোচ্চ {rate} হারের আগের চুক্তিটি শেষ হয়েছে।' },
    autoTerminatedHolder: {
      title: 'চুক্তি বাতিল',
      body: '{who}-এর দেওয়া সর্বোচ্চ {rate} হারের আপনার {kind} চুক্তি শেষ হয়েছে, কারণ আপনার আপলাইনের নিজের হার এখন কম।',
    },
    autoTerminatedGiver: {
      title: 'চুক্তি বাতিল',
      body: '{who}-এর সাথে আপনার সর্বোচ্চ {rate} হারের {kind} চুক্তি শেষ হয়েছে: এটি আপনার গৃহীত চুক্তির হারের চেয়ে বেশি ছিল।',
    },
  },
};

export interface NoticeTarget {
  brandId: string;
  memberId: string;
  language: string;
}

export async function notifyContract(
  q: Queryable,
  to: NoticeTarget,
  notice: ContractNotice,
  /** who: the other party's name, null for the operator (house contracts). */
  values: { who: string | null; kind: ContractKind; rate: string },
  now: Date,
): Promise<void> {
  const t = TEXTS[to.language.toUpperCase()] ?? TEXTS.EN!;
  const filled: Record<string, string> = { who: values.who ?? t.operator, rate: values.rate, kind: t.kinds[values.kind] };
  const body = t[notice].body.replace(/\{(\w+)\}/g, (_, k: string) => filled[k] ?? '');
  await postMessage(q, { brandId: to.brandId, memberId: to.memberId, kind: 'system', title: t[notice].title, body }, now);
}
