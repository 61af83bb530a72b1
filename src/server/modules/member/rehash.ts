// Raising the hashing cost (passwords.ts DEFAULT_SCRYPT) reaches existing members at their next good login: the
// password is only ever in hand then.
import type { AccountServices } from '../services.ts';
import type { MemberRow } from './repository.ts';

/** Store a fresh hash at the current cost when the member's is weaker; the password's age does not change. */
export async function rehashIfWeaker(svc: AccountServices, member: Pick<MemberRow, 'id' | 'password_hash'>, password: string): Promise<void> {
  if (!svc.passwords.needsRehash(member.password_hash)) return;
  const hash = await svc.passwords.hash(password);
  // Only over the hash just verified: a password changed meanwhile is not overwritten.
  await svc.db.query('UPDATE members SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [member.id, hash, member.password_hash]);
}
