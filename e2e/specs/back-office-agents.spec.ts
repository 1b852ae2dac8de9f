import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { AGENT_ADMIN } from "@portal/contract/api/contracts";
import { pathWith } from "@portal/contract/api/paths";
import { agentPage, openAgentCentre } from "../fixtures/agent-centre";
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { createMember, forgetSession, login, operator } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { fill } from "../fixtures/roles";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import agents from "../../apps/back-office/src/locales/agents/en.json" with { type: "json" };
import members from "../../apps/back-office/src/locales/members/en.json" with { type: "json" };
import web from "../../apps/web/src/locales/en.json" with { type: "json" };
import agentEn from "../../apps/web/src/locales/agent/en.json" with { type: "json" };

// The back office's agents section as operators use it: the tree from a top-level agent down to
// its downlines, the platform's contract with a top-level agent set on the page (and seen by the
// agent in the portal's agent centre), and a contract bill above the review threshold released.

const menu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });

/** Finds an account with the section's search (top-level agents only, as the page starts). */
async function findTopAgent(page: Page, account: string) {
  const search = page.getByRole("search", { name: agents.search.title });
  await expect(search.getByRole("checkbox", { name: agents.search.topOnly })).toBeChecked();
  await search.getByLabel(agents.search.account).fill(account);
  await search.getByRole("button", { name: agents.search.submit }).click();
  const results = page.getByRole("table", { name: agents.search.results });
  await expect(results.getByRole("row")).toHaveCount(2);
  await expect(results.getByRole("cell", { name: account, exact: true })).toBeVisible();
  return results;
}

/**
 * A bill of the platform's daily salary with a top-level agent, waiting for an operator's review
 * (as the settlement job leaves one above the brand's threshold): written straight into the table.
 */
async function pendingBill(portal: RunningPortal, contractId: number, periodStart: number, amountMinor: bigint) {
  await portal.database.db.execute(
    sql`insert into contract_bills (contract_id, period_start, merchant_id, period_end, currency, turnover,
          active_members, rate_ppm, amount, status)
        select ${contractId}, ${new Date(periodStart).toISOString()}::timestamptz, id,
          ${new Date(periodStart + 86_400_000).toISOString()}::timestamptz, currency, ${amountMinor * 200n},
          12, 5000, ${amountMinor}, 'PENDING_REVIEW'
        from merchants where id = ${portal.merchantId}`,
  );
}

