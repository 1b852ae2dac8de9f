import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { ADMIN } from "@portal/contract/api/admin";
import { pathWith } from "@portal/contract/api/paths";
import { createMember, login, operator, PAYMENT_PASSWORD, openMemberCentre } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { paymentChannels, openAccount, platformAccount, checkLedger, postTransfer } from "../fixtures/server";

// Money (web): deposits through the sandbox gateway and by bank transfer with a receipt, a
// withdrawal from request to confirmation, the vendor wallet and back, and the account record.
// Operator decisions go through the real /admin API, as the back office will.

/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Logs in and shows the header's balance. */
async function loginShowingBalance(page: Page, account: string) {
  await login(page, account);
  await page.getByTestId("header-balance-toggle").click();
}

async function channel(portal: RunningPortal, code: "BANK" | "SANDBOX") {
  const [row] = await portal.database.db.select().from(paymentChannels).where(eq(paymentChannels.code, code));
  return row!.id;
}

/** Opens a personal-centre page inside the app (no reload: the header's balance stays shown). */
/** Credits a member's main wallet straight in the ledger from a platform account (money the UI cannot make). */
async function creditInLedger(
  portal: RunningPortal,
  memberId: number,
  platformKind: string,
  amount: bigint,
  reason: "DEPOSIT" | "BONUS",
  id: string,
) {
  const { db } = portal.database;
  const source = await platformAccount(db, portal.merchantId, platformKind, "USD");
  const main = await openAccount(db, {
    merchantId: portal.merchantId,
    ownerType: "MEMBER",
    ownerId: memberId,
    kind: "MAIN",
    currency: "USD",
  });
  await postTransfer(db, {
    id,
    merchantId: portal.merchantId,
    debitAccountId: source.id,
    creditAccountId: main.id,
    amount,
    reason,
  });
}

