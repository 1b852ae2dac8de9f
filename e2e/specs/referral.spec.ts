import type { Page } from "@playwright/test";
import { completeRegistration, login, logOut, openCentrePage, openRegistration, register } from "../fixtures/members";
import { expect, expectAccessible, skipPopups, test as base } from "../fixtures/portal";
import { cellUnder, dataRows, definitionOf, english, expectNoSidewaysScroll, memberCentre } from "../fixtures/roles";

// Invite friends (decision 0043): a member's referral code and invitation link, copied or scanned
// as a QR code; a friend who opens the link in their own browser registers with the code and is
// listed in the member's friends, in progress. The web sends its browser's device id with every
// call: a "friend" registering from the member's own browser is listed not eligible. Whether a
// friend qualifies is the 10-minute `referrals` job's (not run here).

const test = base.extend<{ friendPage: Page }>({
  /** A second person: a browser context of their own (a new device id), popups already closed. */
  friendPage: async ({ browser, portal }, use) => {
    const context = await browser.newContext({ baseURL: portal.url });
    await skipPopups(context, portal);
    await use(await context.newPage());
    await context.close();
  },
});

/** The masked account a member's friends list shows ("fr***89"). */
const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;

const inviteFriends = (page: Page) =>
  memberCentre(page).getByRole("region", { name: english("center.member.referral"), exact: true });
const howYouEarn = (page: Page) => page.getByRole("region", { name: english("referral.termsHeading"), exact: true });
const friendsInvited = (page: Page) => definitionOf(howYouEarn(page), english("referral.friends"));
const friendsTable = (page: Page) =>
  page
    .getByRole("region", { name: english("referral.myFriends"), exact: true })
    .getByRole("table", { name: english("referral.friendsTable"), exact: true });

/** The member's referral code and invitation link, as the Invite friends page shows them. */
async function readInvitation(page: Page) {
  const invitation = inviteFriends(page);
  const code = (await definitionOf(invitation, english("referral.code"))
    .getByText(/^[A-Z0-9]{8}$/)
    .textContent())!;
  const link = (await definitionOf(invitation, english("referral.link"))
    .getByText(/\?ref=/)
    .textContent())!;
  return { code, link };
}

/** Opens the invitation link on the portal under test (its origin is the server's PUBLIC_ORIGIN). */
async function openInvitation(page: Page, link: string) {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
}

/** The friend's row in the member's friends list, and its status cell. */
async function friendStatus(page: Page, account: string) {
  const table = friendsTable(page);
  const row = dataRows(table).filter({ hasText: masked(account) });
  await expect(row).toHaveCount(1);
  return cellUnder(table, row, english("referral.statusColumn"));
}

test.describe("invite friends", () => {
  test("a friend opens the member's invitation link in their own browser, registers, and is listed in progress", async ({
    page,
    context,
    friendPage,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await register(page);
    await openCentrePage(page, "referral");
    await expect(
      memberCentre(page).getByRole("heading", { level: 3, name: english("center.member.referral"), exact: true }),
    ).toBeVisible();
    const { code, link } = await readInvitation(page);
    expect(link).toMatch(new RegExp(`^https?://[^/]+/\\?ref=${code}$`));
    const qr = inviteFriends(page).getByRole("img", { name: english("referral.qrCode"), exact: true });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveJSProperty("complete", true);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(
      howYouEarn(page).getByText(
        english("referral.terms", { deposit: "100.00", turnover: "500.00", days: 30, reward: "50.00" }),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(friendsInvited(page)).toHaveText("0");
    await expect(definitionOf(howYouEarn(page), english("referral.qualified"))).toHaveText("0");
    await expect(page.getByText(english("referral.noFriends"), { exact: true })).toBeVisible();

    // Copy puts the link on the clipboard and says so.
    const copyLink = inviteFriends(page).getByRole("button", {
      name: `${english("referral.copy")} ${english("referral.link")}`,
      exact: true,
    });
    await copyLink.click();
    await expect(definitionOf(inviteFriends(page), english("referral.link")).getByRole("status")).toHaveText(
      english("referral.copied"),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(
      inviteFriends(page).getByRole("button", {
        name: `${english("referral.copy")} ${english("referral.code")}`,
        exact: true,
      }),
    ).toBeVisible();
    await expectAccessible(page, "invite friends");

    // The friend, in another browser: the link's code goes with the registration.
    await openInvitation(friendPage, link);
    const form = await openRegistration(friendPage);
    await expect(form.getByText(english("register.invitedWith", { code }), { exact: true })).toBeVisible();
    const friend = await completeRegistration(friendPage);

    // Back with the member: the friend is listed, in progress, nothing deposited yet.
    await page.reload();
    await expect(friendsInvited(page)).toHaveText("1");
    const table = friendsTable(page);
    const row = dataRows(table).filter({ hasText: masked(friend) });
    await expect(row).toHaveCount(1);
    await expect(await cellUnder(table, row, english("referral.account"))).toHaveText(masked(friend));
    await expect(await cellUnder(table, row, english("referral.statusColumn"))).toHaveText(
      english("referral.status.PENDING"),
    );
    await expect(await cellUnder(table, row, english("referral.firstDeposit"))).toHaveText(english("referral.notYet"));
    await expect(await cellUnder(table, row, english("referral.turnover"))).toHaveText("0%");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a friend registering from the member's own browser is listed not eligible", async ({ page }) => {
      const member = await register(page);
      await openCentrePage(page, "referral");
      const { code, link } = await readInvitation(page);
      await expect(
        inviteFriends(page).getByRole("img", { name: english("referral.qrCode"), exact: true }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, "invite friends on a phone");

      // The member logs out and a "friend" registers with the link in the same browser.
      await page.goto("/index");
      await logOut(page);
      await openInvitation(page, link);
      const form = await openRegistration(page);
      await expect(form.getByText(english("register.invitedWith", { code }), { exact: true })).toBeVisible();
      const friend = await completeRegistration(page);
      await logOut(page);

      await login(page, member);
      await openCentrePage(page, "referral");
      await expect(friendsInvited(page)).toHaveText("1");
      const status = await friendStatus(page, friend);
      await expect(status.getByText(english("referral.status.REFUSED"), { exact: true })).toBeVisible();
      await expect(status.getByText(english("referral.reason.SELF_REFERRAL"), { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, "invite friends on a phone, with a friend listed");
      await expectAccessible(page, "invite friends with a refused friend");
    });
  });
});
