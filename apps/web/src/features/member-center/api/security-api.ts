import { API } from "@portal/contract/api/paths";
import { apiGet, apiSend } from "../../../shared/api/client";
import { postSealed } from "../../../shared/api/sealed";

export interface AvatarChoice {
  avatar: string;
  avatarType: "STATIC" | "CUSTOM";
}

export function fetchAvatars(): Promise<{ list: AvatarChoice[] }> {
  return apiGet(API.playerAvatar);
}

export function updateProfile(nickname: string, avatar?: string): Promise<null> {
  return apiSend("PUT", API.memberProfile, { nickname, ...(avatar ? { avatar } : {}) });
}

export function setPaymentPassword(password: string, newPaymentPassword: string, confirmPaymentPassword: string) {
  return postSealed<null>("POST", API.paymentPassword, { password, newPaymentPassword, confirmPaymentPassword });
}

export function sendBindSms(mobileNum: string, countryDialingCode: string): Promise<{ expiredMinutes: number }> {
  return apiSend("POST", API.smsBind, { mobileNum, countryDialingCode });
}

export function bindMobile(mobileNum: string, countryDialingCode: string, verificationCode: string): Promise<null> {
  return apiSend("POST", API.bindMobile, { mobileNum, countryDialingCode, verificationCode });
}

export function bindEmail(email: string): Promise<null> {
  return apiSend("POST", API.bindEmail, { email });
}
