import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createMember, login, PASSWORD, openAccountMenu } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import {
  memberMessages,
  members,
  openAccount,
  platformAccount,
  postTransfer,
  tapMessages,
  type TappedMessage,
} from "../fixtures/server";

// Accounts (web): the logged-in header, the personal and agent centres per member type, and the
// security centre's forms.

function nextMessage(to: string): Promise<TappedMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no message to ${to}`));
    }, 15_000);
    const stop = tapMessages((message) => {
      if (message.to !== to) return;
      clearTimeout(timer);
      stop();
      resolve(message);
    });
  });
}

const MEMBER_MENU = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  "feedback",
] as const;
const AGENT_MENU = [
  "announcement",
  "teamOverview",
  "registerAccount",
  "teamManagement",
  "teamBetting",
  "userProfitLoss",
  "myIncome",
  "transactionDetails",
] as const;

const memberLabel = (item: keyof typeof en.center.member) => en.center.member[item];
const agentLabel = (item: keyof typeof en.center.agent) => en.center.agent[item];

/** The personal or agent centre's dialog. */
const centreDialog = (page: Page, centre: "memberCenter" | "agentCenter") =>
  page.getByRole("dialog", { name: en.modals[centre] });

/** The centre's menu items (buttons of its navigation, named for their pages), in order. */
const menuItems = (page: Page, centre: "memberCenter" | "agentCenter") =>
  centreDialog(page, centre).getByRole("navigation", { name: en.modals[centre] }).getByRole("button");

/** The menu item of one page of the centre. */
const menuItem = (page: Page, centre: "memberCenter" | "agentCenter", label: string) =>
  centreDialog(page, centre)
    .getByRole("navigation", { name: en.modals[centre] })
    .getByRole("button", { name: label, exact: true });

/** The names of the centre's menu items, in order (once the menu is there). */
/** The menu's item names as read out: a badge's number is hidden from them (it is the item's description). */
async function menuOf(page: Page, centre: "memberCenter" | "agentCenter"): Promise<string[]> {
  await expect(menuItems(page, centre).first()).toBeVisible();
  return menuItems(page, centre).evaluateAll((items) =>
    items.map((item) =>
      Array.from(item.childNodes)
        .filter((node) => !(node instanceof Element && node.getAttribute("aria-hidden") === "true"))
        .map((node) => node.textContent ?? "")
        .join("")
        .trim(),
    ),
  );
}

/** The header's messages button, named for the unread count (its badge). */
const headerMessages = (page: Page, unread?: number) =>
  page.getByRole("banner").getByRole("button", {
    name: unread ? en.header.messagesUnread.replace("{{count}}", String(unread)) : en.header.messages,
    exact: true,
  });

/** The header's balance: masked until shown. */
const headerBalance = (page: Page) =>
  page.getByRole("banner").getByRole("status", { name: en.header.balance, exact: true });

/** The header's avatar (in the account menu's button; the only picture named just "Avatar"). */
const headerAvatar = (page: Page) => page.getByAltText(en.security.avatar, { exact: true });

test.describe("logged-in header and centres", () => {
  test.use({ portalEnv: {} });

  test("a member: header, personal centre menu, page in the URL, reload and back", async ({ page, portal }) => {
    const { account, id } = await createMember(portal);
    await login(page, account);
    await expect(headerAvatar(page)).toHaveAttribute("src", "/img/avatars/1.svg");
    const accountMenu = await openAccountMenu(page);
    await expect(accountMenu.getByRole("menuitem", { name: en.header.agentCenter })).toHaveCount(0);
    await page.keyboard.press("Escape");
    // No unread message: no badge on the messages button.
    await expect(headerMessages(page)).toHaveText("");
    // The balance is masked until shown, and read again on refresh.
    await expect(headerBalance(page)).toHaveText("***");
    await page.getByRole("banner").getByRole("button", { name: en.header.showBalance }).click();
    await expect(headerBalance(page)).toHaveText("0.00");
    const { db } = portal.database;
    const clearing = await platformAccount(db, portal.merchantId, "DEPOSITS_CLEARING", "USD");
    const main = await openAccount(db, {
      merchantId: portal.merchantId,
      ownerType: "MEMBER",
      ownerId: id,
      kind: "MAIN",
      currency: "USD",
    });
    await postTransfer(db, {
      id: `e2e-dep-${id}`,
      merchantId: portal.merchantId,
      debitAccountId: clearing.id,
      creditAccountId: main.id,
      amount: 123_450n,
      reason: "DEPOSIT",
    });
    await page.getByRole("banner").getByRole("button", { name: en.header.refreshBalance }).click();
    await expect(headerBalance(page)).toHaveText("1,234.50");

    await openAccountMenu(page);

    await page.getByRole("menuitem", { name: en.header.memberCenter }).click();
    const centre = centreDialog(page, "memberCenter");
    await expect(centre).toBeVisible();
    await expect(page).toHaveURL(/[?&]member=securityCenter/);
    const securityItem = menuItem(page, "memberCenter", memberLabel("securityCenter"));
    await expect(securityItem).toBeVisible();
    expect(await menuOf(page, "memberCenter")).toEqual(MEMBER_MENU.map(memberLabel));
    await expect(securityItem).toHaveAttribute("aria-current", "page");
    // The demo brand's daily log-in mission is done by logging in: the item's badge counts it.
    await expect(menuItem(page, "memberCenter", memberLabel("missionLeaderboard"))).toHaveAccessibleDescription(
      /^Missions ready to claim: [1-9]\d*$/,
    );
    // My account's page: its profile section.
    const profile = centre.getByRole("region", { name: en.security.profile, exact: true });
    await expect(profile).toBeVisible();
    await expectAccessible(page, "member centre");

    const withdrawItem = menuItem(page, "memberCenter", memberLabel("withdraw"));
    await withdrawItem.click();
    await expect(page).toHaveURL(/[?&]member=withdraw/);
    const noPaymentPassword = centre.getByRole("note").filter({ hasText: en.wallet.needPaymentPassword });
    await expect(noPaymentPassword).toBeVisible();
    await expect(withdrawItem).toHaveAttribute("aria-current", "page");
    await expect(securityItem).not.toHaveAttribute("aria-current", "page");

    await page.reload();
    await expect(withdrawItem).toHaveAttribute("aria-current", "page");
    await expect(noPaymentPassword).toBeVisible();
    await page.goBack();
    await expect(securityItem).toHaveAttribute("aria-current", "page");
    await expect(profile).toBeVisible();
    await centre.getByRole("button", { name: en.common.close }).click();
    await expect(centre).toHaveCount(0);
    await expect(page).not.toHaveURL(/member=/);

    await page.getByRole("banner").getByRole("button", { name: en.header.deposit, exact: true }).click();
    await expect(menuItem(page, "memberCenter", memberLabel("depositv2"))).toHaveAttribute("aria-current", "page");
    await expect(centre.getByRole("heading", { name: en.wallet.depositRecords })).toBeVisible();
  });

  test("unread messages show a badge", async ({ page, portal }) => {
    const { account, id } = await createMember(portal);
    await portal.database.db.insert(memberMessages).values({ memberId: id, title: "Hello", content: "Welcome" });
    await login(page, account);
    await expect(headerMessages(page, 1)).toHaveText("1");
  });

  test("an agent: agent centre with its full menu, transfer to upline in the personal centre", async ({
    page,
    portal,
  }) => {
    const { account } = await createMember(portal, { toUpline: 1 });
    await portal.database.db.update(members).set({ memberType: 1 }).where(eq(members.account, account));
    await login(page, account);
    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: en.header.agentCenter }).click();
    const agentCentre = centreDialog(page, "agentCenter");
    await expect(agentCentre).toBeVisible();
    await expect(page).toHaveURL(/[?&]agent=announcement/);
    await expect(menuItem(page, "agentCenter", agentLabel("announcement"))).toBeVisible();
    // No contract was ever offered to this agent: its contract pages (dividend, salaries) are not
    // offered either (the consolidated flags, decision 0034); the menu settles once they are read.
    await expect(menuItems(page, "agentCenter")).toHaveText(AGENT_MENU.map(agentLabel));
    await expectAccessible(page, "agent centre");
    const overviewItem = menuItem(page, "agentCenter", agentLabel("teamOverview"));
    await overviewItem.click();
    await expect(overviewItem).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveURL(/[?&]agent=teamOverview/);
    await agentCentre.getByRole("button", { name: en.common.close }).click();
    await expect(agentCentre).toHaveCount(0);

    await openAccountMenu(page);

    await page.getByRole("menuitem", { name: en.header.memberCenter }).click();
    await expect(menuItem(page, "memberCenter", memberLabel("securityCenter"))).toBeVisible();
    const menu = await menuOf(page, "memberCenter");
    expect(menu).toContain(memberLabel("transferUpline"));
    expect(menu.indexOf(memberLabel("transferUpline"))).toBe(menu.indexOf(memberLabel("withdraw")) + 1);
  });

  test("an agent of type 2 never sees transfer to upline", async ({ page, portal }) => {
    const { account } = await createMember(portal, { memberType: 2, toUpline: 1 });
    await login(page, account);
    const accountMenu = await openAccountMenu(page);
    await expect(accountMenu.getByRole("menuitem", { name: en.header.agentCenter })).toBeVisible();
    await accountMenu.getByRole("menuitem", { name: en.header.memberCenter }).click();
    await expect(menuItem(page, "memberCenter", memberLabel("securityCenter"))).toBeVisible();
    expect(await menuOf(page, "memberCenter")).toEqual(MEMBER_MENU.map(memberLabel));
  });

  test("a plain member cannot open the agent centre by URL", async ({ page, portal }) => {
    const { account } = await createMember(portal);
    await login(page, account);
    await page.goto("/index?agent=teamOverview");
    await expect(page.getByRole("button", { name: `${en.header.accountMenu}: ${account}` })).toHaveText(account);
    await expect(centreDialog(page, "agentCenter")).toHaveCount(0);
    await expect(page).not.toHaveURL(/agent=/);
  });

  test("a visitor opening a centre URL gets the login popup", async ({ page }) => {
    await page.goto("/index?member=withdraw");
    await expect(page.getByRole("dialog", { name: en.modals.login })).toBeVisible();
    await expect(centreDialog(page, "memberCenter")).toHaveCount(0);
  });

  test("security centre: profile, payment password, bound mobile and e-mail", async ({ page, portal }) => {
    const { account, id } = await createMember(portal);
    await login(page, account);
    await page.goto("/index?member=securityCenter");
    const centre = centreDialog(page, "memberCenter");
    await expect(menuItem(page, "memberCenter", memberLabel("securityCenter"))).toHaveAttribute("aria-current", "page");
    const section = (name: string) => centre.getByRole("region", { name, exact: true });

    const profile = section(en.security.profile);
    await expect(profile.getByText(`${en.security.account}: ${account}`, { exact: true })).toBeVisible();
    await profile.getByLabel(en.security.nickname, { exact: true }).fill("Lucky Star");
    await profile
      .getByRole("radio", { name: en.security.avatarN.replace("{{n}}", "3"), exact: true })
      .check({ force: true });
    await profile.getByRole("button", { name: en.security.save }).click();
    await expect(profile.getByRole("status")).toBeVisible();
    await expect(headerAvatar(page)).toHaveAttribute("src", "/img/avatars/3.svg");

    const payment = section(en.security.paymentPassword);
    const newPin = payment.getByLabel(en.security.newPaymentPassword, { exact: true });
    const confirmPin = payment.getByLabel(en.security.confirmPaymentPassword, { exact: true });
    await payment.getByLabel(en.auth.password, { exact: true }).fill(PASSWORD);
    await newPin.fill("12ab56");
    await confirmPin.fill("12ab56");
    await payment.getByRole("button", { name: en.security.save }).click();
    await expect(payment.getByRole("alert")).toHaveText(en.security.paymentPasswordRule);
    await newPin.fill("123456");
    await confirmPin.fill("123456");
    await payment.getByRole("button", { name: en.security.save }).click();
    await expect(payment.getByRole("status")).toBeVisible();
    await expect(payment.getByText(en.security.paymentPasswordSet, { exact: true })).toBeVisible();

    const mobileSection = section(en.security.bindMobile);
    const mobile = `9${randomInt(1e7, 1e8)}`;
    await mobileSection.getByRole("combobox", { name: en.auth.countryCode }).selectOption("84");
    await mobileSection.getByLabel(en.auth.mobile, { exact: true }).fill(mobile);
    const sms = nextMessage(`+84${mobile}`);
    await mobileSection.getByRole("button", { name: en.sms.send }).click();
    const code = /\b(\d{6})\b/.exec((await sms).text)?.[1] ?? "";
    await mobileSection.getByLabel(en.auth.smsCode, { exact: true }).fill(code);
    await mobileSection.getByRole("button", { name: en.security.bind }).click();
    await expect(mobileSection.getByRole("status")).toBeVisible();

    const emailSection = section(en.security.bindEmail);
    await emailSection.getByLabel(en.auth.email, { exact: true }).fill("lucky@example.com");
    await emailSection.getByRole("button", { name: en.security.bind }).click();
    await expect(emailSection.getByRole("status")).toBeVisible();

    const [row] = await portal.database.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({
      nickname: "Lucky Star",
      avatar: "3",
      mobileNum: mobile,
      countryDialingCode: "84",
      email: "lucky@example.com",
    });
    expect(row?.paymentPasswordHash).toBeTruthy();
  });
});
