// The dev-tools stand-in for every provider: the server's own popup page issues a signed token, no outside calls.
// The person it names is this browser's tester identity (a random id in a popup cookie), never the name typed:
// one tester typing another's name gets their own account, not the other's.
import { createHmac, randomBytes } from 'node:crypto';
import type { SocialProviderId } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import { safeEqual, sha256 } from '../../security/tokens.ts';
import type { SocialIdentity, SocialIdentityProvider, SocialStartContext } from '../../gateways/social.ts';

const TOKEN_LIFETIME_MS = 5 * 60_000;

/** The popup page's cookie: this browser's tester identity (a random secret; the subject is its hash). */
export const TESTER_COOKIE = 'wps_social_tester';
export const LOCAL_AUTHORIZE_PATH = '/wps/session/social/local/authorize';

interface LocalClaims {
  provider: SocialProviderId;
  brandId: string;
  sub: string;
  name: string;
  nonce: string;
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

/** The subject a tester cookie stands for: shown on the page, stored as the identity's subject. */
export function testerSubject(cookie: string): string {
  return `tester-${sha256(`social.local:${cookie}`).slice(0, 16)}`;
}

export function newTesterCookie(): string {
  return randomBytes(18).toString('base64url');
}

export class LocalSocialProvider implements SocialIdentityProvider {
  readonly bindsNonce = true;
  readonly needsMainDomain = false;
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

  /** Same origin as the app: the page is served by this server. */
  authorizationUrl(context: SocialStartContext): string {
    const q = new URLSearchParams({ provider: this.provider, state: context.state, nonce: context.nonce });
    return `${LOCAL_AUTHORIZE_PATH}?${q.toString()}`;
  }

  /** What the popup page hands back to the opener. */
  async issue(brandId: string, subject: string, name: string, nonce: string): Promise<string> {
    const claims: LocalClaims = { provider: this.provider, brandId, sub: subject, name: name.trim(), nonce, exp: this.clock.now() + TOKEN_LIFETIME_MS };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `local.${payload}.${this.sign(await this.key(), payload)}`;
  }

  async verify(idToken: string, context: { brand: LoadedBrand }): Promise<SocialIdentity | null> {
    const [kind, payload, sig, extra] = idToken.split('.');
    if (kind !== 'local' || !payload || !sig || extra !== undefined) return null;
    if (!safeEqual(sig, this.sign(await this.key(), payload))) return null;
    let claims: LocalClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LocalClaims;
    } catch {
      return null;
    }
    if (claims.provider !== this.provider || claims.brandId !== context.brand.id || claims.exp < this.clock.now()) return null;
    return { subject: claims.sub, name: claims.name, nonce: claims.nonce };
  }
}
