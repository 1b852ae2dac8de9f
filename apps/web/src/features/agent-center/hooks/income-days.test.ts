import { describe, expect, it } from "vitest";
import type { Bill, IncomeItem } from "../api/income-api";
import { CHART_DAYS, incomeByDay, periodText, shortDay } from "./income-days";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2024-05-06 00:00 GMT+8. */
const MAY6 = Date.UTC(2024, 4, 5, 16);
const rebate = (start: number, amount: string): IncomeItem => ({
  kind: "REBATE",
  periodStart: start,
  periodEnd: start + HOUR,
  amount,
  currency: "USD",
  paid: true,
  lines: [],
});
const bill = (start: number, amount: string, role: Bill["role"]): Bill => ({
  contractId: 1,
  kind: "DAILY_SALARY",
  role,
  counterparty: "",
  periodStart: start,
  periodEnd: start + DAY,
  turnover: "0",
  carried: "0",
  activeMembers: 0,
  rate: "0",
  amount,
  paid: "0",
  status: "DUE",
  claimBy: null,
});

describe("income by day", () => {
  it("adds up rebates and the salaries paid to the caller per GMT+8 day, exactly, oldest first", () => {
    const days = incomeByDay(
      [rebate(MAY6 + 23 * HOUR, "0.1"), rebate(MAY6 + 13 * HOUR, "0.2"), rebate(MAY6 - HOUR, "5")],
      [bill(MAY6, "60", "PAYEE"), bill(MAY6, "30", "PAYER")],
    );
    expect(days).toEqual([
      { day: "2024-05-05", start: MAY6 - HOUR, rebates: "5.00", salaries: "0.00" },
      { day: "2024-05-06", start: MAY6, rebates: "0.30", salaries: "60.00" },
    ]);
  });

  it("keeps the latest days only", () => {
    const items = Array.from({ length: CHART_DAYS + 3 }, (_, i) => rebate(MAY6 - i * DAY, "1"));
    const days = incomeByDay(items, []);
    expect(days).toHaveLength(CHART_DAYS);
    expect(days.at(-1)!.day).toBe("2024-05-06");
  });

  it("names a period by its day, its hour, or its two ends", () => {
    expect(periodText(MAY6, MAY6 + DAY, "en")).toBe("06/05/2024");
    expect(periodText(MAY6 + 23 * HOUR, MAY6 + DAY, "cn")).toBe("2024-05-06 23:00–00:00");
    expect(periodText(MAY6 + 30 * 60_000, MAY6 + 3 * HOUR, "en")).toBe("06/05/2024 00:30:00 – 06/05/2024 03:00:00");
    expect(shortDay(MAY6, "en")).toBe("06/05");
    expect(shortDay(MAY6, "ja")).toBe("05/06");
  });
});
