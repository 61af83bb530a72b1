// Hints for the second-factor prompt: enough for the player to recognise the target, not enough to learn it.

const DOT = '\u2022';

/** "+880 ••••89": the dialing code and the last two digits. */
export function maskMobile(countryDialingCode: string, mobileNum: string): string {
  const digits = mobileNum.replace(/\D/g, '');
  const tail = digits.slice(-2);
  const prefix = countryDialingCode ? `+${countryDialingCode} ` : '';
  return `${prefix}${DOT.repeat(4)}${tail}`;
}

/** "p••••@example.com": the first character of the local part and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return DOT.repeat(4);
  return `${email[0]}${DOT.repeat(4)}${email.slice(at)}`;
}
