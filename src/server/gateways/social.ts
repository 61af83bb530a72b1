// One-click sign-in (Google, Facebook, Telegram) behind one interface: each provider says which page the popup
// opens and checks the proof the popup hands back. The real verifiers are in oidc.ts and telegram.ts; local.ts
// stands in for all of them when the server runs with dev tools.
import type { SocialProviderId } from '../../generated/types.ts';
import type { LoadedBrand } from '../../engine/brand/loaded.ts';

export interface SocialIdentity {
  /** Stable id of the person at the provider (OIDC `sub`, Telegram user id): the only thing accounts link on. */
  subject: string;
  email?: string | undefined;
  name?: string | undefined;
  /** The nonce the proof carries (OIDC), checked against the one the sign-in started with. */
  nonce?: string | undefined;
  /** A proof without our nonce is accepted once: its fingerprint and until when it would be accepted. */
  once?: { id: string; untilMs: number } | undefined;
}

export interface SocialStartContext {
  brand: LoadedBrand;
  state: string;
  nonce: string;
  /** Where the provider sends the person back: https on the brand's main domain. */
  redirectUri: string;
  /** https origin of the brand's main domain. */
  origin: string;
}

export interface SocialIdentityProvider {
  /** True when the proof carries the start's nonce (ID tokens); false when it cannot (Telegram login data). */
  readonly bindsNonce: boolean;
  /** Whether the popup's page is served by a brand's main domain (real providers) or by the page's own origin. */
  readonly needsMainDomain: boolean;
  /** The page the popup opens, or null when the brand has no usable registration for this provider. */
  authorizationUrl(context: SocialStartContext): string | null;
  /** The identity a proof establishes, or null when it is forged, expired or meant for another brand or client. */
  verify(proof: string, context: { brand: LoadedBrand }): Promise<SocialIdentity | null>;
}

export const SOCIAL_LABELS: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook', telegram: 'Telegram' };
