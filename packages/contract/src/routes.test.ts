import { describe, expect, it } from "vitest";
import { isAppRoute, ROUTES } from "./routes";
import { deriveSystemStatus } from "./system-status";

describe("route table", () => {
  it("knows every route of the spec and nothing else", () => {
    for (const p of ["/", "/index", "/register.html", "/noticePage", "/Vnlottery", "/helpmc", "/game"])
      expect(isAppRoute(p)).toBe(true);
    expect(isAppRoute("/vnlottery")).toBe(false);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe("deriveSystemStatus", () => {
  it("puts maintenance before region restriction", () => {
    expect(deriveSystemStatus({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(deriveSystemStatus({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(deriveSystemStatus({ maintenance: false, regionRestriction: true })).toBe(2);
  });
});
