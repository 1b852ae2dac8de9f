import type { Locator, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import {
  agentCentre,
  agentMenuItem,
  agentPage,
  closeAgentCentre,
  giveOwnRates,
  openAgentCentre,
  registerAccount,
  setPlatformContract,
} from "../fixtures/agent-centre";
import { gameFrame, nonceOf } from "../fixtures/house-games";
import {
  createMember,
  forgetSession,
  login,
  loginWithInitialPassword,
  openCentrePage,
  paymentChannel,
  showHeaderBalance,
} from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { buildDeps, checkLedger, inProcessTransport } from "../fixtures/server";
import {
  cellUnder,
  dataRows,
  definitionOf,
  english,
  fill,
  headerBalance,
  memberCentre,
  navLink,
} from "../fixtures/roles";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import agentEn from "../../apps/web/src/locales/agent/en.json" with { type: "json" };

// The agent side end to end (issue 14), as the people involved click through it: a top-level
// agent A, holding the platform's daily salary contract, registers a sub-agent S in the agent
// centre; S logs in with the initial password it was given and registers a member M; M deposits
// through the sandbox gateway and plays the house slot. A finds M's rounds in Team betting and in
// User profit and loss (two levels down), offers S a daily salary, S accepts, the day is settled
// by the contracts' job, and each side sees its bill and its money: S is paid by A, A by the
// platform. Then A terminates the contract.

const contracts = agentEn.contracts;
const income = agentEn.income;
const reports = agentEn.reports;
/** M's three spins, at 10.00 each: the team's valid turnover of the day is 30.00. */
const SPINS = 3;
const STAKE = "10.00";
const TURNOVER = "30.00";
/** The platform pays A 2 % of its team's turnover; A pays S 1 %. */
const PLATFORM_RATE = "2";
const OFFERED_RATE = "1";
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The body rows of a table (its last row group holds the totals where there are any). */
const bodyRows = (table: Locator) => table.getByRole("rowgroup").nth(1).getByRole("row");

/** A new account's name, unique in this run. */
const accountName = (prefix: string) => `${prefix}${Date.now() % 1e8}`;

/** M deposits `amount` through the sandbox gateway, paying on the gateway's page. */
async function depositThroughSandbox(page: Page, portal: RunningPortal, amount: string) {
  await openCentrePage(page, "depositv2");
  const form = page.getByRole("region", { name: english("wallet.depositTitle") });
  await (await paymentChannel(portal, page, "SANDBOX")).check();
  await form.getByRole("textbox", { name: english("wallet.amount") }).fill(amount);
  await form.getByRole("button", { name: english("wallet.depositSubmit"), exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/index\?member=depositv2$/);
  const deposits = page.getByRole("region", { name: english("wallet.depositRecords") });
  await expect(dataRows(deposits)).toHaveCount(1);
  await memberCentre(page)
    .getByRole("button", { name: english("common.close") })
    .click();
}

/** M opens the house slot from /rng and spins SPINS times at STAKE. */
async function playSlot(page: Page) {
  await navLink(page, en.categories.RNG).click();
  await page
    .getByRole("tabpanel", { name: "House Games" })
    .getByRole("link", { name: /^Lucky Sevens/ })
    .click();
  const frame = gameFrame(page);
  await frame.getByLabel(en.houseSlot.bet, { exact: true }).selectOption(STAKE);
  const spin = frame.getByRole("button", { name: en.houseSlot.spin });
  for (let round = 1; round <= SPINS; round++) {
    await spin.click();
    await expect(nonceOf(frame)).toHaveText(String(round));
    await expect(spin).toBeEnabled();
  }
}

/**
 * The contracts' job for the hour that ends the brand day (GMT+8) of `at`: the day's daily
 * salaries are worked out from the day's aggregates and paid. Run twice at once, as two workers
 * claiming the same period would: the second finds the bills there and pays nothing again.
 */
async function settleDayOf(portal: RunningPortal, at: number) {
  const deps = buildDeps(portal.config, portal.database, portal.app.log, undefined, inProcessTransport(portal.app));
  const merchant = await deps.merchants.byId(portal.merchantId);
  const end = new Date(Math.floor((at + 8 * HOUR_MS) / DAY_MS) * DAY_MS + DAY_MS - 8 * HOUR_MS);
  const hour = { start: new Date(end.getTime() - HOUR_MS), end };
  await Promise.all([deps.contracts.settleHour(merchant, hour), deps.contracts.settleHour(merchant, hour)]);
}

/** Another page of the open agent centre, by its menu label. */
async function openAgentCentrePage(page: Page, label: string) {
  await agentMenuItem(page, label).click();
  await expect(agentMenuItem(page, label)).toHaveAttribute("aria-current", "page");
}

/** Logs in as `account` in place of whoever is logged in, showing the header's balance. */
async function switchTo(page: Page, account: string) {
  await forgetSession(page);
  await login(page, account);
  await showHeaderBalance(page);
}

test.describe("agent centre: a team from registration to a settled salary", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an agent registers a sub-agent, who registers a member; the member plays; the salary is settled and paid down the chain", async ({
    page,
    portal,
  }) => {
    test.slow();
    const agent = await createMember(portal, { memberType: 1 });
    await giveOwnRates(portal, agent.id, { LIVE: 10_000 });
    await setPlatformContract(portal, agent.id, {
      kind: "DAILY_SALARY",
      tiers: [{ minTurnover: "1", minActive: 0, rate: PLATFORM_RATE }],
    });
    const subAccount = accountName("sub");
    const memberAccount = accountName("player");

    // A registers its sub-agent S.
    await login(page, agent.account);
    await openAgentCentre(page, en.center.agent.registerAccount);
    const subPassword = await registerAccount(page, "AGENT", subAccount, "0.5");

    // S logs in with the password it was given, changes it, and registers its member M.
    await forgetSession(page);
    await loginWithInitialPassword(page, subAccount, subPassword);
    await openAgentCentre(page, en.center.agent.registerAccount);
    const memberPassword = await registerAccount(page, "MEMBER", memberAccount, "0.2");

    // M logs in, deposits 100.00 through the sandbox gateway and plays three spins at 10.00.
    await forgetSession(page);
    await loginWithInitialPassword(page, memberAccount, memberPassword);
    await depositThroughSandbox(page, portal, "100");
    // The brand day M plays in is the one settled below (a run that crosses midnight settles it still).
    const playedAt = Date.now();
    await playSlot(page);

    // A finds M's rounds in Team betting, two levels down.
    await switchTo(page, agent.account);
    await openAgentCentre(page, en.center.agent.teamBetting);
    const bets = agentPage(page, en.center.agent.teamBetting).getByRole("table", { name: reports.teamBets });
    await expect(bodyRows(bets)).toHaveCount(SPINS);
    for (let i = 0; i < SPINS; i++) {
      await expect(await cellUnder(bets, bodyRows(bets).nth(i), en.agent.team.account)).toHaveText(memberAccount);
    }
    const betTotals = bets.getByRole("rowgroup").nth(2).getByRole("row");
    await expect(await cellUnder(bets, betTotals, en.records.stake)).toHaveText(TURNOVER);

    // User profit and loss: S's row holds its team's figures; drilled down, M's own row.
    await openAgentCentrePage(page, en.center.agent.userProfitLoss);
    const profitLoss = agentPage(page, en.center.agent.userProfitLoss);
    const table = profitLoss.getByRole("table", { name: reports.profitLossTable });
    const subRow = bodyRows(table).filter({ hasText: subAccount });
    await expect(await cellUnder(table, subRow, en.records.stake)).toHaveText(TURNOVER);
    await expect(await cellUnder(table, subRow, reports.deposits)).toHaveText("100.00");
    await subRow.getByRole("button", { name: fill(en.agent.team.openTeam, { account: subAccount }) }).click();
    const memberRow = bodyRows(table).filter({ hasText: memberAccount });
    await expect(memberRow).toHaveCount(1);
    await expect(await cellUnder(table, memberRow, en.records.rounds)).toHaveText(String(SPINS));
    await expect(await cellUnder(table, memberRow, reports.validStake)).toHaveText(TURNOVER);

    // A offers S a daily salary of 1 % within its own 2 %.
    await openAgentCentrePage(page, en.center.agent.dailySalary);
    const salary = agentPage(page, en.center.agent.dailySalary);
    await salary.getByRole("button", { name: contracts.offer, exact: true }).click();
    const offer = page.getByRole("dialog", {
      name: fill(contracts.offerTitle, { kind: contracts.kinds.DAILY_SALARY }),
    });
    await offer.getByRole("combobox", { name: contracts.downline }).selectOption({ label: subAccount });
    const tier = offer.getByRole("group", { name: fill(contracts.tierN, { n: "1" }) });
    await tier.getByRole("textbox", { name: contracts.minTurnover }).fill("1");
    await tier.getByRole("textbox", { name: contracts.minActive }).fill("0");
    await tier.getByRole("textbox", { name: contracts.rate }).fill(OFFERED_RATE);
    await offer.getByRole("button", { name: contracts.offerSubmit }).click();
    await expect(offer).toHaveCount(0);

    // S accepts it.
    await switchTo(page, subAccount);
    await openAgentCentre(page, en.center.agent.dailySalary);
    const fromAgent = agentPage(page, en.center.agent.dailySalary).getByRole("article", {
      name: fill(contracts.fromParty, { account: agent.account }),
      exact: true,
    });
    await fromAgent.getByRole("button", { name: fill(contracts.acceptOf, { account: agent.account }) }).click();
    await expect(fromAgent.getByText(contracts.statuses.VALID, { exact: true })).toBeVisible();
    await closeAgentCentre(page);

    // A contract pays from the first whole period after it was agreed (decision 0033), so a day
    // agreed today would first pay tomorrow's bets. Both contracts are dated back two days, as if
    // agreed before the day M played, so that day is theirs to settle.
    await portal.database.db.execute(
      sql`update agent_contracts set decided_at = decided_at - interval '2 days'
          where payee_id in (${agent.id}, (select id from members where account = ${subAccount}))`,
    );
    await settleDayOf(portal, playedAt);

    // S: its bill from A, paid, and the salary in its wallet: 1 % of 30.00.
    await page.goto("/index");
    await showHeaderBalance(page);
    await expect(headerBalance(page)).toHaveText("0.30");
    await openAgentCentre(page, en.center.agent.myIncome);
    const subBills = agentCentre(page).getByRole("table", { name: income.bills });
    await expect(bodyRows(subBills)).toHaveCount(1);
    const subBill = bodyRows(subBills).first();
    await expect(await cellUnder(subBills, subBill, income.side)).toHaveText(
      fill(income.from, { account: agent.account }),
    );
    await expect(await cellUnder(subBills, subBill, en.wallet.amount)).toHaveText("0.30");
    await expect(await cellUnder(subBills, subBill, en.wallet.status)).toHaveText(income.billStatuses.ISSUED);
    await expect(await cellUnder(subBills, subBill, contracts.turnover)).toHaveText(TURNOVER);
    await expectAccessible(page, "my income with a bill");

    // A: the platform's 2 % (0.60) in, S's 0.30 out.
    await switchTo(page, agent.account);
    await expect(headerBalance(page)).toHaveText("0.30");
    await openAgentCentre(page, en.center.agent.myIncome);
    const agentBills = agentCentre(page).getByRole("table", { name: income.bills });
    await expect(bodyRows(agentBills)).toHaveCount(2);
    const platformBill = bodyRows(agentBills).filter({ hasText: fill(income.from, { account: contracts.platform }) });
    await expect(await cellUnder(agentBills, platformBill, en.wallet.amount)).toHaveText("0.60");
    const paidToSub = bodyRows(agentBills).filter({ hasText: fill(income.to, { account: subAccount }) });
    await expect(await cellUnder(agentBills, paidToSub, income.paidAmount)).toHaveText("0.30");
    expect(await checkLedger(portal.database.db)).toEqual([]);

    // A terminates the contract: it ends with the current brand day.
    await openAgentCentrePage(page, en.center.agent.dailySalary);
    const toSub = agentPage(page, en.center.agent.dailySalary).getByRole("article", {
      name: fill(contracts.toParty, { account: subAccount }),
      exact: true,
    });
    await toSub.getByRole("button", { name: fill(contracts.terminateOf, { account: subAccount }) }).click();
    const confirm = page.getByRole("dialog", {
      name: fill(contracts.terminateTitle, { kind: contracts.kinds.DAILY_SALARY }),
    });
    await confirm.getByRole("button", { name: contracts.terminate, exact: true }).click();
    await confirm.getByRole("button", { name: en.dialog.ok, exact: true }).click();
    await expect(toSub.getByText(contracts.ending, { exact: true })).toBeVisible();
    await expect(definitionOf(toSub, contracts.endsAt)).not.toHaveText("");
  });
});
