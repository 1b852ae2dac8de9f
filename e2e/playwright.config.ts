import { defineConfig } from "@playwright/test";
import { findBrowser } from "./scripts/browser-path.mjs";

export default defineConfig({
  testDir: "./specs",
  fullyParallel: false,
  // Two cores: one browser per core. Each worker runs its own server and database. (Three
  // workers took 503 s instead of 558 s for the 175 tests, but under that load a test waiting
  // 10 s for a dialog failed once in three runs: not worth a minute.)
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: "chromium",
    headless: true,
    trace: "off",
    launchOptions: {
      executablePath: findBrowser(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
});
