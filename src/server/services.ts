// What the account modules share: the database, the clock, the providers and the account settings.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { SocialProviderId } from '../generated/types.ts';
import type { LoadedBrand } from '../engine/brand/loaded.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/types.ts';
import { ApiError, ErrorCode } from './http/errors.ts';
import type { Session } from './http/headers.ts';
import type { EncryptionKeyStore } from './security/encryption.ts';
import { hashPassword, verifyPassword, burnPasswordCheck, needsRehash, DEFAULT_SCRYPT, type ScryptParams } from './security/passwords.ts';
import type { SocialIdentityProvider } from './gateways/social.ts';
import type { MailProvider, SmsProvider } from './gateways/messages.ts';

export interface AccountSettings {
  /** The platform's default weak password ("Default weak password", docs/spec/rules.md): a member using it is asked to change it. */
  defaultMemberPassword: string;
  /** Idle timeout when the brand sets none (SESSION_IDLE_MINUTES, default 15). */
  sessionIdleMinutes: number;
  /** /__dev endpoints (outbox, captcha answer, account creation): never on by default. */
  devTools: boolean;
  scrypt: ScryptParams;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  defaultMemberPassword: '123456',
  sessionIdleMinutes: 15,
  devTools: false,
  scrypt: DEFAULT_SCRYPT,
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Same cost as verify when there is nothing to verify against. */
  burn(password: string): Promise<void>;
  /** The stored hash was made at a lower cost than new hashes get: replace it after a good login. */
  needsRehash(stored: string): boolean;
}

export function passwordHasher(params: ScryptParams): PasswordHasher {
  return {
    hash: (p) => hashPassword(p, params),
    verify: verifyPassword,
    burn: (p) => burnPasswordCheck(p, params),
    needsRehash: (stored) => needsRehash(stored, params),
  };
}

export interface AccountServices {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: AccountSettings;
  passwords: PasswordHasher;
  keys: EncryptionKeyStore;
  sms: SmsProvider;
  mail: MailProvider;
  social: Partial<Record<SocialProviderId, SocialIdentityProvider>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountServices;
  }
}

export function services(app: FastifyInstance): AccountServices {
  return app.accounts;
}

/** The brand of an API request (the context hook already answered 503 when none is loaded). */
export function brandOf(request: FastifyRequest): LoadedBrand {
  if (!request.brand) throw new ApiError(503, ErrorCode.brandUnavailable, 'No brand is available on this server');
  return request.brand;
}

/**
 * What a session that must change its password may still do: change it, load the member info the app shows the
 * change screen with, and the two reads of the header a first login already shows behind that screen (balance,
 * unread messages: nothing moves). Logout needs no session check.
 */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set(['/wps/member/info', '/wps/member/password', '/wps/v2/wallets/balance', '/wps/relay/CSP_unreadCount']);

/**
 * (token) endpoints: the live session of this brand, else 401 login.not_session. A session that must change its
 * password first (a first login, or a login that proved a default, weak or expired password: see
 * mustChangePassword) gets 403 password.change_required everywhere else, so skipping the app's change screen
 * and calling the API directly moves no money.
 */
export function requireSession(request: FastifyRequest): Session {
  const session = request.session;
  if (!session) throw new ApiError(401, ErrorCode.notSession, 'The user is not logged in');
  if (session.passwordChangeWithoutOld && !OPEN_BEFORE_PASSWORD_CHANGE.has(request.routeOptions.url ?? ''))
    throw new ApiError(403, ErrorCode.passwordChangeRequired, 'Please change your password first');
  return session;
}

/** 400 function.not.available when the brand's whitelabel flag for this module is off. */
export function requireFlag(on: boolean): void {
  if (!on) throw new ApiError(400, ErrorCode.functionNotAvailable, 'Function not available');
}

/** "Trial account" (docs/spec/rules.md): trial members may not use the member center (message key in_need_true_account). */
export function refuseTrial(session: Session): void {
  if (session.memberType === '4')
    throw new ApiError(403, ErrorCode.trialNotAllowed, 'Please register a real account to use this', { value: { messageKey: 'in_need_true_account' } });
}
