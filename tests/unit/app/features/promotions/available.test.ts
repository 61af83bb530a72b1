// When the "invite friends" entries show (availablePromo.REFERRAL.enabled under the REFERRAL3 flag).
import { describe, expect, it } from 'vitest';
import { referralEnabled } from '../../../../../src/app/features/promotions/available.ts';

describe('availablePromo.REFERRAL.enabled: the invite friends entries', () => {
  const on = { availablePromo: { REFERRAL: { enabled: true } } };
  const off = { availablePromo: { REFERRAL: { enabled: false } } };
  it('never without REFERRAL3, whatever the member info says', () => {
    expect(referralEnabled(false, true, false, on)).toBe(false);
    expect(referralEnabled(false, false, false, undefined)).toBe(false);
  });
  it('a member: as their info says; before it arrives (or from a server without it), unless a trial account', () => {
    expect(referralEnabled(true, true, false, on)).toBe(true);
    expect(referralEnabled(true, true, false, off)).toBe(false);
    expect(referralEnabled(true, true, false, {})).toBe(true);
    expect(referralEnabled(true, true, true, undefined)).toBe(false);
  });
  it('a guest: with the flag (the entry leads to the login)', () => {
    expect(referralEnabled(true, false, false, undefined)).toBe(true);
  });
});
