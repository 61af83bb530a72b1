import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { domainRoute, systemStatus, type CallerLocation } from '../../../engine/brand/client.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { requestLanguage } from '../../http/headers.ts';
import { helpCenter } from '../../../engine/content/help.ts';
import type { HelpCenterRequest } from '../../../generated/types.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';
import { queryParams } from '../../http/query.ts';

/** Brand configuration changes only on an operator edit (hot reload): a minute of caching is harmless. */
const CONFIG_CACHE = 'public, max-age=60';

function brandOf(request: FastifyRequest): LoadedBrand {
  // The request-context hook already answered 503 when no brand is loaded; this narrows the type.
  if (!request.brand) throw new ApiError(503, ErrorCode.brandUnavailable, 'No brand is available on this server');
  return request.brand;
}

function cached(reply: FastifyReply, vary?: string): FastifyReply {
  reply.header('cache-control', CONFIG_CACHE);
  // The brand comes from Host; the language from the Language header.
  reply.header('vary', vary ? `Host, ${vary}` : 'Host');
  return reply;
}

/**
 * The status's info (brand configuration only: a hot reload brings a new brand object), serialised and encoded
 * once per brand, with the closing braces of value and envelope.
 */
const infoTail = new WeakMap<LoadedBrand, Buffer>();

/** JSON.stringify(ok(systemStatus(…))) as bytes, the large, constant info part from infoTail (info is its last key). */
export function statusJson(brand: LoadedBrand, location: CallerLocation): Buffer {
  const { info, ...perRequest } = systemStatus(brand, location);
  let tail = infoTail.get(brand);
  if (tail === undefined) {
    tail = Buffer.from(`,"info":${JSON.stringify(info)}}}`);
    infoTail.set(brand, tail);
  }
  return Buffer.concat([Buffer.from(`{"success":true,"value":${JSON.stringify(perRequest).slice(0, -1)}`), tail]);
}

/** GET /wps/system/* (docs/spec/api.md, Registration and system; System status). */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  // Boot call: depends on the caller's location and the clock (maintenance end), so never cached.
  app.get('/wps/system/status', async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    return statusJson(brandOf(request), request.location());
  });

  app.get('/wps/system/whitelabel', async (request, reply) => {
    cached(reply);
    return ok(brandOf(request).config.whitelabel);
  });

  app.get('/wps/system/setting/register', async (request, reply) => {
    cached(reply);
    return ok(brandOf(request).config.register);
  });

  app.get('/wps/system/domainRoute', async (request, reply) => {
    cached(reply);
    return ok(domainRoute(brandOf(request)));
  });

  app.get('/wps/system/helpCenter', { schema: { querystring: requestSchemas.HelpCenterRequest } }, async (request, reply) => {
    // ?lang= wins over the Language header (links to /help?lang=BN are shareable).
    const { lang } = queryParams<HelpCenterRequest>(request, ['lang'], []);
    const brand = brandOf(request);
    const language = lang ? requestLanguage(lang, brand) : request.language;
    cached(reply, 'Language');
    return ok(helpCenter(brand.help, language));
  });
}
