/** Points, rewards and records for the points feature's component tests. Only tests import this file. */
import type { PointsEntry, PointsSummary, Redemption, Reward } from "../api/points-api";

/** 2024-01-02 09:00:00 GMT+8. */
export const AT = Date.UTC(2024, 0, 2, 1, 0, 0);

export const SUMMARY: PointsSummary = {
  balance: 1500,
  rules: {
    earnPerHundred: { RNG: 5, LIVE: 2, SPORTS: 0 },
    convertPoints: 100,
    convertAmount: "1.00",
    convertMinPoints: 100,
  },
};

export const reward = (id: number, extra: Partial<Reward> = {}): Reward => ({
  id,
  kind: "MONEY",
  name: "Cash 10",
  description: "Ten in your main wallet.",
  imageUrl: "",
  cost: 500,
  amount: "10.00",
  stock: 5,
  ...extra,
});

export const CASH = reward(1);
export const GIFT = reward(2, {
  kind: "PHYSICAL",
  name: "Team jersey",
  description: "Delivered to your door.",
  cost: 1000,
  amount: null,
  stock: null,
});
export const SOLD_OUT = reward(3, { name: "Cash 100", cost: 5000, amount: "100.00", stock: 0 });
export const DEAR = reward(4, { name: "Cash 50", cost: 2500, amount: "50.00", stock: 2 });
export const REWARDS = [CASH, GIFT, SOLD_OUT, DEAR];

export const redemption = (id: number, extra: Partial<Redemption> = {}): Redemption => ({
  id,
  rewardId: CASH.id,
  name: CASH.name,
  kind: "MONEY",
  cost: 500,
  amount: "10.00",
  status: "APPROVED",
  note: "",
  createdAt: AT,
  reviewedAt: AT,
  ...extra,
});

export const entry = (id: number, extra: Partial<PointsEntry> = {}): PointsEntry => ({
  id,
  reason: "POINTS_EARNED",
  points: 120,
  balanceAfter: 1500,
  time: AT,
  ...extra,
});
