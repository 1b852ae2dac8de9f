import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  agentCentre,
  agentMenuItem,
  agentPage,
  closeAgentCentre,
  giveOwnRates,
  openAgentCentre,
  rateField,
  registerAccount,
} from "../fixtures/agent-centre";
import { createMember, login, loginWithInitialPassword, logOut } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import { definitionOf, expectNoSidewaysScroll } from "../fixtures/roles";

// The agent centre's team pages (issue 14): register account, team management with its levels
// and rebate rates, team overview; the account registered logs in with its initial password and
// must change it first. At a laptop size for the flow, at a phone size for the layout.

const agentText = en.agent;
/** A username the brand's rule takes (6 to 16 letters and digits, a letter first). */
const uniqueName = (prefix: string) => `${prefix}${randomInt(1e6, 1e7)}`;

/** An agent (type 1) with 1.5 % on live casino and 0.8 % on slots, logged in. */
async function loggedInAgent(page: Page, portal: RunningPortal) {
  const agent = await createMember(portal, { memberType: 1 });
  await giveOwnRates(portal, agent.id, { LIVE: 15_000, RNG: 8_000 });
  await login(page, agent.account);
  return agent;
}

const downlineTable = (page: Page) => agentCentre(page).getByRole("table", { name: agentText.team.downlines });
/** The row of an account (names are unique: random digits). */
const rowOf = (page: Page, account: string) => downlineTable(page).getByRole("row").filter({ hasText: account });
const breadcrumb = (page: Page) => agentCentre(page).getByRole("navigation", { name: agentText.team.path });

test.describe("agent centre: the team", () => {
  test.describe("at a laptop", () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test("an agent registers a sub-agent and a member, sets the member's rates, walks its team; the member must change the initial password", async ({
      page,
      portal,
    }) => {
      const agent = await loggedInAgent(page, portal);
      await openAgentCentre(page);

      // Register account: a sub-agent, then a member; each field's ceiling is the agent's own rate.
      await agentMenuItem(page, en.center.agent.registerAccount).click();
      await expect(page).toHaveURL(/[?&]agent=registerAccount/);
      const form = agentPage(page, en.center.agent.registerAccount);
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
      await agentMenuItem(page, en.center.agent.teamManagement).click();
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
      await agentMenuItem(page, en.center.agent.teamOverview).click();
      const overview = agentPage(page, en.center.agent.teamOverview);
      await expect(definitionOf(overview, agentText.overview.directCount)).toHaveText("2");
      await expect(definitionOf(overview, agentText.overview.registeredToday)).toHaveText("2");
      const ownRates = overview.getByRole("table", { name: agentText.overview.myRates });
      await expect(
        ownRates.getByRole("row").filter({ has: page.getByRole("cell", { name: en.categories.LIVE, exact: true }) }),
      ).toContainText("1.5%");

      // The member logs in with the initial password and must change it before anything else.
      await closeAgentCentre(page);
      await logOut(page);
      await loginWithInitialPassword(page, player, initialPassword);
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
      const overview = agentPage(page, en.center.agent.teamOverview);
      await expect(definitionOf(overview, agentText.overview.directCount)).toHaveText("2");
      await expectNoSidewaysScroll(page, "team overview", overview);

      await agentMenuItem(page, en.center.agent.registerAccount).click();
      const form = agentPage(page, en.center.agent.registerAccount);
      await expect(rateField(form, "LIVE")).toHaveAttribute("placeholder", "1.5");
      await expectNoSidewaysScroll(page, "register account", form);

      await agentMenuItem(page, en.center.agent.teamManagement).click();
      await expect(rowOf(page, player.account)).toBeVisible();
      await expectNoSidewaysScroll(page, "team management", agentPage(page, en.center.agent.teamManagement));
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
