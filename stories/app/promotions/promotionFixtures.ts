import type { PromotionList, PromotionStatus, PromotionView } from '../../../src/generated/types.ts';

// Operator text is free-form per brand: the fixtures carry an English title and a long Bengali one, so every
// brand and language sees wrapping at 320 px.
const base = (id: PromotionStatus, over: Partial<PromotionView>): PromotionView => ({
  id,
  category: 'welcome',
  kind: 'join',
  title: id,
  html: '<p>Deposit during the promotion and claim <strong>100%</strong> of your first deposit.</p><ul><li>Play the bonus through 5 times.</li></ul>',
  start: '2030-01-01',
  end: '2030-12-31',
  status: id,
  eligible: true,
  ...over,
});

export const STATUS_ACTIVITIES: Record<PromotionStatus, PromotionView> = {
  join: base('join', { title: 'Bet 10,000, get 200', rewardMinor: '20000', targetMinor: '1000000' }),
  claim: base('claim', { kind: 'claim', title: '100% first deposit bonus', rewardMinor: '150000' }),
  applying: base('applying', { kind: 'apply', category: 'sports', title: 'Cricket cashback', rewardMinor: '50000' }),
  close: base('close', { kind: 'apply', title: 'December special', end: '2029-12-31', start: '2029-12-01' }),
  rejected: base('rejected', { kind: 'apply', category: 'sports', title: 'ক্রিকেট ক্যাশব্যাক: প্রতিটি হারানো বাজির জন্য আবেদন করুন', reviewRemark: 'The screenshot does not show a cricket bet' }),
  issued: base('issued', { kind: 'apply', title: 'Weekend reload', rewardMinor: '50000' }),
  claimed: base('claimed', { kind: 'claim', title: 'Welcome back', rewardMinor: '20000' }),
  process: base('process', { kind: 'claim', title: 'Second deposit 50%', rewardMinor: '0' }),
  joined: base('joined', { title: 'Slots marathon', validBetMinor: '600000', targetMinor: '1000000', rewardMinor: '20000' }),
  comingSoon: base('comingSoon', { title: 'New year 2036', start: '2036-01-01', end: '2036-01-31' }),
};

export const everyStatus: PromotionList = {
  categories: [
    { id: 'welcome', title: 'Welcome' },
    { id: 'sports', title: 'Sports' },
  ],
  activities: Object.values(STATUS_ACTIVITIES),
};

/** What a guest sees: join or claim in the period, coming soon and closed outside it. */
export const guestList: PromotionList = {
  categories: everyStatus.categories,
  activities: [
    { ...STATUS_ACTIVITIES.claim },
    { ...STATUS_ACTIVITIES.join },
    { ...STATUS_ACTIVITIES.applying, status: 'join' },
    STATUS_ACTIVITIES.comingSoon,
    STATUS_ACTIVITIES.close,
  ],
};

export const noPromotions: PromotionList = { categories: [], activities: [] };
