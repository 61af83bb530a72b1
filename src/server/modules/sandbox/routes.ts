// GET /cdn/launch/sandbox/:ticket: the page a launch URL opens (games contract). Served by this server because the
// shipped brands' launch CDN is /cdn/launch; a real deployment points cdn.launchGame at the vendors' gateways.
// The ticket opens a sandbox session; the page's buttons post to /cdn/launch/sandbox/play/:session (no script:
// plain forms, post-redirect-get) and the sandbox's vendor backend calls the signed seamless-wallet API.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatAmount } from '../../../engine/format.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { acceptFormBodies } from '../../http/forms.ts';
import { brandVendors, gameByNodeId, localized } from '../games/index.ts';
import { redeemSandboxTicket } from '../launch/index.ts';
import { services } from '../../services.ts';
import { SANDBOX_HEADERS, sandboxPage, sessionEndedPage } from './page.ts';
import { playSandbox, roundOpen, SANDBOX_ACTIONS, type SandboxAction } from './play.ts';
import { findSandboxSession, openSandboxSession, type SandboxSession } from './session.ts';
import { SANDBOX_RTP_BP, SANDBOX_STAKE_MINOR, SANDBOX_WIN_CHANCE_BP, SANDBOX_WIN_MULTIPLIER } from './odds.ts';
import { callVendorWallet } from './vendor.ts';

const PLAY = '/cdn/launch/sandbox/play/:session';

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);
  acceptFormBodies(app, { routes: [PLAY] });

  const hostOf = (request: FastifyRequest) => request.headers.host ?? '';
  const ended = (reply: FastifyReply, brand: LoadedBrand) => reply.code(410).send(sessionEndedPage(brand.theme, brand.config.languages.default));

  const moneyOf = (brand: LoadedBrand, language: string) => (minor: bigint) =>
    formatAmount(Number(minor) / 100, { language, symbol: brand.config.currency.symbol });
  const ODDS = `The server draws every round: a win pays ${SANDBOX_WIN_MULTIPLIER}× the stake in ${SANDBOX_WIN_CHANCE_BP / 100}% of rounds (return to player ${SANDBOX_RTP_BP / 100}%).`;

  async function render(request: FastifyRequest, reply: FastifyReply, brand: LoadedBrand, token: string, s: SandboxSession) {
    const game = await gameByNodeId(db, s.nodeId);
    const vendor = brandVendors(brand).get(s.vendor);
    const member = await db.query<{ nickname: string; username: string }>('SELECT nickname, username FROM members WHERE id = $1 AND brand_id = $2', [
      s.memberId,
      brand.id,
    ]);
    const row = member.rows[0];
    if (!game || !vendor || !row) return ended(reply, brand);
    // The balance as the vendor sees it: through the signed API, like every other call of this page.
    const balance = await callVendorWallet(app, hostOf(request), 'balance', { vendor: s.vendor, memberId: s.memberId });
    const money = moneyOf(brand, s.language);
    return reply.send(
      sandboxPage({
        theme: brand.theme,
        language: s.language,
        gameName: localized(game.names, s.language),
        vendorName: vendor.name,
        nickname: row.nickname || row.username,
        balance: balance.ok ? money(balance.balanceMinor!) : '—',
        backUrl: s.backUrl,
        play: { action: `/cdn/launch/sandbox/play/${token}`, roundOpen: await roundOpen(db, s, token), lastResult: s.lastResult, stake: money(SANDBOX_STAKE_MINOR), odds: ODDS },
      }),
    );
  }

  app.get<{ Params: { ticket: string } }>('/cdn/launch/sandbox/:ticket', async (request, reply) => {
    const brand = request.brand;
    if (!brand) return reply.code(503).type('text/plain').send('No brand is available on this server');
    reply.headers(SANDBOX_HEADERS);
    const ticket = /^[A-Za-z0-9_-]{16,64}$/.test(request.params.ticket) ? await redeemSandboxTicket(db, request.params.ticket, brand.id, clock.now()) : null;
    if (!ticket) return ended(reply, brand);
    const game = await gameByNodeId(db, ticket.nodeId);
    if (!game || !brandVendors(brand).has(game.vendor)) return ended(reply, brand);
    const fields = {
      brandId: brand.id,
      memberId: ticket.memberId,
      nodeId: ticket.nodeId,
      vendor: game.vendor,
      gameCode: game.game_code,
      gameType: game.game_type,
      backUrl: ticket.backUrl,
      language: ticket.language,
    };
    const token = await openSandboxSession(db, fields, clock.now());
    return render(request, reply, brand, token, { ...fields, lastResult: null, rounds: 0 });
  });

  app.get<{ Params: { session: string } }>(PLAY, async (request, reply) => {
    const brand = request.brand;
    if (!brand) return reply.code(503).type('text/plain').send('No brand is available on this server');
    reply.headers(SANDBOX_HEADERS);
    const s = await findSandboxSession(db, request.params.session, brand.id, clock.now());
    return s ? render(request, reply, brand, request.params.session, s) : ended(reply, brand);
  });

  app.post<{ Params: { session: string }; Body: { action?: string } }>(PLAY, async (request, reply) => {
    const brand = request.brand;
    if (!brand) return reply.code(503).type('text/plain').send('No brand is available on this server');
    reply.headers(SANDBOX_HEADERS);
    const s = await findSandboxSession(db, request.params.session, brand.id, clock.now());
    if (!s) return ended(reply, brand);
    // Only Bet, Play and Refund: the outcome is the server's draw, so an action naming one (win, lose) is refused.
    const action = request.body?.action;
    if (!SANDBOX_ACTIONS.includes(action as SandboxAction)) return reply.code(400).type('text/plain').send('Unknown action');
    await playSandbox(app, hostOf(request), request.params.session, s, action as SandboxAction, moneyOf(brand, s.language));
    // Post-redirect-get: a reload shows the page instead of repeating the button.
    return reply.code(303).header('location', `/cdn/launch/sandbox/play/${request.params.session}`).send();
  });
}
