import type { BrandTheme } from "@portal/contract/brand-theme";

/**
 * Sets the operator's colours as the design tokens on <html> (docs/design.md). Set through the
 * CSSOM, which the strict CSP allows (an inline style element would be refused).
 */
export function applyBrandTheme(theme: BrandTheme | undefined, root: HTMLElement = document.documentElement): void {
  if (!theme) return;
  root.style.setProperty("--color-accent", theme.accent);
  root.style.setProperty("--color-on-accent", theme.onAccent);
}
