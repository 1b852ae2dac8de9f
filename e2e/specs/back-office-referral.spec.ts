import type { Page } from "@playwright/test";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import loyalty from "../../apps/back-office/src/locales/loyalty/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { createMember, login, openCentrePage } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { english } from "../fixtures/roles";

// Promotions & loyalty > Refer a friend: an operator changes the reward in the brand's money, and
// a member's Invite friends page in the portal shows the new reward at once. Its own portal: the
// shared one's terms stay as referral.spec expects them.

const backOfficeMenu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });

test.describe("back office: refer a friend", () => {
  test.use({ portalEnv: {}, viewport: { width: 1366, height: 768 } });

  test("an operator raises the reward; a member's Invite friends page shows it", async ({ page, context, portal }) => {
    await openBackOfficeAs(page, portal, await newOperator(portal, "ADMIN"));
    await backOfficeMenu(page).getByRole("link", { name: common.nav.referral, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: loyalty.referral.title })).toBeVisible();

    const terms = page.getByRole("form", { name: loyalty.referral.terms });
    const reward = terms.getByLabel(loyalty.referral.reward, { exact: true });
    await expect(reward).toHaveValue("50.00");
    await expect(terms.getByLabel(loyalty.referral.windowDays, { exact: true })).toHaveValue("30");
    // A reward with more decimals than the brand's money is refused before it is sent.
    await reward.fill("75.555");
    await terms.getByRole("button", { name: loyalty.actions.save }).click();
    await expect(terms.getByText(loyalty.form.errors.amount)).toBeVisible();
    await reward.fill("75");
    await terms.getByRole("button", { name: loyalty.actions.save }).click();
    await expect(page.getByText(loyalty.referral.saved, { exact: true })).toBeVisible();
    await expect(reward).toHaveValue("75.00");

    // The referrals list with its filters.
    const filters = page.getByRole("search", { name: loyalty.referral.filters });
    await filters.getByLabel(loyalty.referral.status).selectOption({ label: loyalty.referral.statuses.REFUSED });
    await filters.getByLabel(loyalty.referral.referrer).fill("nobody_here");
    await filters.getByRole("button", { name: loyalty.referral.search }).click();
    await expect(page.getByText(loyalty.referral.noMatch)).toBeVisible();
    await expectAccessible(page, "refer a friend");

    // A member of the brand sees the new reward in the portal's Invite friends page.
    const member = await createMember(portal);
    const portalPage = await context.newPage();
    await login(portalPage, member.account);
    await openCentrePage(portalPage, "referral");
    await expect(
      portalPage
        .getByRole("region", { name: english("referral.termsHeading"), exact: true })
        .getByText(english("referral.terms", { deposit: "100.00", turnover: "500.00", days: 30, reward: "75.00" }), {
          exact: true,
        }),
    ).toBeVisible();
  });
});
