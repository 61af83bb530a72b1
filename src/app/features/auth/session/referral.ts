/** localStorage `reg_info` (the landing URL's affiliate and referral codes): the register form prefills them. */
export const REG_INFO_KEY = 'reg_info';

export interface RegInfo {
  affiliateCode?: string;
  referralCode?: string;
}

/** Codes from a landing URL: `?affiliateCode=`, and `?r=` or `?referralCode=` for the referral code. */
export function referralFromSearch(search: string): RegInfo | null {
  const params = new URLSearchParams(search);
  const affiliateCode = params.get('affiliateCode')?.trim();
  const referralCode = (params.get('referralCode') ?? params.get('r'))?.trim();
  if (!affiliateCode && !referralCode) return null;
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}

export function readRegInfo(storage: Storage = localStorage): RegInfo {
  try {
    const parsed = JSON.parse(storage.getItem(REG_INFO_KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    const { affiliateCode, referralCode } = parsed as Record<string, unknown>;
    return {
      ...(typeof affiliateCode === 'string' && affiliateCode ? { affiliateCode } : {}),
      ...(typeof referralCode === 'string' && referralCode ? { referralCode } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * Remembers the codes of the URL the visitor arrived with (run once at start, before a route such as /register
 * replaces the address). A new code replaces the stored one of its kind; the other kind is kept.
 */
export function captureReferral(search: string, storage: Storage = localStorage): RegInfo | null {
  const found = referralFromSearch(search);
  if (!found) return null;
  const merged = { ...readRegInfo(storage), ...found };
  try {
    storage.setItem(REG_INFO_KEY, JSON.stringify(merged));
  } catch {
    // storage full or blocked: the codes can still be typed in
  }
  return merged;
}
