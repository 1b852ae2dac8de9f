import { describe, expect, it } from "vitest";
import type { Bill, IncomeItem } from "../api/income-api";
import { CHART_DAYS, incomeByDay, periodText, shortDay } from "./income-days";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2024-05-06 00:00 GMT+8. */
const MAY6 = Date.UTC(2024, 4, 5, 16);
const rebate = (start: number, amount: string, paid = true): IncomeItem => ({
  kind: "REBATE",
  periodStart: start,
  periodEnd: start + HOUR,
  amount,
  currency: "USD",
  paid,
  lines: [],
});
const bill = (start: number, amount: string, role: Bill["role"], paid = amount): Bill => ({
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
  paid,
  status: "ISSUED",
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

  it("counts what was paid: an unpaid rebate, or a bill's unpaid part, is not income yet", () => {
    const days = incomeByDay(
      [rebate(MAY6, "4", false), rebate(MAY6, "1")],
      [bill(MAY6, "60", "PAYEE", "25.5"), bill(MAY6 + DAY, "10", "PAYEE", "0")],
    );
    expect(days).toEqual([
      { day: "2024-05-06", start: MAY6, rebates: "1.00", salaries: "25.50" },
      { day: "2024-05-07", start: MAY6 + DAY, rebates: "0.00", salaries: "0.00" },
    ]);
  });

  it("keeps the latest days only", () => {
    const items = Array.from({ length: CHART_DAYS + 3 }, (_, i) => rebate(MAY6 - i * DAY, "1"));
    const days = incomeByDay(items, []);
    expect(days).toHaveLength(CHART_DAYS);
    expect(days.at(-1)!.day).toBe("2024-05-06");
  });

  it("names a period by its day, its days, its times within a day, or its two ends", () => {
    expect(periodText(MAY6, MAY6 + DAY, "en")).toBe("06/05/2024");
    expect(periodText(MAY6 + 23 * HOUR, MAY6 + DAY, "cn")).toBe("2024-05-06 23:00–00:00");
    // The real-time salary's 5 minutes, within a day; the last ones end at the next day's 00:00.
    expect(periodText(MAY6 + 13 * HOUR + 5 * 60_000, MAY6 + 13 * HOUR + 10 * 60_000, "en")).toBe(
      "06/05/2024 13:05–13:10",
    );
    expect(periodText(MAY6 + DAY - 5 * 60_000, MAY6 + DAY, "ja")).toBe("2024/05/06 23:55–00:00");
    expect(periodText(MAY6 + 30 * 60_000, MAY6 + 3 * HOUR, "en")).toBe("06/05/2024 00:30–03:00");
    // A dividend's half-month (1st-15th) or month: its first and last day.
    const MAY1 = MAY6 - 5 * DAY;
    expect(periodText(MAY1, MAY1 + 15 * DAY, "en")).toBe("01/05/2024 – 15/05/2024");
    expect(periodText(MAY1, MAY1 + 31 * DAY, "cn")).toBe("2024-05-01 – 2024-05-31");
    // Anything else: from and to.
    expect(periodText(MAY6 + 30 * 60_000, MAY6 + DAY + HOUR, "en")).toBe("06/05/2024 00:30:00 – 07/05/2024 01:00:00");
    expect(periodText(MAY6 + 1_000, MAY6 + HOUR, "en")).toBe("06/05/2024 00:00:01 – 06/05/2024 01:00:00");
    expect(shortDay(MAY6, "en")).toBe("06/05");
    expect(shortDay(MAY6, "ja")).toBe("05/06");
  });
});
