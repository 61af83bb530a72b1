// GET /cdn/launch/sandbox/:ticket: the page a launch URL opens (games contract). Served by this server because the
// shipped brands' launch CDN is /cdn/launch; a real deployment points cdn.launchGame at the vendors' gateways.
import type { FastifyInstance } from 'fastify';
import { formatAmount } from '../../../engine/format.ts';
import { brandVendors } from '../games/brand-vendors.ts';
import { localized } from '../games/items.ts';
import { gameByNodeId } from '../games/repository.ts';
import { redeemTicket } from '../launch/tickets.ts';
import { services } from '../services.ts';
import { SANDBOX_HEADERS, sandboxPage, sessionEndedPage } from './page.ts';

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);

  app.get<{ Params: { ticket: string } }>('/cdn/launch/sandbox/:ticket', async (request, reply) => {
    const brand = request.brand;
    if (!brand) return reply.code(503).header('cache-control', 'no-store').type('text/plain').send('No brand is available on this server');
    reply.headers(SANDBOX_HEADERS);
    const ended = () => reply.code(410).send(sessionEndedPage(brand.theme, brand.config.languages.default));
    const ticket = /^[A-Za-z0-9_-]{16,64}$/.test(request.params.ticket) ? await redeemTicket(db, request.params.ticket, brand.id, clock.now()) : null;
    if (!ticket) return ended();
    const game = await gameByNodeId(db, ticket.nodeId);
    const vendor = game ? brandVendors(brand).get(game.vendor) : undefined;
    if (!game || !vendor) return ended();
    const member = await db.query<{ nickname: string; username: string; balance: string | null }>(
      `SELECT m.nickname, m.username, (SELECT sum(w.balance) FROM wallet_accounts w WHERE w.member_id = m.id) AS balance
       FROM members m WHERE m.id = $1 AND m.brand_id = $2`,
      [ticket.memberId, brand.id],
    );
    const row = member.rows[0];
    if (!row) return ended();
    return reply.send(
      sandboxPage({
        theme: brand.theme,
        language: ticket.language,
        gameName: localized(game.names, ticket.language),
        vendorName: vendor.name,
        nickname: row.nickname || row.username,
        balance: formatAmount(row.balance ?? 0, { language: ticket.language, symbol: brand.config.currency.symbol }),
        backUrl: ticket.backUrl,
      }),
    );
  });
}
