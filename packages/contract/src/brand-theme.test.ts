import { describe, expect, it } from "vitest";
import { brandThemeSchema, contrastRatio, DEFAULT_BRAND_THEME } from "./brand-theme";

describe("brand theme", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("accepts the default and a readable theme with a logo we serve", () => {
    expect(brandThemeSchema.safeParse(DEFAULT_BRAND_THEME).success).toBe(true);
    expect(
      brandThemeSchema.safeParse({ accent: "#1f6feb", onAccent: "#ffffff", logoUrl: "/img/brand/logo.svg" }).success,
    ).toBe(true);
    // An image the operator uploaded (POST /admin/images).
    expect(
      brandThemeSchema.safeParse({ ...DEFAULT_BRAND_THEME, logoUrl: "/media/images/12-0a1b2c3d4e5f6789.png" }).success,
    ).toBe(true);
  });

  it("refuses unreadable text on the primary colour, odd colours and unsafe logo addresses", () => {
    const bad = [
      { ...DEFAULT_BRAND_THEME, onAccent: "#f0c050" },
      { ...DEFAULT_BRAND_THEME, accent: "gold" },
      { ...DEFAULT_BRAND_THEME, logoUrl: "http://example.com/logo.png" },
      { ...DEFAULT_BRAND_THEME, logoUrl: "javascript:alert(1)" },
      { ...DEFAULT_BRAND_THEME, logoUrl: '/img/../etc/passwd"' },
      { ...DEFAULT_BRAND_THEME, logoUrl: "/media/images/12-0a1b.svg" },
    ];
    for (const theme of bad) expect(brandThemeSchema.safeParse(theme).success, JSON.stringify(theme)).toBe(false);
  });
});
