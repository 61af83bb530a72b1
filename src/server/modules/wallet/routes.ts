import type { FastifyInstance } from 'fastify';
import type { WalletBalance } from '../../../generated/types.ts';
import { ok } from '../../http/envelope.ts';
import { brandOf, requireSession, services } from '../services.ts';

/** GET /wps/v2/wallets/balance?typeId=0 (token) (api-notes §4.2): the member's wallet account rows. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  app.get('/wps/v2/wallets/balance', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const brand = brandOf(request);
    const session = requireSession(request);
    const r = await svc.db.query<{ account_type_id: number; balance: string }>(
      'SELECT account_type_id, balance FROM wallet_accounts WHERE member_id = $1 AND brand_id = $2 ORDER BY account_type_id',
      [session.customerId, brand.id],
    );
    // NUMERIC arrives as an exact string; the platform's JSON carries numbers with 2 decimals.
    const balance = r.rows.map((row) => ({ accountTypeId: Number(row.account_type_id), availBalance: Number(row.balance) }));
    const cents = r.rows.reduce((sum, row) => sum + BigInt(row.balance.replace('.', '')), 0n);
    const value: WalletBalance = {
      sumBalance: Number(cents) / 100,
      balance,
      currency: brand.config.currency.code,
      currencySymbol: brand.config.currency.symbol,
    };
    return ok(value);
  });
}
