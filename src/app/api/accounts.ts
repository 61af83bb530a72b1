// One typed function per accounts endpoint (login, register, verification, member, security center). Each takes the
// request function of `useApi()` first, so components, hooks, stories (canned answers) and tests share them.
// Failures throw ApiError (message from the envelope, errorCode, status, value).
import type { ApiRequest } from './client.ts';
import type {
  AffiliateCheck,
  AffiliateCheckRequest,
  ChangePasswordRequest,
  ConsolidatedFunds,
  CountryList,
  ForgotPasswordEmailRequest,
  HandoverCode,
  LoginRequest,
  LoginResult,
  LoginSmsRequest,
  LoginVerificationRequest,
  MemberInfo,
  RegisterRequest,
  RegisterResult,
  RegisterSmsRequest,
  ResetPasswordByPhoneRequest,
  ResetPasswordByTokenRequest,
  SmsSent,
  SocialLoginRequest,
  SocialProvider,
  WalletBalance,
} from './types.ts';

export type * from './types.ts';

// ── Session ──────────────────────────────────────────────────────────────────────────────────────────────

/** POST /wps/session/login (enc). */
export const login = (api: ApiRequest, body: LoginRequest): Promise<LoginResult> =>
  api<LoginResult>('/wps/session/login', { method: 'POST', body, encrypt: true });

/**
 * POST /wps/session/login/remembered: signs in from the HttpOnly remember-me cookie (401 login.not_session without
 * one). The cookie only works from the browser it was issued to: send the same loginDeviceId as the login did. From a
 * new IP it answers login.second_factor_required like a password login.
 */
export const loginRemembered = (api: ApiRequest, loginDeviceId?: string): Promise<LoginResult> =>
  api<LoginResult>('/wps/session/login/remembered', { method: 'POST', body: loginDeviceId ? { loginDeviceId } : {} });

/** POST /wps/session/handover (token): a one-time code that opens this session's member in another tab as /?handover=. */
export const issueHandover = (api: ApiRequest): Promise<HandoverCode> =>
  api<HandoverCode>('/wps/session/handover', { method: 'POST', body: {} });

/** POST /wps/session/handover/exchange: the code from the start address for a new session (used up by this call). */
export const exchangeHandover = (api: ApiRequest, code: string): Promise<LoginResult> =>
  api<LoginResult>('/wps/session/handover/exchange', { method: 'POST', body: { code } });

/** POST /wps/session/handover/discard: end the session a code opened when the tab keeps its own. */
export const discardHandover = (api: ApiRequest, token: string): Promise<null> =>
  api<null>('/wps/session/handover/discard', { method: 'POST', body: { token } });

/** POST /wps/session/login/verification (enc): the second factor for a login from a new IP. */
export const loginVerification = (api: ApiRequest, body: LoginVerificationRequest): Promise<LoginResult> =>
  api<LoginResult>('/wps/session/login/verification', { method: 'POST', body, encrypt: true });

/** POST /wps/session/login/verification/resend (mobile code and e-mail methods). */
export const resendLoginVerification = (api: ApiRequest, body: { challengeId: string }): Promise<SmsSent | null> =>
  api<SmsSent | null>('/wps/session/login/verification/resend', { method: 'POST', body });

/** POST /wps/session/login/freeplay: a new trial member (type 4). */
export const freePlay = (api: ApiRequest): Promise<LoginResult> =>
  api<LoginResult>('/wps/session/login/freeplay', { method: 'POST', body: {}, headers: { 'X-Gateway-Version': '3' } });

/** DELETE /wps/session/logout (token): revokes the session and the remember-me token. */
export const logout = (api: ApiRequest): Promise<null> => api<null>('/wps/session/logout', { method: 'DELETE' });

/** GET /wps/session/social/providers: the brand's one-click sign-in providers. */
export const socialProviders = (api: ApiRequest): Promise<SocialProvider[]> =>
  api<SocialProvider[]>('/wps/session/social/providers');

/** POST /wps/session/social/login with the id token the provider's popup returned. */
export const socialLogin = (api: ApiRequest, body: SocialLoginRequest): Promise<LoginResult> =>
  api<LoginResult>('/wps/session/social/login', { method: 'POST', body });

