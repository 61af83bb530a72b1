// The sandbox provider's pay page (GET) and the player's decision (POST form): approve, decline or let it
// expire. The decision goes to our callback endpoint exactly as a provider's would: signed, over HTTP.
import type { FastifyInstance } from 'fastify';
import { isAgentType } from '../../../engine/accounts/member-types.ts';
import { formatAmount } from '../../../engine/format.ts';
import { acceptFormBodies } from '../../http/forms.ts';
import { safeEqual, sha256 } from '../../security/tokens.ts';
import { fromMinor } from '../ledger/index.ts';
import { services } from '../../services.ts';
import { paymentsConfig } from './config.ts';
import { depositStatus, findDeposit, type DepositRow } from './deposits.ts';
import { SANDBOX_PROVIDER, SIGNATURE_HEADER, type SandboxProvider } from './sandbox.ts';
import { PAY_PAGE_HEADERS, payGonePage, payPage } from './sandbox-page.ts';

const ACTIONS = { approve: 'approved', decline: 'declined', expire: 'expired' } as const;
// Back to the deposit page the order came from: agents deposit from the agent center, members from the member center.
const backUrl = (orderId: string, agent = false) =>
  `${agent ? '/agentHome' : '/member'}?page=depositv2&order=${encodeURIComponent(orderId)}`;

export async function sandboxPayRoutes(app: FastifyInstance, opts: { provider: SandboxProvider }): Promise<void> {
  const { db, clock } = services(app);

  /** The order behind a pay link, when the token is its own and it is still open. */
  const openOrder = async (brandId: string, orderId: string, token: unknown): Promise<DepositRow | null> => {
    if (!/^[A-Z0-9]{8,40}$/.test(orderId) || typeof token !== 'string' || token.length > 100) return null;
    const row = await findDeposit(db, orderId);
    if (!row || row.brand_id !== brandId || row.provider !== SANDBOX_PROVIDER || !safeEqual(row.pay_token_hash, sha256(token))) return null;
    return depositStatus(row, clock.now()) === 'pending' ? row : null;
  };

  acceptFormBodies(app, { routes: ['/payments/sandbox/pay/:orderId'] });

  app.get<{ Params: { orderId: string }; Querystring: { token?: string } }>('/payments/sandbox/pay/:orderId', async (request, reply) => {
    const brand = request.brand;
    if (!brand) return reply.code(503).type('text/plain').send('No brand is available on this server');
    reply.headers(PAY_PAGE_HEADERS);
    const language = request.language;
    const row = await openOrder(brand.id, request.params.orderId, request.query.token);
    if (!row) return reply.code(410).send(payGonePage(brand.theme, language, backUrl(request.params.orderId)));
    const channel = paymentsConfig(brand).channels.find((c) => c.id === row.channel_id);
    return reply.send(
      payPage({
        theme: brand.theme,
        language,
        orderId: row.id,
        token: request.query.token!,
        channelName: channel?.name ?? row.channel_id,
        amount: formatAmount(fromMinor(BigInt(row.amount_minor)), { language, symbol: brand.config.currency.symbol }),
        expiresAt: new Date(row.expires_at).toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      }),
    );
  });

  app.post<{ Params: { orderId: string }; Body: Record<string, string> }>('/payments/sandbox/pay/:orderId', async (request, reply) => {
    const brand = request.brand;
    if (!brand) return reply.code(503).type('text/plain').send('No brand is available on this server');
    reply.headers(PAY_PAGE_HEADERS);
    const language = request.language;
    const body = request.body ?? {};
    const action = ACTIONS[body.action as keyof typeof ACTIONS];
    const row = action ? await openOrder(brand.id, request.params.orderId, body.t) : null;
    if (!row || !action) return reply.code(410).send(payGonePage(brand.theme, language, backUrl(request.params.orderId)));
    const amount = fromMinor(BigInt(row.amount_minor)).toFixed(2);
    const signed = opts.provider.callback(row.id, amount, action, clock.now());
    const res = await app.inject({
      method: 'POST',
      url: `/wps/payments/callback/${SANDBOX_PROVIDER}`,
      headers: { host: request.headers.host ?? 'localhost', 'content-type': 'application/json', [SIGNATURE_HEADER]: signed.signature },
      payload: signed.body,
    });
    if (res.statusCode !== 200) request.log.warn({ status: res.statusCode, orderId: row.id }, 'sandbox payment callback refused');
    const owner = await db.query<{ type: number }>('SELECT type FROM members WHERE id = $1', [row.member_id]);
    return reply.code(303).header('location', backUrl(row.id, isAgentType(owner.rows[0]?.type ?? 0))).send('');
  });
}
