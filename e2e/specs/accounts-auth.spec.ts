import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import {
  members,
  registrationRules,
  hashPassword,
  accountKey,
  tapMessages,
  type TappedMessage,
  verificationChecks,
} from "../fixtures/server";
import { openAccountMenu } from "../fixtures/members";

// Accounts (web): registration, login (password, SMS, captcha, remember me, free demo), logout,
// forced and voluntary password change, forgot password by e-mail and by mobile.

const PASSWORD = "Secret123";
const uniqueName = (prefix: string) => `${prefix}${randomInt(1e8, 1e9)}`;
const uniqueMobile = () => `9${randomInt(1e7, 1e8)}`;

interface NewMember {
  account?: string;
  password?: string;
  memberType?: number;
  mobile?: string;
  email?: string;
}

async function createMember(portal: RunningPortal, input: NewMember = {}) {
  const account = input.account ?? uniqueName("player");
  await portal.database.db.insert(members).values({
    merchantId: portal.merchantId,
    account,
    accountKey: accountKey(account),
    nickname: account,
    passwordHash: await hashPassword(input.password ?? PASSWORD),
    memberType: input.memberType ?? 0,
    ...(input.mobile ? { countryDialingCode: "84", mobileNum: input.mobile } : {}),
    ...(input.email ? { email: input.email } : {}),
    lastLoginAt: new Date(),
  });
  return { account, password: input.password ?? PASSWORD };
}

