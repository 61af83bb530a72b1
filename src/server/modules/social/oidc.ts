// Google and Facebook sign-in: an OpenID Connect ID token (implicit flow, response_type=id_token) checked with
// `jose` against the brand's registration: signature by a key of the provider's JWKS, issuer, audience = the
// brand's client id, expiry, and the nonce of the sign-in it answers (compared by the route).
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import type { OidcProviderConfig } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Clock } from '../../clock.ts';
import type { SocialIdentity, SocialIdentityProvider, SocialStartContext } from '../../gateways/social.ts';

export type OidcProviderId = 'google' | 'facebook';

interface Endpoints {
  issuer: string | string[];
  jwksUrl: string;
  authorizationEndpoint: string;
}

/**
 * How the provider hands the ID token back: Google posts it to the callback (form_post); Facebook's implicit
 * id_token answer comes in the callback's fragment, which the callback page reads.
 */
const RESPONSE_MODE: Record<OidcProviderId, 'form_post' | 'fragment'> = { google: 'form_post', facebook: 'fragment' };

/** The providers' published endpoints, used where the brand's registration does not override them. */
export const OIDC_DEFAULTS: Record<OidcProviderId, Endpoints> = {
  // Google signs with either spelling of its issuer (OpenID Connect docs, "Validating an ID token").
  google: {
    issuer: ['https://accounts.google.com', 'accounts.google.com'],
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    jwksUrl: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
    authorizationEndpoint: 'https://www.facebook.com/dialog/oauth',
  },
};

/** Asymmetric algorithms only: an HMAC-signed ("alg": "HS256") or unsigned token never verifies. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];
/** Clocks of the provider and this server may disagree a little. */
const CLOCK_TOLERANCE_S = 60;
/** An ID token is used seconds after it is issued; an old one is a replay even if its exp says otherwise. */
const MAX_TOKEN_AGE = '15m';

export class OidcSocialProvider implements SocialIdentityProvider {
  readonly bindsNonce = true;
  readonly needsMainDomain = true;
  /** One key set per JWKS URL, shared by the brands that use it: jose caches keys and refetches on an unknown kid. */
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(
    readonly provider: OidcProviderId,
    private readonly clock: Clock,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  private registration(brand: LoadedBrand): (Endpoints & { clientId: string }) | null {
    const c: OidcProviderConfig | undefined = brand.config.login.social?.[this.provider];
    if (!c) return null;
    const d = OIDC_DEFAULTS[this.provider];
    return {
      clientId: c.clientId,
      issuer: c.issuer ?? d.issuer,
      jwksUrl: c.jwksUrl ?? d.jwksUrl,
      authorizationEndpoint: c.authorizationEndpoint ?? d.authorizationEndpoint,
    };
  }

  private keySet(url: string): ReturnType<typeof createRemoteJWKSet> {
    let set = this.keySets.get(url);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
      this.keySets.set(url, set);
    }
    return set;
  }

  authorizationUrl(context: SocialStartContext): string | null {
    const r = this.registration(context.brand);
    if (!r) return null;
    const url = new URL(r.authorizationEndpoint);
    url.search = new URLSearchParams({
      client_id: r.clientId,
      response_type: 'id_token',
      response_mode: RESPONSE_MODE[this.provider],
      redirect_uri: context.redirectUri,
      scope: 'openid email profile',
      state: context.state,
      nonce: context.nonce,
    }).toString();
    return url.toString();
  }

  async verify(idToken: string, context: { brand: LoadedBrand }): Promise<SocialIdentity | null> {
    const r = this.registration(context.brand);
    if (!r) return null;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keySet(r.jwksUrl), {
        issuer: r.issuer,
        audience: r.clientId,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        currentDate: new Date(this.clock.now()),
        clockTolerance: CLOCK_TOLERANCE_S,
        maxTokenAge: MAX_TOKEN_AGE,
      }));
    } catch (err) {
      // A bad token is the caller's problem; an unreachable key set is ours and worth a line in the log.
      const code = (err as { code?: string }).code ?? '';
      if (code.startsWith('ERR_JWKS') && code !== 'ERR_JWKS_NO_MATCHING_KEY')
        this.log?.warn(`social ${this.provider}: key set ${r.jwksUrl} unusable (${code})`);
      return null;
    }
    // OpenID Connect Core 3.1.3.7: a token for several audiences must name us as its authorized party.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== r.clientId) return null;
    if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255 || typeof payload.nonce !== 'string') return null;
    const verifiedEmail = payload.email_verified === true || payload.email_verified === 'true';
    return {
      subject: payload.sub,
      // Kept as contact only, and only when the provider vouches for it; never used to find an account.
      email: verifiedEmail && typeof payload.email === 'string' ? payload.email.slice(0, 254) : undefined,
      name: typeof payload.name === 'string' ? payload.name.slice(0, 100) : undefined,
      nonce: payload.nonce,
    };
  }
}
