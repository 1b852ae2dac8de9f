/** The referral summary and friends for the referral feature's component tests. Only tests import this file. */
import type { ReferralFriend, ReferralSummary } from "../api/referral-api";

/** 2024-01-02 09:00:00 GMT+8. */
export const AT = Date.UTC(2024, 0, 2, 1, 0, 0);

export const SUMMARY: ReferralSummary = {
  code: "ABCD1234",
  link: "https://brand.example/?ref=ABCD1234",
  qrCode: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=",
  terms: { enabled: true, reward: "50", minFirstDeposit: "100", minTurnover: "1000", windowDays: 30 },
  friends: 4,
  qualified: 1,
};

export const friend = (account: string, extra: Partial<ReferralFriend> = {}): ReferralFriend => ({
  account,
  status: "PENDING",
  reason: null,
  joinedAt: AT,
  depositReached: false,
  turnoverPercent: 0,
  qualifiedAt: null,
  ...extra,
});

export const FRIENDS: ReferralFriend[] = [
  friend("pe***01", { depositReached: true, turnoverPercent: 35 }),
  friend("qu***02", { status: "QUALIFIED", depositReached: true, turnoverPercent: 100, qualifiedAt: AT + 86_400_000 }),
  friend("re***03", { status: "REFUSED", reason: "SELF_REFERRAL" }),
  friend("ex***04", { status: "EXPIRED", depositReached: false, turnoverPercent: 2 }),
];
