// One-click sign-in (Google, Facebook, Telegram) behind one interface. The built-in "local" provider stands in
// for all three with no outside calls: our own popup page issues a signed identity token for a name the tester picks.
import { createHmac, randomBytes } from 'node:crypto';
import type { SocialProviderId } from '../../../generated/types.ts';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import { safeEqual } from '../../security/tokens.ts';

export interface SocialIdentity {
  /** Stable id of the person at the provider. */
  subject: string;
  email?: string | undefined;
  name?: string | undefined;
}

export interface SocialIdentityProvider {
  /** The identity an idToken proves, or null when it is forged, expired or meant for another brand. */
  verify(idToken: string, context: { brandId: string }): Promise<SocialIdentity | null>;
}

export const SOCIAL_LABELS: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook', telegram: 'Telegram' };

const TOKEN_LIFETIME_MS = 5 * 60_000;

interface LocalClaims {
  provider: SocialProviderId;
  brandId: string;
  sub: string;
  name: string;
  email: string;
  exp: number;
}

/** A per-deployment signing key, created once and shared by every instance through the database. */
async function sharedSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64'),
  ]);
  const r = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return Buffer.from(r.rows[0]!.value, 'base64');
}

/** Turns a display name into the subject: the same name is the same person (so a tester can sign in again). */
export function localSubject(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

export class LocalSocialProvider implements SocialIdentityProvider {
  private secret: Promise<Buffer> | undefined;

  constructor(
    readonly provider: SocialProviderId,
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  private key(): Promise<Buffer> {
    this.secret ??= sharedSecret(this.db, 'social.local');
    return this.secret;
  }

  private sign(key: Buffer, payload: string): string {
    return createHmac('sha256', key).update(payload).digest('base64url');
  }

  /** What the popup page hands back to the opener. */
  async issue(brandId: string, name: string): Promise<string> {
    const sub = localSubject(name);
    const slug = sub.replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '') || 'player';
    const claims: LocalClaims = {
      provider: this.provider,
      brandId,
      sub,
      name: name.trim(),
      email: `${slug}@${this.provider}.local`,
      exp: this.clock.now() + TOKEN_LIFETIME_MS,
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `local.${payload}.${this.sign(await this.key(), payload)}`;
  }

  async verify(idToken: string, context: { brandId: string }): Promise<SocialIdentity | null> {
    const [kind, payload, sig] = idToken.split('.');
    if (kind !== 'local' || !payload || !sig) return null;
    if (!safeEqual(sig, this.sign(await this.key(), payload))) return null;
    let claims: LocalClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LocalClaims;
    } catch {
      return null;
    }
    if (claims.provider !== this.provider || claims.brandId !== context.brandId || claims.exp < this.clock.now()) return null;
    return { subject: claims.sub, email: claims.email, name: claims.name };
  }
}
