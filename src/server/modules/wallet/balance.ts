// The member's wallets as /wps/v2/wallets/balance reports them, read from the ledger in one query.
import type { WalletBalance } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Queryable } from '../../db/types.ts';
import { fromMinor } from '../ledger/index.ts';
import { MAIN_ACCOUNT_TYPE_ID, walletConfig } from './accounts.ts';

export async function memberBalance(q: Queryable, brand: LoadedBrand, memberId: string): Promise<WalletBalance> {
  const r = await q.query<{ kind: string; vendor: string | null; balance_minor: string }>(
    `SELECT kind, vendor, balance_minor FROM ledger_accounts
     WHERE brand_id = $1 AND member_id = $2 AND kind IN ('main', 'vendor')`,
    [brand.id, memberId],
  );
  const main = BigInt(r.rows.find((row) => row.kind === 'main')?.balance_minor ?? '0');
  const vendorMinor = (vendor: string) => BigInt(r.rows.find((row) => row.kind === 'vendor' && row.vendor === vendor)?.balance_minor ?? '0');
  // Accounts never used report 0, so the list has the same wallets every time.
  const wallets = walletConfig(brand).vendors.map((v) => ({ ...v, minor: vendorMinor(v.vendor) }));
  const sum = wallets.reduce((s, w) => s + w.minor, main);
  return {
    sumBalance: fromMinor(sum),
    balance: [
      { accountTypeId: MAIN_ACCOUNT_TYPE_ID, availBalance: fromMinor(main) },
      ...wallets.map((w) => ({ accountTypeId: w.accountTypeId, vendor: w.vendor, availBalance: fromMinor(w.minor) })),
    ],
    currency: brand.config.currency.code,
    currencySymbol: brand.config.currency.symbol,
  };
}
