import { describe, expect, it } from "vitest";
import { centerFromSearch, centerSearch } from "./center-url";

describe("centre URL", () => {
  it("reads the centre and its page", () => {
    expect(centerFromSearch("?member=depositv2")).toEqual({ name: "memberCenter", page: "depositv2" });
    expect(centerFromSearch("?x=1&agent=teamOverview")).toEqual({ name: "agentCenter", page: "teamOverview" });
    expect(centerFromSearch("?member=")).toEqual({ name: "memberCenter", page: "securityCenter" });
    expect(centerFromSearch("?x=1")).toBeNull();
  });

  it("sets and removes the page, keeping other parameters", () => {
    expect(centerSearch("?x=1", "memberCenter", "withdraw")).toBe("?x=1&member=withdraw");
    expect(centerSearch("?x=1&member=withdraw", "agentCenter", "dividend")).toBe("?x=1&agent=dividend");
    expect(centerSearch("?member=withdraw", "memberCenter", null)).toBe("");
  });
});
