// One place that knows which schema files exist and how ajv is configured, so the codegen,
// the brands check and the tests compile schemas identically.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const SCHEMA_DIR = join(import.meta.dirname, '..', 'schemas');

export interface SchemaFile {
  /** path relative to schemas/, e.g. api/boot.schema.json */
  file: string;
  schema: { $id: string; title?: string; [key: string]: unknown };
}

export function listSchemaFiles(dir = SCHEMA_DIR): SchemaFile[] {
  const out: SchemaFile[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.schema.json')) {
        out.push({ file: relative(dir, p), schema: JSON.parse(readFileSync(p, 'utf8')) });
      }
    }
  };
  walk(dir);
  return out;
}

/** The validators the app, engine and server use, by exported function name. */
export const VALIDATORS: Record<string, string> = {
  validateBrandConfig: 'brand.schema.json',
  validateHelpContent: 'content/help.schema.json',
  validateBootPayload: 'api/boot.schema.json',
  validateSystemStatus: 'api/system-status.schema.json',
  validateEnvelope: 'api/envelope.schema.json',
  validateHelpCenter: 'api/help-center.schema.json',
  validateHelpCenterRequest: 'api/help-center-request.schema.json',
  validateDomainRoute: 'api/domain-route.schema.json',
  validateWhitelabelNode: 'whitelabel.schema.json',
  validateRegisterRules: 'register-rules.schema.json',
  // The Storybook theme panel validates the `theme` block it exports (docs/theme-panel.md).
  validateThemeTokens: 'theme.schema.json',
  // Accounts API: request bodies the server checks and answers the tests check.
  validateAffiliateInfo: 'api/accounts/affiliate-info.schema.json',
  validateCaptchaChallenge: 'api/accounts/captcha-challenge.schema.json',
  validateChallengeResendRequest: 'api/accounts/challenge-resend-request.schema.json',
  validateChangePasswordRequest: 'api/accounts/change-password-request.schema.json',
  validateConsolidatedFunds: 'api/accounts/consolidated-funds.schema.json',
  validateCountryList: 'api/accounts/country-list.schema.json',
  validateDevAccountRequest: 'api/accounts/dev-account-request.schema.json',
  validateDevAccountResult: 'api/accounts/dev-account-result.schema.json',
  validateEmptyRequest: 'api/accounts/empty-request.schema.json',
  validateEncryptedRequest: 'api/accounts/encrypted-request.schema.json',
  validateForgotPasswordEmailRequest: 'api/accounts/forgot-password-email-request.schema.json',
  validateFreePlayRequest: 'api/accounts/free-play-request.schema.json',
  validateLoginFailureValue: 'api/accounts/login-failure.schema.json',
  validateLoginRequest: 'api/accounts/login-request.schema.json',
  validateLoginResult: 'api/accounts/login-result.schema.json',
  validateLoginVerificationRequest: 'api/accounts/login-verification-request.schema.json',
  validateMemberInfo: 'api/accounts/member-info.schema.json',
  validateOutboxList: 'api/accounts/outbox-list.schema.json',
  validatePasswordByPhoneRequest: 'api/accounts/password-by-phone-request.schema.json',
  validatePasswordResetRequest: 'api/accounts/password-reset-request.schema.json',
  validateRegisterFieldViolation: 'api/accounts/register-field-violation.schema.json',
  validateRegisterRequest: 'api/accounts/register-request.schema.json',
  validateRegisterResult: 'api/accounts/register-result.schema.json',
  validateRememberedLoginRequest: 'api/accounts/remembered-login-request.schema.json',
  validateRsaPublicKey: 'api/accounts/rsa-key.schema.json',
  validateSecondFactorChallenge: 'api/accounts/second-factor-challenge.schema.json',
  validateSmsCountdown: 'api/accounts/sms-countdown.schema.json',
  validateSmsNoLoginRequest: 'api/accounts/sms-no-login-request.schema.json',
  validateSmsRegisterRequest: 'api/accounts/sms-register-request.schema.json',
  validateSmsSendResult: 'api/accounts/sms-send-result.schema.json',
  validateSocialLoginRequest: 'api/accounts/social-login-request.schema.json',
  validateSocialProviderList: 'api/accounts/social-provider-list.schema.json',
  validateSocialStartRequest: 'api/accounts/social-start-request.schema.json',
  validateSocialStart: 'api/accounts/social-start.schema.json',
  validateTotpConfirmRequest: 'api/accounts/totp-confirm-request.schema.json',
  validateTotpSetup: 'api/accounts/totp-setup.schema.json',
  validateTotpSetupRequest: 'api/accounts/totp-setup-request.schema.json',
  validateHandoverCode: 'api/accounts/handover-code.schema.json',
  validateHandoverExchangeRequest: 'api/accounts/handover-exchange-request.schema.json',
  validateHandoverDiscardRequest: 'api/accounts/handover-discard-request.schema.json',
  validateWalletBalance: 'api/accounts/wallet-balance.schema.json',
  // Payments: deposits, withdrawals, payout accounts, payment password (money issue).
  validateDepositRequest: 'api/money/payments-deposit-request.schema.json',
  validatePaymentOrderIdRequest: 'api/money/payments-order-id-request.schema.json',
  validatePayoutBindRequest: 'api/money/payments-payout-bind-request.schema.json',
  validatePayoutRemoveRequest: 'api/money/payments-payout-remove-request.schema.json',
  validatePaymentPasswordRequest: 'api/money/payments-password-request.schema.json',
  validateWithdrawRequest: 'api/money/payments-withdraw-request.schema.json',
  validateReceiptRequest: 'api/money/payments-receipt-request.schema.json',
  validatePaymentCallback: 'api/money/payments-callback.schema.json',
  validateDepositSettings: 'api/money/payments-deposit-settings.schema.json',
  validateDepositOrder: 'api/money/payments-deposit-order.schema.json',
  validateDepositList: 'api/money/payments-deposit-list.schema.json',
  validateWithdrawSettings: 'api/money/payments-withdraw-settings.schema.json',
  validateWithdrawal: 'api/money/payments-withdrawal.schema.json',
  validateWithdrawalList: 'api/money/payments-withdrawal-list.schema.json',
  validatePayoutAccountList: 'api/money/payments-payout-accounts.schema.json',
  // Games, lobby and announcements (docs/games-contract.md).
  validateAnnouncementsContent: 'content/announcements.schema.json',
  validateGameCatalog: 'api/games/game-catalog.schema.json',
  validateGameListRequest: 'api/games/game-list-request.schema.json',
  validateGameListValue: 'api/games/game-list.schema.json',
  validateGameItemPage: 'api/games/game-item-page.schema.json',
  validateVendorLanesRequest: 'api/games/vendor-lanes-request.schema.json',
  validateVendorLanesValue: 'api/games/vendor-lanes.schema.json',
  validateVassGameTypeRequest: 'api/games/vass-game-type-request.schema.json',
  validateVassGameTypeValue: 'api/games/vass-game-type.schema.json',
  validateHotGamesRequest: 'api/games/hot-games-request.schema.json',
  validateHotGamesValue: 'api/games/hot-games.schema.json',
  validateRankListRequest: 'api/games/rank-list-request.schema.json',
  validateRankListValue: 'api/games/rank-list.schema.json',
  validateFavoriteIds: 'api/games/favorite-ids.schema.json',
  validateFavoriteListRequest: 'api/games/favorite-list-request.schema.json',
  validateFavoriteAddRequest: 'api/games/favorite-add-request.schema.json',
  validateFavoriteRemoveRequest: 'api/games/favorite-remove-request.schema.json',
  validateRecentGamesRequest: 'api/games/recent-games-request.schema.json',
  validateLaunchGameRequest: 'api/games/launch-game-request.schema.json',
  validateLaunchGameValue: 'api/games/launch-game.schema.json',
  validateAnnouncementListRequest: 'api/games/announcement-list-request.schema.json',
  validateAnnouncementList: 'api/games/announcement-list.schema.json',
  validateLottoMenusRequest: 'api/games/lotto-menus-request.schema.json',
  validateLottoMenusValue: 'api/games/lotto-menus.schema.json',
  validateVnLottoMenusRequest: 'api/games/vn-lotto-menus-request.schema.json',
  validateVnLottoMenuGroups: 'api/games/vn-lotto-menus.schema.json',
  validateLottoRecentList: 'api/games/lotto-recent.schema.json',
  validateOpenedNumeroRequest: 'api/games/opened-numero-request.schema.json',
  validateOpenedNumero: 'api/games/opened-numero.schema.json',
  validateOpenedNumeroList: 'api/games/opened-numero-list.schema.json',
  // Seamless wallet API for game vendors (money issue).
  validateVendorBalanceRequest: 'api/money/ledger-vendor-balance-request.schema.json',
  validateVendorBetRequest: 'api/money/ledger-vendor-bet-request.schema.json',
  validateVendorRollbackRequest: 'api/money/ledger-vendor-rollback-request.schema.json',
  validateVendorWalletResult: 'api/money/ledger-vendor-wallet-result.schema.json',
  // Member center: inbox and security center (money issue).
  validateInboxListRequest: 'api/money/member-inbox-list-request.schema.json',
  validateInboxIdRequest: 'api/money/member-inbox-id-request.schema.json',
  validateInboxList: 'api/money/member-inbox-list.schema.json',
  validateUnreadCount: 'api/money/member-unread-count.schema.json',
  validateMemberProfile: 'api/money/member-profile.schema.json',
  validateProfileUpdateRequest: 'api/money/member-profile-update-request.schema.json',
  validateBindCodeRequest: 'api/money/member-bind-code-request.schema.json',
  validateBindRequest: 'api/money/member-bind-request.schema.json',
  validateLoginHistory: 'api/money/member-login-history.schema.json',
  // In-house games and betting records (money issue).
  validateInhouseDiceBetRequest: 'api/money/inhouse-dice-bet-request.schema.json',
  validateInhouseCrashBetRequest: 'api/money/inhouse-crash-bet-request.schema.json',
  validateInhouseSeedRotateRequest: 'api/money/inhouse-seed-rotate-request.schema.json',
  validateInhouseVerifyRequest: 'api/money/inhouse-verify-request.schema.json',
  validateInhouseRoundListRequest: 'api/money/inhouse-round-list-request.schema.json',
  validateInhouseBetResult: 'api/money/inhouse-bet-result.schema.json',
  validateBetRecordsRequest: 'api/money/records-history-request.schema.json',
  validateBetRecords: 'api/money/records-history.schema.json',
  validateProfitRequest: 'api/money/records-profit-request.schema.json',
  validateProfitReport: 'api/money/records-profit.schema.json',
  // Wallets: merchant wallet, transfers, upline, account records (money issue).
  validateMerchantWallet: 'api/money/wallet-merchant.schema.json',
  validateWalletTransferRequest: 'api/money/wallet-transfer-request.schema.json',
  validateWalletTransferResult: 'api/money/wallet-transfer-result.schema.json',
  validateUplineInfo: 'api/money/wallet-upline-info.schema.json',
  validateUplineTransferRequest: 'api/money/wallet-upline-request.schema.json',
  validateAccountRecordsRequest: 'api/money/wallet-records-request.schema.json',
  validateAccountRecords: 'api/money/wallet-records.schema.json',
  // Feedback modal (engagement-contract.md).
  validateFeedbackRequest: 'api/feedback/feedback-request.schema.json',
  validateFeedbackResult: 'api/feedback/feedback-result.schema.json',
  // Live chat and the chat room (engagement-contract.md).
  validateChatLaunch: 'api/chat/chat-launch.schema.json',
  validateChatTicketRequest: 'api/chat/chat-ticket-request.schema.json',
  validateChatTicket: 'api/chat/chat-ticket.schema.json',
  // Promotions (engagement-contract.md).
  validatePromotionsContent: 'content/promotions.schema.json',
  validatePromotionList: 'api/promotions/promotion-list.schema.json',
  validatePromotionIdRequest: 'api/promotions/promotion-id-request.schema.json',
  validatePromotionApplyRequest: 'api/promotions/promotion-apply-request.schema.json',
  validatePromotionActionResult: 'api/promotions/promotion-action-result.schema.json',
  // Points mall and VIP (engagement-contract.md).
  validatePointsContent: 'content/points.schema.json',
  validateVipContent: 'content/vip.schema.json',
  validatePointBalance: 'api/points/point-balance.schema.json',
  validatePointConfig: 'api/points/point-config.schema.json',
  validatePointRewards: 'api/points/point-rewards.schema.json',
  validateRedeemPointRequest: 'api/points/redeem-request.schema.json',
  validateRedeemPointResult: 'api/points/redeem-result.schema.json',
  validateRedeemPointList: 'api/points/redeem-list.schema.json',
  validateConvertPointRequest: 'api/points/convert-request.schema.json',
  validateConvertPointResult: 'api/points/convert-result.schema.json',
  validateVipInfo: 'api/vip/vip-info.schema.json',
  // Manual rebate, referral and missions (engagement-contract.md).
  validateRebateContent: 'content/rebate.schema.json',
  validateReferralContent: 'content/referral.schema.json',
  validateMissionsContent: 'content/missions.schema.json',
  validateRebateInfo: 'api/rebate/rebate-info.schema.json',
  validateRebateClaimResult: 'api/rebate/rebate-claim-result.schema.json',
  validateReferralDetails: 'api/referral/referral-details.schema.json',
  validateMissionSummary: 'api/missions/mission-summary.schema.json',
  validateMissionClaimRequest: 'api/missions/mission-claim-request.schema.json',
  validateMissionClaimResult: 'api/missions/mission-claim-result.schema.json',
  validateMissionLeaderboard: 'api/missions/mission-leaderboard.schema.json',
  // Agent center (agent-contract.md): request bodies and queries the server checks, answers the tests check.
  validateAgentDateRangeRequest: 'api/agent/agent-date-range-request.schema.json',
  validateTeamOverview: 'api/agent/agent-team-overview.schema.json',
  validateTeamMembersRequest: 'api/agent/agent-team-members-request.schema.json',
  validateTeamMembers: 'api/agent/agent-team-members.schema.json',
  validateDownlineRegisterRequest: 'api/agent/agent-register-request.schema.json',
  validateDownlineTransferRequest: 'api/agent/agent-transfer-request.schema.json',
  validateAgentContract: 'api/agent/agent-contract.schema.json',
  validateContractListRequest: 'api/agent/agent-contract-list-request.schema.json',
  validateContractList: 'api/agent/agent-contract-list.schema.json',
  validateContractOfferRequest: 'api/agent/agent-contract-offer-request.schema.json',
  validateContractDecisionRequest: 'api/agent/agent-contract-decision-request.schema.json',
  validateContractIdRequest: 'api/agent/agent-contract-id-request.schema.json',
  validateTeamBetsRequest: 'api/agent/agent-team-bets-request.schema.json',
  validateTeamBets: 'api/agent/agent-team-bets.schema.json',
  validateUserLossRequest: 'api/agent/agent-user-loss-request.schema.json',
  validateUserLoss: 'api/agent/agent-user-loss.schema.json',
  validateAgentIncome: 'api/agent/agent-income.schema.json',
  validateTeamTransactionsRequest: 'api/agent/agent-transactions-request.schema.json',
  validateTeamTransactions: 'api/agent/agent-transactions.schema.json',
  validateSettlementsRequest: 'api/agent/agent-settlements-request.schema.json',
  validateSettlements: 'api/agent/agent-settlements.schema.json',
  // Reward center, red envelope, prize wheel and bonus details (engagement-contract.md).
  validateDrawsContent: 'content/draws.schema.json',
  validateRewardListRequest: 'api/rewards/reward-list-request.schema.json',
  validateRewardIdRequest: 'api/rewards/reward-id-request.schema.json',
  validateRewardList: 'api/rewards/reward-list.schema.json',
  validateRewardClaimResult: 'api/rewards/reward-claim-result.schema.json',
  validateDrawRequest: 'api/rewards/draw-request.schema.json',
  validateDrawTickets: 'api/rewards/draw-tickets.schema.json',
  validateDrawResult: 'api/rewards/draw-result.schema.json',
  validateBonusDetails: 'api/rewards/bonus-details.schema.json',
};

