import { randomInt } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { createMember, login, openAccountMenu } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import { expectNoSidewaysScroll } from "../fixtures/roles";

// The agent centre's team pages (issue 14): register account, team management with its levels
// and rebate rates, team overview; the account registered logs in with its initial password and
// must change it first. At a laptop size for the flow, at a phone size for the layout.

const agentText = en.agent;
/** A username the brand's rule takes (6 to 16 letters and digits, a letter first). */
const uniqueName = (prefix: string) => `${prefix}${randomInt(1e6, 1e7)}`;

/**
 * The agent's own rebate rates, as an operator sets a top-level agent's (the back office is
 * another issue): written straight into the table, in parts per million (1 % = 10,000).
 */
async function giveOwnRates(portal: RunningPortal, memberId: number, ppm: Record<string, number>) {
  for (const [category, ratePpm] of Object.entries(ppm)) {
    await portal.database.db.execute(
      sql`insert into member_rebate_rates (member_id, category, merchant_id, rate_ppm)
          values (${memberId}, ${category}, ${portal.merchantId}, ${ratePpm})`,
    );
  }
}

/** An agent (type 1) with 1.5 % on live casino and 0.8 % on slots, logged in. */
async function loggedInAgent(page: Page, portal: RunningPortal) {
  const agent = await createMember(portal, { memberType: 1 });
  await giveOwnRates(portal, agent.id, { LIVE: 15_000, RNG: 8_000 });
  await login(page, agent.account);
  return agent;
}

const agentCentre = (page: Page) => page.getByRole("dialog", { name: en.modals.agentCenter, exact: true });
const menuItem = (page: Page, label: string) =>
  agentCentre(page)
    .getByRole("navigation", { name: en.modals.agentCenter })
    .getByRole("button", { name: label, exact: true });
/** A page of the centre: the region its title names. */
const centrePage = (page: Page, title: string) => agentCentre(page).getByRole("region", { name: title, exact: true });
const rateField = (scope: Locator, category: keyof typeof en.categories) =>
  scope.getByRole("group", { name: agentText.rates.legend }).getByRole("textbox", { name: en.categories[category] });
/** The value beside a term of a description list. */
const definition = (scope: Locator, term: string) =>
  scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");
const downlineTable = (page: Page) => agentCentre(page).getByRole("table", { name: agentText.team.downlines });
/** The row of an account (names are unique: random digits). */
const rowOf = (page: Page, account: string) => downlineTable(page).getByRole("row").filter({ hasText: account });
const breadcrumb = (page: Page) => agentCentre(page).getByRole("navigation", { name: agentText.team.path });

/** Registers an account on the register account page and answers its initial password. */
async function registerAccount(page: Page, kind: "MEMBER" | "AGENT", account: string, liveRate: string) {
  const form = centrePage(page, en.center.agent.registerAccount);
  await form.getByRole("combobox", { name: agentText.register.kind }).selectOption(kind);
  await form.getByRole("textbox", { name: en.auth.username }).fill(account);
  await rateField(form, "LIVE").fill(liveRate);
  await form.getByRole("button", { name: agentText.register.submit, exact: true }).click();
  await expect(form.getByRole("status")).toHaveText(agentText.register.done.replace("{{account}}", account));
  await expect(definition(form, agentText.register.account)).toHaveText(account);
  await expect(definition(form, agentText.register.kind)).toHaveText(agentText.kinds[kind]);
  await expect(form.getByText(agentText.register.changeAtFirstLogin)).toBeVisible();
  const password = (await definition(form, agentText.register.initialPassword).textContent()) ?? "";
  expect(password).not.toBe("");
  return password;
}

async function logOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await page.getByRole("alertdialog", { name: en.dialog.confirmTitle }).getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Log in", exact: true })).toBeVisible();
}

