// One-click sign-in (seed §2 login modal; accounts-contract.md "Social sign-in"): the brand's providers,
// login with a provider's identity token (the member is created on first use), and the built-in provider's popup.
import type { FastifyInstance } from 'fastify';
import type { SocialLoginRequest, SocialProviderId, SocialProviderList } from '../../../generated/types.ts';
import { validateSocialLoginRequest } from '../../../generated/validators.js';
import type { LoadedBrand } from '../../../engine/brand/load.ts';
import { isAgentType } from '../../../engine/accounts/member-types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { randomDigits, randomToken } from '../../security/tokens.ts';
import { insertMemberOrExplain } from '../member/create.ts';
import { findMemberById, type MemberRow } from '../member/repository.ts';
import { brandOf, services, type AccountServices } from '../services.ts';
import { signIn } from '../session/sign-in.ts';
import { authorizeDone, authorizeForm } from './page.ts';
import { LocalSocialProvider, SOCIAL_LABELS, type SocialIdentity } from './providers.ts';

function enabledProvider(brand: LoadedBrand, provider: string): SocialProviderId {
  const list = brand.config.login.socialProviders as string[];
  if (!list.includes(provider)) throw new ApiError(400, ErrorCode.functionNotAvailable, 'Function not available');
  return provider as SocialProviderId;
}

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

async function memberFor(svc: AccountServices, brand: LoadedBrand, provider: SocialProviderId, identity: SocialIdentity, ip: string): Promise<MemberRow> {
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

export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.get('/wps/session/social/providers', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60').header('vary', 'Host');
    const brand = brandOf(request);
    const value: SocialProviderList = brand.config.login.socialProviders.map((provider) => ({ provider, label: SOCIAL_LABELS[provider] }));
    return ok(value);
  });

  app.post('/wps/session/social/login', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const brand = brandOf(request);
    const body = plainBody<SocialLoginRequest>(request, validateSocialLoginRequest);
    const provider = enabledProvider(brand, body.provider);
    const verifier = svc.social[provider];
    if (!verifier) throw new ApiError(400, ErrorCode.functionNotAvailable, 'Function not available');
    const identity = await verifier.verify(body.idToken, { brandId: brand.id });
    if (!identity) throw new ApiError(400, ErrorCode.socialInvalid, 'Login failure. Please try again.');
    const member = await memberFor(svc, brand, provider, identity, request.ip);
    // One-click sign-in is on the member login only (seed §2); agents use the agent page.
    if (isAgentType(member.type)) throw new ApiError(403, ErrorCode.notMember, 'Non-member account unable to login');
    return ok(await signIn(svc, request, reply, brand, member));
  });

  // The built-in provider's popup: only for providers served by LocalSocialProvider.
  const local = (brand: LoadedBrand, provider: unknown): LocalSocialProvider => {
    const id = enabledProvider(brand, typeof provider === 'string' ? provider : '');
    const p = svc.social[id];
    if (!(p instanceof LocalSocialProvider)) throw new ApiError(400, ErrorCode.functionNotAvailable, 'Function not available');
    return p;
  };
  const stateOf = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 200) : '');

  app.get<{ Querystring: { provider?: string; state?: string } }>('/wps/session/social/local/authorize', async (request, reply) => {
    const brand = brandOf(request);
    const p = local(brand, request.query.provider);
    const page = authorizeForm({ label: SOCIAL_LABELS[p.provider], provider: p.provider, state: stateOf(request.query.state), brandName: brand.config.name });
    return reply.headers({ ...page.headers }).send(page.html);
  });

  app.post<{ Body: { provider?: string; state?: string; name?: string } }>('/wps/session/social/local/authorize', async (request, reply) => {
    const brand = brandOf(request);
    const form = (request.body ?? {}) as { provider?: unknown; state?: unknown; name?: unknown };
    const p = local(brand, form.provider);
    const name = typeof form.name === 'string' ? form.name.trim().slice(0, 60) : '';
    if (!name) throw new ApiError(400, ErrorCode.badParam, 'name: Input cannot be empty');
    const idToken = await p.issue(brand.id, name);
    const page = authorizeDone({ label: SOCIAL_LABELS[p.provider], provider: p.provider, state: stateOf(form.state), idToken });
    return reply.headers({ ...page.headers }).send(page.html);
  });
}
