// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyBrandTheme } from "./brand-theme";

describe("applyBrandTheme", () => {
  it("sets the operator's colours as the accent tokens", () => {
    const root = document.createElement("div");
    applyBrandTheme({ accent: "#1f6feb", onAccent: "#ffffff", logoUrl: "" }, root);
    expect(root.style.getPropertyValue("--color-accent")).toBe("#1f6feb");
    expect(root.style.getPropertyValue("--color-on-accent")).toBe("#ffffff");
  });

  it("leaves the stylesheet's defaults without a theme", () => {
    const root = document.createElement("div");
    applyBrandTheme(undefined, root);
    expect(root.style.getPropertyValue("--color-accent")).toBe("");
  });
});
