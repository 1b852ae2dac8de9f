import { z } from "zod";
import { GAME_CATEGORIES } from "../games";
import { secret, text } from "../input-schemas";
import { adminPageQuery } from "./admin";
import { amountInput, requestIdInput, serialIdParam } from "./money";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * Points (积分) and the points mall (decision 0041). Points are earned on valid bets by category
 * and kept in the ledger in a currency of their own (POINTS_CURRENCY), which no transfer crosses:
 * they become money only through a redemption of a money reward or a conversion, each a pair of
 * postings in one transaction.
 */
export const POINTS_API = {
  /** The caller's points and the brand's points rules (member). */
  summary: "/wps/points",
  /** The mall's rewards (anyone). */
  rewards: "/wps/points/rewards",
  /** Redeems a reward with the payment password (sealed body). */
  redeem: "/wps/points/rewards/:id/redeem",
  /** The caller's redemptions, newest first, by cursor. */
  redemptions: "/wps/points/redemptions",
  /** The caller's points entries (earned, spent, returned), newest first, by cursor. */
  transactions: "/wps/points/transactions",
  /** Converts points to money at the brand's rate with the payment password (sealed body). */
  convert: "/wps/points/convert",
} as const;

export const POINTS_ADMIN = {
  rewards: "/admin/points/rewards",
  reward: "/admin/points/rewards/:id",
  redemptions: "/admin/points/redemptions",
  review: "/admin/points/redemptions/:id/review",
} as const;

/** The ledger currency of points: whole points, never money. */
export const POINTS_CURRENCY = "PTS";

/** A money reward is credited at once; a physical one waits for an operator (spec: in process, approved, rejected). */
export const REWARD_KINDS = ["MONEY", "PHYSICAL"] as const;
export const REDEMPTION_STATUSES = ["IN_PROCESS", "APPROVED", "REJECTED"] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const pointsRulesSchema = z.object({
  /** Points per 100.00 of valid bets, per category (absent: none). */
  earnPerHundred: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int()),
  /** `points` points convert to `amount` of money. */
  convertPoints: z.number().int(),
  convertAmount: z.string(),
  /** Conversions are in multiples of this many points. */
  convertMinPoints: z.number().int(),
});
export const pointsSummarySchema = z.object({ balance: z.number().int(), rules: pointsRulesSchema });

export const rewardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REWARD_KINDS),
  /** In the caller's language. */
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  cost: z.number().int(),
  /** The money a MONEY reward credits. */
  amount: z.string().nullable(),
  /** Left in stock; null: no limit. */
  stock: z.number().int().nullable(),
});
export const rewardListSchema = z.object({ list: z.array(rewardSchema) });

export const deliveryInput = z.object({
  name: text(64).min(1),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{5,32}$/, "phone"),
  address: text(300).min(1),
});
export const redeemRequest = z.object({
  requestId: requestIdInput,
  paymentPassword: secret.min(1),
  /** Where a PHYSICAL reward goes (required for one, refused for a MONEY reward). */
  delivery: deliveryInput.optional(),
});

export const redemptionSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  name: z.string(),
  kind: z.enum(REWARD_KINDS),
  cost: z.number().int(),
  amount: z.string().nullable(),
  status: z.enum(REDEMPTION_STATUSES),
  note: z.string(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export const redemptionPageSchema = z.object({ list: z.array(redemptionSchema), ...cursorPageFields });
export const pointsPageQuery = z.object({
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const POINTS_REASONS = ["POINTS_EARNED", "POINTS_REDEEMED", "POINTS_REFUNDED", "POINTS_CONVERTED"] as const;
export const pointsEntrySchema = z.object({
  id: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  /** Signed: earned and returned points positive, spent ones negative. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  time: z.number().int(),
});
export const pointsEntryPageSchema = z.object({ list: z.array(pointsEntrySchema), ...cursorPageFields });

export const convertRequest = z.object({
  requestId: requestIdInput,
  paymentPassword: secret.min(1),
  points: z.number().int().positive().max(1_000_000_000),
});
export const convertResultSchema = z.object({
  points: z.number().int(),
  amount: z.string(),
  balance: z.number().int(),
});

export const rewardParams = z.object({ id: serialIdParam });

// --- Operators ---

const localized = z.partialRecord(z.enum(["cn", "en", "ja", "th", "vi"]), text(500));
const rewardFields = z.object({
  kind: z.enum(REWARD_KINDS),
  name: localized,
  description: localized.default({}),
  imageUrl: text(300).default(""),
  cost: z.number().int().positive().max(1_000_000_000),
  amount: amountInput.optional(),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
type RewardFields = z.infer<typeof rewardFields>;
const moneyHasAmount = (r: RewardFields) => (r.kind === "MONEY") === (r.amount !== undefined);
const named = (r: RewardFields) => Object.values(r.name).some((n) => n.trim() !== "");
/** A new reward: its stock (null: no limit). */
export const rewardInput = rewardFields
  .extend({ stock: z.number().int().min(0).max(1_000_000).nullable().default(null) })
  .refine(moneyHasAmount, { message: "amount", path: ["amount"] })
  .refine(named, { message: "name", path: ["name"] });
/**
 * A change to a reward. Its stock moves by `addStock` (a restock, or items withdrawn): an
 * absolute figure loaded before a redemption and saved after it would sell that item twice.
 */
export const rewardUpdate = rewardFields
  .extend({ addStock: z.number().int().min(-1_000_000).max(1_000_000).default(0) })
  .refine(moneyHasAmount, { message: "amount", path: ["amount"] })
  .refine(named, { message: "name", path: ["name"] });
/** A reward as operators see it: every language's name and description, whether it is listed, its place. */
export const adminRewardSchema = rewardSchema.extend({
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  active: z.boolean(),
  sort: z.number().int(),
});
export type AdminReward = z.infer<typeof adminRewardSchema>;
export const adminRewardListSchema = z.object({ list: z.array(adminRewardSchema) });
/** A redemption as operators review it: whose, and where a physical reward goes. */
export const adminRedemptionSchema = redemptionSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  delivery: z.object({ name: z.string(), phone: z.string(), address: z.string() }).nullable(),
});
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;
export const adminRedemptionQuery = adminPageQuery.extend({ status: z.enum(REDEMPTION_STATUSES).optional() });
export const redemptionReviewRequest = z.object({ approve: z.boolean(), note: text(500).default("") });
