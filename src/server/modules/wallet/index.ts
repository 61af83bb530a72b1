// Wallets: balances, main ⇄ vendor transfers, transfer to upline, account records, the payment password check.
import { walletRoutes } from './routes.ts';
import { serverModule } from '../../module.ts';

export const walletModule = serverModule({ name: 'wallet', dependencies: ['ledger'], routes: [walletRoutes] });

// The public service: what other modules may use.
export { mainRef } from './accounts.ts';
export { parseAmount } from './amount.ts';
export { verifyPaymentPassword } from './payment-password.ts';
