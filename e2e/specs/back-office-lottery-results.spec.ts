import type { Locator, Page } from "@playwright/test";
import { LOTTERY_ADMIN, type LotteryDrawsPage, type OfficialDrawView } from "@portal/contract/api/lottery-admin";
import { VN_SOUTH_STRUCTURE } from "@portal/contract/lottery/families/vn";
import { vnOfficialPrizes } from "@portal/contract/lottery/families/vn-layout";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import games from "../../apps/back-office/src/locales/games/en.json" with { type: "json" };
import { newOperator, OPERATOR_PASSWORD, openBackOfficeAs } from "../fixtures/back-office";
import { addOfficialGame, operatorToken } from "../fixtures/lottery";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { fill } from "../fixtures/roles";
import { signInOperator } from "../fixtures/server";

// A mistyped official result corrected in the back office (decision 0036): a province's daily draw
// takes place a few seconds after the spec starts, on a brand whose server runs its jobs. A first
// operator's entry has a typo in the special prize. A second operator, typing the published
// sheet to confirm it, is told it does not match and sends theirs as the new entry; the first
// operator, typing the sheet again, confirms it. The draw is drawn on two operators' typing.

const r = games.lottery;
const GAME = { code: "VN_S_BO_FIX", name: "Mistyped Province Lottery" };
/** The published sheet's special prize; the first entry's typo of it. */
const SPECIAL = "123445";
const TYPO = "123446";

const backOfficeMenu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });

/** The result as stored (special prize first), every other number all ones. */
const storedResult = (special: string) => ({
  prizes: VN_SOUTH_STRUCTURE.prizes.map((prize, p) =>
    Array.from({ length: prize.count }, () => (p === 0 ? special : "1".repeat(prize.digits))),
  ),
});

/** Types the published sheet into a result dialog, field by field as the sheet prints it. */
async function typeSheet(dialog: Locator) {
  for (const prize of vnOfficialPrizes("VN_SOUTH")) {
    for (let i = 0; i < prize.count; i++) {
      const label = fill(r.number, { prize: r.prizes[prize.name as keyof typeof r.prizes], index: String(i + 1) });
      await dialog
        .getByLabel(label, { exact: true })
        .fill(prize.name === "special" ? SPECIAL : "1".repeat(prize.digits));
    }
  }
}

/** The back office open on Lottery results for `username`, and the draw's row there. */
async function resultsPage(page: Page, portal: RunningPortal, username: string, drawNo: string) {
  await openBackOfficeAs(page, portal, username);
  await backOfficeMenu(page).getByRole("link", { name: common.nav.lottery }).click();
  await expect(page.getByRole("heading", { level: 1, name: r.title })).toBeVisible();
  return page.getByRole("table", { name: r.title }).getByRole("row").filter({ hasText: drawNo }).filter({
    hasText: GAME.code,
  });
}

test.describe("back office: an official result mistyped, then corrected by two operators", () => {
  test.use({ portalJobs: true, viewport: { width: 1366, height: 900 } });
  test.setTimeout(150_000);

  test("a confirmation that does not match becomes the new entry, which the first operator confirms", async ({
    page,
    portal,
  }) => {
    await addOfficialGame(portal, GAME, 8);
    const admin = await operatorToken(portal);
    const awaiting = async () =>
      (
        await portal.app.inject({ method: "GET", url: LOTTERY_ADMIN.officialDraws, headers: { authorization: admin } })
      ).json().value.list as OfficialDrawView[];
    // The lottery job makes the draw; it waits for its result once its time has come.
    await expect
      .poll(async () => (await awaiting()).filter((draw) => draw.game === GAME.code).length, { timeout: 90_000 })
      .toBe(1);
    const drawNo = (await awaiting()).find((draw) => draw.game === GAME.code)!.drawNo;

    // The first operator's entry, its special prize mistyped (over HTTP: the screens' first entry
    // has its own spec, lottery-official).
    const [firstOperator, secondOperator] = [
      await newOperator(portal, "FINANCE"),
      await newOperator(portal, "FINANCE"),
    ];
    const firstToken = (await signInOperator(portal, { username: firstOperator, password: OPERATOR_PASSWORD })).token;
    const entered = await portal.app.inject({
      method: "PUT",
      url: LOTTERY_ADMIN.officialResult.replace(":code", GAME.code).replace(":drawNo", drawNo),
      headers: { authorization: firstToken },
      payload: { result: storedResult(TYPO) },
    });
    expect(entered.statusCode, entered.body).toBe(200);

    // The second operator types the published sheet to confirm it: it does not match.
    let row = await resultsPage(page, portal, secondOperator, drawNo);
    await expect(row).toContainText(firstOperator);
    await row.getByRole("button", { name: r.confirm, exact: true }).click();
    let dialog = page.getByRole("dialog", { name: fill(r.confirmTitle, { game: GAME.code, drawNo }) });
    await typeSheet(dialog);
    await dialog.getByRole("button", { name: r.send, exact: true }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(r.mismatchTitle);
    await expect(alert).toContainText(fill(r.mismatchText, { by: firstOperator }));
    await expectAccessible(page, "a confirmation that does not match the entry waiting");
    // Sure of the sheet, the second operator sends theirs as the new entry.
    await alert.getByRole("button", { name: r.sendAsEntry, exact: true }).click();
    await expect(page.getByText(fill(r.reentered, { drawNo }), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    // Now theirs waits: they may type it again, never confirm it.
    await expect(row).toContainText(r.secondNeeded);
    await expect(row.getByRole("button", { name: r.confirm, exact: true })).toHaveCount(0);
    await expect(row.getByRole("button", { name: r.reenter, exact: true })).toBeVisible();

    // The first operator, in a tab of their own, types the sheet again to confirm it: it matches.
    const office = await page.context().newPage();
    row = await resultsPage(office, portal, firstOperator, drawNo);
    await expect(row).toContainText(secondOperator);
    await row.getByRole("button", { name: r.confirm, exact: true }).click();
    dialog = office.getByRole("dialog", { name: fill(r.confirmTitle, { game: GAME.code, drawNo }) });
    await typeSheet(dialog);
    await dialog.getByRole("button", { name: r.send, exact: true }).click();
    await expect(office.getByText(fill(r.confirmed, { drawNo }), { exact: true })).toBeVisible();
    await expect(
      office.getByRole("table", { name: r.title }).getByRole("row").filter({ hasText: GAME.code }),
    ).toHaveCount(0);
    await office.close();

    // Drawn on the sheet's result, the second operator's entry confirmed by the first.
    const listed = (
      await portal.app.inject({
        method: "GET",
        url: `${LOTTERY_ADMIN.draws}?game=${GAME.code}&pageSize=10`,
        headers: { authorization: admin },
      })
    ).json().value as LotteryDrawsPage;
    const drawn = listed.list.find((draw) => draw.drawNo === drawNo)!;
    expect(["DRAWN", "SETTLED"]).toContain(drawn.status);
    expect(drawn).toMatchObject({
      entered: { by: secondOperator },
      confirmed: { by: firstOperator },
      result: storedResult(SPECIAL),
    });
  });
});
