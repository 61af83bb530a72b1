// The brand's payments section (schemas/brand.schema.json "payments") with its defaults, in minor units.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { PaymentChannel, PaymentChannelView } from '../../../generated/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fromMinor } from '../ledger/index.ts';

export interface Channel {
  id: string;
  kind: 'bank' | 'ewallet';
  name: string;
  nameKey?: string | undefined;
  provider: string;
  deposit: boolean;
  withdraw: boolean;
  minMinor: bigint;
  maxMinor: bigint;
  /** Fee in hundredths of a percent (basis points): 1.5 % → 150. */
  feeBasisPoints: bigint;
  feeFixedMinor: bigint;
  accountNumberPattern: RegExp;
}

export interface PaymentsConfig {
  channels: Channel[];
  maxPayoutAccounts: number;
  holderNamePattern: RegExp;
  withdrawAutoConfirmMinutes: number;
  depositExpiryMinutes: number;
}

const DEFAULT_CHANNELS: PaymentChannel[] = [
  { id: 'bank', kind: 'bank', name: 'Bank transfer', nameKey: 'pay_channel_bank', min: 100, max: 100000 },
  { id: 'ewallet', kind: 'ewallet', name: 'E-wallet', nameKey: 'pay_channel_ewallet', min: 50, max: 50000 },
];
const DEFAULT_HOLDER = "^[\\p{L}\\p{M}][\\p{L}\\p{M} .'-]{1,59}$";
const DEFAULT_NUMBER = '^[0-9]{6,24}$';

/** Config numbers are decimals of the currency: to minor units without float drift (2 decimals at most). */
const minor = (n: number | undefined): bigint => BigInt(Math.round((n ?? 0) * 100));

const cache = new WeakMap<object, PaymentsConfig>();

export function paymentsConfig(brand: LoadedBrand): PaymentsConfig {
  const hit = cache.get(brand.config);
  if (hit) return hit;
  const p = brand.config.payments ?? {};
  const cfg: PaymentsConfig = {
    channels: (p.channels ?? DEFAULT_CHANNELS).map((c) => ({
      id: c.id,
      kind: c.kind,
      name: c.name,
      nameKey: c.nameKey,
      provider: c.provider ?? 'sandbox',
      deposit: c.deposit !== false,
      withdraw: c.withdraw !== false,
      minMinor: minor(c.min),
      maxMinor: minor(c.max),
      feeBasisPoints: minor(c.feePercent),
      feeFixedMinor: minor(c.feeFixed),
      accountNumberPattern: new RegExp(c.accountNumberPattern ?? DEFAULT_NUMBER, 'u'),
    })),
    maxPayoutAccounts: p.maxPayoutAccounts ?? 3,
    holderNamePattern: new RegExp(p.holderNamePattern ?? DEFAULT_HOLDER, 'u'),
    withdrawAutoConfirmMinutes: p.withdrawAutoConfirmMinutes ?? 1440,
    depositExpiryMinutes: p.depositExpiryMinutes ?? 30,
  };
  cache.set(brand.config, cfg);
  return cfg;
}

export function channelView(c: Channel): PaymentChannelView {
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    ...(c.nameKey ? { nameKey: c.nameKey } : {}),
    min: fromMinor(c.minMinor),
    max: fromMinor(c.maxMinor),
    feePercent: Number(c.feeBasisPoints) / 100,
    feeFixed: fromMinor(c.feeFixedMinor),
  };
}

export function findChannel(brand: LoadedBrand, id: string, direction: 'deposit' | 'withdraw'): Channel {
  const c = paymentsConfig(brand).channels.find((x) => x.id === id && x[direction]);
  if (!c) throw new ApiError(400, ErrorCode.channelUnavailable, 'This payment channel is not available');
  return c;
}

/** Fixed part plus the percentage, rounded up to the minor unit (the house never rounds a fee down to nothing). */
export function feeOf(c: Channel, amountMinor: bigint): bigint {
  return c.feeFixedMinor + (amountMinor * c.feeBasisPoints + 9999n) / 10000n;
}

export function checkLimits(c: Channel, amountMinor: bigint): void {
  if (amountMinor < c.minMinor || amountMinor > c.maxMinor) {
    const min = fromMinor(c.minMinor).toFixed(2);
    const max = fromMinor(c.maxMinor).toFixed(2);
    throw new ApiError(400, ErrorCode.amountOutOfLimits, `The amount must be between ${min} and ${max}`, { messageValues: { min, max } });
  }
}
