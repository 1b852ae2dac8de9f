import { ADMIN } from "@portal/contract/api/admin";
import { minorToDecimal } from "@portal/contract/money";
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { operatorToken } from "../fixtures/promotions";
import { fill } from "../fixtures/roles";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import approvals from "../../apps/back-office/src/locales/approvals/en.json" with { type: "json" };
import settings from "../../apps/back-office/src/locales/settings/en.json" with { type: "json" };

// Four eyes over a four-eyes threshold (decision 0054): an operator raises the adjustments'
// approval threshold on Settings > Brand settings and sees it waiting; a second operator, in
// another browser, approves it on Money > Approvals; then the brand settings show the new value.

const KEY = "adjustmentApprovalMinor";

/** Minor units as the brand settings show them: "1,000.00 CNY" (the brand's money, whole part grouped). */
const shown = (minor: number, currency: string, scale: number) =>
  `${minorToDecimal(BigInt(minor), scale).replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ","))} ${currency}`;

test.describe("back office: a raise of a four-eyes threshold", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("one operator raises the adjustments' threshold, a second approves it, and it applies", async ({
    page,
    browser,
    portal,
  }) => {
    // Two operators' sign-ins and axe: more than a plain spec's minute.
    test.slow();
    const authorization = await operatorToken(portal);
    const read = await portal.app.inject({ method: "GET", url: ADMIN.settings, headers: { authorization } });
    const before = (read.json().value as Record<string, number>)[KEY]!;
    const raised = before + 150_000;
    // The brand's money, as the back office reads it from `me`: the threshold is typed and shown in it.
    const me = await portal.app.inject({ method: "GET", url: ADMIN.me, headers: { authorization } });
    const { currency, currencyScale } = me.json().value as { currency: string; currencyScale: number };
    const first = await newOperator(portal, "ADMIN");
    const second = await newOperator(portal, "ADMIN");
    try {
      await openBackOfficeAs(page, portal, first);
      const menu = page.getByRole("navigation", { name: common.nav.label });
      await menu.getByRole("link", { name: common.nav.brandSettings, exact: true }).click();
      const table = page.getByRole("table", { name: settings.brand.groups.fourEyes });
      const row = table.getByRole("row").filter({ has: page.getByRole("cell", { name: KEY, exact: true }) });
      // Grouped by area, each with its heading; the money thresholds in the brand's money.
      await expect(page.getByRole("heading", { level: 2, name: settings.brand.groups.fourEyes })).toBeVisible();
      await expect(row.getByText(shown(before, currency, currencyScale), { exact: true })).toBeVisible();
      await expectAccessible(page, "brand settings by area");
      await row.getByRole("button", { name: fill(settings.brand.edit, { key: KEY }) }).click();
      const dialog = page.getByRole("dialog", { name: fill(settings.brand.editTitle, { key: KEY }) });
      await dialog
        .getByLabel(fill(settings.brand.moneyValue, { currency }), { exact: true })
        .fill(minorToDecimal(BigInt(raised), currencyScale));
      await dialog.getByRole("button", { name: common.ui.save, exact: true }).click();
      await expect(dialog).toBeHidden();
      // It waits: the toast says so, the value in force is unchanged, and the request shows next to it.
      const requested = fill(settings.brand.requested, {
        key: KEY,
        value: shown(raised, currency, currencyScale),
        id: "ID",
      }).replace(/[().]/g, "\\$&");
      await expect(page.getByText(new RegExp(`^${requested.replace("ID", "\\d+")}$`))).toBeVisible();
      await expect(row.getByText(shown(before, currency, currencyScale), { exact: true })).toBeVisible();
      await expect(
        row.getByText(`raise to ${shown(raised, currency, currencyScale)} requested by ${first}`, { exact: false }),
      ).toBeVisible();
      await expect(row.getByRole("link", { name: settings.brand.pendingLink })).toBeVisible();

      // A second operator, in another browser, approves it on Money > Approvals.
      const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1366, height: 768 } });
      const other = await context.newPage();
      await openBackOfficeAs(other, portal, second);
      await other
        .getByRole("navigation", { name: common.nav.label })
        .getByRole("link", { name: common.nav.approvals, exact: true })
        .click();
      await other.getByRole("tab", { name: approvals.tabs.settings }).click();
      const pending = other.getByRole("table", { name: approvals.settings.captions.PENDING });
      const request = pending.getByRole("row").filter({ has: other.getByRole("cell", { name: first, exact: true }) });
      await expect(request.getByRole("cell", { name: KEY, exact: true })).toBeVisible();
      // The values in the brand's money there too.
      await expect(
        request.getByRole("cell", { name: shown(before, currency, currencyScale), exact: true }),
      ).toBeVisible();
      await expect(
        request.getByRole("cell", { name: shown(raised, currency, currencyScale), exact: true }),
      ).toBeVisible();
      await expectAccessible(other, "approvals: setting changes");
      const id = (await request.getByRole("cell").first().textContent())!.trim();
      await request.getByRole("button", { name: approvals.approve, exact: true }).click();
      const confirm = other.getByRole("dialog", { name: fill(approvals.settings.approveTitle, { id }) });
      await confirm.getByRole("button", { name: approvals.approve, exact: true }).click();
      await expect(
        other.getByText(
          fill(approvals.settings.approved, { id, key: KEY, value: shown(raised, currency, currencyScale) }),
          {
            exact: true,
          },
        ),
      ).toBeVisible();
      await expect(request).toHaveCount(0);
      await context.close();

      // The first operator's brand settings show the new value, with nothing waiting.
      await page.reload();
      await expect(row.getByText(shown(raised, currency, currencyScale), { exact: true })).toBeVisible();
      await expect(row.getByRole("link", { name: settings.brand.pendingLink })).toHaveCount(0);
    } finally {
      // Back as it was for the other specs on this portal (a lowering applies at once).
      const reset = await portal.app.inject({
        method: "PUT",
        url: `/admin/settings/${KEY}`,
        headers: { authorization },
        payload: { value: before },
      });
      expect(reset.statusCode, reset.body).toBe(200);
    }
  });
});
