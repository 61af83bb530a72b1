// The bundled list of common and breached passwords (ASVS V6.2.4 / V6.2.12), offline: the 49k most used
// passwords of public breach corpora as shipped by @zxcvbn-ts/language-common (MIT, lower case). Loaded on the
// first password check, not at start, so a server that never registers anyone never decompresses it.
import { dictionary } from '@zxcvbn-ts/language-common';

let list: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(dictionary['passwords-common'] as string[]);
  return list;
}

/** Whether a lower-cased password is on the list. */
export function isCommonPassword(lowerCased: string): boolean {
  return commonPasswords().has(lowerCased);
}
