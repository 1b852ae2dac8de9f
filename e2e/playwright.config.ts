import { defineConfig } from "@playwright/test";
import { findBrowser } from "./scripts/browser-path.mjs";

export default defineConfig({
  testDir: "./specs",
  fullyParallel: false,
  // Three on two cores: each worker runs its own server and database, and many tests wait on
  // something (a draw every 10 s, a poll, a toast), so a third worker fills those waits. Measured
  // on this machine, the same 175 tests: 558 s with two workers (CI), 503 s with three.
  workers: 3,
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