test.describe("back office: agents", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator browses the tree from a top-level agent down to its downlines", async ({ page, portal }) => {
    const boss = await createMember(portal, { memberType: 1 });
    const sub = await createMember(portal, { memberType: 1, uplineId: boss.id });
    const player = await createMember(portal, { uplineId: sub.id });
    await openBackOfficeAs(page, portal, await newOperator(portal, "SUPPORT"));

    await menu(page).getByRole("link", { name: common.nav.agentTree, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: agents.tree.title })).toBeVisible();
    const results = await findTopAgent(page, boss.account);
    await expectAccessible(page, "agent tree search");
    await results.getByRole("button", { name: fill(agents.tree.browseOf, { account: boss.account }) }).click();

    // The top-level agent's direct downlines: the sub-agent, with its team of one.
    const bossTable = page.getByRole("table", { name: fill(agents.tree.downlinesOf, { account: boss.account }) });
    const subRow = bossTable.getByRole("row").filter({ hasText: sub.account });
    await expect(subRow.getByRole("cell", { name: agents.memberTypes[1], exact: true })).toBeVisible();
    await expect(bossTable.getByRole("row")).toHaveCount(2);
    await expect(page.getByText(fill(agents.paging.inAll, { count: 1 }), { exact: true })).toBeVisible();
    await expectAccessible(page, "agent tree");

    // Down a level: the path from the top shows the top-level agent, the sub-agent's member below.
    await subRow.getByRole("button", { name: sub.account, exact: true }).click();
    const subTable = page.getByRole("table", { name: fill(agents.tree.downlinesOf, { account: sub.account }) });
    await expect(subTable.getByRole("row").filter({ hasText: player.account })).toHaveCount(1);
    const path = page.getByRole("navigation", { name: agents.tree.path });
    await expect(path.getByRole("listitem")).toHaveText([agents.tree.top, boss.account, sub.account]);

    // Each row opens the member's page.
    await subTable.getByRole("link", { name: fill(agents.fields.memberPageOf, { account: player.account }) }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: fill(members.member.title, { account: player.account }) }),
    ).toBeVisible();

    // Back, then up by the path.
    await page.goBack();
    await path.getByRole("button", { name: boss.account, exact: true }).click();
    await expect(bossTable).toBeVisible();
  });

  test("an operator sets a top-level agent's platform contract; the agent sees it in the agent centre", async ({
    page,
    portal,
  }) => {
    test.slow();
    const boss = await createMember(portal, { memberType: 1 });
    await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));

    await menu(page).getByRole("link", { name: common.nav.agentContracts, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: agents.contracts.title })).toBeVisible();
    const results = await findTopAgent(page, boss.account);
    await results.getByRole("button", { name: fill(agents.contracts.chooseOf, { account: boss.account }) }).click();
    await expect(page.getByText(fill(agents.contracts.none, { account: boss.account }))).toBeVisible();
    await expect(page.getByRole("table", { name: agents.rates.title })).toBeVisible();
    await expectAccessible(page, "contracts and rebates");

    await page.getByRole("button", { name: agents.contracts.set }).click();
    const dialog = page.getByRole("dialog", { name: fill(agents.contracts.setTitle, { account: boss.account }) });
    await dialog.getByLabel(agents.contracts.kind).selectOption({ label: agents.kinds.DAILY_SALARY });
    const tier = dialog.getByRole("group", { name: fill(agents.contracts.tierN, { n: 1 }) });
    await tier.getByLabel(agents.contracts.minTurnover).fill("10000");
    await tier.getByLabel(agents.contracts.minActive).fill("3");
    const rate = tier.getByLabel(agents.contracts.rate);
    // The contract's own rule, before any call.
    await rate.fill("0.12345");
    await dialog.getByRole("button", { name: agents.contracts.save }).click();
    await expect(rate).toHaveAccessibleDescription(agents.contracts.errors.rate);
    await expectAccessible(page, "platform contract dialog");
    await rate.fill("0.5");
    await dialog.getByRole("button", { name: agents.contracts.save }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(fill(agents.contracts.saved, { kind: agents.kinds.DAILY_SALARY, account: boss.account }), {
        exact: true,
      }),
    ).toBeVisible();
    const contracts = page.getByRole("table", { name: agents.contracts.platform });
    const row = contracts.getByRole("row").filter({ hasText: agents.kinds.DAILY_SALARY });
    await expect(row.getByRole("cell", { name: agents.contractStatus.VALID, exact: true })).toBeVisible();
    await expect(row).toContainText("0.5%");

    // The agent logs in to the portal: its Daily salary page holds the platform's contract.
    await forgetSession(page);
    await login(page, boss.account);
    await openAgentCentre(page, web.center.agent.dailySalary);
    const card = agentPage(page, web.center.agent.dailySalary).getByRole("article", {
      name: fill(agentEn.contracts.fromParty, { account: agentEn.contracts.platform }),
      exact: true,
    });
    await expect(card.getByText(agentEn.contracts.statuses.VALID, { exact: true })).toBeVisible();
    await expect(card.getByRole("table")).toContainText("10,000.00");
    await expect(card.getByRole("table")).toContainText("0.5%");
  });

  test("a finance operator releases a contract bill waiting for review", async ({ page, portal }) => {
    const boss = await createMember(portal, { memberType: 1 });
    const set = await operator(
      portal,
      pathWith(AGENT_ADMIN.platformContract, { memberId: boss.id }),
      { kind: "DAILY_SALARY", tiers: [{ minTurnover: "10000", minActive: 3, rate: "0.5" }] },
      "PUT",
    );
    const contractId = (set.value as { id: number }).id;
    const periodStart = Date.UTC(2026, 0, 1, 16);
    await pendingBill(portal, contractId, periodStart, 250_000n);
    try {
      await openBackOfficeAs(page, portal, await newOperator(portal, "FINANCE"));

      await menu(page).getByRole("link", { name: common.nav.agentBills, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: agents.bills.title })).toBeVisible();
      const bills = page.getByRole("table", { name: agents.bills.title });
      const row = bills.getByRole("row").filter({ hasText: boss.account });
      await expect(row.getByRole("cell", { name: agents.bills.platform, exact: true })).toBeVisible();
      await expect(row).toContainText("2,500.00");
      await expect(row.getByRole("cell", { name: agents.billStatus.PENDING_REVIEW, exact: true })).toBeVisible();
      await expectAccessible(page, "bills to review");

      await row
        .getByRole("button", { name: fill(agents.bills.releaseOf, { id: contractId, payee: boss.account }) })
        .click();
      const dialog = page.getByRole("dialog", { name: fill(agents.bills.releaseTitle, { id: contractId }) });
      await expect(dialog).toContainText(boss.account);
      await expectAccessible(page, "release bill dialog");
      await dialog.getByRole("button", { name: agents.bills.release, exact: true }).click();
      await expect(dialog).toBeHidden();
      // Paid at once by the platform (the brand asks for no claim by default: contractClaimHours 0).
      await expect(
        page.getByText(fill(agents.bills.released, { id: contractId, status: agents.billStatus.ISSUED }), {
          exact: true,
        }),
      ).toBeVisible();
      await expect(row).toHaveCount(0);
    } finally {
      // A failure before the release leaves no bill waiting in the worker's shared portal.
      await portal.database.db.execute(
        sql`delete from contract_bills where contract_id = ${contractId} and status = 'PENDING_REVIEW'`,
      );
    }
  });
});
