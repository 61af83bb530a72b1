// One-click sign-in (the login modal; "Social sign-in", docs/spec/rules.md): the brand's providers, the start
// of a sign-in (state + nonce, the page the popup opens), the page providers return to, and the login with the
// provider's proof, under the same lockout and new-IP second factor as the password login. With dev tools, the
// server's own popup (local.ts) stands in for every provider.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SocialLoginRequest, SocialProviderId, SocialProviderList, SocialStart, SocialStartRequest } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { isAgentType } from '../../../engine/accounts/member-types.ts';
import { plainBody } from '../../http/body.ts';
import { readSiteCookie, serializeSiteCookie } from '../../http/cookies.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { ipStatus } from '../accounts/index.ts';
import { brandOf, services, type AccountServices } from '../../services.ts';
import { createChallenge, lockedError, lockedUntil, loginLimits, type LoginSubject, recordFailure, secondFactorMethod, signIn } from '../session/index.ts';
import { memberFor } from './link.ts';
import { LOCAL_AUTHORIZE_PATH, LocalSocialProvider, TESTER_COOKIE, newTesterCookie, testerSubject } from './local.ts';
import { authorizeDone, authorizeForm } from './page.ts';
import { SOCIAL_LABELS, type SocialIdentity, type SocialIdentityProvider } from '../../gateways/social.ts';
import { consumeSocialState, createSocialState, firstUseOfProof, nonceMatches } from './states.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const CALLBACK_PATH = '/wps/session/social/callback';
const TESTER_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const notAvailable = (): ApiError => new ApiError(400, ErrorCode.functionNotAvailable, 'Function not available');
const invalidProof = (): ApiError => new ApiError(400, ErrorCode.socialInvalid, 'Login failure. Please try again.');

function enabledProvider(brand: LoadedBrand, provider: unknown): SocialProviderId {
  const list = brand.config.login.socialProviders as string[];
  if (typeof provider !== 'string' || !list.includes(provider)) throw notAvailable();
  return provider as SocialProviderId;
}

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');

