import { describe, expect, it } from "vitest";
import { GUARD_FREE_PATHS, isAppRoute, ROUTE, ROUTES } from "./routes";
import { deriveSystemStatus } from "./system-status";

describe("route table", () => {
  it("knows every route of the spec and nothing else", () => {
    for (const p of ["/", "/index", "/register.html", "/noticePage", "/Vnlottery", "/helpmc", "/game"])
      expect(isAppRoute(p)).toBe(true);
    expect(isAppRoute("/vnlottery")).toBe(false);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it("serves the house slot's game page without portal chrome or the login guard", () => {
    expect(isAppRoute("/house/slot")).toBe(true);
    expect(ROUTES.find((r) => r.path === ROUTE.houseSlot)).toMatchObject({ area: "houseSlot", layout: "none" });
    expect(GUARD_FREE_PATHS).toContain(ROUTE.houseSlot);
    for (const path of [ROUTE.houseBaccarat, ROUTE.houseVerify]) {
      expect(ROUTES.find((r) => r.path === path)).toMatchObject({ layout: "none" });
      expect(GUARD_FREE_PATHS).toContain(path);
    }
  });
});

describe("deriveSystemStatus", () => {
  it("puts maintenance before region restriction", () => {
    expect(deriveSystemStatus({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(deriveSystemStatus({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(deriveSystemStatus({ maintenance: false, regionRestriction: true })).toBe(2);
  });
});
