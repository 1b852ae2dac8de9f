import { FEATURE } from "@portal/contract/feature-switches";
import type { FieldRule, RegistrationField } from "@portal/contract/registration-rules";

/**
 * Feature switches a brand starts with, as a tree of groups. Group modIds (LOGINREG3, MEMCEN3,
 * AGECEN3) only gather their children: switching a group off hides its whole branch.
 */
export const BRAND_FEATURE_TREE: { group: string; switches: [string, boolean][] }[] = [
  {
    group: "LOGINREG3",
    switches: [
      [FEATURE.usernameRegistration, true],
      [FEATURE.mobileRegistration, true],
      [FEATURE.mobilePasswordRegistration, true],
      [FEATURE.smsOnUsernameRegistration, false],
      [FEATURE.freePlay, true],
      [FEATURE.forcedPasswordChange, true],
      [FEATURE.smsLogin, true],
      [FEATURE.passwordResetByMobile, true],
      [FEATURE.directRegistration, true],
      [FEATURE.passwordResetSms, true],
      [FEATURE.loginIpVerification, false],
    ],
  },
  {
    group: "MEMCEN3",
    switches: [
      [FEATURE.transferToUpline, true],
      [FEATURE.rewardCenter, true],
      [FEATURE.messages, true],
      [FEATURE.deposit, true],
      [FEATURE.withdraw, true],
      [FEATURE.creditMarket, false],
      [FEATURE.feedback, true],
    ],
  },
  {
    group: "AGECEN3",
    switches: [
      [FEATURE.agentAnnouncement, true],
      [FEATURE.agentTeamOverview, true],
      [FEATURE.agentRegisterCenter, true],
      [FEATURE.agentDownlineManagement, true],
      [FEATURE.agentTeamBetting, true],
      [FEATURE.agentTeamProfit, true],
      [FEATURE.agentIncome, true],
      [FEATURE.agentDownlineTransactions, true],
      [FEATURE.dividend, true],
      [FEATURE.dailySalary, true],
      [FEATURE.hourlySalary, true],
    ],
  },
];

const rule = (
  patternId: number,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  required = false,
  enabled = true,
): FieldRule => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

/** Registration rules a brand starts with, one per field of the registration user. */
export const BRAND_REGISTRATION_RULES: Record<RegistrationField, FieldRule> = {
  username: rule(1, "[A-Za-z][A-Za-z0-9]*", 6, 16, true),
  password: rule(5, "(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+", 8, 20, true),
  confirmPassword: rule(5, "(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+", 8, 20, true),
  payeeName: rule(12, "[A-Za-z]+( [A-Za-z]+)?", 2, 40, false, false),
  email: rule(3, "[^@\\s]+@[^@\\s]+\\.[^@\\s]+", 5, 64),
  qqNum: rule(6, "[0-9]+", 5, 12, false, false),
  mobileNum: rule(6, "[0-9]+", 6, 15),
  recommenderId: rule(4, "[A-Za-z0-9]+", 4, 16, false, false),
  captcha: rule(4, "[A-Za-z0-9]+", 4, 6, false, false),
  verificationCode: rule(6, "[0-9]+", 6, 6, true),
  affiliateCode: rule(4, "[A-Za-z0-9]+", 4, 16),
  paymentPassword: rule(6, "[0-9]+", 6, 6, false, false),
  line: rule(9, "\\S+", 2, 32, false, false),
  whatsapp: rule(6, "[0-9]+", 6, 15, false, false),
  facebook: rule(9, "\\S+", 2, 64, false, false),
  wechat: rule(9, "\\S+", 2, 32, false, false),
  idNumber: rule(4, "[A-Za-z0-9]+", 6, 20, false, false),
  referralCode: rule(4, "[A-Za-z0-9]+", 4, 16, false, false),
  // Off until a brand collects birthdays; a birthday given must be 18 or more years ago (UNDERAGE).
  birthday: rule(11, "[0-9]{4}-[0-9]{2}-[0-9]{2}", 10, 10, false, false),
};

/** Country and dialing codes offered in mobile fields, most used markets first. */
export const COUNTRIES: [string, string][] = [
  ["VN", "84"],
  ["TH", "66"],
  ["CN", "86"],
  ["JP", "81"],
  ["MY", "60"],
  ["ID", "62"],
  ["PH", "63"],
  ["SG", "65"],
  ["KH", "855"],
  ["MM", "95"],
  ["LA", "856"],
  ["KR", "82"],
  ["HK", "852"],
  ["MO", "853"],
  ["TW", "886"],
  ["IN", "91"],
  ["BD", "880"],
  ["AU", "61"],
  ["GB", "44"],
  ["US", "1"],
];
