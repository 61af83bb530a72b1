// Wallets (docs/spec/api.md; pages transferFund / transferUpline / transactionHistory): the balance of
// main and each vendor sub-wallet, main ⇄ vendor transfers, transfer to upline and the account records, all over
// the ledger (src/server/modules/ledger): this module reads ledger tables and moves money only through app.ledger.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { brandOf, requireSession, services } from '../../services.ts';
import { memberBalance } from './balance.ts';
import { recordsRoutes } from './records.ts';
import { walletTransferRoutes } from './transfer.ts';
import { uplineRoutes } from './upline.ts';

/** GET /wps/v2/wallets/balance?typeId=0 (token) (docs/spec/api.md): main (accountTypeId 2), then each sub-wallet. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  app.get('/wps/v2/wallets/balance', async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    return ok(await memberBalance(svc.db, brand, session.customerId));
  });
  await walletTransferRoutes(app);
  await uplineRoutes(app);
  await recordsRoutes(app);
}
