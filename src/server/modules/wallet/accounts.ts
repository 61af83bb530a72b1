// Which wallets a member of a brand has (the merchant wallet's value.isSingle), and how the platform numbers
// them. Mapping of accountTypeId (what /wps/v2/wallets/balance reports):
//   2                → the main wallet (ledger account kind 'main')
//   wallet.vendors[] → each listed vendor's sub-wallet (kind 'vendor'), with the accountTypeId the brand gives it
// A single-wallet brand (the default) has main only: every vendor plays from main. A multi-wallet brand's
// listed vendors play from their sub-wallet; vendors it does not list still play from main.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { LedgerAccountRef } from '../ledger/index.ts';

export const MAIN_ACCOUNT_TYPE_ID = 2;

export interface VendorWallet {
  vendor: string;
  accountTypeId: number;
}

export interface WalletConfig {
  single: boolean;
  /** Empty for single-wallet brands. */
  vendors: VendorWallet[];
}

export function walletConfig(brand: LoadedBrand): WalletConfig {
  const w = brand.config.wallet;
  if (!w || w.single !== false) return { single: true, vendors: [] };
  // The first entry wins should an operator repeat a vendor or a number; 2 is main's.
  const seenVendor = new Set<string>();
  const seenId = new Set<number>([MAIN_ACCOUNT_TYPE_ID]);
  const vendors: VendorWallet[] = [];
  for (const v of w.vendors ?? []) {
    if (seenVendor.has(v.vendor) || seenId.has(v.accountTypeId)) continue;
    seenVendor.add(v.vendor);
    seenId.add(v.accountTypeId);
    vendors.push({ vendor: v.vendor, accountTypeId: v.accountTypeId });
  }
  return { single: false, vendors };
}

export const mainRef = (brandId: string, memberId: string): LedgerAccountRef => ({ brandId, kind: 'main', memberId });

export const vendorRef = (brandId: string, memberId: string, vendor: string): LedgerAccountRef => ({ brandId, kind: 'vendor', memberId, vendor });

/** The ledger account a vendor's game plays from: its sub-wallet on a multi-wallet brand that lists it, else main. */
export function playingAccount(brand: LoadedBrand, memberId: string, vendor: string): LedgerAccountRef {
  const hasSub = walletConfig(brand).vendors.some((v) => v.vendor === vendor);
  return hasSub ? vendorRef(brand.id, memberId, vendor) : mainRef(brand.id, memberId);
}