// ── Captcha, SMS ─────────────────────────────────────────────────────────────────────────────────────────

/** GET /wps/captcha: base64 PNG without the data: prefix (a fresh image per call; the answer is bound to a cookie). */
export const fetchCaptcha = (api: ApiRequest): Promise<string> =>
  api<string>('/wps/captcha', { query: { t: Date.now() } });

/** POST /wps/verification/sms/noLogin: a code for an existing member (SMS login, forgot by phone). */
export const sendLoginSms = (api: ApiRequest, body: LoginSmsRequest): Promise<SmsSent> =>
  api<SmsSent>('/wps/verification/sms/noLogin', { method: 'POST', body });

/** POST /wps/verification/sms/register: a code for a number being registered. */
export const sendRegisterSms = (api: ApiRequest, body: RegisterSmsRequest): Promise<SmsSent> =>
  api<SmsSent>('/wps/verification/sms/register', { method: 'POST', body });

// ── Registration ─────────────────────────────────────────────────────────────────────────────────────────

/** PUT /wps/member/register (enc): username registration; the player is logged in on success. */
export const register = (api: ApiRequest, body: RegisterRequest): Promise<RegisterResult> =>
  api<RegisterResult>('/wps/member/register', { method: 'PUT', body, encrypt: true });

/** PUT /wps/member/register/mobile (enc): mobile registration (username = mobileNum). */
export const registerMobile = (api: ApiRequest, body: RegisterRequest): Promise<RegisterResult> =>
  api<RegisterResult>('/wps/member/register/mobile', { method: 'PUT', body, encrypt: true });

/** GET /wps/agent/affiliate: whether an invitation (affiliate) code is valid; throws `affiliate.invalid` if not. */
export const checkAffiliate = (api: ApiRequest, query: AffiliateCheckRequest): Promise<AffiliateCheck> =>
  api<AffiliateCheck>('/wps/agent/affiliate', { query: { code: query.code, domain: query.domain } });

// ── Member ───────────────────────────────────────────────────────────────────────────────────────────────

/** GET /wps/member/info (token). */
export const memberInfo = (api: ApiRequest, signal?: AbortSignal): Promise<MemberInfo> =>
  api<MemberInfo>('/wps/member/info', signal ? { signal } : {});

/** POST /wps/member/password (token, enc). */
export const changePassword = (api: ApiRequest, body: ChangePasswordRequest): Promise<null> =>
  api<null>('/wps/member/password', { method: 'POST', body, encrypt: true });

/** POST /wps/member/password/email (JSON; the server also takes the original's form encoding): mails a reset link. */
export const forgotPasswordByEmail = (api: ApiRequest, body: ForgotPasswordEmailRequest): Promise<null> =>
  api<null>('/wps/member/password/email', { method: 'POST', body });

/** POST /wps/member/password/reset: sets the password from the mailed `?resetToken=` link. */
export const resetPasswordByToken = (api: ApiRequest, body: ResetPasswordByTokenRequest): Promise<null> =>
  api<null>('/wps/member/password/reset', { method: 'POST', body });

/** POST /wps/member/password/verification (enc): forgot password by phone + SMS code. */
export const resetPasswordByPhone = (api: ApiRequest, body: ResetPasswordByPhoneRequest): Promise<null> =>
  api<null>('/wps/member/password/verification', { method: 'POST', body, encrypt: true });

/** GET /wps/system/country: dialing codes and the caller's current country. */
export const countries = (api: ApiRequest): Promise<CountryList> => api<CountryList>('/wps/system/country');

/** GET /wps/v2/wallets/balance?typeId=0 (token). */
export const walletBalance = (api: ApiRequest, signal?: AbortSignal): Promise<WalletBalance> =>
  api<WalletBalance>('/wps/v2/wallets/balance', { query: { typeId: 0 }, ...(signal ? { signal } : {}) });

/** GET /wps/member/info/funds/consolidated (token; not for trial members, only with the agent-policy flag). */
export const consolidatedFunds = (api: ApiRequest): Promise<ConsolidatedFunds> =>
  api<ConsolidatedFunds>('/wps/member/info/funds/consolidated');
