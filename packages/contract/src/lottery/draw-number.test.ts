import { describe, expect, it } from "vitest";
import { lotteryDrawParams } from "../api/lottery-admin";
import { lotteryBuyRequest } from "../api/lottery";
import { drawNumber, drawTimeOf } from "./draw-number";

const MIDNIGHT = Date.UTC(2026, 10, 27, 16, 0); // 00:00 GMT+8 on 2026-11-28

describe("lottery draw numbers", () => {
  it("numbers a draw within its brand day, 0001 the first after midnight and midnight the day's last", () => {
    expect(drawNumber(MIDNIGHT + 60_000, 60)).toBe("20261128-0001");
    expect(drawNumber(MIDNIGHT, 60)).toBe("20261127-1440");
    expect(drawNumber(Date.UTC(2026, 10, 28, 4, 1), 60)).toBe("20261128-0721");
    expect(drawNumber(Date.UTC(2026, 10, 28, 4, 5), 300)).toBe("20261128-0145");
    // More than 9,999 draws a day: more digits.
    expect(drawNumber(MIDNIGHT + 5_000, 5)).toBe("20261128-0001");
    expect(drawNumber(MIDNIGHT, 5)).toBe("20261127-17280");
    // A game drawing once a day at midnight.
    expect(drawNumber(MIDNIGHT, 86_400)).toBe("20261127-0001");
  });

  it("reads a draw's time back from its number: every draw of a day, for intervals that divide it", () => {
    for (const intervalSec of [1, 5, 60, 300, 5_400, 86_400]) {
      const step = intervalSec * 1000;
      for (let at = MIDNIGHT + step; at <= MIDNIGHT + 86_400_000; at += step) {
        const drawNo = drawNumber(at, intervalSec);
        if (drawTimeOf(drawNo, intervalSec) !== at)
          expect([intervalSec, drawNo, drawTimeOf(drawNo, intervalSec)]).toBe(at);
      }
    }
    expect(drawTimeOf("20250301-1440", 60)).toBe(Date.UTC(2025, 2, 1, 16, 0));
    expect(drawTimeOf("20250301-0001", 300)).toBe(Date.UTC(2025, 1, 28, 16, 5));
    expect(drawTimeOf("20241231-0001", 60)).toBe(Date.UTC(2024, 11, 30, 16, 1));
  });

  it("reads no time from what is no draw number of the game", () => {
    for (const bad of ["20250231-0001", "20250301-0000", "20250301-1441", "20250301-001", "2025-03-01", "x", ""])
      expect(drawTimeOf(bad, 60), bad).toBeNull();
    expect(drawTimeOf("20250301-0001", 0)).toBeNull();
    expect(drawTimeOf("20250301-0001", Number.NaN)).toBeNull();
  });

  it("lets a request name any draw a game makes: a 5-second game's from 10,000 on, a 1-second game's last", () => {
    // The buy and the operator's draw calls once read four digits only: a 5-second game's
    // afternoon draws (20261128-10431) were refused as bad input.
    for (const [at, intervalSec] of [
      [MIDNIGHT + 5_000, 5],
      [MIDNIGHT + 10_000 * 5_000, 5],
      [MIDNIGHT, 5],
      [MIDNIGHT, 1],
    ] as const) {
      const drawNo = drawNumber(at, intervalSec);
      expect(lotteryDrawParams.safeParse({ code: "SSC_5S", drawNo }).success, drawNo).toBe(true);
      const slip = lotteryBuyRequest.shape.drawNo.safeParse(drawNo);
      expect(slip.success, drawNo).toBe(true);
    }
    for (const bad of [
      "20250301-001",
      "20250301-00042",
      "20250301-123456",
      "20250301-1234567",
      "2025031-0001",
      "20250301-00a1",
      " 20250301-0001",
    ]) {
      expect(lotteryDrawParams.safeParse({ code: "SSC_5S", drawNo: bad }).success, bad).toBe(false);
      expect(lotteryBuyRequest.shape.drawNo.safeParse(bad).success, bad).toBe(false);
    }
  });
});
