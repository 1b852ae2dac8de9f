/** Missions and leaderboards for the missions feature's component tests. Only tests import this file. */
import type { ClaimedReward, Leaderboard, Mission, MissionList } from "../api/missions-api";

/** 2024-01-02 09:00:00 GMT+8: the tests' "now" (the day began at 00:00, the week on Monday the 1st). */
export const NOW = Date.UTC(2024, 0, 2, 1, 0, 0);
/** 2024-01-02 00:00:00 and 2024-01-03 00:00:00 GMT+8. */
export const DAY_START = Date.UTC(2024, 0, 1, 16, 0, 0);
export const DAY_END = DAY_START + 86_400_000;
/** 2024-01-01 00:00:00 and 2024-01-08 00:00:00 GMT+8. */
export const WEEK_START = Date.UTC(2023, 11, 31, 16, 0, 0);
export const WEEK_END = WEEK_START + 7 * 86_400_000;

export const mission = (id: number, extra: Partial<Mission> = {}): Mission => ({
  id,
  period: "DAILY",
  task: "BET",
  category: "RNG",
  title: "",
  target: "500.00",
  progress: "120.00",
  prize: "5.00",
  status: "IN_PROGRESS",
  periodStart: DAY_START,
  periodEnd: DAY_END,
  ...extra,
});

/** Daily: bet on slots (in progress), log in (done, to claim); weekly: rounds of live casino (claimed). */
export const BET_SLOTS = mission(1);
export const LOGIN = mission(2, {
  task: "LOGIN",
  category: null,
  target: "1",
  progress: "1",
  prize: "1.00",
  status: "CLAIMABLE",
});
export const LIVE_ROUNDS = mission(3, {
  period: "WEEKLY",
  task: "ROUNDS",
  category: "LIVE",
  target: "20",
  progress: "20",
  prize: "10.00",
  status: "CLAIMED",
  periodStart: WEEK_START,
  periodEnd: WEEK_END,
});
export const INVITE = mission(4, {
  period: "NEWBIE",
  task: "INVITE",
  category: null,
  target: "1",
  progress: "0",
  prize: "8.00",
  periodEnd: NOW + 3 * 86_400_000 + 5 * 3_600_000,
});

export const missionList = (list: Mission[]): MissionList => ({
  list,
  claimable: list.filter((m) => m.status === "CLAIMABLE").length,
});

export const claimedReward = (m: Mission): ClaimedReward => ({
  id: 90 + m.id,
  kind: "MISSION",
  status: "CLAIMED",
  amount: m.prize,
  missionId: m.id,
  friend: null,
  vipLevel: null,
  period: null,
  promotionId: null,
  issuedAt: NOW,
  expiresAt: m.periodEnd,
  claimedAt: NOW,
});

export const leaderboard = (period: Leaderboard["period"], list: Leaderboard["list"] = []): Leaderboard => ({
  period,
  periodStart: period === "DAILY" ? DAY_START : WEEK_START,
  periodEnd: period === "DAILY" ? DAY_END : WEEK_END,
  list,
});

export const DAILY_BOARD = leaderboard("DAILY", [
  { rank: 1, account: "ab***yz", me: false, completed: 4, prizes: "30.00" },
  { rank: 2, account: "me***01", me: true, completed: 2, prizes: "6.00" },
]);
