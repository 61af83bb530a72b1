import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/engine/format.ts';

describe('amount formatting: 2 decimals, comma thousands separators', () => {
  it('formats with 2 decimals and separators', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount(-5.5)).toBe('-5.50');
  });
  it('prefixes the currency symbol', () => {
    expect(formatAmount(10, { symbol: '৳' })).toBe('৳10.00');
  });
  it('uses Bengali digits and lakh grouping in BN', () => {
    expect(formatAmount(1234567.89, { language: 'BN' })).toBe('১২,৩৪,৫৬৭.৮৯');
  });
  it('shows a dash for a non-number instead of NaN', () => {
    expect(formatAmount('abc')).toBe('—');
  });
});
