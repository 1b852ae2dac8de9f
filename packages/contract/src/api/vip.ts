import { z } from "zod";
import { text } from "../input-schemas";
import { amountInput } from "./money";

/**
 * VIP (decision 0044). A brand's levels (0 is everyone's start) are reached by confirmed deposits
 * and valid bets over the brand's window of days; the `vip` job raises members once per brand
 * day, and on a month's first day keeps them or takes them down one level when the month before's
 * valid bets missed the level's keep figure. Benefits per level: an upgrade gift (once per level
 * ever), a monthly gift, a daily rebate on valid bets, and higher daily withdrawal limits; gifts
 * and rebates are rewards of the reward center (VIP_UPGRADE, VIP_MONTHLY, VIP_REBATE).
 */
export const VIP_API = {
  /** The brand's levels and their benefits (anyone). */
  levels: "/wps/vip/levels",
  /** The caller's level and progress to the next one (member). */
  mine: "/wps/vip",
} as const;

export const VIP_ADMIN = {
  levels: "/admin/vip/levels",
  level: "/admin/vip/levels/:level",
} as const;

export const VIP_MAX_LEVEL = 10;

export const vipLevelSchema = z.object({
  level: z.number().int(),
  /** The operator's name in the caller's language, or "" (the page says "VIP n"). */
  name: z.string(),
  minDeposit: z.string(),
  minBets: z.string(),
  /** Valid bets a month needed to keep the level (0.00: kept for good). */
  keepBets: z.string(),
  upgradeGift: z.string(),
  monthlyGift: z.string(),
  /** Percent of the day's valid bets paid back as a VIP rebate ("0.5" = 0.5 %). */
  rebatePercent: z.string(),
  /** The level's daily withdrawal limits; null: the brand's. */
  withdrawDailyMax: z.string().nullable(),
  withdrawDailyCount: z.number().int().nullable(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;
export const vipLevelsSchema = z.object({ windowDays: z.number().int(), list: z.array(vipLevelSchema) });

export const vipMineSchema = z.object({
  level: z.number().int(),
  since: z.number().int().nullable(),
  windowDays: z.number().int(),
  /** Confirmed deposits and valid bets of the window so far. */
  deposits: z.string(),
  bets: z.string(),
  /** The next level and what is still needed for it; null at the top. */
  next: z
    .object({
      level: z.number().int(),
      depositRemaining: z.string(),
      betsRemaining: z.string(),
    })
    .nullable(),
});

const localized = z.partialRecord(z.enum(["cn", "en", "ja", "th", "vi"]), text(60));
export const vipLevelInput = z.object({
  name: localized.default({}),
  minDeposit: amountInput,
  minBets: amountInput,
  keepBets: amountInput.default("0"),
  upgradeGift: amountInput.default("0"),
  monthlyGift: amountInput.default("0"),
  /** Basis points of valid bets (100 = 1 %), at most 5 %. */
  rebateBp: z.number().int().min(0).max(500).default(0),
  withdrawDailyMax: amountInput.nullable().default(null),
  withdrawDailyCount: z.number().int().min(1).max(1000).nullable().default(null),
});
export const vipAdminLevelSchema = vipLevelSchema.extend({ names: localized, rebateBp: z.number().int() });
export const vipAdminLevelsSchema = z.object({ list: z.array(vipAdminLevelSchema) });
