import type { TFunction } from "i18next";
import type { MemberRewardKind } from "@portal/contract/api/rewards";
import type { MemberReward } from "../api/rewards-api";

/** Each kind's words (a new kind of the contract needs its own here). */
const KIND_TEXT: Record<MemberRewardKind, string> = {
  MISSION: "memberRewards.kind.MISSION",
  REFERRAL: "memberRewards.kind.REFERRAL",
  VIP_UPGRADE: "memberRewards.kind.VIP_UPGRADE",
  VIP_MONTHLY: "memberRewards.kind.VIP_MONTHLY",
  VIP_REBATE: "memberRewards.kind.VIP_REBATE",
  CASHBACK: "memberRewards.kind.CASHBACK",
  RAFFLE: "memberRewards.kind.RAFFLE",
};

/**
 * What a reward is for, in words: a mission's prize, a referral reward (for friend ab***yz), a VIP
 * reward (the level reached, for an upgrade's), a cashback, a raffle's prize.
 */
export function rewardTitle(t: TFunction, reward: Pick<MemberReward, "kind" | "friend" | "vipLevel">): string {
  if (reward.kind === "REFERRAL" && reward.friend) {
    return t("memberRewards.kind.REFERRAL_FRIEND", { friend: reward.friend });
  }
  if (reward.kind === "VIP_UPGRADE" && reward.vipLevel !== null) {
    return t("memberRewards.kind.VIP_UPGRADE_LEVEL", { level: reward.vipLevel });
  }
  return t(KIND_TEXT[reward.kind]);
}
