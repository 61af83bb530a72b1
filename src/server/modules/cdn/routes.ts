// /cdn/images/**: the image CDN of the shipped brands (status.info.imageCDNs = /cdn/images), generated from the
// catalog (games contract "Icons"). Unknown vendors and games answer 404.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { services } from '../../services.ts';
import type { GameType } from '../../../generated/types.ts';
import { defaultIconSvg, gameIconSvg, vendorCardSvg, vendorIconSvg } from './icons.ts';

const GAME_TYPES: ReadonlySet<string> = new Set<GameType>(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'INHOUSE', 'BGS']);

function svg(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain').send('Not found');
}

export async function cdnRoutes(app: FastifyInstance): Promise<void> {
  const { db } = services(app);
  const vendorName = async (code: string): Promise<string | undefined> =>
    (await db.query<{ name: string }>('SELECT name FROM game_vendors WHERE code = $1', [code])).rows[0]?.name;

  app.get('/cdn/images/TCG_GAME_ICONS/default.svg', async (_request, reply) => svg(reply, defaultIconSvg()));

  app.get<{ Params: { vendor: string; file: string } }>('/cdn/images/TCG_GAME_ICONS/:vendor/:file', async (request, reply) => {
    const code = /^(.+)\.svg$/.exec(request.params.file)?.[1];
    if (!code) return notFound(reply);
    const r = await db.query<{ names: { EN: string } }>('SELECT names FROM games WHERE vendor = $1 AND game_code = $2', [request.params.vendor, code]);
    const game = r.rows[0];
    return game ? svg(reply, gameIconSvg(request.params.vendor, code, game.names.EN)) : notFound(reply);
  });

  app.get<{ Params: { list: string; file: string } }>('/cdn/images/TCG_PROD_IMAGES/:list/:file', async (request, reply) => {
    const { list, file } = request.params;
    if (list === 'VENDOR_ICON_SMALL') {
      const vendor = /^([A-Z0-9_]+)-DEFAULT\.svg$/.exec(file)?.[1];
      const name = vendor && (await vendorName(vendor));
      return vendor && name ? svg(reply, vendorIconSvg(vendor, name)) : notFound(reply);
    }
    const type = /^([A-Z]+)_LIST_VENDOR$/.exec(list)?.[1];
    const vendor = /^([A-Z0-9_]+)-COLOR\.svg$/.exec(file)?.[1];
    const name = type && GAME_TYPES.has(type) && vendor && (await vendorName(vendor));
    return vendor && name ? svg(reply, vendorCardSvg(vendor, name)) : notFound(reply);
  });
}
