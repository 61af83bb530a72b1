import { captureReferral } from './referral.ts';

export interface StartUrlFacts {
  /** A session token handed over in the address (`?token=`, seed §4 / api-notes §1.1). */
  token: string | null;
  /** The mailed password-reset link (`/?resetToken=…`, accounts contract). */
  resetToken: boolean;
}

/** Reads the start address: remembers referral codes (localStorage reg_info) and says what else it carried. */
export function readStartUrl(href: string, storage?: Storage): StartUrlFacts {
  const url = new URL(href);
  captureReferral(url.search, storage);
  return { token: url.searchParams.get('token') || null, resetToken: Boolean(url.searchParams.get('resetToken')) };
}

/** The same location without `token` (it must not be bookmarked, shared or sent on as a Referer). */
export function withoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
