/** Levels and a member's standing for the VIP feature's component tests. Only tests import this file. */
import type { VipLevel, VipLevels, VipMine } from "../api/vip-api";

/** 2024-01-02 09:00:00 GMT+8. */
export const AT = Date.UTC(2024, 0, 2, 1, 0, 0);

export const level = (n: number, extra: Partial<VipLevel> = {}): VipLevel => ({
  level: n,
  name: "",
  minDeposit: `${n * 1000}.00`,
  minBets: `${n * 10000}.00`,
  keepBets: n === 0 ? "0.00" : `${n * 2000}.00`,
  upgradeGift: `${n * 10}.00`,
  monthlyGift: `${n * 5}.00`,
  rebatePercent: n === 0 ? "0" : `0.${n}`,
  withdrawDailyMax: null,
  withdrawDailyCount: null,
  ...extra,
});

export const LEVELS: VipLevels = {
  windowDays: 30,
  list: [
    level(0),
    level(1, { keepBets: "0.00" }),
    level(2, { name: "Gold", withdrawDailyMax: "50000.00", withdrawDailyCount: 5 }),
    level(3, { minDeposit: "2500.00", minBets: "30000.00", withdrawDailyMax: "100000.00" }),
  ],
};

/** A VIP 2 member who still needs 1,200.00 of deposits and 5,000.00 of valid bets for VIP 3. */
export const MINE: VipMine = {
  level: 2,
  since: AT,
  windowDays: 30,
  deposits: "1300.00",
  bets: "25000.00",
  next: { level: 3, depositRemaining: "1200.00", betsRemaining: "5000.00" },
};

/** A VIP 3 member: the top of LEVELS. */
export const TOP: VipMine = {
  level: 3,
  since: AT,
  windowDays: 30,
  deposits: "9000.00",
  bets: "90000.00",
  next: null,
};
