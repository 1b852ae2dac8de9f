import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { LOTTERY_ADMIN, type LotteryDrawsPage } from "@portal/contract/api/lottery-admin";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import games from "../../apps/back-office/src/locales/games/en.json" with { type: "json" };
import portalEn from "../../apps/web/src/locales/en.json" with { type: "json" };
import lotteryEn from "@portal/contract/lottery/locales/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { addOfficialGame, operatorToken } from "../fixtures/lottery";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { fill } from "../fixtures/roles";

// Games > Lottery draws: a game drawing every 5 seconds and a province's official daily game are
// added to a brand whose server runs its jobs. An operator finds the fast game's drawn draws,
// opens one (its result, its revealed seed and the portal's verify page, followed: it opens on
// that draw's check, verified in the browser); then voids the official
// game's next draw before its time, and the list shows it void; then voids a fast draw made ahead.

const d = games.draws;
const FAST = { code: "SSC_BO_5S", family: "SSC", intervalSec: 5, closeBeforeSec: 1 };
const OFFICIAL = { code: "VN_S_BO_E2E", name: "Back Office Province Lottery" };

const backOfficeMenu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });

/** The brand's draws of a game as the operator API lists them (the arrangement's wait, not the walk). */
async function drawsOf(portal: RunningPortal, game: string, status?: string) {
  const query = new URLSearchParams({ game, ...(status ? { status } : {}) });
  const res = await portal.app.inject({
    method: "GET",
    url: `${LOTTERY_ADMIN.draws}?${query}`,
    headers: { authorization: await operatorToken(portal) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as LotteryDrawsPage;
}

/** Filters the list by game (and status: "" for all) and waits for its rows. */
async function filterBy(page: Page, game: string, status: string) {
  const search = page.getByRole("search", { name: d.filter });
  await search.getByLabel(games.lottery.game, { exact: true }).selectOption(game);
  await search.getByLabel(d.status, { exact: true }).selectOption(status);
  await search.getByRole("button", { name: d.find }).click();
}

test.describe("back office: the house lottery's draws", () => {
  test.use({ portalJobs: true, viewport: { width: 1366, height: 768 } });
  test.setTimeout(120_000);

  test("an operator opens a fast draw with its result and seed, and voids an official draw before its time", async ({
    page,
    portal,
  }) => {
    await portal.database.db.execute(
      sql`insert into lottery_games (merchant_id, code, family, interval_sec, close_before_sec)
          values (${portal.merchantId}, ${FAST.code}, ${FAST.family}, ${FAST.intervalSec}, ${FAST.closeBeforeSec})`,
    );
    await addOfficialGame(portal, OFFICIAL, 3_600);
    // The lottery job makes the games' draws, draws the fast one's within seconds and settles them.
    await expect
      .poll(async () => (await drawsOf(portal, FAST.code, "SETTLED")).list.length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(async () => (await drawsOf(portal, OFFICIAL.code)).list.length, { timeout: 60_000 })
      .toBeGreaterThan(0);

    const username = await newOperator(portal, "FINANCE");
    await openBackOfficeAs(page, portal, username);
    await backOfficeMenu(page).getByRole("link", { name: common.nav.lotteryDraws, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: d.title })).toBeVisible();
    const table = page.getByRole("table", { name: d.title });

    // The fast game's settled draws (its coming half hour of open draws come first unfiltered): the newest with its five digits.
    await filterBy(page, FAST.code, "SETTLED");
    const rows = table.getByRole("rowgroup").nth(1).getByRole("row");
    const newest = rows.first();
    await expect(newest).toContainText(FAST.code);
    await expect(newest.getByText(/^\d( \d){4}$/)).toBeVisible();
    await expect(rows.filter({ hasText: d.statuses.OPEN })).toHaveCount(0);
    await expect(newest).toContainText(d.statuses.SETTLED);
    await expectAccessible(page, "the lottery draws list");
    const open = newest.getByRole("button", {
      name: new RegExp(`^${fill(d.openDetail, { game: FAST.code, drawNo: "" })}`),
    });
    const drawNo = (await open.textContent())!.trim();
    await open.click();
    const detail = page.getByRole("dialog", { name: fill(d.detailTitle, { game: FAST.code, drawNo }) });
    await expect(detail.getByRole("region", { name: d.result })).toContainText(/\d \d \d \d \d/);
    const chain = detail.getByRole("region", { name: d.chain });
    await expect(chain.getByText(/^[0-9a-f]{64}$/)).toHaveCount(2);
    await expect(detail.getByRole("link", { name: d.verify })).toHaveAttribute(
      "href",
      `/house/verify?part=lottery&lotteryGame=${FAST.code}&drawNo=${drawNo}`,
    );
    await expect(detail.getByRole("button", { name: d.void })).toHaveCount(0);
    await expectAccessible(page, "a fast draw's detail");

    // Followed, the link opens the portal's verify page (a tab of its own) on that draw's check, verified.
    const v = lotteryEn.verify;
    const [portalPage] = await Promise.all([
      page.waitForEvent("popup"),
      detail.getByRole("link", { name: d.verify }).click(),
    ]);
    const check = portalPage.getByRole("dialog", { name: fill(v.dialogTitle, { drawNo }) });
    await expect(check.getByRole("list", { name: v.checks }).getByRole("listitem")).toHaveText(
      // The element chains to the commitment, gives the published result, links to the draw before (or starts the chain).
      [new RegExp(`^${v.yes} `), `${v.yes} ${v.resultYes}`, new RegExp(`^${v.yes} `)],
      { timeout: 15_000 },
    );
    await expectAccessible(portalPage, "the portal's verify page opened on a draw's check");
    await check.getByRole("button", { name: portalEn.common.close }).click();
    await expect(check).toHaveCount(0);
    await expect(portalPage.getByRole("tab", { name: portalEn.fairVerify.tabs.lottery, selected: true })).toBeVisible();
    await expect(portalPage.getByRole("combobox", { name: v.game })).toHaveValue(FAST.code);
    expect(new URL(portalPage.url()).searchParams.get("drawNo")).toBeNull();
    await portalPage.close();
    await detail.getByRole("button", { name: common.ui.close }).click();

    // The official game's next draw, an hour away: voided at once by one operator.
    await filterBy(page, OFFICIAL.code, "");
    const next = (await drawsOf(portal, OFFICIAL.code)).list.at(-1)!;
    const row = table.getByRole("row").filter({ hasText: next.drawNo });
    await expect(row).toContainText(d.statuses.OPEN);
    await row.getByRole("button", { name: fill(d.openDetail, { game: OFFICIAL.code, drawNo: next.drawNo }) }).click();
    const official = page.getByRole("dialog", {
      name: fill(d.detailTitle, { game: OFFICIAL.code, drawNo: next.drawNo }),
    });
    await expect(official.getByText(d.notEntered)).toBeVisible();
    await official.getByRole("button", { name: d.void }).click();
    const form = page.getByRole("dialog", { name: fill(d.voidTitle, { game: OFFICIAL.code, drawNo: next.drawNo }) });
    await expect(form.getByText(d.voidBeforeText)).toBeVisible();
    await form.getByLabel(d.reason).fill("Postponed by the lottery company");
    await expectAccessible(page, "an official draw's void");
    await form.getByRole("button", { name: d.void }).click();
    await expect(page.getByText(fill(d.voided, { drawNo: next.drawNo }), { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(
      official.getByText(fill(d.voidedBy, { by: username, reason: "Postponed by the lottery company" })),
    ).toBeVisible();
    await official.getByRole("button", { name: common.ui.close }).click();
    await expect(row).toContainText(d.statuses.VOID);
    expect((await drawsOf(portal, OFFICIAL.code, "VOID")).list.map((draw) => draw.drawNo)).toEqual([next.drawNo]);

    // The fast game's draws made ahead read "Scheduled"; the furthest (newest first) is voided at
    // once by one operator, its seed kept secret until its time.
    await filterBy(page, FAST.code, "SCHEDULED");
    const furthest = table.getByRole("rowgroup").nth(1).getByRole("row").first();
    await expect(furthest).toContainText(d.statuses.SCHEDULED);
    await expect(
      table.getByRole("rowgroup").nth(1).getByRole("row").filter({ hasText: d.statuses.SETTLED }),
    ).toHaveCount(0);
    const aheadNo = (await furthest
      .getByRole("button", { name: new RegExp(`^${fill(d.openDetail, { game: FAST.code, drawNo: "" })}`) })
      .textContent())!.trim();
    // Opened from the scheduled ones' list: its detail stays open (and is read again) when the
    // draw leaves the list, once void or pushed down by the draws made after it.
    const ahead = table.getByRole("row").filter({ hasText: aheadNo });
    await ahead.getByRole("button", { name: fill(d.openDetail, { game: FAST.code, drawNo: aheadNo }) }).click();
    const fastDetail = page.getByRole("dialog", { name: fill(d.detailTitle, { game: FAST.code, drawNo: aheadNo }) });
    await expect(fastDetail.getByText(d.notRevealed)).toBeVisible();
    await fastDetail.getByRole("button", { name: d.void }).click();
    const fastForm = page.getByRole("dialog", { name: fill(d.voidTitle, { game: FAST.code, drawNo: aheadNo }) });
    await expect(fastForm.getByText(d.fastVoidText)).toBeVisible();
    await fastForm.getByLabel(d.reason).fill("Chain service maintenance");
    await expectAccessible(page, "a fast draw's void");
    await fastForm.getByRole("button", { name: d.void }).click();
    await expect(page.getByText(fill(d.voided, { drawNo: aheadNo }), { exact: true })).toBeVisible();
    await expect(
      fastDetail.getByText(fill(d.voidedBy, { by: username, reason: "Chain service maintenance" })),
    ).toBeVisible();
    await fastDetail.getByRole("button", { name: common.ui.close }).click();
    await filterBy(page, FAST.code, "VOID");
    await expect(ahead).toContainText(d.statuses.VOID);
    expect((await drawsOf(portal, FAST.code, "VOID")).list.map((draw) => draw.drawNo)).toContain(aheadNo);
  });
});
