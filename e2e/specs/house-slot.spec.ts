import { createHash } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { cents, memberAtHouseGame } from "../fixtures/house-games";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { SLOT_GAME_CODE } from "../fixtures/server";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import th from "../../apps/web/src/locales/th.json" with { type: "json" };

// The house slot "Lucky Sevens": a funded member launches it, spins on its own game page (the
// vendor session token of the launch, no portal login), and checks a round against the
// revealed server seed.

const SYMBOL_NAMES = Object.values(en.houseSlot.symbols);
const fair = en.houseSlot.fair;

test("house slot: launch, three spins at 1.00, the balance adds up, the revealed seed matches its hash", async ({
  page,
  portal,
}) => {
  const { gameUrl } = await memberAtHouseGame(portal, page, SLOT_GAME_CODE);
  expect(gameUrl).toMatch(/^\/house\/slot\?token=.+&language=en&merchant=DEMO$/);

  await page.goto(gameUrl);
  await expect(page.getByRole("heading", { level: 1, name: en.pages.houseSlot })).toBeVisible();
  // The game's own page: no portal header.
  await expect(page.getByRole("banner")).toHaveCount(0);
  const figure = (label: string) => page.getByLabel(label, { exact: true });
  const balance = figure(en.houseSlot.balance);
  // The wallet's balance before the first spin (the member was funded 100.00).
  await expect(balance).toHaveText("100.00");
  const fairness = page.getByRole("region", { name: fair.title });
  const current = fairness.getByRole("group", { name: fair.current });
  const serverHash = current.getByLabel(fair.serverSeedHash, { exact: true });
  const nonce = current.getByLabel(fair.nonce, { exact: true });
  await expect(serverHash).toHaveText(/^[0-9a-f]{64}$/);
  await expect(nonce).toHaveText("0");
  const hashBefore = (await serverHash.textContent())!;

  await page.getByLabel(en.houseSlot.bet, { exact: true }).selectOption("1.00");
  const spin = page.getByRole("button", { name: en.houseSlot.spin });
  const payouts: number[] = [];
  for (let round = 1; round <= 3; round++) {
    await spin.click();
    await expect(nonce).toHaveText(String(round));
    await expect(spin).toBeEnabled();
    await expect(figure(en.houseSlot.lastBet)).toHaveText("1.00");
    payouts.push(cents((await figure(en.houseSlot.payout).textContent())!));
    // The round's wins: the winning lines' table, or the line that says there is none.
    await expect(
      page
        .getByRole("table", { name: en.houseSlot.winningLines })
        .or(page.getByText(en.houseSlot.noWin, { exact: true })),
    ).toBeVisible();
  }
  // No error (the game's own, or the seed form's).
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Fifteen drawn symbols, each an image named for what it shows.
  const symbols = page.getByRole("group", { name: en.houseSlot.reels }).getByRole("img");
  await expect(symbols).toHaveCount(15);
  for (const name of await symbols.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-label"))))
    expect(SYMBOL_NAMES).toContain(name);

  const expected = 100_00 - 3 * 100 + payouts.reduce((sum, p) => sum + p, 0);
  expect(cents((await balance.textContent())!)).toBe(expected);
  await expectAccessible(page, "house slot after three spins");

  await fairness.getByLabel(fair.newClientSeed, { exact: true }).fill("e2e-client-seed");
  await fairness.getByRole("button", { name: fair.rotate }).click();
  const revealed = fairness.getByRole("status", { name: fair.revealedTitle });
  const revealedSeed = revealed.getByLabel(fair.serverSeed, { exact: true });
  await expect(revealedSeed).toBeVisible();
  expect(
    createHash("sha256")
      .update((await revealedSeed.textContent())!)
      .digest("hex"),
  ).toBe(hashBefore);
  await expect(revealed.getByLabel(fair.serverSeedHash, { exact: true })).toHaveText(hashBefore);
  await expect(current.getByLabel(fair.clientSeed, { exact: true })).toHaveText("e2e-client-seed");
  await expect(nonce).toHaveText("0");
  await expect(serverHash).not.toHaveText(hashBefore);
  await expectAccessible(page, "house slot with a revealed seed");
});

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

test("house slot on a phone in Thai: each paytable symbol's name stays on one line", async ({ page, portal }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { gameUrl } = await memberAtHouseGame(portal, page, SLOT_GAME_CODE);
  await page.goto(gameUrl.replace("language=en", "language=th"));
  const paytable = page.getByRole("region", { name: th.houseSlot.paytable }).getByRole("table");
  const names = paytable.getByRole("rowheader");
  await expect(names).toHaveCount(Object.keys(th.houseSlot.symbols).length);
  // The lines each name's text is laid out on (a squeezed column breaks Thai inside a word).
  const lines = await names.evaluateAll((cells) =>
    cells.map((cell) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return { name: cell.textContent, lines: tops.size };
    }),
  );
  for (const { name, lines: count } of lines) expect(count, `${name}: lines`).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
