import { spawnSync } from "node:child_process";
import { findBrowser } from "./browser-path.mjs";

// Where no browser is found (a normal machine without Debian's chromium), install Playwright's
// own Chromium. CI installs Debian's chromium first, so this never downloads there.
const found = findBrowser();
if (found) {
  console.log(`e2e browser: ${found}`);
} else {
  console.log("No Chromium found (CHROME_PATH, /usr/bin/chromium): installing Playwright's Chromium");
  const result = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
