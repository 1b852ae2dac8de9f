import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { cents, memberAtHouseGame } from "../fixtures/house-games";
import { BACCARAT_GAME_CODE } from "../fixtures/server";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import baccaratEn from "../../apps/web/src/locales/baccarat/en.json" with { type: "json" };

// The house baccarat "Punto Banco": a funded member launches it, stakes chips on Banker and Tie
// on its own game page, deals two rounds, reveals the seeds, and recomputes the first round on
// the verify page (in the browser, from the same contract code) to see the same cards.

const bac = baccaratEn.houseBaccarat;
const fair = en.houseSlot.fair;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The round's result line as shown ("Banker wins", "Tie · Natural"...). */
const RESULT = new RegExp(`^(${Object.values(bac.result).map(escape).join("|")})( · ${escape(bac.natural)})?$`);

/** The button that places the chosen chip on a spot (named for the chip, the spot and its stake). */
const spotButton = (page: Page, spot: keyof typeof bac.spots) =>
  page.getByRole("button", {
    name: new RegExp(
      `^${escape(bac.placeChip)
        .replace("\\{\\{chip\\}\\}", ".+")
        .replace("\\{\\{spot\\}\\}", escape(bac.spots[spot]))
        .replace("\\{\\{stake\\}\\}", ".+")}$`,
    ),
  });

test("house baccarat: launch, two deals, the balance adds up, the verify page recomputes the first round", async ({
  page,
  portal,
}) => {
  const { gameUrl } = await memberAtHouseGame(portal, page, BACCARAT_GAME_CODE);
  expect(gameUrl).toMatch(/^\/house\/baccarat\?token=.+&language=en&merchant=DEMO$/);

  await page.goto(gameUrl);
  await expect(page.getByRole("heading", { level: 1, name: bac.title })).toBeVisible();
  // The game's own page: no portal header.
  await expect(page.getByRole("banner")).toHaveCount(0);
  const fairness = page.getByRole("region", { name: fair.title });
  const current = fairness.getByRole("group", { name: fair.current });
  const nonce = current.getByLabel(fair.nonce, { exact: true });
  await expect(nonce).toHaveText("0");
  const hashBefore = (await current.getByLabel(fair.serverSeedHash, { exact: true }).textContent())!;

  // 5.00 on Banker (a chip of 5), 1.00 on Tie (a chip of 1): 6.00 a round.
  const chips = page.getByRole("group", { name: bac.chip });
  await chips.getByRole("button", { name: "5", exact: true }).click();
  await spotButton(page, "BANKER").click();
  await chips.getByRole("button", { name: "1", exact: true }).click();
  await spotButton(page, "TIE").click();
  // The Banker spot shows its stake.
  await expect(spotButton(page, "BANKER").getByText("5.00", { exact: true })).toBeVisible();

  // Each card's name (rank and suit), player's hand then banker's, as the page shows them.
  const cardNames = (on: Page) =>
    on
      .getByRole("region", { name: bac.spots.PLAYER, exact: true })
      .or(on.getByRole("region", { name: bac.spots.BANKER, exact: true }))
      .getByRole("listitem")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")).join("|"));
  const resultLine = (on: Page) => on.getByRole("paragraph").filter({ hasText: RESULT });
  const deal = page.getByRole("button", { name: bac.deal });
  const figure = (label: string) => page.getByLabel(label, { exact: true });
  const rounds: { result: string; cards: string; payout: number }[] = [];
  for (let round = 1; round <= 2; round++) {
    await deal.click();
    await expect(nonce).toHaveText(String(round));
    await expect(deal).toBeEnabled();
    await expect(figure(bac.totalStake)).toHaveText("6.00");
    rounds.push({
      result: (await resultLine(page).textContent())!,
      cards: await cardNames(page),
      payout: cents((await figure(bac.payout).textContent())!),
    });
  }
  // Two hands of two or three cards each were read.
  for (const { cards } of rounds) expect(cards.split("|").length).toBeGreaterThanOrEqual(4);
  // No error (the game's own, or the seed form's).
  await expect(page.getByRole("alert")).toHaveCount(0);
  const expected = 100_00 - 2 * 600 + rounds.reduce((sum, r) => sum + r.payout, 0);
  expect(cents((await figure(bac.balance).textContent())!)).toBe(expected);
  await expectAccessible(page, "house baccarat after two deals");

  await fairness.getByLabel(fair.newClientSeed, { exact: true }).fill("e2e-baccarat-seed");
  await fairness.getByRole("button", { name: fair.rotate }).click();
  const revealed = fairness.getByRole("status", { name: fair.revealedTitle });
  const revealedSeed = (await revealed.getByLabel(fair.serverSeed, { exact: true }).textContent())!;
  const revealedClientSeed = (await revealed.getByLabel(fair.clientSeed, { exact: true }).textContent())!;

  // The fairness panel links to the verify page, in a new window, with the revealed pair filled in.
  const [verify] = await Promise.all([
    page.waitForEvent("popup"),
    fairness.getByRole("link", { name: en.fairVerify.open }).click(),
  ]);
  const v = en.fairVerify;
  await expect(verify.getByRole("heading", { level: 1, name: v.title })).toBeVisible();
  await expect(verify.getByLabel(v.game, { exact: true })).toHaveValue("baccarat");
  await expect(verify.getByLabel(v.serverSeed, { exact: true })).toHaveValue(revealedSeed);
  await expect(verify.getByLabel(v.clientSeed, { exact: true })).toHaveValue(revealedClientSeed);
  await expect(verify.getByLabel(v.hash, { exact: true })).toHaveValue(hashBefore);
  await verify.getByLabel(v.nonce, { exact: true }).fill("1");
  await verify.getByRole("button", { name: v.verify, exact: true }).click();
  await expect(verify.getByText(v.hashMatch, { exact: true })).toBeVisible();
  await expect(resultLine(verify)).toHaveText(rounds[0]!.result);
  expect(await cardNames(verify)).toBe(rounds[0]!.cards);
  await expectAccessible(verify, "verify page with a baccarat round");
});
