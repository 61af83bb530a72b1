// /__dev/*: what a developer or an e2e test needs to drive the account flows without a phone or a mailbox.
// Mounted only with devTools on (DEV_TOOLS=1: `npm run dev`, the e2e setup), never by `npm start` by default.
import type { FastifyInstance } from 'fastify';
import type { DevAccountRequest, DevAccountResult, OutboxList } from '../../../generated/types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { captchaAnswer } from '../captcha/index.ts';
import { createAccount, memberType } from '../accounts/index.ts';
import { services } from '../../services.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

export async function devToolsRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.get<{ Querystring: { brand?: string; to?: string; channel?: string } }>('/__dev/outbox', async (request) => {
    const { brand, to, channel } = request.query;
    const where: string[] = [];
    const params: unknown[] = [];
    if (typeof brand === 'string' && brand) where.push(`brand_id = $${params.push(brand)}`);
    if (channel === 'sms' || channel === 'email') where.push(`channel = $${params.push(channel)}`);
    // "to" matches the whole recipient or its end, so a test can ask by the bare mobile number.
    if (typeof to === 'string' && to) where.push(`(recipient = $${params.push(to)} OR recipient LIKE '%' || $${params.length})`);
    const r = await svc.db.query<{ id: string; channel: 'sms' | 'email'; brand_id: string; recipient: string; subject: string | null; body: string; created_at: Date }>(
      `SELECT id, channel, brand_id, recipient, subject, body, created_at FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY id DESC LIMIT 100`,
      params,
    );
    const value: OutboxList = r.rows.map((m) => ({
      id: m.id,
      channel: m.channel,
      brandId: m.brand_id,
      recipient: m.recipient,
      subject: m.subject,
      body: m.body,
      createdAt: new Date(m.created_at).getTime(),
    }));
    return ok(value);
  });

  app.get('/__dev/captcha', async (request) => {
    const answer = await captchaAnswer(svc.db, svc.clock, request);
    if (answer === null) throw new ApiError(404, ErrorCode.notFound, 'No live captcha for this caller (request GET /wps/captcha first)');
    return ok(answer);
  });

  app.post('/__dev/accounts', { schema: { body: requestSchemas.DevAccountRequest } }, async (request) => {
    const body = plainBody<DevAccountRequest>(request);
    const brand = app.registry.get(body.brand);
    if (!brand) throw new ApiError(400, ErrorCode.badParam, `no brand ${body.brand} is served`);
    const member = await createAccount({ ...svc, defaultMemberPassword: svc.settings.defaultMemberPassword }, brand, body);
    const value: DevAccountResult = { id: member.id, username: member.username, type: memberType(member), brandId: brand.id };
    return ok(value);
  });
}
