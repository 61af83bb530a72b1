// Request and answer shapes of the accounts endpoints (/work/accounts-contract.md). Until the server's
// schemas land in src/generated/types.ts these follow the contract text; afterwards they are re-exports.

export type LoginType = 'username' | 'sms';
export type LoginPortal = 'member' | 'agent';

export interface LoginRequest {
  /** For type 'sms': the mobile number. */
  username: string;
  /** For type 'sms': the SMS code. */
  password: string;
  type: LoginType;
  captcha?: string;
  countryDialingCode?: string;
  loginDeviceId?: string;
  /** The server sets an HttpOnly remember token cookie (1 day); no password is kept on the client. */
  rememberMe?: boolean;
  portal?: LoginPortal;
}

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  defaultPassword: boolean;
  id: string;
  userName: string;
  customerType: string;
}

export type SecondFactorMethod = 'mobileCode' | 'email' | 'bankAccountName' | 'authenticator';

/** value of a `login.second_factor_required` failure. */
export interface SecondFactorChallenge {
  challengeId: string;
  method: SecondFactorMethod;
  /** Masked target, e.g. '+880 ••••89'. */
  hint: string;
}

/** value of other login failures: the captcha must be shown; a lockout says until when. */
export interface LoginFailureValue {
  captcha?: boolean;
  lockedUntil?: number;
}

export interface LoginVerificationRequest {
  challengeId: string;
  code: string;
}

export interface SmsSent {
  expiredMinutes: number;
}

export interface LoginSmsRequest {
  mobileNum: string;
  countryDialingCode: string;
}

export interface RegisterSmsRequest {
  mobileNo: string;
  countryDialingCode: string;
  regType?: 'username' | 'mobile';
}

/** The seed §3 form fields present for the brand, plus what the client adds. */
export interface RegisterRequest {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain: string;
  registerUrl: string;
  registerMethod: 'WEB';
  countryDialingCode?: string;
  login: true;
  loginDeviceId?: string;
  ageConfirmed: true;
}

export interface RegisterResult extends LoginResult {
  customerId: string;
}

export interface AffiliateCheckRequest {
  code: string;
  domain: string;
}

export interface AffiliateCheck {
  code: string;
  agentAccount: string;
}

/** GET /wps/member/info (seed §3). `type` is a numeric string: '0','3' member, '1','2','41','42' agent, '4' trial. */
export interface MemberInfo {
  id: string;
  account: string;
  nickname: string;
  type: string;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  payeeName?: string | null;
  regDate?: number | null;
  currency?: string;
  currencySymbol?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  defaultPassword?: boolean;
}

export interface ChangePasswordRequest {
  /** Omitted only right after a login that demanded a change (the server remembers it). */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ForgotPasswordEmailRequest {
  username: string;
  email: string;
}

export interface ResetPasswordByTokenRequest {
  resetToken: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ResetPasswordByPhoneRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

export interface CountryList {
  countries: Country[];
  current: { countryCode: string; countryDialingCode: string };
}

export interface WalletBalance {
  sumBalance: number;
  balance: { accountTypeId: number; availBalance: number }[];
  currency: string;
  currencySymbol: string;
}

/** Contract flags of api-notes §4.9 (all false until contracts exist). */
export interface ConsolidatedFunds {
  dailysalreqtype: boolean;
  divtypereq: boolean;
  contracthoursalreq: boolean;
  realtimesalreqtype: boolean;
  contractmrdailysalinfotype: boolean;
  contracthoursalinfo: boolean;
  dailysalinfotype: boolean;
  divtypeinfo: boolean;
}

export type SocialProviderId = 'google' | 'facebook' | 'telegram';

export interface SocialProvider {
  provider: SocialProviderId;
  label: string;
}

export interface SocialLoginRequest {
  provider: SocialProviderId;
  idToken: string;
}
