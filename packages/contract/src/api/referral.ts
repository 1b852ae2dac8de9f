import { z } from "zod";
import { text } from "../input-schemas";
import { amountInput } from "./money";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * Invite friends (referral, decision 0043). Every member has a referral code; a friend who
 * registers with it (the link `/?ref=CODE` fills it in) is the member's referral. Once the friend's
 * first deposit and valid turnover reach the brand's thresholds within the window, the `referrals`
 * job issues the member a REFERRAL reward to claim in the reward center. A friend signing up from
 * the member's own device, or from a device another of the member's friends used, is recorded
 * REFUSED and earns nothing.
 */
export const REFERRAL_API = {
  /** The caller's code, the brand's terms and the counts (member). */
  summary: "/wps/referral",
  /** The caller's friends, newest first, by cursor. */
  friends: "/wps/referral/friends",
} as const;

/** The device id the web app keeps in local storage and sends with every call (referral abuse checks). */
export const DEVICE_ID_HEADER = "x-device-id";
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** The query parameter of a referral link. */
export const REFERRAL_LINK_PARAM = "ref";

export const REFERRAL_STATUSES = ["PENDING", "QUALIFIED", "REFUSED", "EXPIRED"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** The referrer's own device; a device another friend registered from; no device id sent (nothing to check). */
export const REFUSAL_REASONS = ["SELF_REFERRAL", "DUPLICATE_DEVICE", "UNKNOWN_DEVICE"] as const;

export const referralSummarySchema = z.object({
  code: z.string(),
  /** The brand's address with the code (`/?ref=CODE`). */
  link: z.string(),
  /** The link as a QR code: an SVG image's data URL. */
  qrCode: z.string(),
  terms: z.object({
    enabled: z.boolean(),
    reward: z.string(),
    minFirstDeposit: z.string(),
    minTurnover: z.string(),
    windowDays: z.number().int(),
  }),
  friends: z.number().int(),
  qualified: z.number().int(),
});
export const referralFriendSchema = z.object({
  /** Masked account ("ab***yz"). */
  account: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(REFUSAL_REASONS).nullable(),
  joinedAt: z.number().int(),
  /**
   * How far the friend is from the terms, without the friend's amounts (another member's money):
   * whether its first deposit reached the minimum, and its valid bets as a percent of the
   * minimum (0 to 100).
   */
  depositReached: z.boolean(),
  turnoverPercent: z.number().int(),
  qualifiedAt: z.number().int().nullable(),
});
export const referralFriendPageSchema = z.object({ list: z.array(referralFriendSchema), ...cursorPageFields });
export const referralFriendQuery = z.object({
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

// --- The back office (Promotions & loyalty > Refer a friend) ---------------------------------

export const REFERRAL_ADMIN = {
  /** The brand's referrals, newest first, by cursor; filtered by status and referrer (read). */
  referrals: "/admin/referrals",
  /** The brand's referral terms in its money: GET (read), PUT (configureBrand, audited). */
  terms: "/admin/referral/terms",
} as const;

/** How long a friend has to reach the terms: whole days (the setting `referralWindowDays`). */
export const REFERRAL_WINDOW_DAYS_MAX = 365;

/** The terms as an operator edits them: amounts in the brand's money (decimal strings; zero allowed). */
export const referralTermsSchema = z.object({
  enabled: z.boolean(),
  reward: z.string(),
  minFirstDeposit: z.string(),
  minTurnover: z.string(),
  windowDays: z.number().int(),
});
export type ReferralTerms = z.infer<typeof referralTermsSchema>;
export const referralTermsRequest = z
  .object({
    enabled: z.boolean(),
    reward: amountInput,
    minFirstDeposit: amountInput,
    minTurnover: amountInput,
    windowDays: z.number().int().min(1).max(REFERRAL_WINDOW_DAYS_MAX),
  })
  .strict();
export type ReferralTermsRequest = z.input<typeof referralTermsRequest>;

/** The referrals list's filters: a status, the referrer's username (exact, any case). */
export const adminReferralQuery = z.object({
  status: z.enum(REFERRAL_STATUSES).optional(),
  referrer: text(64).min(1).optional(),
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReferralQuery = z.input<typeof adminReferralQuery>;
export const adminReferralSchema = z.object({
  referrerId: z.number().int(),
  /** The referrer's username. */
  referrer: z.string(),
  friendId: z.number().int(),
  /** The friend's username (unmasked: operators). */
  friend: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(REFUSAL_REASONS).nullable(),
  joinedAt: z.number().int(),
  /** The friend's first confirmed deposit (decimal), as the last `referrals` job run saw it; null: none yet. */
  firstDeposit: z.string().nullable(),
  /** The friend's valid turnover since joining (decimal), as the last job run saw it. */
  turnover: z.string(),
  qualifiedAt: z.number().int().nullable(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;
export const adminReferralPageSchema = z.object({ list: z.array(adminReferralSchema), ...cursorPageFields });
export type AdminReferralPage = z.infer<typeof adminReferralPageSchema>;
