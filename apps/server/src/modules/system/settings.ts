import { GAME_CATEGORIES } from "@portal/contract/games";
import { FEEDBACK_TEXT_LIMIT } from "@portal/contract/api/feedback";
import { z } from "zod";
import { exactText, isStorableText, secret, UNSTORABLE_TEXT_MESSAGE } from "@portal/contract/input-schemas";
import { brandThemeSchema, DEFAULT_BRAND_THEME } from "@portal/contract/brand-theme";
import { publicOriginSchema } from "../../http/public-origin";

/**
 * Operator settings of a brand. Each key has a schema and a default; a stored value that no
 * longer parses falls back to the default (and is reported by the settings CLI) instead of
 * breaking start-up for every visitor.
 */
/** An address an operator configures (stored in jsonb: no U+0000, no lone surrogate). */
const configuredUrl = z.url().max(2048).refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE });

/** A link a visitor opens (a download, a chat, customer service): http(s) only, or "" for none. */
const visitorLink = z.union([
  z.literal(""),
  configuredUrl.refine((url) => /^https?:\/\//i.test(url), { message: "An http(s) address" }),
]);

export const SETTINGS_SCHEMA = {
  maintenance: z.boolean(),
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  loginedToHomePage: z.boolean(),
  chatHeaderColour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** The brand's primary colour, the text colour on it (contrast checked) and its logo. */
  brandTheme: brandThemeSchema,
  imageCDNs: z.array(configuredUrl),
  launchGameCDNs: z.array(configuredUrl),
  mainDomain: exactText(255),
  /**
   * The brand's public origin (https://...) for links in mails, e.g. password resets; empty uses
   * the server's PUBLIC_ORIGIN. Links are never built from request headers.
   */
  publicOrigin: z.union([z.literal(""), publicOriginSchema]),
  /**
   * The brand's links (download page, app QR codes, footer and side menu): the iOS and Android
   * app downloads, Telegram, WhatsApp, and customer service (a live-chat page; "" opens the help
   * centre). "" hides a download or chat link. Each replaces the site resource of its type.
   */
  downloadIosUrl: visitorLink,
  downloadAndroidUrl: visitorLink,
  telegramUrl: visitorLink,
  whatsappUrl: visitorLink,
  customerServiceUrl: visitorLink,
  /** Lifetime of an SMS code; the client counts down expiredMinutes x 60 s. */
  smsExpiredMinutes: z.number().int().min(1).max(60),
  /** A login with this password must change it first (reference notes: the family used "123456"). */
  defaultPassword: secret.min(1),
  /** After this many days a password is expired (forced change when PWDEXPFORCECHANGE3 is on). */
  passwordMaxAgeDays: z.number().int().min(1).max(3650),
  sessionIdleMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  sessionAbsoluteHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** Failed logins (per account or per address) after which the captcha is required. */
  captchaAfterFailures: z.number().int().min(1).max(100),
  /** Failed logins after which the account or address is locked for lockMinutes. */
  lockAfterFailures: z.number().int().min(2).max(1000),
  lockMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /**
   * Failed operator logins (per operator name and per address, counted apart from members')
   * after which operator logins are locked for lockMinutes. Stricter than the members' lock.
   */
  operatorLockAfterFailures: z.number().int().min(2).max(100),
  /**
   * Wait before a failed operator login is answered, doubling with each failure counted (up to
   * 16 times this), so guessing costs time even below the lock.
   */
  operatorFailureDelayMs: z.number().int().min(0).max(5000),
  /** Demo credit of a free-play (trial) member, in minor units; never real money. */
  trialCreditMinor: z.number().int().min(0),
  /** The built-in sandbox payment gateway may be used (demo brands only: it pays without money). */
  sandboxGatewayEnabled: z.boolean(),
  /** The built-in sandbox transfer-wallet vendor is offered (demo brands only). */
  sandboxVendorEnabled: z.boolean(),
  /** Withdrawals, in minor units: per request, and per brand day (GMT+8) by amount and count. */
  withdrawalMinMinor: z.number().int().min(1),
  withdrawalMaxMinor: z.number().int().min(1),
  withdrawalDailyMaxMinor: z.number().int().min(1),
  withdrawalDailyMaxCount: z.number().int().min(1).max(1000),
  /**
   * The largest single operator adjustment (credit or debit), in minor units. A ceiling against a
   * slip of the finger or a stolen operator session; larger corrections take several audited steps.
   */
  adjustmentMaxMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /**
   * Four eyes: an adjustment of at least this many minor units is only requested, and posted
   * once a second operator approves it (admin/adjustments.ts).
   */
  adjustmentApprovalMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** Four eyes: a withdrawal of at least this many minor units needs two operators' approvals. */
  withdrawalSecondReviewMinor: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** A paid withdrawal the member has not confirmed is treated as received after this. */
  withdrawalAutoConfirmMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
  /** Bot check (ALTCHA, PBKDF2/SHA-256): iterations of one attempt. Lower it in tests only. */
  botCheckCost: z.number().int().min(1).max(100_000),
  /** Bot check: the solution is a random counter in [max/2, max]; the browser tries them all. */
  botCheckMaxCounter: z.number().int().min(1).max(100_000),
  /**
   * Player protection (decision 0025): the 18+ and terms confirmation at registration, the
   * limits, time-outs and self-exclusion of the security centre and the reality check.
   */
  playerProtection: z.boolean(),
  /**
   * Rebates (decision 0032) are worked out and paid per hour, or per brand day (GMT+8). A
   * change applies from the next period: the periods never overlap.
   */
  rebatePeriod: z.enum(["HOUR", "DAY"]),
  /** A member also earns its own rate on its own valid bets (a "self rebate"). */
  selfRebate: z.boolean(),
  /**
   * A member counts as active in a period when its valid stake in it reaches this (minor units):
   * the contracts' tiers count active members (agent notes, "Active member").
   */
  activeMemberMinStakeMinor: z.number().int().min(0),
  /** A contract bill above this (minor units) waits for an operator's review before it is paid; 0: never. */
  contractReviewAboveMinor: z.number().int().min(0),
  /**
   * Contract bills wait this many hours for the payee to claim them, and expire unclaimed;
   * 0: they are paid without a claim.
   */
  contractClaimHours: z
    .number()
    .int()
    .min(0)
    .max(90 * 24),
  /** Dividends are settled per half-month (1st-15th, 16th-end) or per month, GMT+8. */
  dividendPeriod: z.enum(["HALF_MONTH", "MONTH"]),
  /** A dividend's net loss is less the rebates the team earned in the period. */
  dividendLessRebates: z.boolean(),
  /** A period the team won carries its net win into the next periods' loss (negative carry-over). */
  dividendCarryOver: z.boolean(),
  /** Points (decision 0041) per 100.00 of valid bets, per game category (absent: none). */
  pointsEarnPerHundred: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(100_000)),
  /** `pointsConvertPoints` points convert to `pointsConvertAmountMinor` of money, in multiples of `pointsConvertMinPoints`. */
  pointsConvertPoints: z.number().int().min(1).max(1_000_000),
  pointsConvertAmountMinor: z.number().int().min(0).max(1_000_000_000),
  pointsConvertMinPoints: z.number().int().min(1).max(1_000_000_000),
  /**
   * Invite friends (decision 0043): a referrer earns `referralRewardMinor` once a friend's first
   * deposit and valid turnover reach these within `referralWindowDays` of joining; the reward
   * waits `referralRewardExpiryDays` to be claimed.
   */
  referralEnabled: z.boolean(),
  referralRewardMinor: z.number().int().min(0).max(1_000_000_000),
  referralMinFirstDepositMinor: z.number().int().min(0).max(1_000_000_000),
  referralMinTurnoverMinor: z.number().int().min(0).max(1_000_000_000_000),
  referralWindowDays: z.number().int().min(1).max(365),
  referralRewardExpiryDays: z.number().int().min(1).max(365),
  /** VIP (decision 0044): levels are reached by deposits and valid bets over this many days. */
  vipWindowDays: z.number().int().min(1).max(365),
  /** VIP gifts and rebates wait this many days to be claimed. */
  vipRewardExpiryDays: z.number().int().min(1).max(365),
  /**
   * Feedback (PUT /wps/feedback): its text must have from feedbackMinLength to feedbackMaxLength
   * characters (code points; the catalogue's "between {0} and {1}"). A minimum above the maximum
   * reads as the maximum.
   */
  feedbackMinLength: z.number().int().min(1).max(FEEDBACK_TEXT_LIMIT),
  feedbackMaxLength: z.number().int().min(1).max(FEEDBACK_TEXT_LIMIT),
} as const;

