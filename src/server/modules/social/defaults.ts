// Which verifier answers for each provider: with dev tools, the server's own stand-in for all of them (no outside
// calls, no registrations needed); otherwise the real ones, configured per brand under login.social.
import type { FastifyBaseLogger } from 'fastify';
import type { SocialProviderId } from '../../../generated/types.ts';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import { LocalSocialProvider } from './local.ts';
import { OidcSocialProvider } from './oidc.ts';
import type { SocialIdentityProvider } from '../../gateways/social.ts';
import { TelegramSocialProvider } from './telegram.ts';

export function defaultSocialProviders(opts: {
  devTools: boolean;
  db: Queryable;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  env?: Record<string, string | undefined>;
}): Record<SocialProviderId, SocialIdentityProvider> {
  const { db, clock, log } = opts;
  if (opts.devTools)
    return {
      google: new LocalSocialProvider('google', db, clock),
      facebook: new LocalSocialProvider('facebook', db, clock),
      telegram: new LocalSocialProvider('telegram', db, clock),
    };
  return {
    google: new OidcSocialProvider('google', clock, log),
    facebook: new OidcSocialProvider('facebook', clock, log),
    telegram: new TelegramSocialProvider(clock, opts.env ?? process.env, log),
  };
}
