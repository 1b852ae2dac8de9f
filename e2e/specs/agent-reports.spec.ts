import type { Locator, Page } from "@playwright/test";
import { launchHouseGame, shown, spinSlot } from "../fixtures/house-games";
import { agentCentre, agentMenuItem, agentPage, openAgentCentre } from "../fixtures/agent-centre";
import { createMember, forgetSession, fundMember, login } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { SLOT_GAME_CODE } from "../fixtures/server";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import agentEn from "../../apps/web/src/locales/agent/en.json" with { type: "json" };
import { cellUnder, expectNoSidewaysScroll } from "../fixtures/roles";

// The agent centre's team reports (issue 14): a member below an agent plays the house slot; the
// agent finds those rounds in Team betting (with the period's totals) and the member's row, its
// stake and bets, in User profit and loss. At a laptop size for the flow, at a phone size for
// the layout (cards, nothing scrolling sideways).

const reports = agentEn.reports;
/** Stakes of the rounds the member plays, in cents: different, so no row reads as another. */
const STAKES = [100, 250, 50];

/**
 * An agent (type 1) with a member below it who has played the house slot (funded by the
 * operator, launched and spun through the slot's API with the member's own session).
 */
async function agentWithPlayedMember(page: Page, portal: RunningPortal) {
  const agent = await createMember(portal, { memberType: 1 });
  const member = await createMember(portal, { uplineId: agent.id });
  await fundMember(portal, member.id, "100");
  const sessionToken = await login(page, member.account);
  const { gameToken } = await launchHouseGame(portal, sessionToken, SLOT_GAME_CODE);
  const rounds: string[] = [];
  for (const stake of STAKES) rounds.push((await spinSlot(portal, gameToken, stake)).roundId);
  await forgetSession(page);
  await login(page, agent.account);
  return { agent, member, rounds };
}

/** The body rows of a table (its last row group holds the period's totals when there are any). */
const bodyRows = (table: Locator) => table.getByRole("rowgroup").nth(1).getByRole("row");

test.describe("agent centre: team reports", () => {
  test.describe("at a laptop", () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test("an agent sees its member's slot rounds in Team betting and the member's row in User profit and loss", async ({
      page,
      portal,
    }) => {
      const { member, rounds } = await agentWithPlayedMember(page, portal);
      const stakeSum = STAKES.reduce((sum, stake) => sum + stake, 0);
      await openAgentCentre(page);

      // Team betting: the member's three rounds, newest first, and the period's totals.
      await agentMenuItem(page, en.center.agent.teamBetting).click();
      await expect(page).toHaveURL(/[?&]agent=teamBetting/);
      const betting = agentPage(page, en.center.agent.teamBetting);
      const bets = betting.getByRole("table", { name: reports.teamBets });
      await expect(bodyRows(bets)).toHaveCount(STAKES.length);
      for (const [i, roundId] of [...rounds].reverse().entries()) {
        const row = bodyRows(bets).nth(i);
        await expect(await cellUnder(bets, row, en.records.roundId)).toHaveText(roundId);
        await expect(await cellUnder(bets, row, en.agent.team.account)).toHaveText(member.account);
        await expect(await cellUnder(bets, row, en.records.stake)).toHaveText(shown(STAKES[STAKES.length - 1 - i]!));
        await expect(await cellUnder(bets, row, en.wallet.status)).toHaveText(en.records.betStatus.SETTLED);
      }
      const totals = bets.getByRole("rowgroup").nth(2).getByRole("row");
      await expect(await cellUnder(bets, totals, en.agent.team.account)).toHaveText(
        reports.roundCount.replace("{{rounds}}", String(STAKES.length)),
      );
      await expect(await cellUnder(bets, totals, en.records.stake)).toHaveText(shown(stakeSum));
      await expectAccessible(page, "team betting");

      // Filtered to the member by name, and to another category: nothing.
      await betting.getByRole("searchbox", { name: reports.memberAccount }).fill(member.account);
      await betting.getByRole("combobox", { name: en.records.category }).selectOption("LIVE");
      await betting.getByRole("button", { name: en.wallet.search, exact: true }).click();
      await expect(betting.getByText(en.records.noBets)).toBeVisible();
      await betting.getByRole("combobox", { name: en.records.category }).selectOption("RNG");
      await betting.getByRole("button", { name: en.wallet.search, exact: true }).click();
      await expect(bodyRows(bets)).toHaveCount(STAKES.length);

      // User profit and loss, today: the member's row with its bets and stake, and the team's total.
      await agentMenuItem(page, en.center.agent.userProfitLoss).click();
      const profitLoss = agentPage(page, en.center.agent.userProfitLoss);
      const table = profitLoss.getByRole("table", { name: reports.profitLossTable });
      const row = bodyRows(table).filter({ hasText: member.account });
      await expect(row).toHaveCount(1);
      await expect(await cellUnder(table, row, en.records.rounds)).toHaveText(String(STAKES.length));
      await expect(await cellUnder(table, row, en.records.stake)).toHaveText(shown(stakeSum));
      await expect(await cellUnder(table, row, reports.validStake)).toHaveText(shown(stakeSum));
      const team = table.getByRole("rowgroup").nth(2).getByRole("row");
      await expect(await cellUnder(table, team, en.records.stake)).toHaveText(shown(stakeSum));
      await expect(
        profitLoss
          .getByRole("group", { name: en.records.quickRanges })
          .getByRole("button", { name: en.records.quick.today }),
      ).toHaveAttribute("aria-pressed", "true");
      await expectAccessible(page, "user profit and loss");

      // Transaction details: the operator's credit is no deposit, so the team has none.
      await agentMenuItem(page, en.center.agent.transactionDetails).click();
      await expect(agentPage(page, en.center.agent.transactionDetails).getByText(reports.noTransactions)).toBeVisible();
    });
  });

  test.describe("at a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the report pages fit the screen: filters, a card per round and per downline", async ({ page, portal }) => {
      const { member } = await agentWithPlayedMember(page, portal);

      await page.goto("/index?agent=teamBetting");
      const betting = agentPage(page, en.center.agent.teamBetting);
      const bets = betting.getByRole("table", { name: reports.teamBets });
      await expect(bodyRows(bets)).toHaveCount(STAKES.length);
      await expectNoSidewaysScroll(page, "team betting", betting);
      await expectNoSidewaysScroll(page, "bets", agentCentre(page).getByRole("region", { name: reports.teamBets }));
      // A card per round: its cells stacked.
      const cells = bodyRows(bets).first().getByRole("cell");
      const [first, second] = [(await cells.nth(0).boundingBox())!, (await cells.nth(1).boundingBox())!];
      expect(second.y).toBeGreaterThan(first.y);

      await agentMenuItem(page, en.center.agent.userProfitLoss).click();
      const profitLoss = agentPage(page, en.center.agent.userProfitLoss);
      await expect(
        profitLoss
          .getByRole("table", { name: reports.profitLossTable })
          .getByRole("row")
          .filter({ hasText: member.account }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, "user profit and loss", profitLoss);

      await agentMenuItem(page, en.center.agent.transactionDetails).click();
      const transactions = agentPage(page, en.center.agent.transactionDetails);
      await expect(transactions.getByText(reports.noTransactions)).toBeVisible();
      await expectNoSidewaysScroll(page, "transaction details", transactions);

      await agentMenuItem(page, en.center.agent.myIncome).click();
      const income = agentPage(page, en.center.agent.myIncome);
      await expect(agentCentre(page).getByText(agentEn.income.noBills)).toBeVisible();
      await expectNoSidewaysScroll(page, "my income", income);
    });
  });
});
