// Telegram sign-in: the login widget's data is signed by Telegram with HMAC-SHA256 keyed by SHA-256 of the bot
// token (core.telegram.org/widgets/login, "Checking authorization"). The token comes from the environment
// variable the brand names (login.social.telegram.botTokenEnv), never from brand files.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Clock } from '../../clock.ts';
import type { SocialIdentity, SocialIdentityProvider, SocialStartContext } from '../../gateways/social.ts';

export const TELEGRAM_AUTH_URL = 'https://oauth.telegram.org/auth';
/** Login data older than this is refused (and accepted at most once while younger). */
export const TELEGRAM_MAX_AGE_MS = 10 * 60_000;
/** auth_date a little ahead of our clock is clock skew, not a forgery. */
const FUTURE_SKEW_MS = 60_000;
const FIELDS = new Set(['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash']);

export class TelegramSocialProvider implements SocialIdentityProvider {
  readonly bindsNonce = false;
  readonly needsMainDomain = true;

  constructor(
    private readonly clock: Clock,
    private readonly env: Record<string, string | undefined> = process.env,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  private registration(brand: LoadedBrand): { botId: string; botToken: string; authUrl: string } | null {
    const c = brand.config.login.social?.telegram;
    if (!c) return null;
    const botToken = this.env[c.botTokenEnv];
    if (!botToken) {
      this.log?.warn(`brand ${brand.id}: Telegram sign-in needs the bot token in the environment variable ${c.botTokenEnv}`);
      return null;
    }
    return { botId: c.botId, botToken, authUrl: c.authUrl ?? TELEGRAM_AUTH_URL };
  }

  /** Telegram's popup; it comes back to return_to with the signed data in the fragment (#tgAuthResult=…). */
  authorizationUrl(context: SocialStartContext): string | null {
    const r = this.registration(context.brand);
    if (!r) return null;
    const url = new URL(r.authUrl);
    // No request_access: signing in needs no permission for the bot to message the player.
    url.search = new URLSearchParams({ bot_id: r.botId, origin: context.origin, return_to: context.redirectUri }).toString();
    return url.toString();
  }

  /** proof: the widget's fields as a JSON object. */
  async verify(proof: string, context: { brand: LoadedBrand }): Promise<SocialIdentity | null> {
    const r = this.registration(context.brand);
    if (!r) return null;
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(proof) as Record<string, unknown>;
    } catch {
      return null;
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(data)) {
      if (!FIELDS.has(k) || (typeof v !== 'string' && typeof v !== 'number')) return null;
      fields[k] = String(v);
    }
    const { hash, id, auth_date: authDate } = fields;
    if (!hash || !/^[0-9a-f]{64}$/i.test(hash) || !id || !/^[0-9]{1,20}$/.test(id) || !authDate || !/^[0-9]{1,12}$/.test(authDate)) return null;
    const checkString = Object.keys(fields)
      .filter((k) => k !== 'hash')
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('\n');
    const secret = createHash('sha256').update(r.botToken).digest();
    const expected = createHmac('sha256', secret).update(checkString).digest();
    if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return null;
    const issuedMs = Number(authDate) * 1000;
    const now = this.clock.now();
    if (now - issuedMs > TELEGRAM_MAX_AGE_MS || issuedMs - now > FUTURE_SKEW_MS) return null;
    const name = [fields.first_name, fields.last_name].filter(Boolean).join(' ').slice(0, 100);
    return { subject: id, name: name || fields.username, once: { id: hash.toLowerCase(), untilMs: issuedMs + TELEGRAM_MAX_AGE_MS } };
  }
}
