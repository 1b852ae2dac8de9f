import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import games from "../../apps/back-office/src/locales/games/en.json" with { type: "json" };
import money from "../../apps/back-office/src/locales/money/en.json" with { type: "json" };
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import {
  createMember,
  fundMember,
  loginShowingBalance,
  login,
  openCentrePage,
  PAYMENT_PASSWORD,
} from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { cellUnder, english, fill, headerBalance, navLink } from "../fixtures/roles";
import { vendors } from "../fixtures/server";

// Issue 17's proof of two operator decisions taken in the back office and seen in the portal: a
// rejected withdrawal's money is back in the member's header balance, and a vendor put under
// maintenance shows so on the portal's category page.

/** The back office's menu. */
const backOfficeMenu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });

test.describe("back office: money and vendors seen in the portal", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator rejects a pending withdrawal and the member's header balance is back to what it was", async ({
    page,
    context,
    portal,
  }) => {
    test.slow();
    const member = await createMember(portal, { paymentPassword: true });
    await fundMember(portal, member.id, "500");

    // The member asks for 120.00 in the portal: the header shows what is left.
    const portalPage = await context.newPage();
    await loginShowingBalance(portalPage, member.account);
    await expect(headerBalance(portalPage)).toHaveText("500.00");
    await openCentrePage(portalPage, "withdraw");
    const bankAccounts = portalPage.getByRole("region", { name: english("wallet.bankAccounts") });
    await bankAccounts.getByLabel(english("wallet.bankName")).fill("River Bank");
    await bankAccounts.getByLabel(english("wallet.accountName")).fill("Test Person");
    await bankAccounts.getByLabel(english("wallet.accountNumber")).fill("6222 0000 1111 2222");
    await bankAccounts.getByLabel(english("security.paymentPassword")).fill(PAYMENT_PASSWORD);
    await bankAccounts.getByRole("button", { name: english("wallet.bindBankAccount") }).click();
    await expect(bankAccounts).toContainText("**** 2222");
    const withdraw = portalPage.getByRole("region", { name: english("wallet.withdrawTitle") });
    await withdraw.getByRole("textbox", { name: english("wallet.amount") }).fill("120");
    await withdraw.getByLabel(english("security.paymentPassword")).fill(PAYMENT_PASSWORD);
    await withdraw.getByRole("button", { name: english("wallet.withdrawSubmit") }).click();
    await expect(withdraw.getByRole("status")).toHaveText(english("wallet.withdrawRequested", { amount: "120.00" }));
    await expect(headerBalance(portalPage)).toHaveText("380.00");
    // Its order number, as the member's records show it.
    const records = portalPage.getByRole("region", { name: english("wallet.withdrawalRecords") });
    const record = records.getByRole("row").filter({ hasText: "River Bank" });
    const orderNo = ((await (await cellUnder(records, record, english("wallet.orderNo"))).textContent()) ?? "").trim();
    expect(orderNo).toMatch(/^W\d{6}[0-9A-Z]{10}$/);

    // The operator rejects it in the back office, with the reason the member will read.
    await page.bringToFront();
    await openBackOfficeAs(page, portal, await newOperator(portal, "FINANCE"));
    await backOfficeMenu(page).getByRole("link", { name: common.nav.withdrawals, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: money.withdrawals.title })).toBeVisible();
    const row = page
      .getByRole("table", { name: money.withdrawals.title })
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: orderNo, exact: true }) });
    await expect(row.getByRole("cell", { name: member.account, exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: money.withdrawals.status.PENDING, exact: true })).toBeVisible();
    await row.getByRole("button", { name: money.withdrawals.reject, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: fill(money.withdrawals.rejectTitle, { id: orderNo }) });
    await expect(dialog).toContainText(member.account);
    await dialog.getByLabel(common.review.noteRequired).fill("The bank account name does not match");
    await expectAccessible(page, "reject withdrawal");
    await dialog.getByRole("button", { name: money.withdrawals.reject, exact: true }).click();
    await expect(page.getByText(fill(money.withdrawals.rejected, { id: orderNo }), { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);

    // The money is back: the member's header shows the balance from before the request.
    await portalPage.bringToFront();
    await expect(headerBalance(portalPage)).toHaveText("500.00");
    await expect(
      (await cellUnder(records, record, english("wallet.status"))).getByText(
        english("wallet.withdrawalStatus.REJECTED"),
        { exact: true },
      ),
    ).toBeVisible();
  });

  test.describe("a vendor's maintenance", () => {
    // Its own portal: the shared one's vendors stay as other specs expect them.
    test.use({ portalEnv: {} });

    test("an operator turns a vendor's maintenance on and the portal's category page shows it", async ({
      page,
      context,
      portal,
    }) => {
      test.slow();
      // No external vendor is connected in the demo, so all show as under maintenance: the spec's
      // own setup opens CMD368 (sports) first, as the games spec opens the vendors it needs.
      await portal.database.db
        .update(vendors)
        .set({ maintenance: false })
        .where(and(eq(vendors.merchantId, portal.merchantId), eq(vendors.vassalage, "CMD")));
      const member = await createMember(portal);
      const portalPage = await context.newPage();
      await login(portalPage, member.account);
      await navLink(portalPage, en.categories.SPORTS).click();
      await expect(portalPage).toHaveURL(/\/sports$/);
      const sports = portalPage.getByRole("main");
      // CMD368 is open before: a tile that links to its game.
      await expect(sports.getByRole("link", { name: /CMD368/ })).toBeVisible();
      await expect(sports.getByRole("group", { name: "CMD368" })).toHaveCount(0);

      await page.bringToFront();
      await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));
      await backOfficeMenu(page).getByRole("link", { name: common.nav.vendors, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: games.vendors.title })).toBeVisible();
      const row = page
        .getByRole("table", { name: games.vendors.tab })
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: "CMD", exact: true }) });
      await expect(row.getByRole("cell", { name: games.vendors.open, exact: true })).toBeVisible();
      await row.getByRole("button", { name: games.vendors.setMaintenance }).click();
      const dialog = page.getByRole("dialog", { name: fill(games.vendors.maintenanceTitle, { vendor: "CMD368" }) });
      // It opens as the vendor is now: open, the box unticked.
      await expect(dialog.getByText(`${games.vendors.stateNow} ${games.vendors.open}`, { exact: true })).toBeVisible();
      await expect(dialog.getByRole("checkbox", { name: games.vendors.underMaintenance })).not.toBeChecked();
      await dialog.getByRole("checkbox", { name: games.vendors.underMaintenance }).check();
      await expectAccessible(page, "vendor maintenance");
      await dialog.getByRole("button", { name: common.ui.save, exact: true }).click();
      await expect(
        page.getByText(fill(games.vendors.nowMaintenance, { vendor: "CMD368" }), { exact: true }),
      ).toBeVisible();
      await expect(row.getByRole("cell", { name: games.vendors.underMaintenance, exact: true })).toBeVisible();

      // The portal's sports page, opened again: CMD368 is a closed tile with the maintenance badge.
      await portalPage.bringToFront();
      await portalPage.reload();
      await expect(sports.getByRole("group", { name: "CMD368" })).toContainText(en.games.maintenance);
      await expect(sports.getByRole("link", { name: /CMD368/ })).toHaveCount(0);
    });
  });
});
