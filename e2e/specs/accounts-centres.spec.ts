import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createMember, login, PASSWORD, openAccountMenu } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
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
];
const AGENT_MENU = [
  "announcement",
  "teamOverview",
  "registerAccount",
  "teamManagement",
  "teamBetting",
  "userProfitLoss",
  "myIncome",
  "transactionDetails",
  "dividend",
  "dailySalary",
  "hourlySalary",
];

async function menuOf(page: Page): Promise<string[]> {
  const ids = await page
    .locator('[data-testid^="center-menu-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-testid") ?? ""));
  return ids.map((id) => id.replace("center-menu-", ""));
}

test.describe("logged-in header and centres", () => {
  test.use({ portalEnv: {} });

  test("a member: header, personal centre menu, page in the URL, reload and back", async ({ page, portal }) => {
    const { account, id } = await createMember(portal);
    await login(page, account);
    await expect(page.getByTestId("header-avatar")).toHaveAttribute("src", "/img/avatars/1.svg");
    await openAccountMenu(page);
    await expect(page.getByTestId("header-agent")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("header-unread")).toHaveCount(0);
    // The balance is masked until shown, and read again on refresh.
    await expect(page.getByTestId("header-balance")).toHaveText("***");
    await page.getByTestId("header-balance-toggle").click();
    await expect(page.getByTestId("header-balance")).toHaveText("0.00");
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
    await page.getByTestId("header-balance-refresh").click();
    await expect(page.getByTestId("header-balance")).toHaveText("1,234.50");

    await openAccountMenu(page);

    await page.getByTestId("header-member-center").click();
    const centre = page.getByTestId("modal-memberCenter");
    await expect(centre).toBeVisible();
    await expect(page).toHaveURL(/[?&]member=securityCenter/);
    await expect(page.getByTestId("center-menu-securityCenter")).toBeVisible();
    expect(await menuOf(page)).toEqual(MEMBER_MENU);
    await expect(page.getByTestId("center-menu-securityCenter")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("center-badge-missionLeaderboard")).toHaveCount(0);
    await expect(page.getByTestId("center-page-securityCenter")).toBeVisible();
    await expectAccessible(page, "member centre");

    await page.getByTestId("center-menu-withdraw").click();
    await expect(page).toHaveURL(/[?&]member=withdraw/);
    await expect(page.getByTestId("withdraw-no-payment-password")).toBeVisible();
    await expect(page.getByTestId("center-menu-withdraw")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("center-menu-securityCenter")).not.toHaveAttribute("aria-current", "page");

    await page.reload();
    await expect(page.getByTestId("center-page-withdraw")).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId("center-page-securityCenter")).toBeVisible();
    await page.getByTestId("center-close").click();
    await expect(centre).toHaveCount(0);
    await expect(page).not.toHaveURL(/member=/);

    await page.getByTestId("header-deposit").click();
    await expect(page.getByTestId("center-page-depositv2")).toBeVisible();
  });

  test("unread messages show a badge", async ({ page, portal }) => {
    const { account, id } = await createMember(portal);
    await portal.database.db.insert(memberMessages).values({ memberId: id, title: "Hello", content: "Welcome" });
    await login(page, account);
    await expect(page.getByTestId("header-unread")).toHaveText("1");
  });

  test("an agent: agent centre with its full menu, transfer to upline in the personal centre", async ({
    page,
    portal,
  }) => {
    const { account } = await createMember(portal, { toUpline: 1 });
    await portal.database.db.update(members).set({ memberType: 1 }).where(eq(members.account, account));
    await login(page, account);
    await openAccountMenu(page);
    await page.getByTestId("header-agent").click();
    await expect(page.getByTestId("modal-agentCenter")).toBeVisible();
    await expect(page).toHaveURL(/[?&]agent=announcement/);
    await expect(page.getByTestId("center-menu-announcement")).toBeVisible();
    expect(await menuOf(page)).toEqual(AGENT_MENU);
    await expectAccessible(page, "agent centre");
    await page.getByTestId("center-menu-dividend").click();
    await expect(page.getByTestId("center-page-dividend")).toBeVisible();
    await expect(page).toHaveURL(/[?&]agent=dividend/);
    await page.getByTestId("center-close").click();
    await expect(page.getByTestId("modal-agentCenter")).toHaveCount(0);

    await openAccountMenu(page);

    await page.getByTestId("header-member-center").click();
    await expect(page.getByTestId("center-menu-securityCenter")).toBeVisible();
    const menu = await menuOf(page);
    expect(menu).toContain("transferUpline");
    expect(menu.indexOf("transferUpline")).toBe(menu.indexOf("withdraw") + 1);
  });

  test("an agent of type 2 never sees transfer to upline", async ({ page, portal }) => {
    const { account } = await createMember(portal, { memberType: 2, toUpline: 1 });
    await login(page, account);
    await openAccountMenu(page);
    await expect(page.getByTestId("header-agent")).toBeVisible();
    await page.getByTestId("header-member-center").click();
    await expect(page.getByTestId("center-menu-securityCenter")).toBeVisible();
    expect(await menuOf(page)).toEqual(MEMBER_MENU);
  });

  test("a plain member cannot open the agent centre by URL", async ({ page, portal }) => {
    const { account } = await createMember(portal);
    await login(page, account);
    await page.goto("/index?agent=teamOverview");
    await expect(page.getByTestId("header-account")).toHaveText(account);
    await expect(page.getByTestId("modal-agentCenter")).toHaveCount(0);
    await expect(page).not.toHaveURL(/agent=/);
  });

  test("a visitor opening a centre URL gets the login popup", async ({ page }) => {
    await page.goto("/index?member=withdraw");
    await expect(page.getByTestId("modal-login")).toBeVisible();
    await expect(page.getByTestId("modal-memberCenter")).toHaveCount(0);
  });

  test("security centre: profile, payment password, bound mobile and e-mail", async ({ page, portal }) => {
    const { account, id } = await createMember(portal);
    await login(page, account);
    await page.goto("/index?member=securityCenter");
    const centre = page.getByTestId("center-page-securityCenter");
    await expect(centre.getByTestId("security-account")).toHaveText(account);

    await page.getByTestId("security-nickname").fill("Lucky Star");
    await page.getByTestId("security-avatar-3").check({ force: true });
    await page.getByTestId("security-save-profile").click();
    await expect(page.getByTestId("security-profile-status")).toBeVisible();
    await expect(page.getByTestId("header-avatar")).toHaveAttribute("src", "/img/avatars/3.svg");

    await page.getByTestId("security-pay-password").fill(PASSWORD);
    await page.getByTestId("security-pay-new").fill("12ab56");
    await page.getByTestId("security-pay-confirm").fill("12ab56");
    await page.getByTestId("security-pay-submit").click();
    await expect(page.getByTestId("security-pay-status-error")).toHaveText("A payment password is 6 digits.");
    await page.getByTestId("security-pay-new").fill("123456");
    await page.getByTestId("security-pay-confirm").fill("123456");
    await page.getByTestId("security-pay-submit").click();
    await expect(page.getByTestId("security-pay-status")).toBeVisible();
    await expect(page.getByTestId("security-pay-state")).toContainText("is set");

    const mobile = `9${randomInt(1e7, 1e8)}`;
    await page.getByTestId("security-bind-country").selectOption("84");
    await page.getByTestId("security-bind-mobile").fill(mobile);
    const sms = nextMessage(`+84${mobile}`);
    await page.getByTestId("security-bind-send").click();
    const code = /\b(\d{6})\b/.exec((await sms).text)?.[1] ?? "";
    await page.getByTestId("security-bind-code").fill(code);
    await page.getByTestId("security-bind-submit").click();
    await expect(page.getByTestId("security-bind-status")).toBeVisible();

    await page.getByTestId("security-bind-email").fill("lucky@example.com");
    await page.getByTestId("security-bind-email-submit").click();
    await expect(page.getByTestId("security-email-status")).toBeVisible();

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