export type SettingKey = keyof typeof SETTINGS_SCHEMA;
/** Settings that open accounts (the initial password of agents' new downlines): never shown to a reader. */
export const SECRET_SETTINGS: ReadonlySet<string> = new Set<SettingKey>(["defaultPassword"]);
export type Settings = { [K in SettingKey]: z.infer<(typeof SETTINGS_SCHEMA)[K]> };

export const SETTING_DEFAULTS: Settings = {
  maintenance: false,
  blockedCountries: [],
  loginedToHomePage: false,
  chatHeaderColour: "#1f6feb",
  brandTheme: DEFAULT_BRAND_THEME,
  imageCDNs: [],
  launchGameCDNs: [],
  mainDomain: "localhost",
  publicOrigin: "",
  downloadIosUrl: "",
  downloadAndroidUrl: "",
  telegramUrl: "",
  whatsappUrl: "",
  customerServiceUrl: "",
  smsExpiredMinutes: 5,
  defaultPassword: "123456",
  passwordMaxAgeDays: 90,
  sessionIdleMinutes: 60,
  sessionAbsoluteHours: 24,
  captchaAfterFailures: 3,
  lockAfterFailures: 10,
  lockMinutes: 15,
  operatorLockAfterFailures: 5,
  operatorFailureDelayMs: 500,
  trialCreditMinor: 200_000,
  sandboxGatewayEnabled: false,
  sandboxVendorEnabled: false,
  withdrawalMinMinor: 10_00,
  withdrawalMaxMinor: 50_000_00,
  withdrawalDailyMaxMinor: 100_000_00,
  withdrawalDailyMaxCount: 5,
  withdrawalAutoConfirmMinutes: 30,
  // 1,000,000.00 in a currency of two decimals.
  adjustmentMaxMinor: 1_000_000_00,
  // 1,000.00: an everyday goodwill credit passes, a large correction needs a second operator.
  adjustmentApprovalMinor: 1_000_00,
  // 10,000.00: a large payout is approved by two operators.
  withdrawalSecondReviewMinor: 10_000_00,
  // About 150 x 1000 PBKDF2 iterations: well under a second in a browser, ~50 ms in Node.
  botCheckCost: 1000,
  botCheckMaxCounter: 250,
  playerProtection: false,
  rebatePeriod: "DAY",
  selfRebate: false,
  activeMemberMinStakeMinor: 10_000,
  contractReviewAboveMinor: 0,
  contractClaimHours: 0,
  dividendPeriod: "HALF_MONTH",
  dividendLessRebates: true,
  dividendCarryOver: true,
  pointsEarnPerHundred: { RNG: 1, FISH: 1, LIVE: 1, SPORTS: 1, ESPORTS: 1, PVP: 1, ELOTT: 1 },
  pointsConvertPoints: 100,
  pointsConvertAmountMinor: 100,
  pointsConvertMinPoints: 100,
  // Off until a brand's operator sets its terms (the demo brand's seed turns it on).
  referralEnabled: false,
  referralRewardMinor: 50_00,
  referralMinFirstDepositMinor: 100_00,
  referralMinTurnoverMinor: 500_00,
  referralWindowDays: 30,
  referralRewardExpiryDays: 30,
  vipWindowDays: 30,
  vipRewardExpiryDays: 30,
  feedbackMinLength: 10,
  feedbackMaxLength: 500,
};

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS_SCHEMA, key);
}
