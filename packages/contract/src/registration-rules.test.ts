import { describe, expect, it } from "vitest";
import { checkFieldRule, type FieldRule } from "./registration-rules";

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: "[A-Za-z][A-Za-z0-9]*",
  patternId: 1,
  minLength: 6,
  maxLength: 16,
  ...over,
});

describe("checkFieldRule", () => {
  it("accepts a value matching pattern and bounds", () => {
    expect(checkFieldRule(rule(), "player01")).toBeNull();
  });
  it("reports a missing required value", () => {
    expect(checkFieldRule(rule(), "")).toEqual({ kind: "required" });
    expect(checkFieldRule(rule(), undefined)).toEqual({ kind: "required" });
  });
  it("lets an empty optional field and a disabled field pass", () => {
    expect(checkFieldRule(rule({ required: false }), "")).toBeNull();
    expect(checkFieldRule(rule({ enabled: false }), "!!")).toBeNull();
  });
  it("reports pattern and length violations with the bounds for the message", () => {
    const violation = { kind: "pattern", patternId: 1, min: 6, max: 16 };
    expect(checkFieldRule(rule(), "1player")).toEqual(violation);
    expect(checkFieldRule(rule(), "abc")).toEqual(violation);
    expect(checkFieldRule(rule(), "a".repeat(17))).toEqual(violation);
  });
  it("matches the whole value, not a part of it", () => {
    expect(checkFieldRule(rule({ acceptedPattern: "[0-9]+", minLength: 1 }), "12ab")).not.toBeNull();
    expect(checkFieldRule(rule({ acceptedPattern: "a|b", minLength: 1 }), "ab")).not.toBeNull();
  });
  it("treats * as any and counts characters, not UTF-16 units", () => {
    expect(checkFieldRule(rule({ acceptedPattern: "*", minLength: 2, maxLength: 2 }), "好😀")).toBeNull();
  });
  it("refuses everything when an operator wrote a broken pattern", () => {
    expect(checkFieldRule(rule({ acceptedPattern: "([a-z" }), "player01")).not.toBeNull();
  });
});
