// What a good password login learns, since the password is only ever in hand then: a hash below the current cost
// is replaced (passwords.ts DEFAULT_SCRYPT), and a password short of the floor for new ones is flagged for change.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { fallsShortOfFloor } from '../../../engine/accounts/password-policy.ts';
import { isCommonPassword } from '../../security/common-passwords.ts';
import type { AccountServices } from '../../services.ts';
import type { MemberRow } from './repository.ts';

/** Store a fresh hash at the current cost when the member's is weaker; the password's age does not change. */
export async function rehashIfWeaker(svc: AccountServices, member: Pick<MemberRow, 'id' | 'password_hash'>, password: string): Promise<void> {
  if (!svc.passwords.needsRehash(member.password_hash)) return;
  const hash = await svc.passwords.hash(password);
  // Only over the hash just verified: a password changed meanwhile is not overwritten.
  await svc.db.query('UPDATE members SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [member.id, hash, member.password_hash]);
}

/**
 * Remember whether the password just verified falls short of the floor for new passwords (passwords set before
 * the floor, or by an operator): the login flags then ask the member to replace it. Returns the member as now stored.
 */
export async function markWeakPassword<M extends Pick<MemberRow, 'id' | 'username' | 'password_is_weak'>>(
  svc: AccountServices,
  brand: LoadedBrand,
  member: M,
  password: string,
): Promise<M> {
  const weak = fallsShortOfFloor(password, {
    isCommon: isCommonPassword,
    contextWords: [brand.id, brand.config.name, member.username],
  });
  if (weak === member.password_is_weak) return member;
  await svc.db.query('UPDATE members SET password_is_weak = $2 WHERE id = $1', [member.id, weak]);
  return { ...member, password_is_weak: weak };
}
