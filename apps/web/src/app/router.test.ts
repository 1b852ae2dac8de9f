import { describe, expect, it } from "vitest";
import { GUARD_FREE_PATHS, ROUTES } from "@portal/contract/routes";
import { PAGE_LOADERS, guardRedirect } from "./router";

describe("guardRedirect", () => {
  it("does nothing when the setting is off or a token exists", () => {
    expect(guardRedirect("/index", false, false)).toBeNull();
    expect(guardRedirect("/index", true, true)).toBeNull();
  });

  it("sends a visitor without a token to /login", () => {
    expect(guardRedirect("/index", true, false)).toBe("/login");
    expect(guardRedirect("/nowhere", true, false)).toBe("/login");
  });

  it("lets the guard-free paths through", () => {
    for (const path of GUARD_FREE_PATHS) expect(guardRedirect(path, true, false)).toBeNull();
  });
});

describe("route table", () => {
  it("has a page for every route area", () => {
    for (const entry of ROUTES) expect(typeof PAGE_LOADERS[entry.area]).toBe("function");
  });
});