test.describe("agent centre: the team", () => {
  test.describe("at a laptop", () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test("an agent registers a sub-agent and a member, sets the member's rates, walks its team; the member must change the initial password", async ({
      page,
      portal,
    }) => {
      const agent = await loggedInAgent(page, portal);
      await openAccountMenu(page);
      await page.getByRole("menuitem", { name: en.header.agentCenter }).click();
      await expect(agentCentre(page)).toBeVisible();

      // Register account: a sub-agent, then a member; each field's ceiling is the agent's own rate.
      await menuItem(page, en.center.agent.registerAccount).click();
      await expect(page).toHaveURL(/[?&]agent=registerAccount/);
      const form = centrePage(page, en.center.agent.registerAccount);
      await expect(rateField(form, "LIVE")).toHaveAttribute("placeholder", "1.5");
      await expect(rateField(form, "LIVE")).toHaveAccessibleDescription(agentText.rates.upTo.replace("{{max}}", "1.5"));
      await expectAccessible(page, "register account");
      const subAgent = uniqueName("sa");
      await registerAccount(page, "AGENT", subAgent, "1.2");
      await form.getByRole("button", { name: agentText.register.another }).click();
      await expect(form.getByRole("textbox", { name: en.auth.username })).toHaveValue("");
      // Above the agent's own rate: refused beside the field, nothing sent.
      const player = uniqueName("pm");
      await form.getByRole("textbox", { name: en.auth.username }).fill(player);
      await rateField(form, "LIVE").fill("1.6");
      await form.getByRole("button", { name: agentText.register.submit, exact: true }).click();
      await expect(rateField(form, "LIVE")).toHaveAttribute("aria-invalid", "true");
      const initialPassword = await registerAccount(page, "MEMBER", player, "0.5");

      // Team management lists both, newest first.
      await menuItem(page, en.center.agent.teamManagement).click();
      await expect(page).toHaveURL(/[?&]agent=teamManagement/);
      await expect(rowOf(page, player)).toContainText(agentText.kinds.MEMBER);
      await expect(
        downlineTable(page).getByRole("button", { name: agentText.team.openTeam.replace("{{account}}", subAgent) }),
      ).toBeVisible();
      await expect(downlineTable(page).getByRole("row")).toHaveCount(3);
      await expect(breadcrumb(page).getByText(agent.account)).toHaveAttribute("aria-current", "page");
      await expectAccessible(page, "team management");

      // Set the member's rebate rates: the dialog starts from its rates.
      await rowOf(page, player)
        .getByRole("button", { name: agentText.team.setRatesOf.replace("{{account}}", player) })
        .click();
      const dialog = page.getByRole("dialog", { name: agentText.team.setRatesOf.replace("{{account}}", player) });
      await expect(rateField(dialog, "LIVE")).toHaveValue("0.5");
      await expectAccessible(page, "set rebate rates");
      await rateField(dialog, "LIVE").fill("0.8");
      await rateField(dialog, "RNG").fill("0.3");
      await dialog.getByRole("button", { name: agentText.team.saveRates }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByText(agentText.team.ratesSaved.replace("{{account}}", player), { exact: true }),
      ).toBeVisible();
      await rowOf(page, player)
        .getByRole("button", { name: agentText.team.setRatesOf.replace("{{account}}", player) })
        .click();
      await expect(rateField(dialog, "LIVE")).toHaveValue("0.8");
      await expect(rateField(dialog, "RNG")).toHaveValue("0.3");
      await dialog.getByRole("button", { name: en.dialog.cancel }).click();
      await expect(dialog).toHaveCount(0);

      // Into the sub-agent's team (empty), and back up by the breadcrumb.
      await downlineTable(page)
        .getByRole("button", { name: agentText.team.openTeam.replace("{{account}}", subAgent) })
        .click();
      await expect(breadcrumb(page).getByText(subAgent)).toHaveAttribute("aria-current", "page");
      await expect(agentCentre(page).getByText(agentText.team.empty)).toBeVisible();
      await breadcrumb(page).getByRole("button", { name: agent.account }).click();
      await expect(rowOf(page, player)).toBeVisible();
      await expect(rowOf(page, subAgent)).toBeVisible();

      // The overview counts them.
      await menuItem(page, en.center.agent.teamOverview).click();
      const overview = centrePage(page, en.center.agent.teamOverview);
      await expect(definition(overview, agentText.overview.directCount)).toHaveText("2");
      await expect(definition(overview, agentText.overview.registeredToday)).toHaveText("2");
      const ownRates = overview.getByRole("table", { name: agentText.overview.myRates });
      await expect(
        ownRates.getByRole("row").filter({ has: page.getByRole("cell", { name: en.categories.LIVE, exact: true }) }),
      ).toContainText("1.5%");

      // The member logs in with the initial password and must change it before anything else.
      await agentCentre(page).getByRole("button", { name: en.common.close }).click();
      await logOut(page);
      await page.getByRole("banner").getByRole("button", { name: "Log in", exact: true }).click();
      const loginDialog = page.getByRole("dialog", { name: "Log in", exact: true });
      await loginDialog.getByRole("textbox", { name: "Username" }).fill(player);
      await loginDialog.getByLabel("Password", { exact: true }).fill(initialPassword);
      await loginDialog.getByRole("button", { name: "Log in", exact: true }).click();
      const change = page.getByRole("dialog", { name: en.changePassword.submit, exact: true });
      await expect(change.getByText(en.changePassword.forced, { exact: true })).toBeVisible();
      await change.getByLabel(en.auth.newPassword, { exact: true }).fill("Fresh12345");
      await change.getByLabel(en.auth.confirmPassword, { exact: true }).fill("Fresh12345");
      await change.getByRole("button", { name: en.changePassword.submit, exact: true }).click();
      await expect(change).toHaveCount(0);
      await expect(page.getByRole("banner").getByRole("button", { name: "Account menu" })).toHaveText(player);
    });
  });

  test.describe("at a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the team pages fit the screen: figures, the form, cards for the table, the rates dialog as a sheet", async ({
      page,
      portal,
    }) => {
      const agent = await createMember(portal, { memberType: 1 });
      await giveOwnRates(portal, agent.id, { LIVE: 15_000, RNG: 8_000 });
      const sub = await createMember(portal, { memberType: 1, uplineId: agent.id });
      const player = await createMember(portal, { uplineId: agent.id });
      await login(page, agent.account);

      await page.goto("/index?agent=teamOverview");
      const overview = centrePage(page, en.center.agent.teamOverview);
      await expect(definition(overview, agentText.overview.directCount)).toHaveText("2");
      await expectNoSidewaysScroll(page, "team overview", overview);

      await menuItem(page, en.center.agent.registerAccount).click();
      const form = centrePage(page, en.center.agent.registerAccount);
      await expect(rateField(form, "LIVE")).toHaveAttribute("placeholder", "1.5");
      await expectNoSidewaysScroll(page, "register account", form);

      await menuItem(page, en.center.agent.teamManagement).click();
      await expect(rowOf(page, player.account)).toBeVisible();
      await expectNoSidewaysScroll(page, "team management", centrePage(page, en.center.agent.teamManagement));
      await expectNoSidewaysScroll(
        page,
        "downlines",
        agentCentre(page).getByRole("region", { name: agentText.team.downlines }),
      );
      // A card per account: its cells stacked, the column headings out of sight.
      const cells = rowOf(page, sub.account).getByRole("cell");
      const [first, second] = [(await cells.nth(0).boundingBox())!, (await cells.nth(1).boundingBox())!];
      expect(second.y).toBeGreaterThan(first.y);

      await rowOf(page, player.account)
        .getByRole("button", { name: agentText.team.setRatesOf.replace("{{account}}", player.account) })
        .click();
      const dialog = page.getByRole("dialog", {
        name: agentText.team.setRatesOf.replace("{{account}}", player.account),
      });
      await expect(rateField(dialog, "LIVE")).toBeVisible();
      await expectNoSidewaysScroll(page, "set rebate rates", dialog);
      await rateField(dialog, "LIVE").fill("2");
      await dialog.getByRole("button", { name: agentText.team.saveRates }).click();
      await expect(rateField(dialog, "LIVE")).toHaveAccessibleDescription(
        `${agentText.rates.upTo.replace("{{max}}", "1.5")} ${agentText.rates.aboveOwn.replace("{{max}}", "1.5")}`,
      );
      await dialog.getByRole("button", { name: en.dialog.cancel }).click();
      await expect(dialog).toHaveCount(0);
    });
  });
});
