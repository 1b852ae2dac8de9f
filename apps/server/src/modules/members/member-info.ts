import type { MemberInfo } from "@portal/contract/api/accounts";
import { isLanguage } from "@portal/contract/languages";
import { adultTermsPending } from "../protection/registration-checks";
import type { Member } from "./repository";

/** Shows only the last 4 digits of a number: "84 ****5678". */
export function maskMobile(countryDialingCode: string | null, mobileNum: string | null): string {
  if (!mobileNum) return "";
  return `${countryDialingCode ?? ""} ****${mobileNum.slice(-4)}`.trim();
}

/** Shows the first character of the mailbox and the domain: "a***@example.com". */
export function maskEmail(email: string | null): string {
  if (!email) return "";
  const at = email.indexOf("@");
  return at <= 0 ? "***" : `${email[0]}***${email.slice(at)}`;
}

/** A member's info; `protectionOn`: the brand asks for the 18+ and terms confirmation (player protection). */
export function toMemberInfo(member: Member, protectionOn: boolean): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.memberType,
    toUpline: member.toUpline,
    clubLabel: { labelName: member.clubLabel },
    memberLabel: member.labels.map((labelName) => ({ labelName })),
    language: isLanguage(member.language) ? member.language : "en",
    avatar: member.avatar,
    avatarType: member.avatarType,
    mobileNum: maskMobile(member.countryDialingCode, member.mobileNum),
    email: maskEmail(member.email),
    hasPaymentPassword: member.paymentPasswordHash !== null,
    mustChangePassword: member.mustChangePassword,
    adultTermsPending: adultTermsPending(protectionOn, member),
    registeredAt: member.registeredAt.getTime(),
    lastLoginAt: member.lastLoginAt?.getTime() ?? null,
    lastLoginIp: member.lastLoginIp,
  };
}
