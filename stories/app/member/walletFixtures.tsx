// Canned answers of the wallet pages: a multi-wallet member, a single-wallet one, an upline, account records.
import type { ReactNode } from 'react';
import type { AccountRecords, MerchantWallet, UplineInfo, WalletBalance } from '../../../src/generated/types.ts';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import { ToastProvider } from '../../../src/ui/index.ts';
import { WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

export const multiBalance: WalletBalance = {
  sumBalance: 15250.75,
  balance: [
    { accountTypeId: 2, availBalance: 12000.5 },
    { accountTypeId: 101, vendor: 'PXS', availBalance: 2500.25 },
    { accountTypeId: 102, vendor: 'KSP', availBalance: 750 },
    { accountTypeId: 103, vendor: 'VLV', availBalance: 0 },
  ],
  currency: 'BDT',
  currencySymbol: '৳',
};

export const singleBalance: WalletBalance = { sumBalance: 980.4, balance: [{ accountTypeId: 2, availBalance: 980.4 }], currency: 'BDT', currencySymbol: '৳' };

export const multiWallet: MerchantWallet = {
  isSingle: false,
  wallets: [
    { accountTypeId: 101, vendor: 'PXS' },
    { accountTypeId: 102, vendor: 'KSP' },
    { accountTypeId: 103, vendor: 'VLV' },
  ],
};

export const upline: UplineInfo = { hasUpline: true, uplineName: 'Top Agent', paymentPasswordSet: true };

export const storyRecords: AccountRecords = {
  content: [
    { id: '9', time: '2030-01-15T09:40:00Z', type: 'vendor_out', wallet: 'main', amount: 2500.25, balanceAfter: 12000.5, reference: 'recall:PXS' },
    { id: '8', time: '2030-01-15T09:40:00Z', type: 'vendor_out', wallet: 'PXS', amount: -2500.25, balanceAfter: 0, reference: 'recall:PXS' },
    { id: '7', time: '2030-01-15T09:12:00Z', type: 'vendor_in', wallet: 'PXS', amount: 2500.25, balanceAfter: 2500.25, reference: 'main→PXS' },
    { id: '6', time: '2030-01-15T09:12:00Z', type: 'vendor_in', wallet: 'main', amount: -2500.25, balanceAfter: 9500.25, reference: 'main→PXS' },
    { id: '5', time: '2030-01-14T18:02:00Z', type: 'upline', wallet: 'main', amount: -500, balanceAfter: 12000.5, reference: 'player88→agent007' },
    { id: '4', time: '2030-01-14T08:00:00Z', type: 'deposit', wallet: 'main', amount: 12500.5, balanceAfter: 12500.5, reference: 'D20300114-0001' },
  ],
  pageNum: 1,
  pageSize: 10,
  totalPages: 3,
  totalElements: 26,
};

const transferResult = (balance: WalletBalance, moved: number) => ({ replayed: false, moved, balance });

export const walletAnswers: CannedAnswers = {
  'GET /wps/relay/GCS_merchantWallet': multiWallet,
  'GET /wps/v2/wallets/balance': multiBalance,
  'POST /wps/relay/GCS_walletTransfer': transferResult(multiBalance, 100),
  'GET /wps/relay/GCS_uplineInfo': upline,
  'POST /wps/relay/GCS_uplineTransfer': transferResult(multiBalance, 100),
  'GET /wps/relay/ODSFE2_MemTransDet': storyRecords,
};

/** A signed-in member with these answers and the member-center messages, in a phone-wide column. */
export function WalletShell({ answers = walletAnswers, balance = multiBalance, children }: { answers?: CannedAnswers; balance?: WalletBalance; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={answers}>
      <WithSession as="member" balance={balance}>
        <AreaMessages area="member">
          <ToastProvider>
            <div style={{ maxWidth: 960, padding: 16 }}>{children}</div>
          </ToastProvider>
        </AreaMessages>
      </WithSession>
    </WithFreshApi>
  );
}
