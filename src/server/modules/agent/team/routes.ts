// Team management (agentTeamOverview, downlineManagmentView, registerCenter; transfers to the
// direct downline only: docs/spec/rules.md).
import type { FastifyInstance } from 'fastify';
import type {
  AgentDateRangeRequest,
  DownlineRegisterRequest,
  DownlineRegisterResult,
  DownlineTransferRequest,
  DownlineTransferResult,
  RegisterRequest,
  TeamMembersRequest,
} from '../../../../generated/types.ts';
import { ok } from '../../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../../http/errors.ts';
import { readEncryptedBody } from '../../../security/encryption.ts';
import { queryParams } from '../../../http/query.ts';
import { findMemberByMobile, findMemberByUsername, insertMemberOrExplain, newAffiliateCode } from '../../accounts/index.ts';
import { validateRegisterForm } from '../../register/index.ts';
import { DOWNLINE_FORM_NEEDS } from '../../../../engine/register/index.ts';
import { services } from '../../../services.ts';
import { isValidPhone } from '../../../../engine/accounts/phone.ts';
import { mainRef, parseAmount, verifyPaymentPassword } from '../../wallet/index.ts';
import { assertInTeam, requireAgent } from '../access.ts';
import { agentRange } from '../dates.ts';
import { teamMembers } from './members.ts';
import { teamOverview } from './overview.ts';
import { takeRegisterSlot } from './register-limits.ts';
import { requestSchemas } from '../../../../generated/request-schemas.ts';

const blankToNull = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.get('/wps/agent/team/overview', { schema: { querystring: requestSchemas.AgentDateRangeRequest } }, async (request) => {
    const { brand, agentId } = await requireAgent(svc, request);
    const q = queryParams<AgentDateRangeRequest>(request, ['startDate', 'endDate'], []);
    const range = agentRange(q.startDate, q.endDate, brand.config.timezoneOffset);
    return ok(await teamOverview(svc.db, brand.id, agentId, { ...q, ...range }));
  });

  app.get('/wps/agent/team/members', { schema: { querystring: requestSchemas.TeamMembersRequest } }, async (request) => {
    const { brand, agentId } = await requireAgent(svc, request);
    const q = queryParams<TeamMembersRequest>(request, ['parentId', 'search', 'pageNo', 'pageSize'], ['pageNo', 'pageSize']);
    return ok(await teamMembers(svc.db, brand, agentId, q));
  });

  // The brand's register rules, as /wps/member/register checks them, minus what this form has not: no captcha
  // (the agent is logged in), no affiliate code (the upline is the agent), no payment password (the member's own).
  // Instead the agent's registrations are limited (register-limits.ts).
  app.post('/wps/agent/team/register', { schema: { body: requestSchemas.DownlineRegisterRequest } }, async (request) => {
    const { brand, agentId } = await requireAgent(svc, request);
    const body = await readEncryptedBody<DownlineRegisterRequest>(request, svc.keys);
    const { accountType, ...form } = body;
    validateRegisterForm(
      request,
      brand,
      form as RegisterRequest,
      DOWNLINE_FORM_NEEDS,
      { defaultPassword: svc.settings.defaultMemberPassword },
    );
    if (body.confirmPassword !== body.password) throw new ApiError(400, ErrorCode.passwordMismatch, 'Confirmation password is not correct.');
    const dialing = (body.countryDialingCode ?? brand.config.login.defaultDialingCode ?? '').trim().replace(/^\+/, '');
    const mobile = blankToNull(body.mobileNum);
    if (mobile && !isValidPhone(brand, dialing, mobile)) throw new ApiError(400, ErrorCode.smsInvalidPhone, 'Please enter a valid mobile number');
    if (mobile && (await findMemberByMobile(svc.db, brand.id, dialing, mobile)))
      throw new ApiError(400, ErrorCode.mobileTaken, 'This mobile number is already registered');
    const username = body.username.trim();
    if (await findMemberByUsername(svc.db, brand.id, username)) throw new ApiError(400, ErrorCode.usernameTaken, 'This username is already taken');
    const now = new Date(svc.clock.now());
    const type = accountType === 'agent' ? '2' : '0';
    // Last of the checks, so a refused form uses no slot; a failed insert gives its slot back.
    const giveBack = await takeRegisterSlot(svc.db, brand.id, agentId, now.getTime());
    const member = await insertMemberOrExplain(svc.db, {
      brandId: brand.id,
      username,
      type,
      uplineId: agentId,
      nickname: blankToNull(body.nickname) ?? username,
      mobileNum: mobile,
      countryDialingCode: mobile ? dialing : null,
      email: blankToNull(body.email),
      payeeName: blankToNull(body.payeeName),
      passwordHash: await svc.passwords.hash(body.password),
      passwordIsDefault: body.password === svc.settings.defaultMemberPassword,
      passwordChangedAt: now,
      // The agent chose the password: the member replaces it at its first login.
      firstLoginPending: true,
      affiliateCode: type === '2' ? newAffiliateCode() : null,
      idNumber: blankToNull(body.idNumber),
      qqNum: blankToNull(body.qqNum),
      wechat: blankToNull(body.wechat),
      whatsapp: blankToNull(body.whatsapp),
      facebook: blankToNull(body.facebook),
      line: blankToNull(body.line),
      registerDomain: request.brandHost,
      registerIp: request.ip,
      currency: brand.config.currency.code,
      createdAt: now,
    }).catch(async (err: unknown) => {
      await giveBack();
      throw err;
    });
    const value: DownlineRegisterResult = { id: String(member.id), username: member.username, type: Number(member.type) };
    return ok(value);
  });

  app.post('/wps/agent/team/transfer', { schema: { body: requestSchemas.DownlineTransferRequest } }, async (request) => {
    const { brand, agentId } = await requireAgent(svc, request);
    const body = await readEncryptedBody<DownlineTransferRequest>(request, svc.keys);
    await assertInTeam(svc.db, brand.id, agentId, body.memberId, { direct: true });
    const amountMinor = parseAmount(body.amount);
    const me = await svc.db.query<{ username: string; payment_password_hash: string | null }>(
      'SELECT username, payment_password_hash FROM members WHERE id = $1 AND brand_id = $2',
      [agentId, brand.id],
    );
    await verifyPaymentPassword(svc.db, {
      brandId: brand.id,
      memberId: agentId,
      storedHash: me.rows[0]?.payment_password_hash ?? null,
      password: body.paymentPassword,
      now: svc.clock.now(),
    });
    const r = await app.ledger.transfer({
      idempotencyKey: `downline:${agentId}:${body.requestId}`,
      from: mainRef(brand.id, agentId),
      to: mainRef(brand.id, body.memberId),
      amountMinor,
      reason: 'downline',
      reference: `member:${body.memberId}`,
    });
    const value: DownlineTransferResult = {
      transferId: r.transferId,
      balanceMinor: (await app.ledger.balance(mainRef(brand.id, agentId))).toString(),
      replayed: r.replayed,
    };
    return ok(value);
  });
}