export function createAjv(files: SchemaFile[] = listSchemaFiles(), verbose = true): InstanceType<typeof Ajv2020> {
  const ajv = new Ajv2020({
    allErrors: verbose, // the browser only needs pass/fail plus the first error
    verbose, // true keeps parentSchema on errors so messages can use the schema's errorMessage
    strict: true,
    allowUnionTypes: true,
    inlineRefs: verbose,
    messages: verbose, // the browser reports keyword + path only; message strings cost bytes // shared functions per $ref keep the browser validator small
    code: { source: true, esm: true, lines: false },
  });
  // Annotations: errorMessage (operator-facing text), x-flags (typed flag name per modId), x-locales / x-dirs /
  // x-names / x-fonts (per platform language), enumDescriptions.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  for (const keyword of ['x-flags', 'x-locales', 'x-dirs', 'x-names', 'x-fonts']) ajv.addKeyword({ keyword, schemaType: 'array' });
  ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' }); // shown by editors (VS Code) for enum values
  addFormats.default(ajv, ['date-time']);
  for (const f of files) ajv.addSchema(verbose ? f.schema : withoutAnnotations(f.schema));
  return ajv;
}

const ANNOTATIONS = new Set(['description', 'title', 'enumDescriptions', 'x-flags', 'x-locales', 'x-dirs', 'x-names', 'x-fonts', 'errorMessage', '$comment', 'examples']);

/** The browser validator needs no documentation: ajv embeds schema objects in its code, so strip it.
 *  (Only where a key is an annotation keyword, not a property that happens to be called "title".) */
function withoutAnnotations<T>(schema: T, inProperties = false): T {
  if (Array.isArray(schema)) return schema.map((s) => withoutAnnotations(s)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (!inProperties && ANNOTATIONS.has(k)) continue;
    const childIsPropertyMap = !inProperties && (k === 'properties' || k === '$defs' || k === 'patternProperties');
    out[k] = withoutAnnotations(v, childIsPropertyMap);
  }
  return out as T;
}

export function idOf(file: string, files: SchemaFile[] = listSchemaFiles()): string {
  const found = files.find((f) => f.file === file);
  if (!found) throw new Error(`no schema file ${file}`);
  return found.schema.$id;
}
