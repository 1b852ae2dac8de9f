import { expect, test } from "../fixtures/portal";

test("the header clock shows GMT+8 as DD/MM/YYYY HH:mm:ss and ticks every second", async ({ page }) => {
  // 2026-01-02 03:04:05 UTC is 11:04:05 in GMT+8, whatever the browser's own time zone.
  await page.clock.install({ time: new Date("2026-01-02T03:04:05Z") });
  await page.goto("/index");
  const clock = page.getByTestId("header-clock");
  await expect(clock).toHaveText(/02\/01\/2026 11:04:0[5-6]/);
  await page.clock.runFor(3000);
  await expect(clock).toHaveText(/02\/01\/2026 11:04:0[8-9]/);
});

test("the clock crosses midnight in GMT+8, not in UTC", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-03-31T15:59:58Z") });
  await page.goto("/index");
  const clock = page.getByTestId("header-clock");
  await expect(clock).toHaveText(/31\/03\/2026 23:59:5[8-9]/);
  await page.clock.runFor(3000);
  await expect(clock).toHaveText(/01\/04\/2026 00:00:0[0-2]/);
});
