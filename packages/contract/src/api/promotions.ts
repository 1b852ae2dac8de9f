import { z } from "zod";
import { GAME_CATEGORIES } from "../games";
import {
  BONUS_STATUSES,
  INELIGIBLE_REASONS,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  RELOAD_PERIODS,
  TURNOVER_BASES,
} from "./promotion-constants";
import { amountInput, requestIdInput, serialId, serialIdParam } from "./money";

import { cursorInput, cursorPageFields } from "./paging";

// Promotions with money in them (decision 0039). A promotion's text, picture and period of
// display are its announcement of the promotion group (PR); the offer below is the rule an
// operator attaches to it: a deposit bonus whose amount is locked behind a turnover requirement.
// A promotion without an offer is information only. Paths and names: promotion-constants.ts.

export { bonusLockSchema } from "./money";
export * from "./promotion-constants";

/** Percent (0 to 100) of a category's valid bets that counts toward the turnover. */
export const categoryWeights = z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(100));
export type CategoryWeights = z.infer<typeof categoryWeights>;

/** The offer's rule as a member reads it (amounts in the brand's money). */
export const offerTermsSchema = z.object({
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  /** Bonus percent of the deposit, as "100" or "12.5" (no trailing zeros). */
  percent: z.string(),
  maxBonus: z.string(),
  minDeposit: z.string(),
  /** CASHBACK: the least net loss of a period that earns any. */
  minLoss: z.string(),
  turnoverMultiple: z.number().int(),
  turnoverBasis: z.enum(TURNOVER_BASES),
  weights: categoryWeights,
  /** The bonus must be claimed within this many days of the deposit. */
  claimDays: z.number().int(),
  /** The turnover must be met within this many days of the claim, or the bonus is removed. */
  expiryDays: z.number().int(),
  reloadPeriod: z.enum(RELOAD_PERIODS).nullable(),
  /** Epoch milliseconds; null: no end. */
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** An offer: its promotion's id (the announcement's) and its terms. */
export const offerSchema = z.object({ id: z.number().int(), terms: offerTermsSchema });
export const offerListSchema = z.object({ list: z.array(offerSchema) });

export const bonusSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  /** The promotion's title in the caller's language. */
  title: z.string(),
  status: z.enum(BONUS_STATUSES),
  depositAmount: z.string(),
  bonusAmount: z.string(),
  /** What stays in the wallet until the turnover is met. */
  lockedAmount: z.string(),
  turnoverRequired: z.string(),
  /** Valid bets counted so far, weighted by category (capped at the requirement). */
  turnoverCounted: z.string(),
  turnoverRemaining: z.string(),
  grantedAt: z.number().int(),
  expiresAt: z.number().int(),
  endedAt: z.number().int().nullable(),
});
export type BonusView = z.infer<typeof bonusSchema>;
export const bonusPageSchema = z.object({ list: z.array(bonusSchema), ...cursorPageFields });
export const bonusPageQuery = z.object({
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const eligibilitySchema = z.object({
  terms: offerTermsSchema,
  /**
   * CLAIMABLE: `deposit` and `bonus` say what the claim gives; CLAIMED: `claimed` is the bonus;
   * AUTOMATIC (a cashback the member is in the audience of): `cashback` is the running period.
   */
  state: z.enum(["CLAIMABLE", "CLAIMED", "NOT_ELIGIBLE", "AUTOMATIC"]),
  reason: z.enum(INELIGIBLE_REASONS).nullable(),
  deposit: z.object({ orderNo: z.string(), amount: z.string() }).nullable(),
  bonus: z.string().nullable(),
  turnoverRequired: z.string().nullable(),
  claimed: bonusSchema.nullable(),
  /** The running period's net loss so far and the cashback it would earn (capped). */
  cashback: z
    .object({ periodStart: z.number().int(), periodEnd: z.number().int(), netLoss: z.string(), amount: z.string() })
    .nullable(),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const promotionParams = z.object({ id: serialIdParam });
export const claimRequest = z.object({ requestId: requestIdInput });

// --- Operators -------------------------------------------------------------------------------

export const offerInput = z
  .object({
    /** The PR announcement this offer belongs to. */
    announcementId: serialId,
    kind: z.enum(PROMOTION_KINDS),
    category: z.enum(PROMOTION_CATEGORIES).default("GENERAL"),
    /** Basis points of the deposit: 10000 = 100 %. */
    percentBp: z.number().int().min(1).max(100_000),
    maxBonus: amountInput,
    minDeposit: amountInput,
    /** CASHBACK: the least net loss of a period that earns any (0: any loss). */
    minLoss: amountInput.default("0"),
    turnoverMultiple: z.number().int().min(0).max(100),
    turnoverBasis: z.enum(TURNOVER_BASES),
    weights: categoryWeights,
    claimDays: z.number().int().min(1).max(365),
    expiryDays: z.number().int().min(1).max(365),
    reloadPeriod: z.enum(RELOAD_PERIODS).nullable().default(null),
    /** Labels a member must carry one of (empty: everyone). */
    labels: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
    /** Members under one of these agents only (empty: everyone). */
    agentIds: z.array(serialId).max(20).default([]),
    /** Members at one of these VIP levels only (empty: every level; decision 0044). */
    vipLevels: z.array(z.number().int().min(0).max(10)).max(11).default([]),
    startsAt: z.number().int().min(0),
    endsAt: z.number().int().min(0).nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine((o) => (o.kind === "FIRST_DEPOSIT") === (o.reloadPeriod === null), {
    message: "reloadPeriod",
    path: ["reloadPeriod"],
  })
  // A cashback is paid as a reward to claim, not a bonus with a turnover.
  .refine((o) => o.kind !== "CASHBACK" || o.turnoverMultiple === 0, {
    message: "turnoverMultiple",
    path: ["turnoverMultiple"],
  })
  .refine((o) => o.endsAt === null || o.endsAt > o.startsAt, { message: "endsAt", path: ["endsAt"] })
  // A turnover no bet counts toward could never be met.
  .refine((o) => o.turnoverMultiple === 0 || Object.values(o.weights).some((w) => w > 0), {
    message: "weights",
    path: ["weights"],
  });
export type OfferInput = z.infer<typeof offerInput>;

export const adminOfferSchema = z.object({
  id: z.number().int(),
  announcementId: z.number().int(),
  active: z.boolean(),
  labels: z.array(z.string()),
  agentIds: z.array(z.number().int()),
  vipLevels: z.array(z.number().int()),
  terms: offerTermsSchema,
});
export const adminOfferListSchema = z.object({ list: z.array(adminOfferSchema) });
