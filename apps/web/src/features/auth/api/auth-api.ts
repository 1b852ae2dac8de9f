import { API } from "@portal/contract/api/paths";
import type {
  AdultTermsRequest,
  ChangePasswordRequest,
  FreePlayRequest,
  LoginRequest,
  LoginResult,
  RegisterRequest,
} from "@portal/contract/api/accounts";
import type { RegistrationRules } from "@portal/contract/registration-rules";
import { apiGet, apiSend } from "../../../shared/api/client";
import { postSealed } from "../../../shared/api/sealed";
import { solveBotCheck } from "../../../shared/api/bot-check";

export interface CaptchaImage {
  captchaId: string;
  /** PNG, base64. */
  image: string;
  expiresInSeconds: number;
}

export interface SmsSent {
  expiredMinutes: number;
}

type WithoutBotCheck<T> = Omit<T, "botCheck">;

/** POST /wps/session/login (encrypted), with a freshly solved bot check. */
export async function login(data: WithoutBotCheck<LoginRequest>): Promise<LoginResult> {
  return postSealed<LoginResult>("POST", API.login, { ...data, botCheck: await solveBotCheck() });
}

/** The free demo: a trial member (type 4), after the visitor confirmed being 18 or over (decision 0025). */
export function loginFreePlay(): Promise<LoginResult> {
  return apiSend<LoginResult>("POST", API.loginFreePlay, { confirmAdultAndTerms: true } satisfies FreePlayRequest);
}

export async function register(
  mode: "username" | "mobile",
  data: WithoutBotCheck<RegisterRequest>,
): Promise<LoginResult> {
  const path = mode === "username" ? API.register : API.registerMobile;
  return postSealed<LoginResult>("PUT", path, { ...data, botCheck: await solveBotCheck() });
}

export function fetchCaptcha(): Promise<CaptchaImage> {
  return apiGet<CaptchaImage>(API.captcha);
}

export function fetchRegisterSettings(): Promise<RegistrationRules> {
  return apiGet<RegistrationRules>(API.registerSettings);
}

/** Resolves when the code names an agent of this brand; INVALID_AFFILIATE_CODE otherwise. */
export function checkAffiliate(affiliateCode: string): Promise<{ valid: true; affiliateCode: string }> {
  return apiGet(API.affiliate, { affiliateCode, domain: location.host });
}

export async function sendLoginSms(
  mobileNum: string,
  countryDialingCode: string,
  purpose: "login" | "resetPassword",
): Promise<SmsSent> {
  return apiSend<SmsSent>("POST", API.smsNoLogin, {
    mobileNum,
    countryDialingCode,
    purpose,
    botCheck: await solveBotCheck(),
  });
}

export async function sendRegisterSms(mobileNo: string, countryDialingCode: string): Promise<SmsSent> {
  return apiSend<SmsSent>("POST", API.smsRegister, { mobileNo, countryDialingCode, botCheck: await solveBotCheck() });
}

export function forgotPasswordByEmail(username: string, email: string): Promise<null> {
  return apiSend<null>("POST", API.forgotPasswordEmail, { username, email });
}

export function resetPasswordByToken(resetToken: string, newPassword: string, confirmNewPassword: string) {
  return postSealed<LoginResult>("POST", API.resetPasswordByToken, { resetToken, newPassword, confirmNewPassword });
}

export function resetPasswordByMobile(data: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return postSealed<LoginResult>("POST", API.resetPasswordByMobile, data);
}

export function changePassword(data: ChangePasswordRequest) {
  return postSealed<LoginResult>("POST", API.changePassword, data);
}

/** The 18+ and terms confirmation an account owes with no password change pending. */
export function confirmAdultTerms(data: AdultTermsRequest) {
  return apiSend<null>("PUT", API.adultTerms, data);
}
