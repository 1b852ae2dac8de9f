import { describe, expect, it } from "vitest";
import { defaultLedgerDays, ledgerRange } from "./day-range";

describe("account record days", () => {
  it("start with the last seven GMT+8 days, today included", () => {
    // 2024-05-06 23:30 UTC is already 2024-05-07 in GMT+8.
    expect(defaultLedgerDays(Date.UTC(2024, 4, 6, 23, 30))).toEqual({ from: "2024-05-01", to: "2024-05-07" });
  });

  it("ask from 00:00 GMT+8 of the first day to 00:00 after the last (exclusive)", () => {
    expect(ledgerRange({ from: "2024-05-01", to: "2024-05-07" })).toEqual({
      from: Date.UTC(2024, 3, 30, 16),
      to: Date.UTC(2024, 4, 7, 16),
    });
    expect(ledgerRange({ from: "2024-05-07", to: "2024-05-07" })).toEqual({
      from: Date.UTC(2024, 4, 6, 16),
      to: Date.UTC(2024, 4, 7, 16),
    });
  });

  it("refuse reversed or missing days", () => {
    expect(ledgerRange({ from: "2024-05-08", to: "2024-05-07" })).toBeNull();
    expect(ledgerRange({ from: "", to: "2024-05-07" })).toBeNull();
  });
});
