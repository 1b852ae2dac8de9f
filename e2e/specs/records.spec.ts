import type { Locator, Page } from "@playwright/test";
import { memberAtHouseGame, shown, spinSlot } from "../fixtures/house-games";
import { SLOT_GAME_CODE } from "../fixtures/server";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { openAccountMenu, openMemberCentre } from "../fixtures/members";
import { cellUnder, centreMenuItem, english, memberCentre } from "../fixtures/roles";

// A member plays the house slot (through its API, with the launch's vendor session), then finds
// those rounds in the member centre's betting record and their sums in personal profit and loss.

/** Stakes of the rounds played, in cents: different stakes so a row cannot match another's. */
const STAKES = [100, 200, 50];

/** A profit as shown: a win has a "+". */
const signed = (cents: number) => (cents > 0 ? `+${shown(cents)}` : shown(cents));

async function openCentrePage(page: Page, menu: "personalHistoryCopy" | "personalProfit") {
  await centreMenuItem(page, menu).click();
  await expect(centreMenuItem(page, menu)).toHaveAttribute("aria-current", "page");
  // The page itself: its panel's heading.
  await expect(
    memberCentre(page).getByRole("heading", { name: english(`center.member.${menu}`), exact: true }),
  ).toBeVisible();
}

test("betting record and personal profit show the rounds a member played on the house slot", async ({
  page,
  portal,
}) => {
  const { gameToken } = await memberAtHouseGame(portal, page, SLOT_GAME_CODE);
  const rounds = [];
  for (const stake of STAKES) rounds.push(await spinSlot(portal, gameToken, stake));
  const stakeSum = rounds.reduce((sum, r) => sum + r.stake, 0);
  const payoutSum = rounds.reduce((sum, r) => sum + r.payout, 0);

  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: english("header.memberCenter") }).click();
  await expect(memberCentre(page)).toBeVisible();
  await openCentrePage(page, "personalHistoryCopy");
  const bets = page.getByRole("table", { name: english("center.member.personalHistoryCopy") });
  // The rounds: the table's body (its footer row is the period's sums).
  const rows = bets.getByRole("rowgroup").nth(1).getByRole("row");
  await expect(rows).toHaveCount(rounds.length);
  const cell = (row: Locator, column: string) => cellUnder(bets, row, english(column));
  for (const round of rounds) {
    const row = rows.filter({ has: page.getByRole("cell", { name: round.roundId, exact: true }) });
    await expect(await cell(row, "records.roundId")).toHaveText(round.roundId);
    await expect(await cell(row, "records.game")).toHaveText("Lucky Sevens");
    // The vendor by the name the lobby shows, not its code.
    await expect(await cell(row, "records.vendor")).toHaveText("House Games");
    await expect(await cell(row, "records.stake")).toHaveText(shown(round.stake));
    await expect(await cell(row, "records.payout")).toHaveText(shown(round.payout));
    await expect(await cell(row, "records.profit")).toHaveText(signed(round.payout - round.stake));
    await expect(await cell(row, "wallet.status")).toHaveText("Settled");
  }
  const sums = bets.getByRole("row").filter({ hasText: english("records.periodTotal") });
  await expect(await cell(sums, "records.stake")).toHaveText(shown(stakeSum));
  await expect(await cell(sums, "records.payout")).toHaveText(shown(payoutSum));
  await expect(await cell(sums, "records.profit")).toHaveText(signed(payoutSum - stakeSum));
  await expectAccessible(page, "betting record");

  const centre = memberCentre(page);
  const category = centre.getByLabel(english("records.category"), { exact: true });
  const search = centre.getByRole("button", { name: english("wallet.search") });
  await category.selectOption({ label: english("categories.RNG") });
  await search.click();
  await expect(rows).toHaveCount(rounds.length);
  await category.selectOption({ label: english("categories.LIVE") });
  await search.click();
  await expect(centre.getByText("No bets in this period.", { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(0);

  await openCentrePage(page, "personalProfit");
  // The last seven brand days: the rounds are in them even if GMT+8 midnight passed since they were played.
  const last7Days = centre
    .getByRole("group", { name: english("records.quickRanges") })
    .getByRole("button", { name: english("records.quick.last7Days") });
  await last7Days.click();
  await expect(last7Days).toHaveAttribute("aria-pressed", "true");
  const profit = page.getByRole("region", { name: english("center.member.personalProfit") }).getByRole("table");
  const profitRow = (heading: string) =>
    profit.getByRole("row").filter({ has: page.getByRole("rowheader", { name: heading, exact: true }) });
  const profitCell = (row: Locator, column: string) => cellUnder(profit, row, english(column));
  for (const heading of [english("categories.RNG"), english("records.total")]) {
    const row = profitRow(heading);
    await expect(await profitCell(row, "records.rounds")).toHaveText(String(rounds.length));
    await expect(await profitCell(row, "records.stake")).toHaveText(shown(stakeSum));
    await expect(await profitCell(row, "records.payout")).toHaveText(shown(payoutSum));
    await expect(await profitCell(row, "records.profit")).toHaveText(signed(payoutSum - stakeSum));
  }
  await expect(await profitCell(profitRow(english("categories.LIVE")), "records.stake")).toHaveText("0.00");
  await expectAccessible(page, "personal profit and loss");
});

/**
 * The roles Chromium's own accessibility tree gives the elements under `selector` (what a screen
 * reader reads), not Playwright's reading of the markup (which ignores CSS).
 */
async function browserRoles(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send("DOM.getDocument", { depth: 0 })) as { root: { nodeId: number } };
    const { nodeId } = (await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })) as { nodeId: number };
    const { nodes } = (await cdp.send("Accessibility.queryAXTree", { nodeId })) as {
      nodes: { ignored: boolean; role?: { value: string } }[];
    };
    return nodes.filter((node) => !node.ignored && node.role).map((node) => node.role!.value);
  } finally {
    await cdp.detach();
  }
}

// The DataTable names each element's role (table, rowgroup, row, columnheader, cell) because its
// phone cards change `display`, which makes WebKit drop a table's semantics. Chromium keeps them
// either way, so in this browser this check guards the outcome (a table, with rows and cells, in the
// real accessibility tree at 390 x 844) rather than telling the explicit roles' effect apart; the
// unit test in primitives.test.tsx checks the roles themselves.
test("on a phone the betting record's cards are still a table to a screen reader", async ({ page, portal }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { gameToken } = await memberAtHouseGame(portal, page, SLOT_GAME_CODE);
  const round = await spinSlot(portal, gameToken, 100);

  await openMemberCentre(page);
  await page.getByRole("navigation", { name: "Member center" }).getByRole("button", { name: "Betting record" }).click();
  const table = page.getByRole("table", { name: "Betting record" });
  // Cards, not a table, to the eye: the CSS made every row a block.
  await expect(table.getByRole("row").nth(1)).toHaveCSS("display", "block");
  const row = table.getByRole("row").filter({ has: page.getByRole("cell", { name: round.roundId }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Lucky Sevens" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Game" })).toBeAttached();

  const roles = await browserRoles(page, '[aria-label="Betting record"] table');
  expect(roles).toContain("table");
  expect(roles.filter((role) => role === "row").length).toBeGreaterThanOrEqual(2);
  expect(roles).toContain("columnheader");
  expect(roles).toContain("cell");
});
