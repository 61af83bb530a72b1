// POST /wps/vendor/wallet/{balance,debit,credit,rollback}: the seamless wallet for game vendors' servers (not
// browsers), on the brand's host. Every call is signed (signature.ts) over the exact bytes received.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VendorBalanceRequest, VendorBetRequest, VendorRollbackRequest, VendorWalletResult } from '../../../generated/types.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';
import { validated } from '../../http/body.ts';
import { declaredValidator } from '../../http/route-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { brandVendors } from '../games/index.ts';
import { brandOf, services } from '../../services.ts';
import type { VendorSecrets } from './secrets.ts';
import { verifyVendorSignature } from './signature.ts';

export interface VendorWalletRouteOptions {
  secrets: VendorSecrets;
}

const rawBodies = new WeakMap<FastifyRequest, string>();
const header = (request: FastifyRequest, name: string): string => {
  const v = request.headers[name];
  return typeof v === 'string' ? v : '';
};
const unsigned = (why: string) => new ApiError(401, ErrorCode.signatureInvalid, why);

export async function vendorWalletRoutes(app: FastifyInstance, opts: VendorWalletRouteOptions): Promise<void> {
  const { clock } = services(app);
  // The signature covers the bytes as sent: keep them before JSON parsing (this plugin scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  /** The calling vendor, once its signature checks out. */
  function signedVendor(request: FastifyRequest): string {
    const vendor = header(request, 'x-vendor');
    const brand = brandOf(request);
    const secret = brandVendors(brand).has(vendor) ? opts.secrets.secretOf(vendor) : null;
    if (!secret) throw unsigned('Unknown vendor');
    const verdict = verifyVendorSignature(secret, header(request, 'x-timestamp'), header(request, 'x-signature'), rawBodies.get(request) ?? '', clock.now());
    if (verdict === 'stale') throw unsigned('Timestamp outside the accepted window');
    if (verdict === 'bad') throw unsigned('Invalid signature');
    return vendor;
  }

  const answer = (brandCurrency: string, r: { balanceMinor: bigint; replayed: boolean }) =>
    ok<VendorWalletResult>({ balanceMinor: r.balanceMinor.toString(), currency: brandCurrency, replayed: r.replayed });

  app.post('/wps/vendor/wallet/balance', { schema: { body: requestSchemas.VendorBalanceRequest } }, async (request) => {
    const vendor = signedVendor(request);
    const brand = brandOf(request);
    const body = validated<VendorBalanceRequest>(request.body, declaredValidator(request, 'body'));
    const exists = await app.db.query('SELECT 1 FROM members WHERE id = $1 AND brand_id = $2', [body.memberId, brand.id]);
    if (!exists.rowCount) throw new ApiError(404, ErrorCode.memberNotFound, 'No such member');
    const balanceMinor = await app.seamlessWallet.balance(brand.id, body.memberId, vendor);
    return answer(brand.config.currency.code, { balanceMinor, replayed: false });
  });

  for (const op of ['debit', 'credit'] as const)
    app.post(`/wps/vendor/wallet/${op}`, { schema: { body: requestSchemas.VendorBetRequest } }, async (request) => {
      const vendor = signedVendor(request);
      const brand = brandOf(request);
      const b = validated<VendorBetRequest>(request.body, declaredValidator(request, 'body'));
      const r = await app.seamlessWallet[op]({ ...b, brandId: brand.id, vendor, amountMinor: BigInt(b.amountMinor) });
      return answer(brand.config.currency.code, r);
    });

  app.post('/wps/vendor/wallet/rollback', { schema: { body: requestSchemas.VendorRollbackRequest } }, async (request) => {
    const vendor = signedVendor(request);
    const brand = brandOf(request);
    const b = validated<VendorRollbackRequest>(request.body, declaredValidator(request, 'body'));
    return answer(brand.config.currency.code, await app.seamlessWallet.rollback({ ...b, brandId: brand.id, vendor }));
  });
}