async function openPage(page: Page, name: string) {
  if (!(await page.getByTestId("modal-memberCenter").isVisible())) await openMemberCentre(page);
  await page.getByTestId(`center-menu-${name}`).click();
  await expect(page.getByTestId(`center-page-${name}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`member=${name}`));
}

test.describe("money", () => {
  test("deposit through the sandbox gateway: pay on its page, come back, the balance rises", async ({
    page,
    portal,
  }) => {
    const member = await createMember(portal, { paymentPassword: true });
    await loginShowingBalance(page, member.account);
    await expect(page.getByTestId("header-balance")).toHaveText("0.00");
    await openPage(page, "depositv2");
    await expectAccessible(page, "deposit page");
    await page.getByTestId(`deposit-channel-${await channel(portal, "SANDBOX")}`).check();
    await page.getByTestId("deposit-amount").fill("250.5");
    await page.getByTestId("deposit-submit").click();

    await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
    await expect(page.getByTestId("sandbox-amount")).toHaveText("250.50 USD");
    await page.getByTestId("sandbox-pay").click();

    await expect(page).toHaveURL(/\/index\?member=depositv2$/);
    await expect(page.locator('tbody[data-testid^="deposit-row-"][data-status="CONFIRMED"]')).toHaveCount(1);
    await page.getByTestId("center-close").click();
    await page.getByTestId("header-balance-toggle").click();
    await expect(page.getByTestId("header-balance")).toHaveText("250.50");
  });

  test("bank transfer: order number and bank details, receipt upload, the operator confirms, the header hears it over /ws", async ({
    page,
    portal,
  }) => {
    const member = await createMember(portal, { paymentPassword: true });
    await loginShowingBalance(page, member.account);
    await openPage(page, "depositv2");
    await page.getByTestId(`deposit-channel-${await channel(portal, "BANK")}`).check();
    await page.getByTestId("deposit-amount").fill("1234.5");
    await page.getByTestId("deposit-submit").click();
    await expect(page.getByTestId("deposit-bank")).toBeVisible();
    await expect(page.getByTestId("deposit-bank-account-number")).toContainText("000123456789");
    const orderNo = (await page.getByTestId("deposit-order-no").innerText()).trim();
    expect(orderNo).toMatch(/^D\d{6}[0-9A-Z]{10}$/);

    await page
      .getByTestId("deposit-receipt-input")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByTestId("deposit-receipt-input-error")).toBeVisible();
    await page
      .getByTestId("deposit-receipt-input")
      .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("deposit-receipt-submit").click();
    await expect(page.getByTestId("deposit-receipt-status")).toBeVisible();
    await expectAccessible(page, "bank transfer details");

    await operator(portal, pathWith(ADMIN.depositConfirm, { orderNo }), { note: "seen on statement" });
    // No click: the push socket tells the page the balance moved.
    await expect(page.getByTestId("header-balance")).toHaveText("1,234.50");
    await expect(page.getByTestId(`deposit-row-${orderNo}`)).toHaveAttribute("data-status", "CONFIRMED");
  });

  test("withdrawal: bind a bank account, request, operator approves and pays, the member confirms receipt", async ({
    page,
    portal,
  }) => {
    const member = await createMember(portal, { paymentPassword: true });
    await operator(portal, pathWith(ADMIN.adjustments, { memberId: member.id }), {
      direction: "CREDIT",
      amount: "500",
      reason: "e2e funding",
      requestId: randomUUID(),
    });
    await loginShowingBalance(page, member.account);
    await expect(page.getByTestId("header-balance")).toHaveText("500.00");
    await openPage(page, "withdraw");
    await page.getByTestId("bank-name").fill("River Bank");
    await page.getByTestId("bank-account-name").fill("Test Person");
    await page.getByTestId("bank-account-number").fill("6222 0000 1111 2222");
    await page.getByTestId("bank-payment-password").fill(PAYMENT_PASSWORD);
    await page.getByTestId("bank-submit").click();
    await expect(page.getByTestId("bank-accounts")).toContainText("**** 2222");
    await expect(page.getByTestId("withdraw-auto-confirm-note")).toContainText("30");

    await page.getByTestId("withdraw-amount").fill("120");
    await page.getByTestId("withdraw-password").fill("000000");
    await page.getByTestId("withdraw-submit").click();
    await expect(page.getByTestId("withdraw-error")).toBeVisible();
    await page.getByTestId("withdraw-password").fill(PAYMENT_PASSWORD);
    await page.getByTestId("withdraw-submit").click();
    const status = page.getByTestId("withdraw-status");
    await expect(status).toBeVisible();
    const id = (await status.getAttribute("data-withdrawal-id"))!;
    await expect(page.getByTestId("header-balance")).toHaveText("380.00");
    await expect(page.getByTestId(`withdrawal-row-${id}`)).toHaveAttribute("data-status", "PENDING");
    await expectAccessible(page, "withdraw page");

    await operator(portal, pathWith(ADMIN.withdrawalApprove, { id }));
    await operator(portal, pathWith(ADMIN.withdrawalPay, { id }));
    const row = page.getByTestId(`withdrawal-row-${id}`);
    // Paying moves the member's hold: the push refreshes the list without a reload.
    await expect(row).toHaveAttribute("data-status", "PAID");
    await row.getByTestId("withdrawal-received").click();
    await page.getByTestId("dialog-confirm-ok").click();
    await expect(row).toHaveAttribute("data-status", "RECEIVED");
    await expect(page.getByTestId("header-balance")).toHaveText("380.00");

    // The account record: the member's wallet only (no hold rows), its balance after each entry.
    await openPage(page, "transactionHistory");
    const record = page.getByRole("region", { name: "Account record" }).getByRole("row");
    // The header row, the withdrawal taken from the main wallet, the credit.
    await expect(record).toHaveCount(3);
    await expect(record.nth(1)).toContainText("Main wallet");
    await expect(record.nth(1)).toContainText("-120.00");
    await expect(record.nth(1)).toContainText("380.00");
    await expect(record.nth(2)).toContainText("500.00");
    await expect(page.getByRole("region", { name: "Account record" })).not.toContainText("hold", { ignoreCase: true });
  });

  test("to the vendor wallet and back; the account record shows each step", async ({ page, portal }) => {
    const member = await createMember(portal, { paymentPassword: true });
    await operator(portal, pathWith(ADMIN.adjustments, { memberId: member.id }), {
      direction: "CREDIT",
      amount: "100",
      reason: "e2e funding",
      requestId: randomUUID(),
    });
    await loginShowingBalance(page, member.account);
    await openPage(page, "transferFund");
    await expectAccessible(page, "my wallet");
    await page.getByTestId("transfer-from").selectOption("MAIN");
    await page.getByTestId("transfer-to").selectOption("SANDBOX");
    await page.getByTestId("transfer-amount").fill("30");
    await page.getByTestId("transfer-submit").click();
    await expect(page.getByRole("status").filter({ hasText: "The transfer is complete." })).toBeVisible();
    await expect(page.getByTestId("wallet-row-SANDBOX").getByTestId("wallet-row-balance")).toHaveText("30.00");
    await expect(page.getByTestId("wallet-row-MAIN").getByTestId("wallet-row-balance")).toHaveText("70.00");
    await expect(page.getByTestId("header-balance")).toHaveText("100.00");

    await page.getByTestId("transfer-from").selectOption("SANDBOX");
    await page.getByTestId("transfer-to").selectOption("MAIN");
    await page.getByTestId("transfer-amount").fill("12.5");
    await page.getByTestId("transfer-submit").click();
    await expect(page.getByTestId("wallet-row-MAIN").getByTestId("wallet-row-balance")).toHaveText("82.50");
    await expect(page.getByTestId("wallet-row-SANDBOX").getByTestId("wallet-row-balance")).toHaveText("17.50");

    await openPage(page, "transactionHistory");
    await expectAccessible(page, "account record");
    const rows = page.locator('tr[data-testid^="history-row-"]');
    // Newest first: back from the vendor, to the vendor (hold and settle), the credit.
    await expect(rows.first().getByTestId("history-row-type")).toHaveAttribute("data-type", "VENDOR_TRANSFER_IN");
    await expect(rows.first().getByTestId("history-row-amount")).toHaveText("+12.50");
    await expect(page.locator('[data-testid="history-row-type"][data-type="ADJUSTMENT"]')).toHaveCount(1);
    await expect(
      page.locator('[data-testid="history-row-type"][data-type="VENDOR_TRANSFER_OUT"]').first(),
    ).toBeVisible();
    await page.getByTestId("history-filter-type").selectOption("ADJUSTMENT");
    await page.getByTestId("history-filter-submit").click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId("history-row-balance-after")).toHaveText("100.00");
    expect(await checkLedger(portal.database.db)).toEqual([]);
  });

  test("the account record pages by cursor on a phone: next, previous, and the count", async ({ page, portal }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const member = await createMember(portal, { paymentPassword: true });
    // 25 deposits of 1.00 to 25.00: a page of 20, then 5.
    for (let i = 1; i <= 25; i++) {
      await creditInLedger(
        portal,
        member.id,
        "DEPOSITS_CLEARING",
        BigInt(i * 100),
        "DEPOSIT",
        `e2e-pages-${member.id}-${i}`,
      );
    }
    await login(page, member.account);
    await openPage(page, "transactionHistory");
    const rows = page.locator('tr[data-testid^="history-row-"]');
    await expect(rows).toHaveCount(20);
    await expect(rows.first().getByTestId("history-row-amount")).toHaveText("+25.00");
    await expect(page.getByTestId("history-pager-current")).toHaveText("Page 1 of 2");
    await expect(page.getByTestId("history-pager-total")).toHaveText("25 in all");
    await expect(page.getByTestId("history-pager-prev")).toBeDisabled();
    await expectAccessible(page, "account record, paged");
    await page.getByTestId("history-pager-next").click();
    await expect(rows).toHaveCount(5);
    await expect(rows.first().getByTestId("history-row-amount")).toHaveText("+5.00");
    await expect(page.getByTestId("history-pager-current")).toHaveText("Page 2 of 2");
    await expect(page.getByTestId("history-pager-next")).toBeDisabled();
    // The pager fits the phone's width.
    const pager = await page.getByTestId("history-pager").boundingBox();
    expect(pager!.x + pager!.width).toBeLessThanOrEqual(375);
    await page.getByTestId("history-pager-prev").click();
    await expect(rows).toHaveCount(20);
    await expect(rows.first().getByTestId("history-row-amount")).toHaveText("+25.00");
    await expect(page.getByTestId("history-pager-current")).toHaveText("Page 1 of 2");
  });

  test("transfer to upline with the payment password; bonus details list only bonuses", async ({ page, portal }) => {
    const upline = await createMember(portal, { paymentPassword: true });
    const member = await createMember(portal, { uplineId: upline.id, toUpline: 1, paymentPassword: true });
    await operator(portal, pathWith(ADMIN.adjustments, { memberId: member.id }), {
      direction: "CREDIT",
      amount: "80",
      reason: "e2e funding",
      requestId: randomUUID(),
    });
    await creditInLedger(portal, member.id, "PROMOTIONS_EXPENSE", 5_00n, "BONUS", `e2e-bonus-${member.id}`);
    await loginShowingBalance(page, member.account);
    await openPage(page, "transferUpline");
    await expect(page.getByTestId("upline-name")).toHaveText(upline.account);
    await expect(page.getByTestId("upline-available")).toHaveText("85.00");
    await expectAccessible(page, "transfer to upline");
    await page.getByTestId("upline-amount").fill("25");
    await page.getByTestId("upline-password").fill(PAYMENT_PASSWORD);
    await page.getByTestId("upline-submit").click();
    await expect(page.getByTestId("upline-status")).toBeVisible();
    await expect(page.getByTestId("header-balance")).toHaveText("60.00");

    await openPage(page, "bonusDetails");
    await expectAccessible(page, "bonus details");
    const bonuses = page.locator('tr[data-testid^="bonus-row-"]');
    await expect(bonuses).toHaveCount(1);
    await expect(bonuses.first().getByTestId("bonus-row-type")).toHaveAttribute("data-type", "BONUS");
    await expect(bonuses.first().getByTestId("bonus-row-amount")).toHaveText("+5.00");
  });
});
