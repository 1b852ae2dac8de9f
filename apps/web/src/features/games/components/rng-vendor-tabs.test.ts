import { describe, expect, it } from "vitest";
import { selectRngVendor } from "./rng-vendor-tabs";

describe("selectRngVendor", () => {
  const vendors = ["PG", "JDB", "CQ9"];

  it("prefers the page query parameter", () => {
    expect(selectRngVendor(vendors, "JDB", "CQ9")).toBe("JDB");
  });

  it("falls back to the remembered vendor, then the first", () => {
    expect(selectRngVendor(vendors, null, "CQ9")).toBe("CQ9");
    expect(selectRngVendor(vendors, "UNKNOWN", "ALSO_UNKNOWN")).toBe("PG");
    expect(selectRngVendor([], "PG", null)).toBeNull();
  });
});