export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  const devTools = svc.settings.devTools;

  // Providers answer with a form post (OIDC response_mode=form_post) and the dev popup posts its form; every other
  // route here takes JSON only (a cross-site form needs no CORS preflight).
  const formRoutes = new Set([`${CALLBACK_PATH}/:provider`, LOCAL_AUTHORIZE_PATH]);
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (request, body, done) => {
    if (!formRoutes.has(request.routeOptions.url ?? ''))
      return done(Object.assign(new Error('Unsupported Media Type: application/x-www-form-urlencoded'), { statusCode: 415 }), undefined);
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const verifierOf = (provider: SocialProviderId): SocialIdentityProvider => {
    const v = svc.social[provider];
    if (!v) throw notAvailable();
    return v;
  };

  app.get('/wps/session/social/providers', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60').header('vary', 'Host');
    const brand = brandOf(request);
    const value: SocialProviderList = brand.config.login.socialProviders.map((provider) => ({ provider, label: SOCIAL_LABELS[provider] }));
    return ok(value);
  });

  app.post('/wps/session/social/start', { schema: { body: requestSchemas.SocialStartRequest } }, async (request) => {
    const brand = brandOf(request);
    const body = plainBody<SocialStartRequest>(request);
    const provider = enabledProvider(brand, body.provider);
    const verifier = verifierOf(provider);
    const origin = verifier.needsMainDomain ? app.siteLinks.origin(brand) : '';
    const { state, nonce } = await createSocialState(svc.db, svc.clock, brand.id, provider);
    // The provider sends the person back to the brand's configured site, never to the Host this request named.
    const callback = new URL(`${CALLBACK_PATH}/${provider}`, origin || 'http://unused.invalid');
    if (!verifier.bindsNonce) callback.searchParams.set('state', state);
    const url = verifier.authorizationUrl({ brand, state, nonce, redirectUri: callback.toString(), origin });
    if (!url) {
      request.log.warn(`brand ${brand.id} lists ${provider} but it cannot be used (see login.social.${provider})`);
      throw notAvailable();
    }
    const value: SocialStart = { url, state };
    return ok(value);
  });

  app.post('/wps/session/social/login', { schema: { body: requestSchemas.SocialLoginRequest } }, async (request, reply) => {
    const brand = brandOf(request);
    const body = plainBody<SocialLoginRequest>(request);
    const provider = enabledProvider(brand, body.provider);
    const verifier = verifierOf(provider);
    const now = svc.clock.now();
    const limits = loginLimits(brand);
    // Before the proof is known to name anyone, failures count against the IP (the key is per IP too, so one
    // address's failures never lock another's social sign-in).
    const ipSubject: LoginSubject = { brandId: brand.id, accountKey: `social:${provider}:${request.ip}`, ip: request.ip };
    const ipLock = await lockedUntil(svc.db, ipSubject, now);
    if (ipLock) throw lockedError(brand, ipLock, now);

    const identity = await checkProof(svc, brand, provider, verifier, body);
    if (!identity) {
      const lockEnd = await recordFailure(svc.db, ipSubject, null, limits, now);
      if (lockEnd) throw lockedError(brand, lockEnd, now);
      throw invalidProof();
    }

    const member = await memberFor(svc, brand, provider, identity, request.ip);
    // One-click sign-in is on the member login only; agents use the agent page.
    if (isAgentType(member.type)) throw new ApiError(403, ErrorCode.notMember, 'Non-member account unable to login');
    // The account's own lock (e.g. after password guesses) holds whatever way in is tried.
    const subject: LoginSubject = { brandId: brand.id, accountKey: member.username.toLowerCase(), ip: request.ip };
    const locked = await lockedUntil(svc.db, subject, now);
    if (locked) throw lockedError(brand, locked, now);

    if ((await ipStatus(svc.db, member.id, request.ip)) === 'new') {
      const method = secondFactorMethod(brand, member);
      if (method) {
        const challenge = await createChallenge(svc, request, brand, member, method, { rememberMe: false, deviceId: null, passwordless: true });
        throw new ApiError(400, ErrorCode.secondFactorRequired, 'Please complete verification first', { value: challenge });
      }
    }
    return ok(await signIn(svc, request, reply, brand, member, { subject, passwordless: true }));
  });

  // Where the providers send the person back: a page that hands the proof to the app's window and closes.
  // OIDC answers by form post (Google: id_token, state, or error) or in the fragment (Facebook); Telegram's data
  // arrives in the fragment (or the query, from its widget).
  const callback = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const brand = brandOf(request);
    const provider = enabledProvider(brand, request.params.provider);
    const form = (request.method === 'POST' ? request.body : request.query) as Record<string, unknown> | undefined;
    const label = SOCIAL_LABELS[provider];
    const page =
      provider === 'telegram'
        ? authorizeDone({ label, provider, state: text(form?.state, 200), fromFragment: 'telegram' })
        : request.method === 'GET'
          ? authorizeDone({ label, provider, state: '', fromFragment: 'oidc' })
          : authorizeDone({
              label,
              provider,
              state: text(form?.state, 200),
              idToken: text(form?.id_token, 4000) || undefined,
              error: form?.error !== undefined ? 'cancelled' : undefined,
            });
    return reply.headers({ ...page.headers }).send(page.html);
  };
  app.post<{ Params: { provider: string } }>(`${CALLBACK_PATH}/:provider`, callback);
  app.get<{ Params: { provider: string } }>(`${CALLBACK_PATH}/:provider`, callback);

  // The dev-tools stand-in's popup. Without dev tools these pages do not exist: nobody can mint identities.
  const local = (brand: LoadedBrand, provider: unknown): LocalSocialProvider => {
    if (!devTools) throw new ApiError(404, ErrorCode.functionNotAvailable, 'Function not available');
    const p = verifierOf(enabledProvider(brand, provider));
    if (!(p instanceof LocalSocialProvider)) throw notAvailable();
    return p;
  };
  /** This browser's tester identity: a random secret in a site cookie, made on the popup's first visit. */
  const testerCookie = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = readSiteCookie(request, TESTER_COOKIE);
    if (existing && /^[A-Za-z0-9_-]{20,64}$/.test(existing)) return existing;
    const fresh = newTesterCookie();
    reply.header('set-cookie', serializeSiteCookie(request, TESTER_COOKIE, fresh, { maxAge: TESTER_COOKIE_MAX_AGE_S }));
    return fresh;
  };

  app.get<{ Querystring: Record<string, string | undefined> }>(LOCAL_AUTHORIZE_PATH, async (request, reply) => {
    const brand = brandOf(request);
    const p = local(brand, request.query.provider);
    const tester = testerCookie(request, reply);
    const page = authorizeForm({
      label: SOCIAL_LABELS[p.provider],
      provider: p.provider,
      state: text(request.query.state, 200),
      nonce: text(request.query.nonce, 200),
      brandName: brand.config.name,
      testerId: testerSubject(tester),
    });
    return reply.headers({ ...page.headers }).send(page.html);
  });

  app.post(LOCAL_AUTHORIZE_PATH, async (request, reply) => {
    const brand = brandOf(request);
    const form = (request.body ?? {}) as Record<string, unknown>;
    const p = local(brand, form.provider);
    const name = text(form.name, 60).trim();
    if (!name) throw new ApiError(400, ErrorCode.badParam, 'name: Input cannot be empty');
    const tester = testerCookie(request, reply);
    const idToken = await p.issue(brand.id, testerSubject(tester), name, text(form.nonce, 200));
    const page = authorizeDone({ label: SOCIAL_LABELS[p.provider], provider: p.provider, state: text(form.state, 200), idToken });
    return reply.headers({ ...page.headers }).send(page.html);
  });
}

/**
 * The identity the proof establishes for the sign-in its state started, or null. The state is used up whatever the
 * outcome; an ID token must carry that sign-in's nonce; a proof without one is accepted once.
 */
async function checkProof(
  svc: AccountServices,
  brand: LoadedBrand,
  provider: SocialProviderId,
  verifier: SocialIdentityProvider,
  body: SocialLoginRequest,
): Promise<SocialIdentity | null> {
  const nonceHash = await consumeSocialState(svc.db, svc.clock, brand.id, provider, body.state);
  if (!nonceHash) return null;
  const identity = await verifier.verify(body.idToken, { brand });
  if (!identity) return null;
  if (verifier.bindsNonce && !nonceMatches(nonceHash, identity.nonce)) return null;
  if (!verifier.bindsNonce && !(identity.once && (await firstUseOfProof(svc.db, brand.id, provider, identity.once.id, identity.once.untilMs)))) return null;
  return identity;
}
