// The seamless wallet: app.seamlessWallet for in-process games, and the signed HTTP API for vendors' servers.
import { serverModule } from '../../module.ts';
import { vendorWalletRoutes } from './routes.ts';
import type { VendorSecrets } from './secrets.ts';
import { createSeamlessWallet } from './wallet.ts';

export type { SeamlessBetRef, SeamlessWallet } from './types.ts';
export { defaultVendorSecrets, EphemeralVendorSecrets, FileVendorSecrets, StaticVendorSecrets, type VendorSecrets } from './secrets.ts';
export { signVendorBody, vendorHeaders } from './signature.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Server-side only: the signed vendor API and the sandbox vendor read secrets here. */
    vendorSecrets: VendorSecrets;
  }
}

interface BrandWalletConfig {
  wallet?: { single?: boolean; vendors?: { vendor: string }[] };
}

export interface SeamlessModuleOptions {
  /** HMAC secrets of the vendors' wallet calls. */
  secrets: VendorSecrets;
}

/** Decorates app.seamlessWallet (in-house games and the vendor sandbox call it) and mounts /wps/vendor/wallet/*. */
export const seamlessModule = serverModule<SeamlessModuleOptions>({
  name: 'seamless',
  dependencies: ['ledger', 'games'],
  setup: (app, { secrets }) => {
    app.decorate('vendorSecrets', secrets);
    app.decorate(
      'seamlessWallet',
      createSeamlessWallet({
        db: app.db,
        ledger: app.ledger,
        now: () => new Date(app.accounts.clock.now()),
        // A brand whose merchant wallet is not single plays its listed vendors from their sub-wallets.
        subWallet: (brandId, vendor) => {
          const w = (app.registry.get(brandId)?.config as BrandWalletConfig | undefined)?.wallet;
          return w?.single === false && (w.vendors ?? []).some((v) => v.vendor === vendor);
        },
      }),
    );
  },
  routes: [vendorWalletRoutes],
});
