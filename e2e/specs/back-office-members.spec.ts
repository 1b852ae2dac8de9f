import { DASHBOARD_ADMIN, type Dashboard } from "@portal/contract/api/admin-dashboard";
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { createMember } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { operatorToken } from "../fixtures/promotions";
import { definitionOf, fill } from "../fixtures/roles";
import { fundMember } from "../fixtures/members";
import { bankAccounts, checkLedger, memberBreaks } from "../fixtures/server";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import approvals from "../../apps/back-office/src/locales/approvals/en.json" with { type: "json" };
import dashboard from "../../apps/back-office/src/locales/dashboard/en.json" with { type: "json" };
import members from "../../apps/back-office/src/locales/members/en.json" with { type: "json" };

// The back office's dashboard, members and four-eyes adjustments as operators use them: the
// day's figures, a member found by username, locked with a reason, a credit above the brand's
// threshold (1,000.00) that waits, approved by a second operator, and the member's wallet after.

test.describe("back office: dashboard, members and approvals", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator finds a member, locks it and asks for a credit that a second operator approves", async ({
    page,
    browser,
    portal,
  }) => {
    // Two operators' sign-ins (with enrolment) and axe on four pages: more than a plain spec's minute.
    test.slow();
    const member = await createMember(portal);
    const first = await newOperator(portal, "ADMIN");
    const second = await newOperator(portal, "FINANCE");

    // The dashboard is the landing page; today's registrations are the server's count (the new member among them).
    await openBackOfficeAs(page, portal, first);
    await expect(page).toHaveURL(/\/back-office\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: dashboard.title })).toBeVisible();
    const today = await portal.app.inject({
      method: "GET",
      url: DASHBOARD_ADMIN.dashboard,
      headers: { authorization: await operatorToken(portal) },
    });
    const figures = today.json().value as Dashboard;
    expect(figures.registrations).toBeGreaterThanOrEqual(1);
    await expect(definitionOf(page, dashboard.figures.registrations)).toHaveText(String(figures.registrations));
    await expect(page.getByRole("radio", { name: dashboard.period.today })).toBeChecked();
    await expect(page.getByRole("table", { name: dashboard.days.table })).toBeVisible();
    await expectAccessible(page, "dashboard");
    // The last 7 days: a row per day, and their chart (drawn for the eye; the table is its text).
    await page.getByRole("radio", { name: dashboard.period.last7 }).check();
    await expect(page.getByRole("table", { name: dashboard.days.table }).getByRole("row")).toHaveCount(8);
    await expect(page.getByRole("figure", { name: dashboard.days.chartNote })).toBeVisible();
    await expectAccessible(page, "dashboard, last 7 days");

    // Members: search by username, open the member's page.
    const menu = page.getByRole("navigation", { name: common.nav.label });
    await menu.getByRole("link", { name: common.nav.memberSearch, exact: true }).click();
    const search = page.getByRole("search", { name: members.search.title });
    await search.getByLabel(members.search.field).selectOption({ label: members.search.by.ACCOUNT });
    await search.getByLabel(members.search.query).fill(member.account);
    await search.getByRole("button", { name: members.search.submit }).click();
    const results = page.getByRole("table", { name: members.search.results });
    await expect(results.getByRole("row")).toHaveCount(2);
    await expect(page.getByText(fill(members.paging.inAll, { count: 1 }), { exact: true })).toBeVisible();
    await expectAccessible(page, "member search");
    await results.getByRole("link", { name: member.account, exact: true }).click();

    const title = fill(members.member.title, { account: member.account });
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(members.status.ACTIVE, { exact: true })).toBeVisible();
    await expectAccessible(page, "member page");

    // Lock, with the reason the dialog requires.
    await page.getByRole("button", { name: members.actions.lock, exact: true }).click();
    const lock = page.getByRole("dialog", { name: fill(members.actions.lockTitle, { account: member.account }) });
    await lock.getByRole("button", { name: members.actions.lock, exact: true }).click();
    await expect(lock.getByText(members.actions.reasonError)).toBeVisible();
    await lock.getByLabel(members.actions.reason).fill("Chargeback reported by the bank");
    await lock.getByRole("button", { name: members.actions.lock, exact: true }).click();
    await expect(
      page.getByText(fill(members.actions.locked, { account: member.account }), { exact: true }),
    ).toBeVisible();
    await expect(lock).toBeHidden();
    await expect(page.getByText(members.status.DISABLED, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: members.actions.unlock, exact: true })).toBeVisible();

    // A credit of 2,000.00: above the threshold, it waits for a second operator.
    await page.getByRole("button", { name: members.adjust.open }).click();
    const adjust = page.getByRole("dialog", { name: fill(members.adjust.title, { account: member.account }) });
    await adjust.getByRole("radio", { name: members.adjust.CREDIT }).check();
    await adjust.getByLabel(members.adjust.amount).fill("2000.00");
    await adjust.getByLabel(members.actions.reason).fill("Goodwill credit after the outage");
    await adjust.getByRole("button", { name: members.adjust.submit }).click();
    await expect(adjust).toBeHidden();
    const waiting = page.getByRole("status").filter({ hasText: /waiting for a second operator \(Money > Approvals\)/ });
    await expect(waiting).toBeVisible();
    const approvalId = (await waiting.textContent())!.match(/request (\d+)/)![1]!;
    // Nothing is credited yet.
    await expect(page.getByRole("table", { name: members.wallets.title }).getByText("2,000.00")).toHaveCount(0);

    // The first operator may not approve their own request.
    await menu.getByRole("link", { name: common.nav.approvals, exact: true }).click();
    const queue = page.getByRole("table", { name: approvals.captions.PENDING });
    const ownRow = queue.getByRole("row").filter({ has: page.getByRole("cell", { name: approvalId, exact: true }) });
    await expect(ownRow.getByText(approvals.yours)).toBeVisible();
    await expect(ownRow.getByRole("button", { name: approvals.approve })).toHaveCount(0);

    // A second operator, in another browser, approves it.
    const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1366, height: 768 } });
    const other = await context.newPage();
    await openBackOfficeAs(other, portal, second);
    await other
      .getByRole("navigation", { name: common.nav.label })
      .getByRole("link", { name: common.nav.approvals, exact: true })
      .click();
    const pending = other.getByRole("table", { name: approvals.captions.PENDING });
    const row = pending.getByRole("row").filter({ has: other.getByRole("cell", { name: approvalId, exact: true }) });
    await expect(row.getByRole("cell", { name: `2,000.00 ${figures.currency}`, exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: first, exact: true })).toBeVisible();
    await expectAccessible(other, "approvals");
    await row.getByRole("button", { name: approvals.approve, exact: true }).click();
    const confirm = other.getByRole("dialog", { name: fill(approvals.approveTitle, { id: approvalId }) });
    await confirm.getByRole("button", { name: approvals.approve, exact: true }).click();
    await expect(
      other.getByText(
        fill(approvals.approved, {
          id: approvalId,
          amount: "2,000.00",
          currency: figures.currency,
          account: member.account,
        }),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    await context.close();

    // The first operator's member page, opened again, shows the credit in the main wallet.
    await page.goto(`/back-office/members/${member.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const wallets = page.getByRole("table", { name: members.wallets.title });
    const main = wallets
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: members.wallets.kinds.MAIN, exact: true }) });
    await expect(main.getByRole("cell", { name: "2,000.00", exact: true })).toBeVisible();

    // The account record lists the adjustment; the member has no bets.
    await page.getByRole("tab", { name: members.tabs.ledger }).click();
    const ledger = page.getByRole("table", { name: members.tabs.ledger });
    const entry = ledger
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: members.ledger.ADJUSTMENT, exact: true }) });
    await expect(entry.getByRole("cell", { name: `2,000.00 ${figures.currency}`, exact: true })).toBeVisible();
    await page.getByRole("tab", { name: members.tabs.bets }).click();
    await expect(page.getByRole("status").filter({ hasText: members.records.emptyBets })).toBeVisible();
  });
});

test.describe("back office: a member's player protection", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator sees a member's time-out and lifts it; a self-exclusion cannot be lifted", async ({
    page,
    portal,
  }) => {
    const day = 86_400_000;
    const resting = await createMember(portal);
    const excluded = await createMember(portal);
    const now = Date.now();
    await portal.database.db.insert(memberBreaks).values([
      {
        merchantId: portal.merchantId,
        memberId: resting.id,
        kind: "TIME_OUT",
        startsAt: new Date(now - 60_000),
        endsAt: new Date(now + 3 * day),
      },
      {
        merchantId: portal.merchantId,
        memberId: excluded.id,
        kind: "SELF_EXCLUSION",
        startsAt: new Date(now - 60_000),
        endsAt: new Date(now + 180 * day),
      },
    ]);
    await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));

    await page.goto(`/back-office/members/${resting.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: fill(members.member.title, { account: resting.account }) }),
    ).toBeVisible();
    const protection = page.getByRole("region", { name: members.protection.title });
    await expect(definitionOf(protection, members.protection.breakKind)).toHaveText(members.protection.TIME_OUT);
    await expect(protection.getByRole("table", { name: members.protection.limits })).toBeVisible();
    await expectAccessible(page, "a member's player protection");
    await protection.getByRole("button", { name: members.protection.lift }).click();
    const confirm = page.getByRole("dialog", {
      name: fill(members.protection.liftTitle, { account: resting.account }),
    });
    await confirm.getByRole("button", { name: members.protection.lift }).click();
    await expect(
      page.getByText(fill(members.protection.lifted, { account: resting.account }), { exact: true }),
    ).toBeVisible();
    await expect(protection.getByText(members.protection.noBreak)).toBeVisible();
    await expect(protection.getByRole("button", { name: members.protection.lift })).toHaveCount(0);

    await page.goto(`/back-office/members/${excluded.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: fill(members.member.title, { account: excluded.account }) }),
    ).toBeVisible();
    await expect(definitionOf(protection, members.protection.breakKind)).toHaveText(members.protection.SELF_EXCLUSION);
    await expect(protection.getByText(/A self-exclusion cannot be lifted before it ends/)).toBeVisible();
    await expect(protection.getByRole("button", { name: members.protection.lift })).toHaveCount(0);
  });

  test("an operator returns a self-excluded member's money as a withdrawal to the member's bank account", async ({
    page,
    portal,
  }) => {
    const excluded = await createMember(portal);
    await fundMember(portal, excluded.id, "120.50");
    await portal.database.db.insert(bankAccounts).values({
      merchantId: portal.merchantId,
      memberId: excluded.id,
      bankName: "River Bank",
      accountName: "Excluded Person",
      accountNumber: "6222000011119876",
    });
    const now = Date.now();
    await portal.database.db.insert(memberBreaks).values({
      merchantId: portal.merchantId,
      memberId: excluded.id,
      kind: "SELF_EXCLUSION",
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 180 * 86_400_000),
    });
    await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));
    await page.goto(`/back-office/members/${excluded.id}`);
    const protection = page.getByRole("region", { name: members.protection.title });
    await protection.getByRole("button", { name: members.returnFunds.open }).click();
    const dialog = page.getByRole("dialog", { name: fill(members.returnFunds.title, { account: excluded.account }) });
    await expect(dialog).toContainText("120.50");
    await expect(dialog.getByRole("combobox", { name: members.returnFunds.bank })).toHaveValue(/\d+/);
    await expect(dialog.getByRole("option")).toHaveText(["**** 9876 · River Bank · Excluded Person"]);
    await expectAccessible(page, "returning a self-excluded member's money");
    await dialog.getByRole("textbox", { name: members.actions.reason }).fill("self-excluded, funds returned");
    await dialog.getByRole("button", { name: members.returnFunds.submit }).click();
    await expect(page.getByText(/^Withdrawal W\S+ of 120\.50 opened for /)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The main wallet is empty now, and the money waits in the withdrawal hold for the review.
    const wallets = page.getByRole("table", { name: members.wallets.title });
    await expect(wallets.getByRole("row", { name: new RegExp(members.wallets.kinds.MAIN) })).toContainText("0.00");
    await expect(protection.getByText(members.returnFunds.nothing)).toBeVisible();
    expect(await checkLedger(portal.database.db)).toEqual([]);
  });
});
