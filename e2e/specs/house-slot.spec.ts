import { createHash } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { cents, memberAtHouseGame } from "../fixtures/house-games";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { SLOT_GAME_CODE } from "../fixtures/server";

// The house slot "Lucky Sevens": a funded member launches it, spins on its own game page (the
// vendor session token of the launch, no portal login), and checks a round against the
// revealed server seed.

const SYMBOLS = ["9", "10", "J", "Q", "K", "A", "BELL", "STAR", "SEVEN", "WILD"];

test("house slot: launch, three spins at 1.00, the balance adds up, the revealed seed matches its hash", async ({
  page,
  portal,
}) => {
  const { gameUrl } = await memberAtHouseGame(portal, page, SLOT_GAME_CODE);
  expect(gameUrl).toMatch(/^\/house\/slot\?token=.+&language=en&merchant=DEMO$/);

  await page.goto(gameUrl);
  await expect(page.getByTestId("slot-page")).toBeVisible();
  await expect(page.getByTestId("layout-header")).toHaveCount(0);
  await expect(page.getByTestId("slot-balance")).toHaveText("—");
  await expect(page.getByTestId("fair-server-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId("fair-nonce")).toHaveText("0");
  const hashBefore = (await page.getByTestId("fair-server-hash").textContent())!;

  await page.getByTestId("slot-bet").selectOption("1.00");
  const payouts: number[] = [];
  for (let spin = 1; spin <= 3; spin++) {
    await page.getByTestId("slot-spin").click();
    await expect(page.getByTestId("fair-nonce")).toHaveText(String(spin));
    await expect(page.getByTestId("slot-spin")).toBeEnabled();
    await expect(page.getByTestId("slot-last-bet")).toHaveText("1.00");
    payouts.push(cents((await page.getByTestId("slot-payout").textContent())!));
    await expect(page.getByTestId("slot-wins")).toBeVisible();
  }
  await expect(page.getByTestId("slot-error")).toHaveCount(0);

  const cells = page.locator('[data-testid^="slot-cell-"]');
  await expect(cells).toHaveCount(15);
  for (const symbol of await cells.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-symbol"))))
    expect(SYMBOLS).toContain(symbol);

  const expected = 100_00 - 3 * 100 + payouts.reduce((sum, p) => sum + p, 0);
  expect(cents((await page.getByTestId("slot-balance").textContent())!)).toBe(expected);
  await expectAccessible(page, "house slot after three spins");

  await page.getByTestId("fair-new-client-seed").fill("e2e-client-seed");
  await page.getByTestId("fair-rotate").click();
  await expect(page.getByTestId("fair-revealed-seed")).toBeVisible();
  const revealedSeed = (await page.getByTestId("fair-revealed-seed").textContent())!;
  expect(createHash("sha256").update(revealedSeed).digest("hex")).toBe(hashBefore);
  await expect(page.getByTestId("fair-revealed-hash")).toHaveText(hashBefore);
  await expect(page.getByTestId("fair-client-seed")).toHaveText("e2e-client-seed");
  await expect(page.getByTestId("fair-nonce")).toHaveText("0");
  await expect(page.getByTestId("fair-server-hash")).not.toHaveText(hashBefore);
  await expectAccessible(page, "house slot with a revealed seed");
});

const SYMBOL_NAMES = ["Cherry", "Lemon", "Orange", "Plum", "Grapes", "Watermelon", "Bell", "Star", "Seven", "Wild"];

/** Holds the next spin's answer until the returned function is called (no timing involved). */
async function holdNextSpin(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    "**/house/api/slot/spin",
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

const runningAnimations = (reels: Locator) =>
  reels.evaluate((element) => element.getAnimations({ subtree: true }).length);

test("house slot on a phone: Spin above the fold, drawn symbols with names, reels roll only without reduced motion", async ({
  page,
  portal,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const { gameUrl } = await memberAtHouseGame(portal, page, SLOT_GAME_CODE);
  await page.goto(gameUrl);

  const spin = page.getByRole("button", { name: "Spin" });
  await expect(spin).toBeEnabled();
  await expect(spin).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A spin: while its answer is pending the reels roll (transform animations), then land.
  const reels = page.getByRole("group", { name: "Reels" });
  let release = await holdNextSpin(page);
  await spin.click();
  await expect(reels).toHaveAttribute("aria-busy", "true");
  await expect.poll(() => runningAnimations(reels)).toBeGreaterThan(0);
  release();
  await expect(reels).toHaveAttribute("aria-busy", "false");

  // Fifteen drawn symbols, each an image named for what it shows.
  const symbols = reels.getByRole("img");
  await expect(symbols).toHaveCount(15);
  for (const name of await symbols.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-label"))))
    expect(SYMBOL_NAMES).toContain(name);
  await expect(spin).toBeInViewport({ ratio: 1 });

  // A player who asks for reduced motion (the page opened with it): a spin rolls nothing and
  // lands without motion.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect(spin).toBeEnabled();
  release = await holdNextSpin(page);
  await spin.click();
  await expect(reels).toHaveAttribute("aria-busy", "true");
  expect(await runningAnimations(reels)).toBe(0);
  release();
  await expect(reels).toHaveAttribute("aria-busy", "false");
  await expect(symbols).toHaveCount(15);
  expect(await runningAnimations(reels)).toBe(0);
  await expectAccessible(page, "house slot on a phone");
});
