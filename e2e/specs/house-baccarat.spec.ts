import { expect, expectAccessible, test } from "../fixtures/portal";
import { cents, memberAtHouseGame } from "../fixtures/house-games";
import { BACCARAT_GAME_CODE } from "../fixtures/server";

// The house baccarat "Punto Banco": a funded member launches it, stakes chips on Banker and Tie
// on its own game page, deals two rounds, reveals the seeds, and recomputes the first round on
// the verify page (in the browser, from the same contract code) to see the same cards.

test("house baccarat: launch, two deals, the balance adds up, the verify page recomputes the first round", async ({
  page,
  portal,
}) => {
  const { gameUrl } = await memberAtHouseGame(portal, page, BACCARAT_GAME_CODE);
  expect(gameUrl).toMatch(/^\/house\/baccarat\?token=.+&language=en&merchant=DEMO$/);

  await page.goto(gameUrl);
  await expect(page.getByTestId("baccarat-page")).toBeVisible();
  await expect(page.getByTestId("layout-header")).toHaveCount(0);
  await expect(page.getByTestId("fair-nonce")).toHaveText("0");
  const hashBefore = (await page.getByTestId("fair-server-hash").textContent())!;

  // 5.00 on Banker (a chip of 5), 1.00 on Tie (a chip of 1): 6.00 a round.
  await page.getByTestId("baccarat-chip-5.00").click();
  await page.getByTestId("baccarat-spot-BANKER").click();
  await page.getByTestId("baccarat-chip-1.00").click();
  await page.getByTestId("baccarat-spot-TIE").click();
  await expect(page.getByTestId("baccarat-stake-BANKER")).toHaveText("5.00");

  // Each card's name (rank and suit), player's hand then banker's, as the page shows them.
  const cardNames = (on: typeof page) =>
    on.getByTestId("baccarat-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")).join("|"));
  const rounds: { result: string; cards: string; payout: number }[] = [];
  for (let round = 1; round <= 2; round++) {
    await page.getByTestId("baccarat-deal").click();
    await expect(page.getByTestId("fair-nonce")).toHaveText(String(round));
    await expect(page.getByTestId("baccarat-deal")).toBeEnabled();
    await expect(page.getByTestId("baccarat-last-stake")).toHaveText("6.00");
    rounds.push({
      result: (await page.getByTestId("baccarat-result").getAttribute("data-result"))!,
      cards: await cardNames(page),
      payout: cents((await page.getByTestId("baccarat-payout").textContent())!),
    });
  }
  await expect(page.getByTestId("baccarat-error")).toHaveCount(0);
  const expected = 100_00 - 2 * 600 + rounds.reduce((sum, r) => sum + r.payout, 0);
  expect(cents((await page.getByTestId("baccarat-balance").textContent())!)).toBe(expected);
  await expectAccessible(page, "house baccarat after two deals");

  await page.getByTestId("fair-new-client-seed").fill("e2e-baccarat-seed");
  await page.getByTestId("fair-rotate").click();
  const revealedSeed = (await page.getByTestId("fair-revealed-seed").textContent())!;
  const revealedClientSeed = (await page.getByTestId("fair-revealed-client-seed").textContent())!;

  // The fairness panel links to the verify page, in a new window, with the revealed pair filled in.
  const [verify] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("fair-verify-link").click()]);
  await expect(verify.getByTestId("verify-page")).toBeVisible();
  await expect(verify.getByTestId("verify-game")).toHaveValue("baccarat");
  await expect(verify.getByTestId("verify-server-seed")).toHaveValue(revealedSeed);
  await expect(verify.getByTestId("verify-client-seed")).toHaveValue(revealedClientSeed);
  await expect(verify.getByTestId("verify-hash")).toHaveValue(hashBefore);
  await verify.getByTestId("verify-nonce").fill("1");
  await verify.getByTestId("verify-submit").click();
  await expect(verify.getByTestId("verify-hash-check")).toHaveAttribute("data-matches", "true");
  await expect(verify.getByTestId("verify-baccarat-result")).toHaveAttribute("data-result", rounds[0]!.result);
  expect(await cardNames(verify)).toBe(rounds[0]!.cards);
  await expectAccessible(verify, "verify page with a baccarat round");
});
