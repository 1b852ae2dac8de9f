// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import * as contract from "@portal/contract/api/referral";
import { REFERRAL_LINK_PARAM, captureReferralCode, forgetReferralCode, getReferralCode } from "./referral";

afterEach(() => sessionStorage.clear());

describe("the referral code of an invitation link", () => {
  it("is read from the contract's link parameter", () => {
    expect(REFERRAL_LINK_PARAM).toBe(contract.REFERRAL_LINK_PARAM);
  });

  it("is remembered for the session from ?ref=, with the other parameters of any page", () => {
    expect(getReferralCode()).toBeNull();
    captureReferralCode("?tab=rewards&ref=ABCD1234");
    expect(getReferralCode()).toBe("ABCD1234");
    forgetReferralCode();
    expect(getReferralCode()).toBeNull();
  });

  it("ignores a missing or malformed code and keeps the one it has", () => {
    captureReferralCode("?ref=ABCD1234");
    captureReferralCode("");
    captureReferralCode("?ref=");
    captureReferralCode("?ref=<script>");
    captureReferralCode(`?ref=${"A".repeat(33)}`);
    expect(getReferralCode()).toBe("ABCD1234");
  });
});
