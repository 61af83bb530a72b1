import { beforeEach, describe, expect, it } from 'vitest';
import { captureReferral, readRegInfo, referralFromSearch, REG_INFO_KEY } from '../../../../../../src/app/features/auth/session/referral.ts';
import { readStartUrl } from '../../../../../../src/app/features/auth/session/startup.ts';

beforeEach(() => localStorage.clear());

describe('referral capture: ?affiliateCode=, ?r=, ?referralCode= → localStorage reg_info', () => {
  it('reads all three parameters', () => {
    expect(referralFromSearch('?affiliateCode=AG01')).toEqual({ affiliateCode: 'AG01' });
    expect(referralFromSearch('?r=FRIEND7')).toEqual({ referralCode: 'FRIEND7' });
    expect(referralFromSearch('?referralCode=FRIEND8&affiliateCode=AG02')).toEqual({ affiliateCode: 'AG02', referralCode: 'FRIEND8' });
    expect(referralFromSearch('?page=1')).toBeNull();
  });
  it('stores {affiliateCode, referralCode}, a new code replacing only its own kind', () => {
    captureReferral('?affiliateCode=AG01');
    captureReferral('?r=FRIEND7');
    expect(JSON.parse(localStorage.getItem(REG_INFO_KEY)!)).toEqual({ affiliateCode: 'AG01', referralCode: 'FRIEND7' });
    captureReferral('?affiliateCode=AG09');
    expect(readRegInfo()).toEqual({ affiliateCode: 'AG09', referralCode: 'FRIEND7' });
  });
  it('ignores an address without codes and a corrupt stored value', () => {
    expect(captureReferral('?x=1')).toBeNull();
    expect(localStorage.getItem(REG_INFO_KEY)).toBeNull();
    localStorage.setItem(REG_INFO_KEY, '{nope');
    expect(readRegInfo()).toEqual({});
  });
});

describe('start address: referral codes and the reset link (the handover code: startup.test.ts)', () => {
  it('finds a reset link, and captures the referral codes on the way', () => {
    expect(readStartUrl('http://lotus.localhost/register?affiliateCode=AG01&token=abc')).toEqual({ resetToken: false });
    expect(readRegInfo()).toEqual({ affiliateCode: 'AG01' });
    expect(readStartUrl('http://lotus.localhost/?resetToken=r1')).toEqual({ resetToken: true });
  });
});
