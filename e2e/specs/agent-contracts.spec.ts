import type { Page } from "@playwright/test";
import { agentPage, openAgentCentre, setPlatformContract } from "../fixtures/agent-centre";
import { createMember, forgetSession, login } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import agentEn from "../../apps/web/src/locales/agent/en.json" with { type: "json" };
import { definitionOf, expectNoSidewaysScroll, fill } from "../fixtures/roles";

// Salary contracts in the agent centre (issue 14, decision 0033): an agent holding the platform's
// daily salary contract offers one to its sub-agent on the Daily salary page, within its own
// terms; the sub-agent logs in, accepts it, then terminates it, which ends it at the end of the
// current day (GMT+8). At a laptop size for the flow, then at a phone size for the layout.

const contracts = agentEn.contracts;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const salaryPage = (page: Page) => agentPage(page, en.center.agent.dailySalary);
/** A contract's card, named by who it is with. */
const card = (page: Page, heading: string) => salaryPage(page).getByRole("article", { name: heading, exact: true });

/** The end of the current brand day (GMT+8) as the portal shows it in English ("07/05/2024 00:00:00"). */
function endOfBrandDay(now: number): string {
  const end = new Date(Math.floor((now + 8 * HOUR_MS) / DAY_MS) * DAY_MS + DAY_MS);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(end.getUTCDate())}/${two(end.getUTCMonth() + 1)}/${end.getUTCFullYear()} 00:00:00`;
}

async function openDailySalary(page: Page) {
  await openAgentCentre(page, en.center.agent.dailySalary);
  await expect(page).toHaveURL(/[?&]agent=dailySalary/);
}

test.describe("agent centre: salary contracts", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an agent offers its sub-agent a daily salary within its own contract; the sub-agent accepts, then terminates it", async ({
    page,
    portal,
  }) => {
    const agent = await createMember(portal, { memberType: 1 });
    const sub = await createMember(portal, { memberType: 1, uplineId: agent.id });
    await setPlatformContract(portal, agent.id, {
      kind: "DAILY_SALARY",
      tiers: [
        { minTurnover: "10000", minActive: 3, rate: "0.5" },
        { minTurnover: "50000", minActive: 10, rate: "0.8" },
      ],
    });

    // The agent holds the platform's contract.
    await login(page, agent.account);
    await openDailySalary(page);
    const platform = card(page, fill(contracts.fromParty, { account: contracts.platform }));
    await expect(platform.getByText(contracts.statuses.VALID, { exact: true })).toBeVisible();
    await expectAccessible(page, "daily salary");

    // It offers its sub-agent a contract: a tier above its own is refused beside the rate.
    await salaryPage(page).getByRole("button", { name: contracts.offer, exact: true }).click();
    const dialog = page.getByRole("dialog", {
      name: fill(contracts.offerTitle, { kind: contracts.kinds.DAILY_SALARY }),
    });
    await expect(dialog.getByRole("table", { name: contracts.ownTerms })).toBeVisible();
    const downline = dialog.getByRole("combobox", { name: contracts.downline });
    await expect(downline.getByRole("option", { name: sub.account })).toHaveCount(1);
    await downline.selectOption({ label: sub.account });
    const tier = dialog.getByRole("group", { name: fill(contracts.tierN, { n: "1" }) });
    await tier.getByRole("textbox", { name: contracts.minTurnover }).fill("10000");
    await tier.getByRole("textbox", { name: contracts.minActive }).fill("3");
    const rate = tier.getByRole("textbox", { name: contracts.rate });
    await rate.fill("0.6");
    await dialog.getByRole("button", { name: contracts.offerSubmit }).click();
    await expect(rate).toHaveAccessibleDescription(fill(contracts.aboveUpline, { max: "0.5" }));
    await expectAccessible(page, "offer contract");
    await rate.fill("0.4");
    await dialog.getByRole("button", { name: contracts.offerSubmit }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(fill(contracts.offered, { account: sub.account }), { exact: true })).toBeVisible();
    const offered = card(page, fill(contracts.toParty, { account: sub.account }));
    await expect(offered.getByText(contracts.statuses.AWAITING_CONSENT, { exact: true })).toBeVisible();
    await expect(offered.getByRole("table")).toContainText("10,000.00");
    await expect(offered.getByRole("table")).toContainText("0.4%");

    // The sub-agent logs in and accepts it.
    await forgetSession(page);
    await login(page, sub.account);
    await openDailySalary(page);
    const received = card(page, fill(contracts.fromParty, { account: agent.account }));
    await expect(received.getByText(contracts.statuses.AWAITING_CONSENT, { exact: true })).toBeVisible();
    await received.getByRole("button", { name: fill(contracts.acceptOf, { account: agent.account }) }).click();
    await expect(received.getByText(contracts.statuses.VALID, { exact: true })).toBeVisible();
    await expect(page.getByText(fill(contracts.accepted, { account: agent.account }), { exact: true })).toBeVisible();

    // Then terminates it: it ends at the end of the current brand day, as the answer says.
    await received.getByRole("button", { name: fill(contracts.terminateOf, { account: agent.account }) }).click();
    const confirm = page.getByRole("dialog", {
      name: fill(contracts.terminateTitle, { kind: contracts.kinds.DAILY_SALARY }),
    });
    await expect(
      confirm.getByText(fill(contracts.terminateConfirm.DAILY_SALARY, { account: agent.account })),
    ).toBeVisible();
    await expectAccessible(page, "terminate contract");
    const ends = endOfBrandDay(Date.now());
    await confirm.getByRole("button", { name: contracts.terminate, exact: true }).click();
    await expect(confirm.getByRole("status")).toHaveText(
      fill(contracts.endsAtDone, { account: agent.account, time: ends }),
    );
    await confirm.getByRole("button", { name: en.dialog.ok, exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(received.getByText(contracts.ending, { exact: true })).toBeVisible();
    await expect(definitionOf(received, contracts.endsAt)).toHaveText(ends);
    await expect(received.getByRole("button", { name: /^Terminate/ })).toHaveCount(0);

    // At a phone: the page and the offer dialog fit the screen, a card per tier.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, "daily salary", salaryPage(page));
    const cells = received.getByRole("table").getByRole("row").nth(1).getByRole("cell");
    const [first, second] = [(await cells.nth(0).boundingBox())!, (await cells.nth(1).boundingBox())!];
    expect(second.y).toBeGreaterThan(first.y);
    await salaryPage(page).getByRole("button", { name: contracts.offer, exact: true }).click();
    const phoneDialog = page.getByRole("dialog", {
      name: fill(contracts.offerTitle, { kind: contracts.kinds.DAILY_SALARY }),
    });
    // The sub-agent has no sub-agents of its own: the dialog says so.
    await expect(phoneDialog.getByText(contracts.noDownlineAgents)).toBeVisible();
    await phoneDialog.getByRole("button", { name: contracts.addTier }).click();
    await expect(phoneDialog.getByRole("group", { name: fill(contracts.tierN, { n: "2" }) })).toBeVisible();
    await expectNoSidewaysScroll(page, "offer contract", phoneDialog);
    await phoneDialog.getByRole("button", { name: en.dialog.cancel }).click();
    await expect(phoneDialog).toHaveCount(0);
  });
});
