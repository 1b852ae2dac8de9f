import { createHash } from "node:crypto";
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
