/** Rewards of the reward center for the rewards feature's component tests. Only tests import this file. */
import type { MemberReward } from "../api/rewards-api";

/** 2024-01-02 09:00:00 GMT+8. */
export const ISSUED_AT = Date.UTC(2024, 0, 2, 1, 0, 0);
/** Seven days later. */
export const EXPIRES_AT = ISSUED_AT + 7 * 86_400_000;

export const reward = (id: number, extra: Partial<MemberReward> = {}): MemberReward => ({
  id,
  kind: "REFERRAL",
  status: "ISSUED",
  amount: "20.00",
  missionId: null,
  friend: "fr***nd",
  vipLevel: null,
  period: null,
  promotionId: null,
  issuedAt: ISSUED_AT,
  expiresAt: EXPIRES_AT,
  claimedAt: null,
  ...extra,
});
