import { GAME_CATEGORIES } from "../games";

/**
 * The promotions' paths and names (decision 0039), without a schema: what the portal's pages
 * import, so zod (the schemas in promotions.ts, which re-exports all of this) stays off them.
 */
export const PROMOTION_API = {
  /** The offers of the brand's active promotions (anyone). */
  offers: "/wps/promotions",
  /** What the member would get from one promotion now, or the bonus it already gave (member). */
  eligibility: "/wps/promotions/:id/eligibility",
  /** Takes the bonus (member, idempotent by requestId). */
  claim: "/wps/promotions/:id/claim",
  /** The member's bonuses, newest first by cursor. */
  bonuses: "/wps/member/bonuses",
  /** Gives up an active bonus (no body; sent again, it answers the same): its bonus part leaves the wallet and the lock ends. */
  forfeit: "/wps/member/bonuses/:id/forfeit",
} as const;

export const PROMOTION_ADMIN = {
  offers: "/admin/promotions",
  offer: "/admin/promotions/:id",
  /**
   * The promotions themselves: their announcements (type PR), every language, active or not;
   * written with `promotionAnnouncementInput` (admin-content.ts, kept out of the portal's bundle).
   */
  promotions: "/admin/promotions/announcements",
  promotion: "/admin/promotions/announcements/:id",
} as const;

/**
 * A deposit bonus on the member's first deposit ever, or on a deposit of the period (reload); or
 * CASHBACK: a percent of the member's net loss of each day or week (`reloadPeriod`), issued by the
 * `cashback` job after the period as a reward of the reward center (decision 0045).
 */
export const PROMOTION_KINDS = ["FIRST_DEPOSIT", "RELOAD", "CASHBACK"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** The category tab a promotion is listed under; GENERAL is every game. */
export const PROMOTION_CATEGORIES = ["GENERAL", ...GAME_CATEGORIES] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
/** What the turnover multiple applies to: the bonus alone, or the deposit and the bonus. */
export const TURNOVER_BASES = ["BONUS", "DEPOSIT_AND_BONUS"] as const;
export const RELOAD_PERIODS = ["DAY", "WEEK"] as const;

export const BONUS_STATUSES = ["ACTIVE", "COMPLETED", "FORFEITED", "EXPIRED"] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** Why a member cannot take an offer now (translated on the web as `promo.reason.<CODE>`). */
export const INELIGIBLE_REASONS = [
  "NOT_STARTED",
  "ENDED",
  "NOT_IN_AUDIENCE",
  /** No confirmed deposit that qualifies (its size, its time, the claim window). */
  "NO_QUALIFYING_DEPOSIT",
  /** A first-deposit bonus, and the member's first deposit is older than the offer or too small. */
  "NOT_FIRST_DEPOSIT",
  "ALREADY_CLAIMED",
  /** The deposit has left the wallet (withdrawn, sent to a game wallet) before the claim. */
  "DEPOSIT_NOT_IN_WALLET",
  /** Another bonus is still locked: one at a time. */
  "BONUS_ACTIVE",
  /** A cashback is paid by the brand after each period: nothing to claim here. */
  "AUTOMATIC",
  /** Another account on the same device or with the same bank account took this one already. */
  "LINKED_ACCOUNT",
] as const;
export type IneligibleReason = (typeof INELIGIBLE_REASONS)[number];
