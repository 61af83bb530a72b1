// Canned answers of the member center stories (security center, inbox, unread count).
import type { InboxList, LoginHistory, MemberProfile } from '../../../src/generated/types.ts';
import type { CannedAnswers } from '../fixtures.tsx';

const anyText = { acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 20, enabled: true, required: false } as const;

export const storyProfile: MemberProfile = {
  username: 'rahim2024',
  fields: [
    { name: 'nickname', value: 'Rahim', editable: true, rule: anyText },
    { name: 'payeeName', value: 'Rahim Uddin', editable: false, rule: { ...anyText, minLength: 2, maxLength: 50 } },
    { name: 'whatsapp', value: '', editable: true, rule: { ...anyText, acceptedPattern: '^[0-9]*$', patternId: 2 } },
    { name: 'birthday', value: '', editable: true, rule: { ...anyText, minLength: 10, maxLength: 10 } },
  ],
  mobile: { bound: true, masked: '017****678', countryDialingCode: '880' },
  email: { bound: false, masked: '' },
  authenticator: false,
};

export const storyLogins: LoginHistory = {
  content: [
    { ip: '203.0.113.24', device: 'Chrome on Android', createdAt: '2030-01-15T09:12:00Z' },
    { ip: '198.51.100.7', device: 'Safari on iOS', createdAt: '2030-01-14T20:45:00Z' },
    { ip: '203.0.113.24', device: 'Edge on Windows', createdAt: '2030-01-12T08:03:00Z' },
  ],
};

export const storyInbox: InboxList = {
  content: [
    { id: '31', title: 'Deposit confirmed', body: 'Your deposit of ৳ 1,000.00 is in your wallet.', kind: 'system', createdAt: '2030-01-15T09:30:00Z', read: false },
    {
      id: '30',
      title: 'Scheduled maintenance on Sunday night',
      body: 'Games will be unavailable from 02:00 to 03:00.\nYour balance is safe during the maintenance.',
      kind: 'operator',
      createdAt: '2030-01-14T12:00:00Z',
      read: false,
    },
    { id: '29', title: 'Welcome', body: 'Your account is ready. Good luck!', kind: 'operator', createdAt: '2030-01-10T08:00:00Z', read: true },
  ],
  pageNum: 1,
  pageSize: 10,
  totalPages: 3,
  totalElements: 23,
  unreadCount: 2,
};

export const emptyInbox: InboxList = { content: [], pageNum: 1, pageSize: 10, totalPages: 0, totalElements: 0, unreadCount: 0 };

/** Everything the member center reaches for, answered. */
export const memberAnswers: CannedAnswers = {
  'GET /wps/member/profile': storyProfile,
  'GET /wps/member/loginHistory': storyLogins,
  'GET /wps/relay/CSP_unreadCount': { count: 2 },
  'GET /wps/relay/CSP_getInbox': storyInbox,
  'POST /wps/relay/CSP_readMessage': (init?: { body?: { id: string } }) => ({
    ...(storyInbox.content.find((m) => m.id === init?.body?.id) ?? storyInbox.content[0]!),
    read: true,
  }),
  'POST /wps/relay/CSP_readAllMessages': { updated: 2 },
  'POST /wps/relay/CSP_deleteMessage': null,
  'POST /wps/member/profile': storyProfile,
  'POST /wps/member/bind/code': { expiredMinutes: 5 },
  'POST /wps/member/bind': storyProfile,
  'POST /wps/member/totp/setup': { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Lotus:rahim2024?secret=JBSWY3DPEHPK3PXP&issuer=Lotus' },
  'POST /wps/member/totp/confirm': null,
  'GET /wps/v2/wallets/balance': { sumBalance: 12345.6, balance: [{ accountTypeId: 2, availBalance: 12345.6 }], currency: 'BDT', currencySymbol: '৳' },
};
