import type { FastifyInstance } from 'fastify';
import type { WalletBalance } from '../../../generated/types.ts';
import { ok } from '../../http/envelope.ts';
import { fromMinor } from '../ledger/index.ts';
import { brandOf, requireSession } from '../services.ts';

/** GET /wps/v2/wallets/balance?typeId=0 (token) (api-notes §4.2): the member's wallet account rows. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/v2/wallets/balance', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const brand = brandOf(request);
    const session = requireSession(request);
    // The member's main ledger account is the platform's main wallet (accountTypeId 2).
    const cents = await app.ledger.balance({ brandId: brand.id, kind: 'main', memberId: session.customerId });
    const balance = [{ accountTypeId: 2, availBalance: fromMinor(cents) }];
    const value: WalletBalance = {
      sumBalance: fromMinor(cents),
      balance,
      currency: brand.config.currency.code,
      currencySymbol: brand.config.currency.symbol,
    };
    return ok(value);
  });
}
