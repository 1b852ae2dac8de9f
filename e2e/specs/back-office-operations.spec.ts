import type { Page } from "@playwright/test";
import { ADMIN, type adminPaymentChannelSchema } from "@portal/contract/api/admin";
import { ADMIN_OPERATIONS } from "@portal/contract/api/admin-operations";
import { pathWith } from "@portal/contract/api/paths";
import { FEATURE } from "@portal/contract/feature-switches";
import type { z } from "zod";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import money from "../../apps/back-office/src/locales/money/en.json" with { type: "json" };
import settings from "../../apps/back-office/src/locales/settings/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { createMember, login, openCentrePage, openMemberCentre } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { asOperator, operatorCall, operatorToken } from "../fixtures/promotions";
import { centreMenuItem, english, fill } from "../fixtures/roles";

// The back office's operations pages seen from both sides: a feature switch turned off hides its
// page in the portal; the audit log filtered by operator and action, paged by the server's
// cursor; a payment channel added in the back office is offered on the portal's deposit page,
// and gone once disabled. Every change to the shared portal is undone in a finally.

const backOfficeMenu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });

async function openSection(page: Page, label: string, title: string) {
  await backOfficeMenu(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** The switch's state as the operator API holds it, for the finally that puts it back. */
async function switchOn(portal: RunningPortal, modId: string): Promise<boolean> {
  const { list } = (await asOperator(portal, "GET", ADMIN_OPERATIONS.featureSwitches)) as {
    list: { modId: string; enabled: boolean }[];
  };
  return list.find((row) => row.modId === modId)!.enabled;
}

test.describe("back office: operations", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator turns feedback off: the portal's member centre no longer offers it", async ({
    page,
    context,
    portal,
  }) => {
    test.slow();
    const before = await switchOn(portal, FEATURE.feedback);
    try {
      await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));
      await openSection(page, common.nav.featureSwitches, settings.switches.title);
      const memberCentreGroup = page.getByRole("group", { name: settings.switches.modIds.MEMCEN3.name });
      const feedback = memberCentreGroup.getByRole("switch", {
        name: new RegExp(`^${settings.switches.modIds.FEEDBACK3.name}\\b`),
      });
      await expect(feedback).toBeChecked();
      await expectAccessible(page, "feature switches");
      // The switch shows the brand's state: it turns once the server has taken the change, so the
      // test clicks and waits for it (Playwright's uncheck() wants it turned at once).
      await feedback.click();
      await expect(
        page.getByText(fill(settings.switches.turnedOff, { name: settings.switches.modIds.FEEDBACK3.name }), {
          exact: true,
        }),
      ).toBeVisible();
      await expect(feedback).not.toBeChecked();

      // The member's centre lists messages but no longer feedback.
      const member = await createMember(portal);
      const portalPage = await context.newPage();
      await login(portalPage, member.account);
      await openMemberCentre(portalPage);
      await expect(centreMenuItem(portalPage, "messageV2")).toBeVisible();
      await expect(centreMenuItem(portalPage, "feedback")).toHaveCount(0);

      // On again: the portal offers it on the next visit (a fresh start, not the centre reopened by the URL).
      await feedback.click();
      await expect(feedback).toBeChecked();
      await portalPage.goto("/index");
      await openCentrePage(portalPage, "feedback");
    } finally {
      await operatorCall(portal, "PUT", pathWith(ADMIN_OPERATIONS.featureSwitch, { modId: FEATURE.feedback }), {
        enabled: before,
      });
    }
  });

  test("an operator filters the audit log by operator and action and pages with the cursor", async ({
    page,
    portal,
  }) => {
    test.slow();
    const username = await newOperator(portal, "ADMIN");
    await openBackOfficeAs(page, portal, username);
    // 21 entries by this operator: the credit market (off in the demo brand) set off again and again.
    const token = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem("backOfficeSession") ?? "{}") as { token?: string }).token,
    );
    const url = pathWith(ADMIN_OPERATIONS.featureSwitch, { modId: FEATURE.creditMarket });
    const before = await switchOn(portal, FEATURE.creditMarket);
    try {
      for (let i = 0; i < 21; i++) {
        const res = await portal.app.inject({
          method: "PUT",
          url,
          headers: { authorization: token! },
          payload: { enabled: before },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    } finally {
      await operatorCall(portal, "PUT", url, { enabled: before });
    }

    await openSection(page, common.nav.audit, settings.audit.title);
    const filters = page.getByRole("search", { name: settings.audit.filters });
    await filters.getByLabel(settings.audit.operator, { exact: true }).fill(username);
    await filters.getByLabel(settings.audit.action, { exact: true }).fill("featureSwitch.update");
    await filters.getByRole("button", { name: settings.audit.apply, exact: true }).click();
    const pager = page.getByRole("navigation", { name: settings.audit.paging });
    await expect(pager.getByText(fill(settings.audit.inAll_other, { formatted: "21" }))).toBeVisible();
    await pager.getByLabel(common.ui.pageSize).selectOption("20");
    const table = page.getByRole("table", { name: settings.audit.title });
    const rows = table.getByRole("row").filter({ has: page.getByRole("cell", { name: username, exact: true }) });
    await expect(rows).toHaveCount(20);
    await expect(
      rows.first().getByRole("cell", { name: settings.audit.actions.featureSwitch.update, exact: true }),
    ).toBeVisible();
    await expectAccessible(page, "audit log filtered");

    await pager.getByRole("button", { name: settings.audit.older, exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(pager.getByRole("button", { name: settings.audit.older, exact: true })).toBeDisabled();
    await pager.getByRole("button", { name: settings.audit.newer, exact: true }).click();
    await expect(rows).toHaveCount(20);
    await expect(pager.getByRole("button", { name: settings.audit.newer, exact: true })).toBeDisabled();

    // The registration rules, read as this operator may change them.
    await openSection(page, common.nav.registrationRules, settings.registration.title);
    const rules = page.getByRole("table", { name: settings.registration.title });
    await expect(rules.getByRole("row").filter({ hasText: settings.registration.fields.username })).toBeVisible();
    await rules
      .getByRole("button", { name: fill(settings.registration.edit, { field: settings.registration.fields.email }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: fill(settings.registration.editTitle, { field: settings.registration.fields.email }),
    });
    await expect(dialog.getByLabel(settings.registration.minLength)).toHaveValue(/\d+/);
    await expectAccessible(page, "registration rule");
    await dialog.getByRole("button", { name: common.ui.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test("an operator adds a bank-transfer channel: a member is offered it, and not once it is disabled", async ({
    page,
    context,
    portal,
  }) => {
    test.slow();
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const name = `Harbour Bank ${code}`;
    try {
      await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));
      await openSection(page, common.nav.paymentChannels, money.channels.title);
      await page.getByRole("button", { name: money.channels.new, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: money.channels.newTitle });
      await dialog.getByLabel(money.channels.code, { exact: true }).fill(code);
      await dialog.getByLabel(money.channels.languages.en, { exact: true }).fill(name);
      await dialog.getByLabel(money.channels.bankName, { exact: true }).fill("Harbour Bank");
      await dialog.getByLabel(money.channels.accountName, { exact: true }).fill("Portal Ltd");
      await dialog.getByLabel(money.channels.accountNumber, { exact: true }).fill("6200112233");
      await dialog.getByLabel(money.channels.minAmount, { exact: true }).fill("10");
      await dialog.getByLabel(money.channels.maxAmount, { exact: true }).fill("900");
      await expectAccessible(page, "new payment channel");
      await dialog.getByRole("button", { name: money.channels.create, exact: true }).click();
      await expect(page.getByText(fill(money.channels.created, { code }), { exact: true })).toBeVisible();
      const table = page.getByRole("table", { name: money.channels.title });
      const row = table.getByRole("row").filter({ has: page.getByRole("cell", { name: code, exact: true }) });
      await expect(row.getByRole("cell", { name: money.channels.enabled, exact: true })).toBeVisible();
      await expectAccessible(page, "payment channels");

      // The member's deposit form offers it.
      const member = await createMember(portal);
      const portalPage = await context.newPage();
      await login(portalPage, member.account);
      await openCentrePage(portalPage, "depositv2");
      const form = portalPage.getByRole("region", { name: english("wallet.depositTitle") });
      const channel = form.getByRole("radio", { name: new RegExp(`^${name}\\b`) });
      await expect(channel).toBeVisible();

      // Disabled in the back office: gone from the form the member opens next.
      await page.bringToFront();
      await row.getByRole("button", { name: fill(money.channels.disable, { code }), exact: true }).click();
      const confirm = page.getByRole("dialog", { name: fill(money.channels.disableTitle, { name, code }) });
      await confirm.getByRole("button", { name: fill(money.channels.disable, { code }), exact: true }).click();
      await expect(page.getByText(fill(money.channels.disabledDone, { name }), { exact: true })).toBeVisible();
      await expect(row.getByRole("cell", { name: money.channels.disabled, exact: true })).toBeVisible();
      await portalPage.goto("/index");
      await openCentrePage(portalPage, "depositv2");
      await expect(form.getByRole("radio").first()).toBeVisible();
      await expect(channel).toHaveCount(0);
    } finally {
      const { list } = (await asOperator(portal, "GET", ADMIN.paymentChannels)) as {
        list: z.infer<typeof adminPaymentChannelSchema>[];
      };
      const added = list.find((c) => c.code === code);
      // Other specs of this worker's portal choose among the channels: the new one goes off.
      if (added?.enabled) {
        const res = await portal.app.inject({
          method: "PATCH",
          url: pathWith(ADMIN.paymentChannel, { id: added.id }),
          headers: { authorization: await operatorToken(portal) },
          payload: { enabled: false },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  });
});
