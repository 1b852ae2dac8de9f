import { expect, test } from "../fixtures/portal";

// The clock is installed a minute early and paused at the instant under test once the page has
// loaded: what the header shows then does not depend on how long the page took to load.

test("the header clock shows GMT+8 as DD/MM/YYYY HH:mm:ss and ticks every second", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-01-02T03:03:05Z") });
  await page.goto("/index");
  const clock = page.getByRole("banner").getByRole("time");
  // The header is up (its ticking timer set) before the clock moves to the instant under test.
  await expect(clock).toBeVisible();
  // 2026-01-02 03:04:05 UTC is 11:04:05 in GMT+8, whatever the browser's own time zone.
  await page.clock.pauseAt(new Date("2026-01-02T03:04:05Z"));
  await expect(clock).toHaveText("02/01/2026 11:04:05");
  await page.clock.runFor(3000);
  await expect(clock).toHaveText("02/01/2026 11:04:08");
});

test("the clock crosses midnight in GMT+8, not in UTC", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-03-31T15:58:58Z") });
  await page.goto("/index");
  const clock = page.getByRole("banner").getByRole("time");
  await expect(clock).toBeVisible();
  await page.clock.pauseAt(new Date("2026-03-31T15:59:58Z"));
  await expect(clock).toHaveText("31/03/2026 23:59:58");
  await page.clock.runFor(3000);
  await expect(clock).toHaveText("01/04/2026 00:00:01");
});

test("the clock follows the language's date order", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-01-02T03:03:05Z") });
  await page.goto("/index");
  await page.getByRole("combobox", { name: "Language" }).selectOption("ja");
  await page.clock.pauseAt(new Date("2026-01-02T03:04:05Z"));
  await expect(page.getByRole("banner").getByRole("time")).toHaveText("2026/01/02 11:04:05");
});
