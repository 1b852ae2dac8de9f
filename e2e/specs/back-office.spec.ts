import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { createMember, login } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { operatorToken } from "../fixtures/promotions";
import { totpCode } from "../fixtures/server";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import money from "../../apps/back-office/src/locales/money/en.json" with { type: "json" };
import settings from "../../apps/back-office/src/locales/settings/en.json" with { type: "json" };

// The back office (apps/back-office, under /back-office/) as an operator uses it: TOTP sign-in
// with the enrolment, a member's bank deposit confirmed from the receipt viewer, the audit log;
// and the phone-sized menu sheet. Every page of the menu is walked with axe in back-office-sections.

/** A 1x1 PNG, the member's receipt. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const OPERATOR_PASSWORD = "Back-Office-Pass-123";

/** A new ADMIN operator (made through the operator API by the demo operator): it enrols at its first sign-in. */
async function newOperator(portal: RunningPortal): Promise<string> {
  const username = `bo_${randomInt(1e6, 1e7)}`;
  const res = await portal.app.inject({
    method: "POST",
    url: ADMIN.operators,
    headers: { authorization: await operatorToken(portal) },
    payload: { username, password: OPERATOR_PASSWORD, role: "ADMIN" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return username;
}

/**
 * Signs in on the back office's screens: name and password, then the enrolment (the key read off
 * the screen, the code computed from it with the server's own TOTP library), then the recovery
 * codes, kept only after "I have saved them".
 */
async function signInWithEnrolment(page: Page, username: string, checkAccessibility = false) {
  await page.goto("/back-office/");
  await expect(page.getByRole("heading", { name: common.signIn.title })).toBeVisible();
  if (checkAccessibility) await expectAccessible(page, "back office sign-in");
  await page.getByLabel(common.signIn.username).fill(username);
  await page.getByLabel(common.signIn.password, { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole("button", { name: common.signIn.next }).click();

  await expect(page.getByRole("heading", { name: common.signIn.enrolTitle })).toBeVisible();
  await expect(page.getByRole("img", { name: common.signIn.qrAlt })).toBeVisible();
  if (checkAccessibility) await expectAccessible(page, "back office enrolment");
  const secret = (await page.getByLabel(common.signIn.secret, { exact: true }).textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel(common.signIn.appCode).fill(totpCode(secret));
  await page.getByRole("button", { name: common.signIn.verify }).click();

  const codes = page.getByRole("list", { name: common.signIn.recoveryTitle });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  if (checkAccessibility) await expectAccessible(page, "back office recovery codes");
  const proceed = page.getByRole("button", { name: common.signIn.continue });
  await expect(proceed).toBeDisabled();
  await page.getByRole("checkbox", { name: common.signIn.saved }).check();
  await proceed.click();
}

/** A member's pending bank-transfer deposit with its receipt, made through the portal API. */
async function pendingDeposit(portal: RunningPortal, token: string, amount: string): Promise<string> {
  const headers = { authorization: token };
  const channels = await portal.app.inject({ method: "GET", url: API.paymentChannels, headers });
  const bank = (channels.json().value.list as { id: number; kind: string }[]).find((c) => c.kind === "BANK_TRANSFER");
  const created = await portal.app.inject({
    method: "POST",
    url: API.deposits,
    headers,
    payload: { channelId: bank!.id, amount, requestId: randomUUID() },
  });
  expect(created.statusCode, created.body).toBe(200);
  const orderNo = created.json().value.orderNo as string;
  const form = new FormData();
  form.append("file", new Blob([PNG], { type: "image/png" }), "receipt.png");
  const upload = await fetch(`${portal.url}${pathWith(API.depositReceipt, { orderNo })}`, {
    method: "POST",
    headers,
    body: form,
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
  return orderNo;
}

test.describe("back office", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator signs in with TOTP, confirms a deposit from its receipt, and the audit log lists it", async ({
    page,
    portal,
  }) => {
    // Sign-in, a decision and axe on every section: more than one ordinary spec's minute on two cores.
    test.slow();
    const member = await createMember(portal);
    const memberToken = await login(page, member.account);
    const orderNo = await pendingDeposit(portal, memberToken, "123.45");

    await signInWithEnrolment(page, await newOperator(portal), true);

    // The deposit queue, pending first.
    const menu = page.getByRole("navigation", { name: common.nav.label });
    await menu.getByRole("link", { name: common.nav.deposits, exact: true }).click();
    await expect(page).toHaveURL(/\/back-office\/money\/deposits$/);
    await expect(page.getByRole("heading", { level: 1, name: money.deposits.title })).toBeVisible();
    const queue = page.getByRole("table", { name: money.deposits.title });
    const row = queue.getByRole("row").filter({ has: page.getByRole("cell", { name: orderNo, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell", { name: money.deposits.status.PENDING, exact: true })).toBeVisible();
    await expectAccessible(page, "deposits");

    // The receipt viewer, and the decision from it.
    await row.getByRole("button", { name: money.deposits.viewReceipt }).click();
    const viewer = page.getByRole("dialog", { name: money.deposits.receiptTitle.replace("{{orderNo}}", orderNo) });
    await expect(
      viewer.getByRole("img", { name: money.deposits.receiptAlt.replace("{{orderNo}}", orderNo) }),
    ).toBeVisible();
    await expectAccessible(page, "receipt viewer");
    await viewer.getByRole("button", { name: money.deposits.confirm, exact: true }).click();
    const confirm = page.getByRole("dialog", { name: money.deposits.confirmTitle.replace("{{orderNo}}", orderNo) });
    await confirm.getByLabel(common.review.note).fill("seen on the statement");
    await confirm.getByRole("button", { name: money.deposits.confirm, exact: true }).click();
    await expect(
      page.getByText(money.deposits.confirmed.replace("{{orderNo}}", orderNo), { exact: true }),
    ).toBeVisible();
    await expect(viewer).toBeHidden();

    // Off the pending queue; confirmed in the whole list.
    await expect(row).toHaveCount(0);
    await page.getByLabel(money.common.status, { exact: true }).selectOption({ label: common.ui.all });
    await expect(row.getByRole("cell", { name: money.deposits.status.CONFIRMED, exact: true })).toBeVisible();

    // The audit log lists the confirmation.
    await menu.getByRole("link", { name: common.nav.audit }).click();
    const audit = page.getByRole("table", { name: settings.audit.title });
    const entry = audit.getByRole("row").filter({ has: page.getByRole("cell", { name: orderNo, exact: true }) });
    await expect(entry.getByRole("cell", { name: settings.audit.actions.deposit.confirm, exact: true })).toBeVisible();
    await expectAccessible(page, "audit log");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opens as a sheet, and nothing scrolls sideways", async ({ page, portal }) => {
      await signInWithEnrolment(page, await newOperator(portal));
      const menuButton = page.getByRole("button", { name: common.header.menu });
      await expect(menuButton).toBeVisible();
      // The sidebar is folded away: the menu is the sheet's.
      await expect(page.getByRole("navigation", { name: common.nav.label })).toBeHidden();

      await menuButton.click();
      const sheet = page.getByRole("dialog", { name: common.header.menu });
      await expect(sheet).toBeVisible();
      await expectAccessible(page, "menu sheet");
      await sheet.getByRole("link", { name: common.nav.withdrawals }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: money.withdrawals.title })).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
