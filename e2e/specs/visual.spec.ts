import { expect, test } from "../fixtures/portal";

// The home page as a visitor sees it, compared with the committed baselines
// (visual.spec.ts-snapshots/). After an intended change of the look, review the new pictures and
// update them with `npx playwright test specs/visual.spec.ts --update-snapshots`.
// Held still for a stable picture: the time of day (Playwright's clock, so the header clock reads
// the same), motion (reduced motion: the banner carousel does not rotate, CSS animations are
// off) and the scrolling notice, masked.

// A portal of its own: the worker's shared portal carries what earlier specs added (a banner
// written in the back office, a game marked hot), which would change the picture by the order
// the specs happen to run in.
test.use({ portalEnv: {} });

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 768 },
] as const;

for (const size of SIZES) {
  test(`the home page looks as it did (${size.name}, ${size.width} x ${size.height})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.clock.setFixedTime(new Date("2026-11-24T12:00:00+08:00"));
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/index");
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    // Every shown picture of the first screen has arrived (hidden ones, display: none, never load).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => image.getClientRects().length > 0 && image.getBoundingClientRect().top < innerHeight)
            .every((image) => image.complete),
        ),
      )
      .toBe(true);
    await expect(page).toHaveScreenshot(`home-${size.name}.png`, {
      animations: "disabled",
      caret: "hide",
      mask: [page.getByRole("button", { name: /^Announcements/ })],
      maxDiffPixelRatio: 0.001,
    });
  });
}
