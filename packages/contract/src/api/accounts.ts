import { z } from "zod";
import { epochMs, exactText, secret, text } from "../input-schemas";
import { LANGUAGES } from "../languages";
import { LEDGER_REASONS } from "../money";
import { cursorInput, cursorPageFields } from "./paging";

export const LOGIN_TYPES = ["username", "sms", "firebase"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** ALTCHA payload (base64 JSON) proving the client solved a fresh proof-of-work challenge. */
export const botCheckField = exactText(4096).min(1);

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** PNG, base64 (no data: prefix). */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});

export const loginRequest = z.object({
  /** Username, or the mobile number for SMS login. */
  username: text(64).min(1),
  /** Password, or the SMS code for SMS login. */
  password: secret.min(1),
  type: z.enum(LOGIN_TYPES).default("username"),
  countryDialingCode: text(6).optional(),
  captcha: text(8).optional(),
  captchaId: text(64).optional(),
  botCheck: botCheckField,
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResultSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The member must change the password before anything else (default or expired password). */
  mustChangePassword: z.boolean(),
  memberType: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `value` of a failed login: whether the captcha is now required. */
export const loginFailureSchema = z.object({ captcha: z.boolean() });

export const registerRequest = z.object({
  username: text(64).optional(),
  password: secret.optional(),
  confirmPassword: secret.optional(),
  payeeName: text(64).optional(),
  email: text(128).optional(),
  qqNum: text(32).optional(),
  mobileNum: text(20).optional(),
  countryDialingCode: text(6).optional(),
  recommenderId: text(32).optional(),
  captcha: text(8).optional(),
  captchaId: text(64).optional(),
  verificationCode: text(8).optional(),
  affiliateCode: text(32).optional(),
  paymentPassword: secret.optional(),
  line: text(64).optional(),
  whatsapp: text(32).optional(),
  facebook: text(128).optional(),
  wechat: text(64).optional(),
  idNumber: text(32).optional(),
  referralCode: text(32).optional(),
  domain: text(255).optional(),
  registerUrl: text(1024).optional(),
  registerMethod: z.literal("WEB").default("WEB"),
  botCheck: botCheckField,
  /** The member confirms being 18 or over and accepts the terms (required when the brand's playerProtection is on). */
  confirmAdultAndTerms: z.boolean().optional(),
  /** The birthday (YYYY-MM-DD), where the brand collects one: under 18 is refused (UNDERAGE). */
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/**
 * The free demo's body (optional: a brand without playerProtection needs none). With the brand's
 * playerProtection on, the visitor confirms being 18 or over and accepts the terms, as at
 * registration (TERMS_NOT_ACCEPTED otherwise).
 */
export const freePlayRequest = z.object({ confirmAdultAndTerms: z.boolean().optional() }).nullish();
export type FreePlayRequest = z.input<typeof freePlayRequest>;

export const affiliateQuery = z.object({ affiliateCode: text(32).min(1), domain: text(255).optional() });
export const affiliateSchema = z.object({ valid: z.literal(true), affiliateCode: z.string() });

export const SMS_PURPOSES = ["login", "register", "resetPassword", "bindMobile"] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const smsNoLoginRequest = z.object({
  mobileNum: text(20).min(1),
  countryDialingCode: text(6).min(1),
  purpose: z.enum(["login", "resetPassword"]).default("login"),
  botCheck: botCheckField,
});
export const smsRegisterRequest = z.object({
  mobileNo: text(20).min(1),
  countryDialingCode: text(6).min(1),
  botCheck: botCheckField,
});
export const smsSentSchema = z.object({ expiredMinutes: z.number().int() });

export const changePasswordRequest = z.object({
  oldPassword: secret.optional(),
  newPassword: secret.min(1),
  confirmNewPassword: secret.min(1),
  /** The 18+ and terms confirmation, required with the change while the member owes it (adultTermsPending). */
  confirmAdultAndTerms: z.boolean().optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
/**
 * The 18+ and terms confirmation on its own, for a member who owes it (adultTermsPending) with no
 * password change pending: an account made before the brand turned player protection on, or a
 * seeded one. Until it is given, every other member call answers ADULT_TERMS_REQUIRED.
 */
export const adultTermsRequest = z.object({ confirmAdultAndTerms: z.boolean() });
export type AdultTermsRequest = z.input<typeof adultTermsRequest>;
export const forgotPasswordEmailRequest = z.object({ username: text(64).min(1), email: text(128).min(1) });
export const resetPasswordByTokenRequest = z.object({
  resetToken: text(128).min(1),
  newPassword: secret.min(1),
  confirmNewPassword: secret.min(1),
});
export const resetPasswordByMobileRequest = z.object({
  mobileNum: text(20).min(1),
  countryDialingCode: text(6).min(1),
  verificationCode: text(8).min(1),
  newPassword: secret.min(1),
  confirmNewPassword: secret.min(1),
});

export const AVATAR_TYPES = ["STATIC", "CUSTOM"] as const;
export const avatarSchema = z.object({ avatar: z.string(), avatarType: z.enum(AVATAR_TYPES) });

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Member type: agents 1, 2, 41, 42; trial 4; ordinary member 0. */
  type: z.number().int(),
  toUpline: z.number().int(),
  clubLabel: z.object({ labelName: z.string() }),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  language: z.enum(LANGUAGES),
  avatar: z.string(),
  avatarType: z.enum(AVATAR_TYPES),
  /** Masked, e.g. "84 ****5678"; "" when none is bound. */
  mobileNum: z.string(),
  email: z.string(),
  hasPaymentPassword: z.boolean(),
  /** A password change is pending (default or expired password): nothing else works until it is done. */
  mustChangePassword: z.boolean(),
  /**
   * The brand asks for the 18+ and terms confirmation (player protection) and this member never
   * gave it (an account an agent opened, one made before the brand turned protection on, a seeded
   * one): a pending password change asks for it too; otherwise it is given on its own
   * (PUT adultTerms), and until then other member calls answer ADULT_TERMS_REQUIRED.
   */
  adultTermsPending: z.boolean(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  lastLoginIp: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const languageUpdateRequest = z.object({ language: z.enum(LANGUAGES) });
export const unreadCountSchema = z.object({ count: z.number().int() });
export const publicKeySchema = z.object({ publicKey: z.string(), algorithm: z.literal("RSA-OAEP-256+A256GCM") });

/** Security centre ("my account"): profile, payment password, bound mobile and e-mail. */
export const profileUpdateRequest = z.object({
  nickname: text(32).min(1),
  avatar: text(16).optional(),
});
export const paymentPasswordRequest = z.object({
  /** The login password, proving it is the member. */
  password: secret.min(1),
  newPaymentPassword: secret.min(1),
  confirmPaymentPassword: secret.min(1),
});
/** Sends a code to a new number for a logged-in member (purpose bindMobile). */
export const smsBindRequest = z.object({ mobileNum: text(20).min(1), countryDialingCode: text(6).min(1) });
export const bindMobileRequest = z.object({
  mobileNum: text(20).min(1),
  countryDialingCode: text(6).min(1),
  verificationCode: text(8).min(1),
});
export const bindEmailRequest = z.object({ email: text(128).min(3) });

export const walletSchema = z.object({
  /** MAIN, DEMO (trial credit) or VENDOR:<code>. */
  kind: z.string(),
  /** The vendor's display name in the caller's language; "" for the main wallet. */
  name: z.string(),
  /** False when a vendor did not answer: its balance is then unknown and shown as 0. */
  available: z.boolean(),
  /** Decimal string of the currency's scale. */
  balance: z.string(),
  currency: z.string(),
});
export const walletBalanceSchema = z.object({
  sumBalance: z.string(),
  currency: z.string(),
  symbol: z.string(),
  /** True for a trial member: demo credit, never real money. */
  demo: z.boolean(),
  wallets: z.array(walletSchema),
  /** Money held for pending withdrawals and unanswered vendor transfers (not in sumBalance). */
  held: z.string(),
});

/** The account record (transactionHistory): entries of the caller's wallets, newest first. */
export const transactionHistoryQuery = z.object({
  /** Epoch ms, inclusive. */
  from: epochMs.optional(),
  /** Epoch ms, exclusive. */
  to: epochMs.optional(),
  type: z.enum(LEDGER_REASONS).optional(),
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const transactionEntrySchema = z.object({
  id: z.number().int(),
  transferId: z.string(),
  type: z.enum(LEDGER_REASONS),
  /** MAIN, DEMO, WITHDRAWAL_HOLD or VENDOR_HOLD. */
  wallet: z.string(),
  /** Signed decimal string: money in is positive. */
  amount: z.string(),
  balanceAfter: z.string(),
  currency: z.string(),
  time: z.number().int(),
  reference: z.object({ type: z.string(), id: z.string() }),
});
export const transactionHistorySchema = z.object({
  list: z.array(transactionEntrySchema),
  ...cursorPageFields,
});
