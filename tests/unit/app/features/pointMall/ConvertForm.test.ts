// The points mall's client checks (a redemption's mobile number has the brand's digits; the convert call): what the
// form refuses before sending and what it says a conversion is worth, in integer minor units.
import { describe, expect, it } from 'vitest';
import { valueOf } from '../../../../../src/app/features/pointMall/ConvertForm.tsx';
import { digitsOf } from '../../../../../src/app/features/pointMall/RedeemDialog.tsx';
import type { PointConfig } from '../../../../../src/generated/types.ts';

const config = (amount: number, extra: Partial<PointConfig> = {}): PointConfig => ({
  earning: [{ pointsPer100: 100 }],
  exchange: { points: 100, amount, minimumPoints: 500 },
  mobile: { minLength: 10, maxLength: 11 },
  paymentPasswordSet: true,
  ...extra,
});

describe('points conversion value', () => {
  it('is whole steps times the ratio, in minor units', () => {
    expect(valueOf(config(1), 700, 1000)).toBe(700n);
    expect(valueOf(config(0.5), 500, 1000)).toBe(250n);
    expect(valueOf(config(0.07), 100_000, 100_000)).toBe(7_000n);
  });
  it('refuses below the minimum, a partial step, more than the member has and non-integers', () => {
    expect(valueOf(config(1), 400, 1000)).toBeNull();
    expect(valueOf(config(1), 550, 1000)).toBeNull();
    expect(valueOf(config(1), 1100, 1000)).toBeNull();
    expect(valueOf(config(1), 500.5, 1000)).toBeNull();
  });
});

describe('mobile digits of the redeem dialog', () => {
  it('names one count or a range', () => {
    expect(digitsOf(config(1))).toBe('10–11');
    expect(digitsOf(config(1, { mobile: { minLength: 10, maxLength: 10 } }))).toBe('10');
  });
});
