import type { Page } from "@playwright/test";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { memberAtHouseGame } from "../fixtures/house-games";
import { SLOT_GAME_CODE } from "../fixtures/server";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { openAccountMenu, openMemberCentre } from "../fixtures/members";

// A member plays the house slot (through its API, with the launch's vendor session), then finds
// those rounds in the member centre's betting record and their sums in personal profit and loss.

/** Stakes of the rounds played, in cents: different stakes so a row cannot match another's. */
const STAKES = [100, 200, 50];

/** Cents as the portal shows money: "1,234.50", "-0.50". */
function shown(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
  return cents < 0 ? `-${text}` : text;
}
/** A profit as shown: a win has a "+". */
const signed = (cents: number) => (cents > 0 ? `+${shown(cents)}` : shown(cents));

async function spin(portal: RunningPortal, gameToken: string, stake: number) {
  const res = await portal.app.inject({
    method: "POST",
    url: HOUSE_API.slotSpin,
    payload: { token: gameToken, bet: shown(stake) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const value = res.json().value as { roundId: string; payout: string };
  return { roundId: value.roundId, stake, payout: Math.round(Number(value.payout) * 100) };
}

async function openCentrePage(page: Page, menu: "personalHistoryCopy" | "personalProfit") {
  await page.getByTestId(`center-menu-${menu}`).click();
  await expect(page.getByTestId(`center-menu-${menu}`)).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId(`center-page-${menu}`)).toBeVisible();
}

test("betting record and personal profit show the rounds a member played on the house slot", async ({
  page,
  portal,
}) => {
  const { gameToken } = await memberAtHouseGame(portal, page, SLOT_GAME_CODE);
  const rounds = [];
  for (const stake of STAKES) rounds.push(await spin(portal, gameToken, stake));
  const stakeSum = rounds.reduce((sum, r) => sum + r.stake, 0);
  const payoutSum = rounds.reduce((sum, r) => sum + r.payout, 0);

  await openAccountMenu(page);
  await page.getByTestId("header-member-center").click();
  await expect(page.getByTestId("modal-memberCenter")).toBeVisible();
  await openCentrePage(page, "personalHistoryCopy");
  const rows = page.locator('tr[data-testid^="bets-row-"]');
  await expect(rows).toHaveCount(rounds.length);
  for (const round of rounds) {
    const row = rows.filter({ has: page.getByTestId("bets-row-round").getByText(round.roundId, { exact: true }) });
    await expect(row.getByTestId("bets-row-game")).toHaveText("Lucky Sevens");
    // The vendor by the name the lobby shows, not its code.
    await expect(row.getByTestId("bets-row-vendor")).toHaveText("House Games");
    await expect(row.getByTestId("bets-row-stake")).toHaveText(shown(round.stake));
    await expect(row.getByTestId("bets-row-payout")).toHaveText(shown(round.payout));
    await expect(row.getByTestId("bets-row-profit")).toHaveText(signed(round.payout - round.stake));
    await expect(row.getByTestId("bets-row-status")).toHaveText("Settled");
  }
  await expect(page.getByTestId("bets-sums-stake")).toHaveText(shown(stakeSum));
  await expect(page.getByTestId("bets-sums-payout")).toHaveText(shown(payoutSum));
  await expect(page.getByTestId("bets-sums-profit")).toHaveText(signed(payoutSum - stakeSum));
  await expectAccessible(page, "betting record");

  await page.getByTestId("bets-filter-category").selectOption("RNG");
  await page.getByTestId("bets-filter-submit").click();
  await expect(rows).toHaveCount(rounds.length);
  await page.getByTestId("bets-filter-category").selectOption("LIVE");
  await page.getByTestId("bets-filter-submit").click();
  await expect(page.getByTestId("bets-empty")).toHaveText("No bets in this period.");
  await expect(rows).toHaveCount(0);

  await openCentrePage(page, "personalProfit");
  // The last seven brand days: the rounds are in them even if GMT+8 midnight passed since they were played.
  await page.getByTestId("profit-quick-last7Days").click();
  await expect(page.getByTestId("profit-quick-last7Days")).toHaveAttribute("aria-pressed", "true");
  for (const prefix of ["profit-row-RNG", "profit-total"]) {
    await expect(page.getByTestId(`${prefix}-rounds`)).toHaveText(String(rounds.length));
    await expect(page.getByTestId(`${prefix}-stake`)).toHaveText(shown(stakeSum));
    await expect(page.getByTestId(`${prefix}-payout`)).toHaveText(shown(payoutSum));
    await expect(page.getByTestId(`${prefix}-profit`)).toHaveText(signed(payoutSum - stakeSum));
  }
  await expect(page.getByTestId("profit-row-LIVE-stake")).toHaveText("0.00");
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
  const round = await spin(portal, gameToken, 100);

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
