// Canned answers of the payments pages: lotus-like channels, deposits in every state, withdrawals in every state.
import type { DepositList, DepositOrder, DepositSettings, PayoutAccount, Withdrawal, WithdrawalList, WithdrawSettings } from '../../../src/generated/types.ts';
import type { CannedAnswers } from '../fixtures.tsx';
import { singleBalance } from './walletFixtures.tsx';

const T = Date.UTC(2030, 0, 15, 9, 30);

export const channels: DepositSettings['channels'] = [
  { id: 'bkash', kind: 'ewallet', name: 'bKash', nameKey: 'pay_channel_bkash', min: 200, max: 25000, feePercent: 0, feeFixed: 0 },
  { id: 'nagad', kind: 'ewallet', name: 'Nagad', nameKey: 'pay_channel_nagad', min: 200, max: 25000, feePercent: 1, feeFixed: 0 },
  { id: 'bank', kind: 'bank', name: 'Bank transfer', nameKey: 'pay_channel_bank', min: 1000, max: 200000, feePercent: 0, feeFixed: 20 },
];

export const depositSettings: DepositSettings = { channels, currency: 'BDT', currencySymbol: '৳', expiryMinutes: 30 };

const order = (id: string, status: DepositOrder['status'], amount: number, minutesAgo: number): DepositOrder => ({
  orderId: id,
  channelId: 'nagad',
  amount,
  fee: Math.ceil(amount) / 100,
  credited: amount - Math.ceil(amount) / 100,
  status,
  createdAt: T - minutesAgo * 60_000,
  expiresAt: T - minutesAgo * 60_000 + 30 * 60_000,
  ...(status !== 'pending' ? { settledAt: T - (minutesAgo - 2) * 60_000 } : {}),
});

export const deposits: DepositList = {
  list: [
    order('DLZ4K2B9A1C2D3E4F', 'pending', 500, 1),
    order('DLZ4K1X7A1C2D3E4F', 'confirmed', 1000.5, 60),
    order('DLZ4K0Q2A1C2D3E4F', 'failed', 300, 600),
    order('DLZ4JZZ1A1C2D3E4F', 'expired', 2500, 1440),
  ],
};

export const orderIn = (status: DepositOrder['status']): DepositOrder => ({ ...deposits.list[1]!, orderId: 'DLZ4K1X7A1C2D3E4F', status });

export const accounts: PayoutAccount[] = [
  { id: '11', channelId: 'bkash', kind: 'ewallet', holderName: 'Rahim Uddin', maskedNumber: '*******5678', createdAt: T - 86_400_000 },
  { id: '12', channelId: 'bank', kind: 'bank', holderName: 'Rahim Uddin', maskedNumber: '********7890', createdAt: T - 43_200_000 },
];

export const withdrawSettings: WithdrawSettings = {
  channels,
  accounts,
  balance: singleBalance.sumBalance,
  currency: 'BDT',
  currencySymbol: '৳',
  paymentPasswordSet: true,
  autoConfirmMinutes: 1440,
};

const w = (id: string, status: Withdrawal['status'], extra: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  amount: 500,
  fee: 0,
  payout: 500,
  status,
  autoConfirmed: false,
  account: accounts[0]!,
  hasProof: false,
  createdAt: T - 3_600_000,
  ...extra,
});

export const withdrawals: WithdrawalList = {
  list: [
    w('WLZ4K2B9A1C2D3E41', 'paid', { paidAt: T - 600_000, confirmDeadline: T + 86_000_000 }),
    w('WLZ4K2B9A1C2D3E42', 'requested', { amount: 1200.5, payout: 1200.5 }),
    w('WLZ4K2B9A1C2D3E43', 'approved'),
    w('WLZ4K2B9A1C2D3E44', 'rejected', { reason: 'Name does not match' }),
    w('WLZ4K2B9A1C2D3E45', 'received', { autoConfirmed: true, paidAt: T - 90_000_000 }),
    w('WLZ4K2B9A1C2D3E46', 'partial', { receivedAmount: 300, hasProof: true, account: accounts[1]!, amount: 2000, fee: 20, payout: 1980 }),
    w('WLZ4K2B9A1C2D3E47', 'not_received', { hasProof: true }),
  ],
};

export const paymentAnswers: CannedAnswers = {
  'GET /wps/relay/MCSFE_getDepositSettings': depositSettings,
  'GET /wps/relay/MCSFE_getDepositList': deposits,
  'GET /wps/relay/MCSFE_getDepositOrder': orderIn('confirmed'),
  'POST /wps/relay/MCSFE_createDeposit': { ...orderIn('pending'), payUrl: '#pay' },
  'GET /wps/relay/MCSFE_getWithdrawSettings': withdrawSettings,
  'GET /wps/relay/MCSFE_getWithdrawList': withdrawals,
  'POST /wps/transaction/withdraw': w('WLZ4K2B9A1C2D3E48', 'requested'),
  'POST /wps/relay/MCSFE_confirmPayment': w('WLZ4K2B9A1C2D3E41', 'received'),
  'GET /wps/member/payoutAccounts': { list: accounts, max: 3 },
  'POST /wps/member/payoutAccounts': { list: accounts, max: 3 },
  'POST /wps/member/payoutAccounts/remove': { list: accounts.slice(1), max: 3 },
  'GET /wps/member/paymentPassword': { isSet: true },
  'POST /wps/member/paymentPassword': { isSet: true },
  'GET /wps/v2/wallets/balance': singleBalance,
};
