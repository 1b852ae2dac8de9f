import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The browser for the e2e suite, in this order: CHROME_PATH, Debian's /usr/bin/chromium,
 * a browser Playwright installed itself. Undefined when none is there.
 */
export function findBrowser() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own installed.
  }
  return undefined;
}