/** The next message the server hands to a provider for `to` (SMS "+84..." or an e-mail address). */
function nextMessage(to: string, timeoutMs = 15_000): Promise<TappedMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no message to ${to}`));
    }, timeoutMs);
    const stop = tapMessages((message) => {
      if (message.to !== to) return;
      clearTimeout(timer);
      stop();
      resolve(message);
    });
  });
}

const codeOf = (message: TappedMessage) => /\b(\d{6})\b/.exec(message.text)?.[1] ?? "";

async function openLogin(page: Page) {
  await page.goto("/index");
  await page.getByTestId("header-login").click();
  await expect(page.getByTestId("modal-login")).toBeVisible();
}

async function loginWithPassword(page: Page, account: string, password: string) {
  await openLogin(page);
  await page.getByTestId("login-username").fill(account);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
}

async function expectLoggedIn(page: Page, account: string) {
  await expect(page.getByTestId("header-account")).toHaveText(account);
  await expect(page.getByTestId("header-login")).toHaveCount(0);
  await expect(page.getByTestId("modal-login")).toHaveCount(0);
}

const sessionValue = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

test.describe("registration", () => {
  test("by username: rule messages, then logged in at home", async ({ page }) => {
    await page.goto("/register");
    const modal = page.getByTestId("modal-register");
    await expect(modal).toBeVisible();
    // Mobile is the default tab when mobile registration is on.
    await expect(page.getByTestId("register-tab-mobile")).toHaveAttribute("aria-selected", "true");
    await page.getByTestId("register-tab-username").click();
    await expectAccessible(page, "register modal");

    await page.getByTestId("register-submit").click();
    await expect(page.getByTestId("register-error-username")).toContainText("cannot be empty");
    await page.getByTestId("register-username").fill("1bad");
    await page.getByTestId("register-password").fill("abc12345");
    await page.getByTestId("register-confirmPassword").fill("abc12346");
    await page.getByTestId("register-submit").click();
    await expect(page.getByTestId("register-error-username")).toHaveText(
      "6-16 letters or digits, starting with a letter",
    );
    await expect(page.getByTestId("register-error-confirmPassword")).toHaveText("The two entries do not match");

    const account = uniqueName("newbie");
    await page.getByTestId("register-username").fill(account);
    await page.getByTestId("register-confirmPassword").fill("abc12345");
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await page.getByTestId("register-submit").click();
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/index$/);
    await expectLoggedIn(page, account);
    expect(await sessionValue(page, "isAgent")).toBe("0");
    expect(await sessionValue(page, "token")).toMatch(/.{20,}/);
  });

  test("by username with the brand's birthday rule: a date field, under 18 refused at the field", async ({
    page,
    portal,
  }) => {
    const birthdayRule = (on: boolean) =>
      portal.database.db
        .update(registrationRules)
        .set({ enabled: on, required: on })
        .where(and(eq(registrationRules.merchantId, portal.merchantId), eq(registrationRules.field, "birthday")));
    await birthdayRule(true);
    try {
      await page.goto("/register");
      const modal = page.getByRole("dialog", { name: "Register" });
      await modal.getByRole("tab", { name: "Username" }).click();
      const birthday = modal.getByLabel("Date of birth");
      await expect(birthday).toHaveAttribute("type", "date");
      await expectAccessible(page, "register modal with a birthday");

      const account = uniqueName("bday");
      await modal.getByRole("textbox", { name: "Username" }).fill(account);
      await modal.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await modal.getByLabel("Confirm password").fill(PASSWORD);
      await modal.getByLabel(/I confirm I am 18 or over/).check();
      await modal.getByRole("button", { name: "Register" }).click();
      await expect(birthday).toHaveAccessibleDescription("Date of birth cannot be empty");

      const young = new Date();
      young.setFullYear(young.getFullYear() - 16);
      await birthday.fill(young.toISOString().slice(0, 10));
      await modal.getByRole("button", { name: "Register" }).click();
      await expect(birthday).toHaveAccessibleDescription("You must be 18 or over to register.");
      await expect(modal).toBeVisible();

      await birthday.fill("1990-05-01");
      await modal.getByRole("button", { name: "Register" }).click();
      await expect(modal).toHaveCount(0);
      await expectLoggedIn(page, account);
      const [row] = await portal.database.db
        .select({ profile: members.profile })
        .from(members)
        .where(eq(members.accountKey, accountKey(account)));
      expect(row!.profile.birthday).toBe("1990-05-01");
    } finally {
      await birthdayRule(false);
    }
  });

  test("by username: a taken name is reported on the field", async ({ page, portal }) => {
    const { account } = await createMember(portal);
    await page.goto("/register");
    await page.getByTestId("register-tab-username").click();
    await page.getByTestId("register-username").fill(account);
    await page.getByTestId("register-password").fill(PASSWORD);
    await page.getByTestId("register-confirmPassword").fill(PASSWORD);
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await page.getByTestId("register-submit").click();
    await expect(page.getByTestId("register-error-username")).toContainText("already registered");
    await expect(page.getByTestId("modal-register")).toBeVisible();
  });

  test("an invalid invitation code stops registration with a warning", async ({ page }) => {
    await page.goto("/register");
    await page.getByTestId("register-tab-username").click();
    await page.getByTestId("register-username").fill(uniqueName("invited"));
    await page.getByTestId("register-password").fill(PASSWORD);
    await page.getByTestId("register-confirmPassword").fill(PASSWORD);
    await page.getByTestId("register-affiliateCode").fill("NOSUCH99");
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await page.getByTestId("register-submit").click();
    await expect(page.getByTestId("dialog-alert")).toBeVisible();
    await expect(page.getByTestId("dialog-message")).toHaveText("Invitation code error.");
    await page.getByTestId("dialog-ok").click();
    await expect(page.getByTestId("dialog-alert")).toHaveCount(0);
    await expect(page.getByTestId("modal-register")).toBeVisible();
    await expect(page.getByTestId("header-login")).toBeVisible();
  });

  test("the URL's valid invitation code is hidden and sent", async ({ page, portal }) => {
    const agent = await createMember(portal, { memberType: 1 });
    const code = `AG${randomInt(1e6, 1e7)}`;
    await portal.database.db.update(members).set({ affiliateCode: code }).where(eq(members.account, agent.account));
    await page.goto(`/register?affiliateCode=${code}`);
    await page.getByTestId("register-tab-username").click();
    await expect(page.getByTestId("register-username")).toBeVisible();
    await expect(page.getByTestId("register-affiliateCode")).toHaveCount(0);
    const account = uniqueName("down");
    await page.getByTestId("register-username").fill(account);
    await page.getByTestId("register-password").fill(PASSWORD);
    await page.getByTestId("register-confirmPassword").fill(PASSWORD);
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await page.getByTestId("register-submit").click();
    await expectLoggedIn(page, account);
    const [upline] = await portal.database.db.select().from(members).where(eq(members.account, agent.account));
    const [row] = await portal.database.db.select().from(members).where(eq(members.account, account));
    expect(row?.uplineId).toBe(upline?.id);
  });

  test("a refused SMS request shows the server's message in a warning", async ({ page, portal }) => {
    const mobile = uniqueMobile();
    await createMember(portal, { mobile });
    await page.goto("/register");
    await page.getByTestId("register-mobileNum").fill(mobile);
    await page.getByTestId("register-sms-send").click();
    await expect(page.getByTestId("dialog-alert")).toBeVisible();
    await expect(page.getByTestId("dialog-message")).toHaveText("This mobile number is already registered");
    await page.getByTestId("dialog-ok").click();
    await expect(page.getByTestId("register-sms-send")).toBeEnabled();
  });

  test("by mobile with the SMS code", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByTestId("register-tab-mobile")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("register-countryDialingCode")).toHaveValue("84");
    const mobile = uniqueMobile();
    await page.getByTestId("register-mobileNum").fill(mobile);
    const sms = nextMessage(`+84${mobile}`);
    await page.getByTestId("register-sms-send").click();
    const code = codeOf(await sms);
    expect(code).toMatch(/^\d{6}$/);
    await expect(page.getByTestId("register-sms-send")).toBeDisabled();
    await expect(page.getByTestId("register-sms-send")).toContainText(/\d+ s/);
    await page.getByTestId("register-verificationCode").fill(code);
    await page.getByTestId("register-password").fill(PASSWORD);
    await page.getByTestId("register-confirmPassword").fill(PASSWORD);
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await page.getByTestId("register-submit").click();
    await expect(page.getByTestId("modal-register")).toHaveCount(0);
    await expectLoggedIn(page, `m84${mobile}`);
  });
});

test.describe("login", () => {
  test("by username and password, then logout with a confirmation", async ({ page, portal }) => {
    const { account, password } = await createMember(portal);
    await openLogin(page);
    await expectAccessible(page, "login modal");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("modal-login")).toContainText("Username cannot be empty");
    await page.getByTestId("login-username").fill(`  ${account}  `);
    await page.getByTestId("login-password").fill("wrong-password1");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toHaveText("Login failed: the account or password is wrong.");
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await expectLoggedIn(page, account);
    await expect(page.getByTestId("header-balance")).toHaveText("***");

    await openAccountMenu(page);

    await page.getByTestId("header-logout").click();
    await expect(page.getByTestId("dialog-confirm")).toBeVisible();
    await page.getByTestId("dialog-confirm-cancel").click();
    await expect(page.getByTestId("header-account")).toHaveText(account);

    await page.goto("/help");
    await openAccountMenu(page);
    await page.getByTestId("header-logout").click();
    await page.getByTestId("dialog-confirm-ok").click();
    await expect(page.getByTestId("header-login")).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    expect(await sessionValue(page, "token")).toBeNull();
    expect(await sessionValue(page, "isAgent")).toBeNull();
    expect(await sessionValue(page, "merchantCode")).toBe("DEMO");
  });

  test("a dead session shows the visitor's header after a reload", async ({ page, portal }) => {
    const { account, password } = await createMember(portal);
    await loginWithPassword(page, account, password);
    await expectLoggedIn(page, account);
    await page.evaluate(() => sessionStorage.setItem("token", "not-a-live-token"));
    await page.reload();
    await expect(page.getByTestId("header-login")).toBeVisible();
    expect(await sessionValue(page, "token")).toBeNull();
  });

  test("by SMS code", async ({ page, portal }) => {
    const mobile = uniqueMobile();
    const { account } = await createMember(portal, { mobile });
    await openLogin(page);
    await page.getByTestId("login-tab-sms").click();
    await page.getByTestId("login-country").selectOption("84");
    await page.getByTestId("login-mobile").fill(mobile);
    const sms = nextMessage(`+84${mobile}`);
    await page.getByTestId("login-sms-send").click();
    const code = codeOf(await sms);
    await expect(page.getByTestId("login-sms-send")).toBeDisabled();
    await page.getByTestId("login-sms-code").fill(code);
    await page.getByTestId("login-submit").click();
    await expectLoggedIn(page, account);
  });

  test("remember me keeps the username and login type, never the password", async ({ page, portal }) => {
    const { account, password } = await createMember(portal);
    await openLogin(page);
    await expect(page.getByTestId("login-remember")).not.toBeChecked();
    await page.getByTestId("login-username").fill(account);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-remember").check();
    await page.getByTestId("login-submit").click();
    await expectLoggedIn(page, account);
    const stored = await page.evaluate(() => localStorage.getItem("rememberedLogin") ?? "");
    expect(stored).toContain(account);
    expect(stored).not.toContain(password);
    expect(JSON.parse(stored)).toMatchObject({ type: "username" });

    await openAccountMenu(page);

    await page.getByTestId("header-logout").click();
    await page.getByTestId("dialog-confirm-ok").click();
    await page.getByTestId("header-login").click();
    await expect(page.getByTestId("login-username")).toHaveValue(account);
    await expect(page.getByTestId("login-password")).toHaveValue("");
    await expect(page.getByTestId("login-remember")).toBeChecked();

    // Expired: forgotten.
    await page.evaluate(() => {
      const entry = JSON.parse(localStorage.getItem("rememberedLogin") ?? "{}") as Record<string, unknown>;
      localStorage.setItem("rememberedLogin", JSON.stringify({ ...entry, expiresAt: Date.now() - 1 }));
    });
    await page.reload();
    await page.getByTestId("header-login").click();
    await expect(page.getByTestId("login-username")).toHaveValue("");
    await expect(page.getByTestId("login-remember")).not.toBeChecked();
  });

  test("free demo: a trial member gets the real-account warning", async ({ page }) => {
    await page.goto("/index");
    // A visitor starting a game is asked to log in.
    const startable = page.locator('a[data-testid="vendor-card"][href^="/game"]').first();
    await startable.click();
    await expect(page.getByTestId("modal-login")).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);

    await page.getByTestId("login-freeplay").click();
    // The free demo asks the 18+ and terms confirmation first (player protection).
    await page.getByRole("checkbox", { name: /I confirm I am 18 or over/ }).check();
    await page.getByTestId("login-freeplay").click();
    await expect(page.getByTestId("header-account")).toHaveText(/^guest/);
    expect(await sessionValue(page, "isAgent")).toBe("4");
    await expect(page.getByTestId("header-deposit")).toHaveCount(0);
    await openAccountMenu(page);
    await expect(page.getByTestId("header-member-center")).toHaveCount(0);
    await expect(page.getByTestId("header-agent")).toHaveCount(0);
    await page.keyboard.press("Escape");

    await startable.click();
    await expect(page.getByTestId("dialog-alert")).toBeVisible();
    await expect(page.getByTestId("dialog-message")).toHaveText("This needs a real account. Please register first.");
    await page.getByTestId("dialog-ok").click();
    await expect(page).toHaveURL(/\/index$/);

    await page.getByTestId("header-messages").click();
    await expect(page.getByTestId("dialog-alert")).toBeVisible();
    await page.getByTestId("dialog-ok").click();

    await page.goto("/index?member=securityCenter");
    await expect(page.getByTestId("dialog-alert")).toBeVisible();
    await expect(page.getByTestId("modal-memberCenter")).toHaveCount(0);
  });
});

test.describe("captcha", () => {
  test.use({ portalEnv: {} });

  test("appears after three failures, refreshes on click, and is checked", async ({ page, portal }) => {
    const { account, password } = await createMember(portal);
    await openLogin(page);
    await page.getByTestId("login-username").fill(account);
    for (let i = 0; i < 3; i += 1) {
      await expect(page.getByTestId("login-captcha")).toHaveCount(0);
      await page.getByTestId("login-password").fill(`wrong-${i}-password`);
      await page.getByTestId("login-submit").click();
      await expect(page.getByTestId("login-error")).toBeVisible();
      await expect(page.getByTestId("login-submit")).toBeEnabled();
    }
    await expect(page.getByTestId("login-captcha")).toBeVisible();
    const image = page.getByTestId("login-captcha-image").locator("img");
    await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);
    const first = await image.getAttribute("src");
    await page.waitForTimeout(1_100);
    await page.getByTestId("login-captcha-image").click();
    await expect(image).not.toHaveAttribute("src", first ?? "");

    // Without the captcha the form does not go.
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("modal-login")).toContainText("Captcha cannot be empty");

    // A captcha with a known answer, served in place of the random one.
    await page.route("**/wps/captcha", async (route) => {
      const known = await verificationChecks(portal).captchas.create({ text: "ACE4" });
      await route.fulfill({ json: { success: true, value: known, message: "", errorCode: "" } });
    });
    await page.waitForTimeout(1_100);
    await page.getByTestId("login-captcha-image").click();
    await page.getByTestId("login-captcha").fill("WRONG");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toHaveText("The captcha check failed. Please try again.");
    await page.getByTestId("login-captcha").fill("ace4");
    await page.getByTestId("login-submit").click();
    await expectLoggedIn(page, account);
  });
});

test.describe("passwords", () => {
  test.use({ portalEnv: {} });

  test("the default password forces a change before anything else", async ({ page, portal }) => {
    const { account } = await createMember(portal, { password: "123456" });
    await loginWithPassword(page, account, "123456");
    const modal = page.getByTestId("modal-changePassword");
    await expect(modal).toBeVisible();
    await expect(page.getByTestId("change-forced")).toBeVisible();
    await expect(page.getByTestId("modal-changePassword-close")).toHaveCount(0);
    // The password just typed is not asked again.
    await expect(page.getByTestId("change-old-password")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(modal).toBeVisible();
    // Still forced after a reload.
    await page.reload();
    await expect(modal).toBeVisible();
    await expect(page.getByTestId("change-old-password")).toBeVisible();

    await page.getByTestId("change-old-password").fill("123456");
    await page.getByTestId("change-new-password").fill("123456");
    await page.getByTestId("change-confirm-password").fill("123456");
    await page.getByTestId("change-submit").click();
    await expect(page.getByTestId("change-new-password-error")).toBeVisible();

    const before = await sessionValue(page, "token");
    await page.getByTestId("change-new-password").fill("Fresh12345");
    await page.getByTestId("change-confirm-password").fill("Fresh12345");
    await page.getByTestId("change-submit").click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId("header-account")).toHaveText(account);
    expect(await sessionValue(page, "token")).not.toBe(before);

    await openAccountMenu(page);

    await page.getByTestId("header-logout").click();
    await page.getByTestId("dialog-confirm-ok").click();
    await loginWithPassword(page, account, "Fresh12345");
    await expectLoggedIn(page, account);
    await expect(page.getByTestId("modal-changePassword")).toHaveCount(0);
  });

  test("the forced change answers straight after login without a reload", async ({ page, portal }) => {
    const { account } = await createMember(portal, { password: "123456" });
    await loginWithPassword(page, account, "123456");
    await page.getByTestId("change-new-password").fill("Fresh12345");
    await page.getByTestId("change-confirm-password").fill("Fresh12345");
    await page.getByTestId("change-submit").click();
    await expect(page.getByTestId("modal-changePassword")).toHaveCount(0);
    await expect(page.getByTestId("header-account")).toHaveText(account);
    const row = await portal.database.db.select().from(members).where(eq(members.account, account));
    expect(row[0]?.mustChangePassword).toBe(false);
  });

  test("change password from the security centre", async ({ page, portal }) => {
    const { account, password } = await createMember(portal);
    await loginWithPassword(page, account, password);
    await expectLoggedIn(page, account);
    await openAccountMenu(page);
    await page.getByTestId("header-member-center").click();
    await page.getByTestId("security-change-password").click();
    await expect(page.getByTestId("modal-changePassword")).toBeVisible();
    await expectAccessible(page, "change password modal");
    await page.getByTestId("change-old-password").fill("not-my-password1");
    await page.getByTestId("change-new-password").fill("Other12345");
    await page.getByTestId("change-confirm-password").fill("Other12345");
    await page.getByTestId("change-submit").click();
    await expect(page.getByTestId("change-error")).toHaveText("The current password is wrong.");
    await page.getByTestId("change-old-password").fill(password);
    await page.getByTestId("change-submit").click();
    await expect(page.getByTestId("modal-changePassword")).toHaveCount(0);
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId("header-account")).toHaveText(account);

    await openAccountMenu(page);

    await page.getByTestId("header-logout").click();
    await page.getByTestId("dialog-confirm-ok").click();
    await loginWithPassword(page, account, "Other12345");
    await expectLoggedIn(page, account);
  });

  test("forgot password by e-mail: the mailed link resets it and logs in", async ({ page, portal }) => {
    const email = `${uniqueName("mail")}@example.com`;
    const { account } = await createMember(portal, { email });
    await openLogin(page);
    await page.getByTestId("login-forgot").click();
    await expect(page.getByTestId("modal-forgotPassword")).toBeVisible();
    await expectAccessible(page, "forgot password modal");
    await page.getByTestId("forgot-submit").click();
    await expect(page.getByTestId("modal-forgotPassword")).toContainText("Username cannot be empty");
    await page.getByTestId("forgot-username").fill(account);
    await page.getByTestId("forgot-email").fill(email);
    const mail = nextMessage(email);
    await page.getByTestId("forgot-submit").click();
    await expect(page.getByTestId("dialog-alert")).toBeVisible();
    await expect(page.getByTestId("dialog-message")).toHaveText("The email has been sent. Please check your mailbox.");
    await page.getByTestId("dialog-ok").click();

    const link = /https?:\/\/\S+resetToken=[\w-]+/.exec((await mail).text)?.[0] ?? "";
    expect(link).toContain("/index?resetToken=");
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByTestId("modal-resetPassword")).toBeVisible();
    await expect(page).not.toHaveURL(/resetToken/);
    await expectAccessible(page, "reset password modal");
    await page.getByTestId("reset-new-password").fill("Mailed12345");
    await page.getByTestId("reset-confirm-password").fill("Mailed12345");
    await page.getByTestId("reset-submit").click();
    await expect(page.getByTestId("modal-resetPassword")).toHaveCount(0);
    await expectLoggedIn(page, account);
  });

  test("forgot password by mobile: code, new password, logged in", async ({ page, portal }) => {
    const mobile = uniqueMobile();
    const { account } = await createMember(portal, { mobile });
    await openLogin(page);
    await page.getByTestId("login-forgot").click();
    await page.getByTestId("forgot-tab-mobile").click();
    await page.getByTestId("forgot-country").selectOption("84");
    await page.getByTestId("forgot-mobile").fill(mobile);
    const sms = nextMessage(`+84${mobile}`);
    await page.getByTestId("forgot-sms-send").click();
    const code = codeOf(await sms);
    await page.getByTestId("forgot-code").fill(code);
    await page.getByTestId("forgot-new-password").fill("Mobile12345");
    await page.getByTestId("forgot-confirm-password").fill("Mobile12345");
    await page.getByTestId("forgot-submit").click();
    await expect(page.getByTestId("modal-forgotPassword")).toHaveCount(0);
    await expect(page).toHaveURL(/\/index$/);
    await expectLoggedIn(page, account);
  });
});
