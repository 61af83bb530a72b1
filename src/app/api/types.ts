// Request and answer shapes of the accounts endpoints, from the server's JSON
// schemas (schemas/api/accounts → src/generated/types.ts). The app-side names below are aliases of those.
import type {
  AffiliateInfo,
  PasswordByPhoneRequest,
  PasswordResetRequest,
  SmsNoLoginRequest,
  SmsRegisterRequest,
  SmsSendResult,
} from '../../generated/types.ts';

export type {
  ChangePasswordRequest,
  ConsolidatedFunds,
  Country,
  CountryList,
  CurrentCountry,
  ForgotPasswordEmailRequest,
  HandoverCode,
  LoginFailureValue,
  LoginRequest,
  LoginResult,
  LoginVerificationRequest,
  MemberInfo,
  MemberType,
  RegisterFieldViolation,
  RegisterRequest,
  RegisterResult,
  RsaPublicKey,
  SecondFactorChallenge,
  SecondFactorMethod,
  SmsCountdown,
  SocialLoginRequest,
  SocialProvider,
  SocialProviderId,
  WalletAccountBalance,
  WalletBalance,
} from '../../generated/types.ts';

export type LoginType = 'username' | 'sms';
export type LoginPortal = 'member' | 'agent';

/** Body of POST /wps/verification/sms/noLogin (SMS login, forgot password by phone). */
export type LoginSmsRequest = SmsNoLoginRequest;
/** Body of POST /wps/verification/sms/register. */
export type RegisterSmsRequest = SmsRegisterRequest;
/** value of both SMS code requests: the resend countdown is 60 s × expiredMinutes. */
export type SmsSent = SmsSendResult;
/** value of GET /wps/agent/affiliate for a valid invitation code. */
export type AffiliateCheck = AffiliateInfo;
export interface AffiliateCheckRequest {
  code: string;
  domain: string;
}
/** Body of POST /wps/member/password/reset (the mailed one-time link). */
export type ResetPasswordByTokenRequest = PasswordResetRequest;
/** Body of POST /wps/member/password/verification (enc). */
export type ResetPasswordByPhoneRequest = PasswordByPhoneRequest;
