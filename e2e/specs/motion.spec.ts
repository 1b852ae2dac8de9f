import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/portal";

// A player who turns on the system's "reduce motion" while the home page is open: the page
// follows at once, without a reload (docs/design.md, Motion). The carousel's rotation runs on
// timers, so Playwright's clock drives it; CSS animations are read with getAnimations().

/** The CSS animations running on the page, by the class of the element they move. */
function runningAnimations(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.className ?? ""),
  );
}

test("the home page stops moving when reduced motion is turned on while it is open", async ({ page }) => {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/index");
  const banners = page.getByRole("region", { name: "Featured" });
  const dots = banners.getByRole("button", { name: /^Show banner/ });
  // The slide says whether it rotates: not read out at every turn while it does.
  const slide = banners.getByRole("group");
  await expect(slide).toHaveAttribute("aria-live", "off");
  await expect(dots.first()).toHaveAttribute("aria-pressed", "true");
  expect(await dots.count()).toBeGreaterThan(1);
  // Moving, as it should without a preference: the notice strip scrolls, the banners rotate.
  await expect.poll(async () => (await runningAnimations(page)).some((name) => /track/.test(name))).toBe(true);
  await page.clock.runFor(6_000);
  await expect(dots.nth(1)).toHaveAttribute("aria-pressed", "true");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(slide).toHaveAttribute("aria-live", "polite");
  await expect.poll(() => runningAnimations(page)).toEqual([]);
  // Each step is one rotation's time: the second banner stays (a whole number of turns could come back to it).
  for (let step = 0; step < 3; step++) {
    await page.clock.runFor(6_000);
    await expect(dots.nth(1)).toHaveAttribute("aria-pressed", "true");
  }
  await expect.poll(() => runningAnimations(page)).toEqual([]);

  // And back: without the preference the banners rotate again.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await expect(slide).toHaveAttribute("aria-live", "off");
  await page.clock.runFor(6_000);
  await expect(dots.nth(1)).toHaveAttribute("aria-pressed", "false");
});
