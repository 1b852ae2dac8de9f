import { describe, expect, it } from "vitest";
import { paymentChannelInput, paymentChannelPatch, visibleText } from "./admin";

describe("visibleText", () => {
  it("trims, and refuses text with nothing visible in it", () => {
    const name = visibleText(64);
    expect(name.parse("  Bank  ")).toBe("Bank");
    expect(name.parse("银行")).toBe("银行");
    for (const empty of ["", "   ", "\t\n", "\u200b", "\u00a0\u200b\u2060", "\u0007"]) {
      expect(name.safeParse(empty).success).toBe(false);
    }
  });
});

describe("payment channel schemas", () => {
  const channel = {
    code: "BANK",
    kind: "BANK_TRANSFER",
    name: { en: "Bank" },
    bank: { bankName: "B", accountName: "A", accountNumber: "123", branch: "" },
    minAmount: "1",
    maxAmount: "2",
  };
  it("need a name in at least one language and no empty one", () => {
    expect(paymentChannelInput.safeParse(channel).success).toBe(true);
    expect(paymentChannelInput.safeParse({ ...channel, name: {} }).success).toBe(false);
    expect(paymentChannelInput.safeParse({ ...channel, name: { en: "Bank", th: " " } }).success).toBe(false);
    expect(paymentChannelPatch.safeParse({ name: {} }).success).toBe(false);
    expect(paymentChannelPatch.safeParse({ enabled: false }).success).toBe(true);
  });
  it("need the bank's name, account name and number", () => {
    for (const key of ["bankName", "accountName", "accountNumber"]) {
      const bank = { ...channel.bank, [key]: "  " };
      expect(paymentChannelInput.safeParse({ ...channel, bank }).success).toBe(false);
    }
    const { branch: _branch, ...noBranch } = channel.bank;
    expect(paymentChannelInput.parse({ ...channel, bank: noBranch }).bank).toMatchObject({ branch: "" });
  });
});
