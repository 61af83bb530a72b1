// Accounts link on the provider's stable subject only (brand, provider, subject): never on a display name or an
// e-mail, which the person (or an impostor) can change. The first sign-in creates the member.
import type { SocialProviderId } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { randomDigits, randomToken } from '../../security/tokens.ts';
import { findMemberById, insertMemberOrExplain, type MemberRow } from '../accounts/index.ts';
import type { AccountServices } from '../../services.ts';
import type { SocialIdentity } from '../../gateways/social.ts';

/** A login name from the person's name: letters first, then digits, within the login rule (6–13). */
function usernameFor(provider: SocialProviderId, identity: SocialIdentity): string {
  const base = (identity.name ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .replace(/^[0-9]+/, '')
    .slice(0, 7);
  const stem = base.length >= 2 ? base : provider.slice(0, 2);
  return `${stem}${randomDigits(Math.max(4, 6 - stem.length))}`;
}

export async function memberFor(svc: AccountServices, brand: LoadedBrand, provider: SocialProviderId, identity: SocialIdentity, ip: string): Promise<MemberRow> {
  const linked = await svc.db.query<{ member_id: string }>(
    'SELECT member_id FROM social_identities WHERE brand_id = $1 AND provider = $2 AND subject = $3',
    [brand.id, provider, identity.subject],
  );
  if (linked.rows[0]) {
    const member = await findMemberById(svc.db, brand.id, linked.rows[0].member_id);
    if (member) return member;
  }
  const passwordHash = await svc.passwords.hash(randomToken(24));
  const now = new Date(svc.clock.now());
  for (let attempt = 0; ; attempt++) {
    try {
      const member = await insertMemberOrExplain(svc.db, {
        brandId: brand.id,
        username: usernameFor(provider, identity),
        type: '0',
        nickname: identity.name?.slice(0, 100) ?? '',
        email: identity.email ?? null,
        passwordHash,
        passwordIsDefault: false,
        passwordChangedAt: now,
        firstLoginPending: false,
        currency: brand.config.currency.code,
        registerIp: ip,
        createdAt: now,
      });
      const link = await svc.db.query<{ member_id: string }>(
        `INSERT INTO social_identities (brand_id, provider, subject, member_id, email, name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (brand_id, provider, subject) DO NOTHING RETURNING member_id`,
        [brand.id, provider, identity.subject, member.id, identity.email ?? null, identity.name ?? null, now],
      );
      if (link.rowCount) return member;
      // Two first sign-ins at once: the other one linked first; use its member and drop ours.
      await svc.db.query('DELETE FROM members WHERE id = $1', [member.id]);
      return memberFor(svc, brand, provider, identity, ip);
    } catch (err) {
      if (!(err instanceof ApiError && err.errorCode === ErrorCode.usernameTaken) || attempt >= 5) throw err;
    }
  }
}
