import { sql } from "drizzle-orm";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { definitionOf, fill } from "../fixtures/roles";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import lotteryEn from "@portal/contract/lottery/locales/en.json" with { type: "json" };

// The house lottery's draws checked by anyone, on the verify page (decision 0035): a game that
// draws every 5 seconds is added to the brand, the server's lottery job draws it, and a visitor on
// a phone picks the game, waits for its first draw and verifies it in the browser: the revealed
// element chains to the published commitment, gives the published result and links to the draw
// before it (or, the first of its chain, starts one).

const v = lotteryEn.verify;
const GAME = { code: "SSC_5S", family: "SSC", intervalSec: 5, closeBeforeSec: 1 };

/** A text with its {{drawNo}} left open (any draw number), as a whole-text pattern. */
const withAnyDrawNo = (text: string, values: Record<string, string | number>) =>
  new RegExp(
    `^${fill(text, { ...values, drawNo: "\u0000" })
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("\u0000", "\\d{8}-\\d{4,}")}$`,
  );

test.describe("verify page: house lottery draws", () => {
  // A portal of its own, running its periodic jobs as a production server does.
  test.use({ portalJobs: true, viewport: { width: 390, height: 844 } });

  test("a visitor picks a fast game, sees its draws arrive and verifies one in the browser", async ({
    page,
    portal,
  }) => {
    await portal.database.db.execute(
      sql`insert into lottery_games (merchant_id, code, family, interval_sec, close_before_sec)
          values (${portal.merchantId}, ${GAME.code}, ${GAME.family}, ${GAME.intervalSec}, ${GAME.closeBeforeSec})`,
    );

    await page.goto("/house/verify");
    await expect(page.getByRole("heading", { level: 1, name: en.fairVerify.title })).toBeVisible();
    await page.getByRole("tab", { name: en.fairVerify.tabs.lottery }).click();
    await page
      .getByRole("combobox", { name: v.game })
      .selectOption({ label: `${lotteryEn.family.SSC} · ${fill(v.seconds, { n: GAME.intervalSec })}` });
    await expect(page.getByText(v.how)).toBeVisible();

    // The job draws within 5 s of a draw's time, and the empty list asks again every 5 s.
    const draws = page.getByRole("table", { name: v.draws });
    const newest = draws.getByRole("rowgroup").nth(1).getByRole("row").first();
    await expect(newest).toBeVisible({ timeout: 30_000 });
    const drawNo = (await newest.getByRole("cell").first().textContent())!.trim();
    expect(drawNo).toMatch(/^\d{8}-\d{4,}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "the verify page's lottery draws");

    await newest.getByRole("button", { name: fill(v.verifyDraw, { drawNo }) }).click();
    const dialog = page.getByRole("dialog", { name: fill(v.dialogTitle, { drawNo }) });
    const index = (await definitionOf(dialog, v.index).textContent())!.trim();
    expect(index).toMatch(/^\d+$/);
    // The game's first draw starts its chain; a later one links to the draw before it.
    const startsChain = index === "1";
    await expect(dialog.getByRole("list", { name: v.checks }).getByRole("listitem")).toHaveText([
      `${v.yes} ${fill(v.chainYes, { steps: index })}`,
      `${v.yes} ${v.resultYes}`,
      startsChain ? `${v.yes} ${v.startFirst}` : withAnyDrawNo(`${v.yes} ${v.linkYes}`, { index: Number(index) - 1 }),
    ]);
    await expect(dialog.getByText(v.startNote)).toHaveCount(startsChain ? 1 : 0);
    await expect(definitionOf(dialog, v.element)).toHaveText(/^[0-9a-f]{64}$/);
    await expect(definitionOf(dialog, v.commitment)).toHaveText(/^[0-9a-f]{64}$/);
    await expect(definitionOf(dialog, v.recomputed)).toHaveText(/^\d( \d){4}$/);
    await expect(definitionOf(dialog, v.recomputed)).toHaveText(
      (await definitionOf(dialog, v.published).textContent())!,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "a lottery draw verified");

    await dialog.getByRole("button", { name: en.common.close }).click();
    await expect(dialog).toHaveCount(0);
  });
});
