import { describe, expect, it } from "vitest";
import { transferTargets, vendorCode, vendorWallets } from "./wallet-kinds";

const wallet = (kind: string, available = true) => ({ kind, name: kind, available, balance: "1.00", currency: "USD" });

describe("wallet kinds", () => {
  it("read the vendor code of VENDOR:<code>", () => {
    expect(vendorCode("VENDOR:PG")).toBe("PG");
    expect(vendorCode("MAIN")).toBeNull();
    expect(vendorCode("VENDOR:")).toBeNull();
    expect(vendorWallets([wallet("MAIN"), wallet("VENDOR:PG"), wallet("DEMO")]).map((v) => v.code)).toEqual(["PG"]);
  });

  it("move money between the main wallet and an answering vendor only", () => {
    const vendors = vendorWallets([wallet("VENDOR:PG"), wallet("VENDOR:JL", false), wallet("VENDOR:EV")]);
    expect(transferTargets("MAIN", vendors)).toEqual(["PG", "EV"]);
    expect(transferTargets("PG", vendors)).toEqual(["MAIN"]);
  });
});
