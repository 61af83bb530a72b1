import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { localizedMessage } from './messages.ts';

/** Error codes this server answers with; the platform's own where it has one (api-notes §1.1). */
export const ErrorCode = {
  notFound: 'not.found',
  functionNotAvailable: 'function.not.available',
  badParam: 'request_param_err',
  brandUnavailable: 'brand.unavailable',
  hostUnclaimed: 'host.unclaimed',
  system: 'system.error',
  // Accounts (accounts-contract.md). Their messages live in messages.ts, per language.
  requestBodyRequired: 'request_body_required',
  keyExpired: 'encryption.key_expired',
  replay: 'encryption.replay',
  throttled: 'request.throttled',
  notSession: 'login.not_session',
  badCredentials: 'login.bad_credentials',
  captchaRequired: 'login.captcha_required',
  captchaInvalid: 'login.captcha_invalid',
  locked: 'login.locked',
  secondFactorRequired: 'login.second_factor_required',
  secondFactorInvalid: 'login.second_factor_invalid',
  secondFactorExpired: 'login.second_factor_expired',
  notMember: 'login.not_member',
  notAgent: 'login.not_agent',
  loginInvalidField: 'login.invalid_field',
  smsUnknownMobile: 'sms.unknown_mobile',
  messageGatewayMissing: 'message.gateway_missing',
  smsInvalidPhone: 'sms.invalid_phone',
  smsCountdown: 'sms.countdown',
  smsTooManyRequests: 'sms.too_many_requests',
  verificationInvalid: 'verification.invalid',
  verificationExpired: 'verification.expired',
  registerInvalidField: 'register.invalid_field',
  usernameTaken: 'register.username_taken',
  mobileTaken: 'register.mobile_taken',
  passwordMismatch: 'register.password_mismatch',
  termsRequired: 'register.terms_required',
  affiliateInvalid: 'affiliate.invalid',
  oldPasswordInvalid: 'password.old_invalid',
  sameAsOld: 'password.same_as_old',
  passwordWeak: 'password.weak',
  stepUpLocked: 'password.step_up_locked',
  passwordChangeRequired: 'password.change_required',
  handoverInvalid: 'handover.invalid',
  resetInvalid: 'password.reset_invalid',
  resetLocked: 'password.reset_locked',
  memberNotFound: 'member.not_found',
  trialNotAllowed: 'member.trial_not_allowed',
  socialInvalid: 'social.invalid_token',
  // Money: ledger, wallets, payments, in-house games, vendor wallet API.
  insufficientBalance: 'wallet.insufficient_balance',
  duplicateSubmission: 'request.duplicate',
  amountOutOfLimits: 'payment.amount_out_of_limits',
  channelUnavailable: 'payment.channel_unavailable',
  paymentPasswordNotSet: 'payment.password_not_set',
  paymentPasswordInvalid: 'payment.password_invalid',
  paymentPasswordLocked: 'payment.password_locked',
  payoutAccountRequired: 'payment.account_required',
  payoutAccountOnHold: 'payment.account_on_hold',
  orderState: 'payment.order_state',
  proofInvalid: 'payment.proof_invalid',
  pendingDepositsLimit: 'payment.pending_deposits_limit',
  signatureInvalid: 'vendor.signature_invalid',
  vendorTransactionConflict: 'vendor.transaction_conflict',
  vendorRoundSettled: 'vendor.round_settled',
  vendorRoundRolledBack: 'vendor.round_rolled_back',
  roundNotFound: 'game.round_not_found',
  walletUnavailable: 'wallet.unavailable',
  noUpline: 'wallet.no_upline',
  messageNotFound: 'message.not_found',
  profileLocked: 'profile.locked',
  contactTaken: 'profile.contact_taken',
  agentOnly: 'agent.only',
  agentRegisterLimit: 'agent.register_limit',
  contractState: 'contract.state',
  contractRateAboveOwn: 'contract.rate_above_own',
  contractPending: 'contract.pending',
  contractTiersInvalid: 'contract.tiers_invalid',
  // Engagement: rewards, promotions, points, missions, feedback, chat (each feature appends its own below).
  rewardExpired: 'reward.expired',
  feedbackFieldEmpty: 'feedback.field_empty',
  feedbackLength: 'feedback.length',
  feedbackLimited: 'feedback.limited',
  feedbackAnswered: 'feedback.answered',
  pointsInsufficient: 'points.insufficient',
  pointsOutOfStock: 'points.out_of_stock',
  pointsMobileInvalid: 'points.mobile_invalid',
  pointsBelowMinimum: 'points.below_minimum',
  redemptionState: 'points.redemption_state',
  drawUnavailable: 'reward.draw_unavailable',
  promotionClosed: 'promotion.closed',
  promotionNotEligible: 'promotion.not_eligible',
  promotionState: 'promotion.state',
  applicationInvalid: 'promotion.application_invalid',
  chatTicket: 'chat.ticket',
  chatMessageInvalid: 'chat.message_invalid',
  chatLimited: 'chat.limited',
  chatMuted: 'chat.muted',
  chatOrigin: 'chat.origin',
  applicationLimited: 'promotion.application_limited',
  rebateBelowMinimum: 'rebate.below_minimum',
  missionNotComplete: 'mission.not_complete',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ApiErrorDetails {
  /** The envelope's value (e.g. {captcha: true}); null when absent. */
  value?: unknown;
  /** Placeholders of the localized message (messages.ts). */
  messageValues?: Record<string, string | number>;
  /** A server text of its own (src/server/i18n, api.*) where the code's is too general (request_param_err). */
  messageId?: string;
}

/** Throw from any hook or handler: becomes {success:false, value, message, errorCode} with status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }
}

export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(fail('Not found', ErrorCode.notFound));
}

/** Every failure becomes an envelope with a 4xx/5xx: a bad request never crashes or leaks a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const { messageId, messageValues } = error.details;
      const message =
        (messageId === undefined ? undefined : localizedMessage(messageId, request.language, messageValues)) ??
        localizedMessage(error.errorCode, request.language, messageValues) ??
        error.message;
      return reply.code(error.statusCode).send(fail(message, error.errorCode, error.details.value ?? null));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(fail(localizedMessage(ErrorCode.system, request.language) ?? 'System busy, please try again later', ErrorCode.system));
    }
    // Schema validation, malformed JSON, wrong content type, body too large…: the client's fault, say what.
    return reply.code(status).send(fail(error.message, ErrorCode.badParam));
  });
}
