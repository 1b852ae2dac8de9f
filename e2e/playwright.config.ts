import { defineConfig } from "@playwright/test";
import { findBrowser } from "./scripts/browser-path.mjs";

export default defineConfig({
  testDir: "./specs",
  fullyParallel: false,
  // Two cores: one browser per core. Each worker runs its own server and database.
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
