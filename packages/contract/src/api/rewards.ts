import { z } from "zod";
import { serialIdParam } from "./money";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * The reward center's rewards (decision 0042): money the brand gives a member for something done
 * (a mission's prize, a friend's referral), each a row that is ISSUED, then CLAIMED (its money
 * posted `reward:<id>` from the promotions expense) or EXPIRED at its deadline. A mission's prize
 * is made claimed at once, when the member claims the completed mission.
 */
export const REWARD_API = {
  /** The caller's rewards, newest first, by cursor; `status` filters. */
  list: "/wps/member/rewards",
  /** Claims an issued reward (no body; sent again, it answers the same claimed reward). */
  claim: "/wps/member/rewards/:id/claim",
} as const;

/** VIP_UPGRADE once per level reached, VIP_MONTHLY once per month, VIP_REBATE once per day (decision 0044). */
export const MEMBER_REWARD_KINDS = [
  "MISSION",
  "REFERRAL",
  "VIP_UPGRADE",
  "VIP_MONTHLY",
  "VIP_REBATE",
  /** A cashback promotion's period (decision 0045): `promotionId` and `period` say which. */
  "CASHBACK",
  /** A raffle's prize (decision 0046): `promotionId` says which raffle. */
  "RAFFLE",
] as const;
export type MemberRewardKind = (typeof MEMBER_REWARD_KINDS)[number];
export const MEMBER_REWARD_STATUSES = ["ISSUED", "CLAIMED", "EXPIRED"] as const;
export type MemberRewardStatus = (typeof MEMBER_REWARD_STATUSES)[number];

export const memberRewardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MEMBER_REWARD_KINDS),
  status: z.enum(MEMBER_REWARD_STATUSES),
  amount: z.string(),
  /** What it is for: a mission's id and period, or the referred friend's masked account. */
  missionId: z.number().int().nullable(),
  friend: z.string().nullable(),
  /** A VIP upgrade gift's level. */
  vipLevel: z.number().int().nullable(),
  /** A VIP monthly gift's month ("2026-11"), a VIP rebate's brand day or a cashback's period (its start, ISO). */
  period: z.string().nullable(),
  /** A cashback's or a raffle prize's promotion (its announcement id). */
  promotionId: z.number().int().nullable(),
  issuedAt: z.number().int(),
  expiresAt: z.number().int(),
  claimedAt: z.number().int().nullable(),
});
export type MemberReward = z.infer<typeof memberRewardSchema>;
export const memberRewardPageSchema = z.object({ list: z.array(memberRewardSchema), ...cursorPageFields });
export const memberRewardQuery = z.object({
  status: z.enum(MEMBER_REWARD_STATUSES).optional(),
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const memberRewardParams = z.object({ id: serialIdParam });
