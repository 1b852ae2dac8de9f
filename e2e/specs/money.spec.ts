import { randomUUID } from "node:crypto";
import { ADMIN } from "@portal/contract/api/admin";
import { pathWith } from "@portal/contract/api/paths";
import {
  createMember,
  login,
  loginShowingBalance,
  openCentrePage,
  operator,
  PAYMENT_PASSWORD,
  paymentChannel,
} from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { operatorToken } from "../fixtures/promotions";
import { cellUnder, dataRows, definitionOf, english, headerBalance, memberCentre } from "../fixtures/roles";
import { openAccount, platformAccount, checkLedger, postTransfer } from "../fixtures/server";

// Money (web): deposits through the sandbox gateway and by bank transfer with a receipt, a
// withdrawal from request to confirmation, the vendor wallet and back, and the account record.
// Operator decisions go through the real /admin API, as the back office will.

/** The sandbox vendor's wallet, by the name the wallet page gives it. */
const SANDBOX_WALLET = "Sandbox wallet";

/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The id of the member's one pending withdrawal, as the back office finds it in its list. */
async function pendingWithdrawalId(portal: RunningPortal, memberId: number): Promise<string> {
  const token = await operatorToken(portal);
  const res = await portal.app.inject({
    method: "GET",
    url: `${ADMIN.withdrawals}?status=PENDING&page=1&pageSize=100`,
    headers: { authorization: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const mine = (res.json().value.list as { id: string | number; memberId: number }[]).filter(
    (w) => w.memberId === memberId,
  );
  expect(mine).toHaveLength(1);
  return String(mine[0]!.id);
}

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

test.describe("money", () => {
  test("deposit through the sandbox gateway: pay on its page, come back, the balance rises", async ({
    page,
    portal,
  }) => {
    const member = await createMember(portal, { paymentPassword: true });
    await loginShowingBalance(page, member.account);
    await expect(headerBalance(page)).toHaveText("0.00");
    await openCentrePage(page, "depositv2");
    await expectAccessible(page, "deposit page");
    const form = page.getByRole("region", { name: english("wallet.depositTitle") });
    await (await paymentChannel(portal, page, "SANDBOX")).check();
    await form.getByRole("textbox", { name: english("wallet.amount") }).fill("250.5");
    await form.getByRole("button", { name: english("wallet.depositSubmit"), exact: true }).click();

    // The sandbox gateway's own page (server-rendered, English).
    await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
    await expect(definitionOf(page, "Amount")).toHaveText("250.50 USD");
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page).toHaveURL(/\/index\?member=depositv2$/);
    const deposits = page.getByRole("region", { name: english("wallet.depositRecords") });
    const status = await cellUnder(deposits, dataRows(deposits).first(), english("wallet.status"));
    await expect(dataRows(deposits)).toHaveCount(1);
    await expect(status).toHaveText(english("wallet.depositStatus.CONFIRMED"));
    await memberCentre(page)
      .getByRole("button", { name: english("common.close") })
      .click();
    await page
      .getByRole("banner")
      .getByRole("button", { name: english("header.showBalance") })
      .click();
    await expect(headerBalance(page)).toHaveText("250.50");
  });

  test("bank transfer: order number and bank details, receipt upload, the operator confirms, the header hears it over /ws", async ({
    page,
    portal,
  }) => {
    const member = await createMember(portal, { paymentPassword: true });
    await loginShowingBalance(page, member.account);
    await openCentrePage(page, "depositv2");
    const form = page.getByRole("region", { name: english("wallet.depositTitle") });
    await (await paymentChannel(portal, page, "BANK")).check();
    await form.getByRole("textbox", { name: english("wallet.amount") }).fill("1234.5");
    await form.getByRole("button", { name: english("wallet.depositSubmit"), exact: true }).click();
    const details = page.getByRole("region", { name: english("wallet.bankTransferTitle") });
    await expect(details).toBeVisible();
    await expect(definitionOf(details, english("wallet.accountNumber"))).toContainText("000123456789");
    // The order number, then its copy button.
    const orderNoShown = (await definitionOf(details, english("wallet.orderNo")).innerText()).trim();
    const copy = english("wallet.copy");
    expect(orderNoShown.endsWith(copy)).toBe(true);
    const orderNo = orderNoShown.slice(0, -copy.length).trim();
    expect(orderNo).toMatch(/^D\d{6}[0-9A-Z]{10}$/);
    // Each copy button says what it copies.
    for (const what of [english("wallet.orderNo"), english("wallet.accountNumber")])
      await expect(details.getByRole("button", { name: `${copy} ${what}`, exact: true })).toBeVisible();

    const receipt = details.getByLabel(english("wallet.receipt"), { exact: true });
    await receipt.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(details.getByRole("alert")).toBeVisible();
    await receipt.setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    await details.getByRole("button", { name: english("wallet.sendReceipt") }).click();
    await expect(details.getByRole("status").filter({ hasText: english("wallet.receiptUploaded") })).toBeVisible();
    await expectAccessible(page, "bank transfer details");

    await operator(portal, pathWith(ADMIN.depositConfirm, { orderNo }), { note: "seen on statement" });
    // No click: the push socket tells the page the balance moved.
    await expect(headerBalance(page)).toHaveText("1,234.50");
    const deposits = page.getByRole("region", { name: english("wallet.depositRecords") });
    const row = dataRows(deposits).filter({ has: page.getByRole("cell", { name: orderNo, exact: true }) });
    await expect(await cellUnder(deposits, row, english("wallet.status"))).toHaveText(
      english("wallet.depositStatus.CONFIRMED"),
    );
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
    await expect(headerBalance(page)).toHaveText("500.00");
    await openCentrePage(page, "withdraw");
    const bankAccounts = page.getByRole("region", { name: english("wallet.bankAccounts") });
    await bankAccounts.getByLabel(english("wallet.bankName")).fill("River Bank");
    await bankAccounts.getByLabel(english("wallet.accountName")).fill("Test Person");
    await bankAccounts.getByLabel(english("wallet.accountNumber")).fill("6222 0000 1111 2222");
    await bankAccounts.getByLabel(english("security.paymentPassword")).fill(PAYMENT_PASSWORD);
    await bankAccounts.getByRole("button", { name: english("wallet.bindBankAccount") }).click();
    await expect(bankAccounts).toContainText("**** 2222");
    const withdraw = page.getByRole("region", { name: english("wallet.withdrawTitle") });
    await expect(withdraw.getByText(english("wallet.autoConfirmNote", { minutes: 30 }))).toBeVisible();

    await withdraw.getByRole("textbox", { name: english("wallet.amount") }).fill("120");
    await withdraw.getByLabel(english("security.paymentPassword")).fill("000000");
    await withdraw.getByRole("button", { name: english("wallet.withdrawSubmit") }).click();
    await expect(withdraw.getByRole("alert")).toBeVisible();
    await withdraw.getByLabel(english("security.paymentPassword")).fill(PAYMENT_PASSWORD);
    await withdraw.getByRole("button", { name: english("wallet.withdrawSubmit") }).click();
    await expect(withdraw.getByRole("status")).toHaveText(english("wallet.withdrawRequested", { amount: "120.00" }));
    const id = await pendingWithdrawalId(portal, member.id);
    await expect(headerBalance(page)).toHaveText("380.00");
    // The member's one withdrawal: its row in the records, and its status there.
    const records = page.getByRole("region", { name: english("wallet.withdrawalRecords") });
    const row = records.getByRole("row").filter({ hasText: "River Bank" });
    const status = async (code: string) =>
      (await cellUnder(records, row, english("wallet.status"))).getByText(english(`wallet.withdrawalStatus.${code}`), {
        exact: true,
      });
    await expect(row).toHaveCount(1);
    await expect(await status("PENDING")).toBeVisible();
    // Its order number, as the operator sees it, is in its row.
    expect(id).toMatch(/^W\d{6}[0-9A-Z]{10}$/);
    await expect(await cellUnder(records, row, english("wallet.orderNo"))).toHaveText(id);
    await expectAccessible(page, "withdraw page");

    await operator(portal, pathWith(ADMIN.withdrawalApprove, { id }));
    await operator(portal, pathWith(ADMIN.withdrawalPay, { id }));
    // Paying moves the member's hold: the push refreshes the list without a reload.
    await expect(await status("PAID")).toBeVisible();
    await records.getByRole("button", { name: english("wallet.received"), exact: true }).click();
    await page
      .getByRole("alertdialog", { name: english("dialog.confirmTitle") })
      .getByRole("button", { name: english("dialog.ok") })
      .click();
    await expect(await status("RECEIVED")).toBeVisible();
    await expect(headerBalance(page)).toHaveText("380.00");

    // The account record: the member's wallet only (no hold rows), its balance after each entry.
    await openCentrePage(page, "transactionHistory");
    const record = page.getByRole("table", { name: "Account record" }).getByRole("row");
    // The header row, the withdrawal taken from the main wallet, the credit.
    await expect(record).toHaveCount(3);
    await expect(record.nth(1)).toContainText("Main wallet");
    await expect(record.nth(1)).toContainText("-120.00");
    await expect(record.nth(1)).toContainText("380.00");
    await expect(record.nth(2)).toContainText("500.00");
    await expect(page.getByRole("table", { name: "Account record" })).not.toContainText("hold", { ignoreCase: true });
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
    await openCentrePage(page, "transferFund");
    await expectAccessible(page, "my wallet");
    const transfer = page.getByRole("region", { name: english("wallet.transfer") });
    const wallets = page.getByRole("list", { name: english("wallet.myWallets") });
    /** A wallet's balance: its row in "My wallets" shows the amount. */
    const walletBalance = (name: string, amount: string) =>
      wallets.getByRole("listitem").filter({ hasText: name }).getByText(amount, { exact: true });
    await transfer.getByLabel(english("wallet.from"), { exact: true }).selectOption({ label: "Main wallet" });
    await transfer.getByLabel(english("wallet.to"), { exact: true }).selectOption({ label: SANDBOX_WALLET });
    await transfer.getByRole("textbox", { name: english("wallet.amount") }).fill("30");
    await transfer.getByRole("button", { name: english("wallet.transferSubmit"), exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "The transfer is complete." })).toBeVisible();
    await expect(walletBalance(SANDBOX_WALLET, "30.00")).toBeVisible();
    await expect(walletBalance("Main wallet", "70.00")).toBeVisible();
    await expect(headerBalance(page)).toHaveText("100.00");

    await transfer.getByLabel(english("wallet.from"), { exact: true }).selectOption({ label: SANDBOX_WALLET });
    await transfer.getByLabel(english("wallet.to"), { exact: true }).selectOption({ label: "Main wallet" });
    await transfer.getByRole("textbox", { name: english("wallet.amount") }).fill("12.5");
    await transfer.getByRole("button", { name: english("wallet.transferSubmit"), exact: true }).click();
    await expect(walletBalance("Main wallet", "82.50")).toBeVisible();
    await expect(walletBalance(SANDBOX_WALLET, "17.50")).toBeVisible();

    await openCentrePage(page, "transactionHistory");
    await expectAccessible(page, "account record");
    const table = page.getByRole("table", { name: english("center.member.transactionHistory") });
    const rows = dataRows(table);
    const type = english("wallet.type");
    // Newest first: back from the vendor, to the vendor (hold and settle), the credit.
    await expect(await cellUnder(table, rows.first(), type)).toHaveText(english("wallet.reason.VENDOR_TRANSFER_IN"));
    await expect(await cellUnder(table, rows.first(), english("wallet.amount"))).toHaveText("+12.50");
    await expect(table.getByRole("cell", { name: english("wallet.reason.ADJUSTMENT"), exact: true })).toHaveCount(1);
    await expect(
      table.getByRole("cell", { name: english("wallet.reason.VENDOR_TRANSFER_OUT"), exact: true }).first(),
    ).toBeVisible();
    const filters = page.getByRole("dialog", { name: english("modals.memberCenter") });
    await filters.getByLabel(type, { exact: true }).selectOption({ label: english("wallet.reason.ADJUSTMENT") });
    await filters.getByRole("button", { name: english("wallet.search") }).click();
    await expect(rows).toHaveCount(1);
    await expect(await cellUnder(table, rows.first(), english("wallet.balanceAfter"))).toHaveText("100.00");
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
    await openCentrePage(page, "transactionHistory");
    const table = page.getByRole("table", { name: english("center.member.transactionHistory") });
    const rows = dataRows(table);
    const firstAmount = async () => cellUnder(table, rows.first(), english("wallet.amount"));
    const pager = page.getByRole("navigation", { name: english("wallet.pages") });
    const previous = pager.getByRole("button", { name: english("wallet.previousPage") });
    const next = pager.getByRole("button", { name: english("wallet.nextPage") });
    await expect(rows).toHaveCount(20);
    await expect(await firstAmount()).toHaveText("+25.00");
    await expect(pager.getByText("Page 1 of 2", { exact: true })).toBeVisible();
    await expect(pager.getByText("25 in all", { exact: true })).toBeVisible();
    await expect(previous).toBeDisabled();
    await expectAccessible(page, "account record, paged");
    await next.click();
    await expect(rows).toHaveCount(5);
    await expect(await firstAmount()).toHaveText("+5.00");
    await expect(pager.getByText("Page 2 of 2", { exact: true })).toBeVisible();
    await expect(next).toBeDisabled();
    // The pager fits the phone's width.
    const box = await pager.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await previous.click();
    await expect(rows).toHaveCount(20);
    await expect(await firstAmount()).toHaveText("+25.00");
    await expect(pager.getByText("Page 1 of 2", { exact: true })).toBeVisible();
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
    await openCentrePage(page, "transferUpline");
    const transfer = page.getByRole("region", { name: english("wallet.uplineTitle") });
    await expect(definitionOf(transfer, english("wallet.upline"))).toHaveText(upline.account);
    await expect(definitionOf(transfer, english("wallet.availableBalance"))).toHaveText("85.00");
    await expectAccessible(page, "transfer to upline");
    await transfer.getByRole("textbox", { name: english("wallet.amount") }).fill("25");
    await transfer.getByLabel(english("security.paymentPassword")).fill(PAYMENT_PASSWORD);
    await transfer.getByRole("button", { name: english("wallet.uplineSubmit"), exact: true }).click();
    await expect(transfer.getByRole("status")).toBeVisible();
    await expect(headerBalance(page)).toHaveText("60.00");

    await openCentrePage(page, "bonusDetails");
    await expectAccessible(page, "bonus details");
    const table = page.getByRole("table", { name: english("center.member.bonusDetails") });
    const bonuses = dataRows(table);
    await expect(bonuses).toHaveCount(1);
    await expect(await cellUnder(table, bonuses.first(), english("wallet.type"))).toHaveText(
      english("wallet.reason.BONUS"),
    );
    await expect(await cellUnder(table, bonuses.first(), english("wallet.amount"))).toHaveText("+5.00");
  });
});
