import { randomInt } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
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
import { headerBalance } from "../fixtures/roles";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };

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
  /** Made before the brand asked for the 18+ and terms confirmation: never given. */
  owesAdultTerms?: boolean;
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
    // As registered: the 18+ and terms confirmation given (the demo brand asks for it).
    adultTermsConfirmedAt: input.owesAdultTerms ? null : new Date(),
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

// The page as a person meets it: the header (banner), modals by their titles, the alert and
// confirm dialogs, fields by their labels. While a modal is open Radix hides the rest of the page
// from assistive technology, so a check that something is gone or still behind a modal looks
// among hidden elements too (`includeHidden`).

const header = (page: Page) => page.getByRole("banner");
/** The header's account menu button, which shows the member's account name. */
const accountButton = (page: Page) => header(page).getByRole("button", { name: "Account menu" });
/** The visitor's "Log in" in the header, also while a modal in front hides the header. */
const headerLogin = (page: Page) =>
  page
    .getByRole("banner", { includeHidden: true })
    .getByRole("button", { name: "Log in", exact: true, includeHidden: true });
/** A modal by its title. */
const modal = (page: Page, title: string) => page.getByRole("dialog", { name: title, exact: true });
/** A modal by its title, also behind another dialog: to check that it is not there at all. */
const anyModal = (page: Page, title: string) =>
  page.getByRole("dialog", { name: title, exact: true, includeHidden: true });
const loginModal = (page: Page) => modal(page, "Log in");
const registerModal = (page: Page) => modal(page, "Register");
/** The alert dialog ("Notice") and the confirm dialog ("Please confirm"), above any modal. */
const notice = (page: Page) => page.getByRole("alertdialog", { name: "Notice", exact: true });
const anyNotice = (page: Page) => page.getByRole("alertdialog", { name: "Notice", exact: true, includeHidden: true });
const confirmation = (page: Page) => page.getByRole("alertdialog", { name: "Please confirm", exact: true });

/** A form's SMS send button: "Send code", then "Sending…", then "Resend in N s" while it counts down. */
function sendCodeButton(scope: Locator) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const countdown = en.sms.resendIn.split("{{seconds}}").map(escape).join("\\d+");
  const names = [escape(en.sms.send), escape(en.sms.sending), countdown];
  return scope.getByRole("button", { name: new RegExp(`^(${names.join("|")})$`) });
}

async function logOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await confirmation(page).getByRole("button", { name: "OK" }).click();
}

async function openLogin(page: Page) {
  await page.goto("/index");
  await header(page).getByRole("button", { name: "Log in", exact: true }).click();
  await expect(loginModal(page)).toBeVisible();
}

async function loginWithPassword(page: Page, account: string, password: string) {
  await openLogin(page);
  const dialog = loginModal(page);
  await dialog.getByRole("textbox", { name: "Username" }).fill(account);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
}

async function expectLoggedIn(page: Page, account: string) {
  await expect(accountButton(page)).toHaveText(account);
  await expect(headerLogin(page)).toHaveCount(0);
  await expect(anyModal(page, "Log in")).toHaveCount(0);
}

const sessionValue = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/** The register modal's fields (on either tab). */
function registerForm(page: Page) {
  const dialog = registerModal(page);
  return {
    dialog,
    usernameTab: dialog.getByRole("tab", { name: "Username", exact: true }),
    mobileTab: dialog.getByRole("tab", { name: "Mobile", exact: true }),
    username: dialog.getByRole("textbox", { name: "Username" }),
    password: dialog.getByLabel("Password", { exact: true }),
    confirmPassword: dialog.getByLabel("Confirm password", { exact: true }),
    affiliateCode: dialog.getByLabel("Invitation code", { exact: true }),
    country: dialog.getByRole("combobox", { name: "Country code", exact: true }),
    mobile: dialog.getByRole("textbox", { name: "Mobile number" }),
    smsCode: dialog.getByRole("textbox", { name: "SMS code" }),
    sendCode: sendCodeButton(dialog),
    adult: dialog.getByLabel(/I confirm I am 18 or over/),
    submit: dialog.getByRole("button", { name: "Register", exact: true }),
  };
}

/** The login modal's fields (on either tab). */
function loginForm(page: Page) {
  const dialog = loginModal(page);
  return {
    dialog,
    smsTab: dialog.getByRole("tab", { name: "SMS code", exact: true }),
    username: dialog.getByRole("textbox", { name: "Username" }),
    password: dialog.getByLabel("Password", { exact: true }),
    country: dialog.getByRole("combobox", { name: "Country code", exact: true }),
    mobile: dialog.getByRole("textbox", { name: "Mobile number" }),
    smsCode: dialog.getByRole("textbox", { name: "SMS code" }),
    sendCode: sendCodeButton(dialog),
    captcha: dialog.getByRole("textbox", { name: "Captcha" }),
    captchaImage: dialog.getByAltText("Captcha", { exact: true }),
    newCaptcha: dialog.getByRole("button", { name: "Show another captcha image", exact: true }),
    remember: dialog.getByRole("checkbox", { name: "Remember me", exact: true }),
    /** The form's own error (the login form shows no field error from the server). */
    error: dialog.getByRole("alert"),
    submit: dialog.getByRole("button", { name: "Log in", exact: true }),
    freePlay: dialog.getByRole("button", { name: "Free demo", exact: true }),
    forgot: dialog.getByRole("button", { name: "Forgot password?", exact: true }),
  };
}

/** The change password modal's fields. */
function changeForm(page: Page) {
  const dialog = modal(page, "Change password");
  return {
    dialog,
    anywhere: anyModal(page, "Change password"),
    oldPassword: dialog.getByLabel("Current password", { exact: true }),
    newPassword: dialog.getByLabel("New password", { exact: true }),
    confirmPassword: dialog.getByLabel("Confirm new password", { exact: true }),
    submit: dialog.getByRole("button", { name: "Change password", exact: true }),
  };
}

/** The forgot password modal's fields (on either tab). */
function forgotForm(page: Page) {
  const dialog = modal(page, "Forgot password");
  return {
    dialog,
    anywhere: anyModal(page, "Forgot password"),
    mobileTab: dialog.getByRole("tab", { name: "By mobile", exact: true }),
    username: dialog.getByRole("textbox", { name: "Username" }),
    email: dialog.getByRole("textbox", { name: "Email" }),
    country: dialog.getByRole("combobox", { name: "Country code", exact: true }),
    mobile: dialog.getByRole("textbox", { name: "Mobile number" }),
    code: dialog.getByRole("textbox", { name: "SMS code" }),
    sendCode: sendCodeButton(dialog),
    newPassword: dialog.getByLabel("New password", { exact: true }),
    confirmPassword: dialog.getByLabel("Confirm new password", { exact: true }),
    sendLink: dialog.getByRole("button", { name: "Send reset link", exact: true }),
    reset: dialog.getByRole("button", { name: "Reset password", exact: true }),
  };
}

test.describe("registration", () => {
  test("by username: rule messages, then logged in at home", async ({ page }) => {
    await page.goto("/register");
    const form = registerForm(page);
    await expect(form.dialog).toBeVisible();
    // Mobile is the default tab when mobile registration is on.
    await expect(form.mobileTab).toHaveAttribute("aria-selected", "true");
    await form.usernameTab.click();
    await expectAccessible(page, "register modal");

    // Each field's error is its accessible description.
    await form.submit.click();
    await expect(form.username).toHaveAccessibleDescription(/cannot be empty/);
    await form.username.fill("1bad");
    await form.password.fill("abc12345");
    await form.confirmPassword.fill("abc12346");
    await form.submit.click();
    await expect(form.username).toHaveAccessibleDescription("6-16 letters or digits, starting with a letter");
    await expect(form.confirmPassword).toHaveAccessibleDescription("The two entries do not match");

    const account = uniqueName("newbie");
    await form.username.fill(account);
    await form.confirmPassword.fill("abc12345");
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await form.submit.click();
    await expect(anyModal(page, "Register")).toHaveCount(0);
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
    const form = registerForm(page);
    await form.usernameTab.click();
    await form.username.fill(account);
    await form.password.fill(PASSWORD);
    await form.confirmPassword.fill(PASSWORD);
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await form.submit.click();
    await expect(form.username).toHaveAccessibleDescription(/already registered/);
    await expect(form.dialog).toBeVisible();
  });

  test("an invalid invitation code stops registration with a warning", async ({ page }) => {
    await page.goto("/register");
    const form = registerForm(page);
    await form.usernameTab.click();
    await form.username.fill(uniqueName("invited"));
    await form.password.fill(PASSWORD);
    await form.confirmPassword.fill(PASSWORD);
    await form.affiliateCode.fill("NOSUCH99");
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await form.submit.click();
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toHaveAccessibleDescription("Invitation code error.");
    await notice(page).getByRole("button", { name: "OK" }).click();
    await expect(anyNotice(page)).toHaveCount(0);
    await expect(form.dialog).toBeVisible();
    await expect(headerLogin(page)).toBeVisible();
  });

  test("the URL's valid invitation code is hidden and sent", async ({ page, portal }) => {
    const agent = await createMember(portal, { memberType: 1 });
    const code = `AG${randomInt(1e6, 1e7)}`;
    await portal.database.db.update(members).set({ affiliateCode: code }).where(eq(members.account, agent.account));
    await page.goto(`/register?affiliateCode=${code}`);
    const form = registerForm(page);
    await form.usernameTab.click();
    await expect(form.username).toBeVisible();
    await expect(form.affiliateCode).toHaveCount(0);
    const account = uniqueName("down");
    await form.username.fill(account);
    await form.password.fill(PASSWORD);
    await form.confirmPassword.fill(PASSWORD);
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await form.submit.click();
    await expectLoggedIn(page, account);
    const [upline] = await portal.database.db.select().from(members).where(eq(members.account, agent.account));
    const [row] = await portal.database.db.select().from(members).where(eq(members.account, account));
    expect(row?.uplineId).toBe(upline?.id);
  });

  test("a refused SMS request shows the server's message in a warning", async ({ page, portal }) => {
    const mobile = uniqueMobile();
    await createMember(portal, { mobile });
    await page.goto("/register");
    const form = registerForm(page);
    await form.mobile.fill(mobile);
    await form.sendCode.click();
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toHaveAccessibleDescription("This mobile number is already registered");
    await notice(page).getByRole("button", { name: "OK" }).click();
    await expect(form.sendCode).toBeEnabled();
  });

  test("by mobile with the SMS code", async ({ page }) => {
    await page.goto("/register");
    const form = registerForm(page);
    await expect(form.mobileTab).toHaveAttribute("aria-selected", "true");
    await expect(form.country).toHaveValue("84");
    const mobile = uniqueMobile();
    await form.mobile.fill(mobile);
    const sms = nextMessage(`+84${mobile}`);
    await form.sendCode.click();
    const code = codeOf(await sms);
    expect(code).toMatch(/^\d{6}$/);
    await expect(form.sendCode).toBeDisabled();
    await expect(form.sendCode).toContainText(/\d+ s/);
    await form.smsCode.fill(code);
    await form.password.fill(PASSWORD);
    await form.confirmPassword.fill(PASSWORD);
    await page.getByLabel(/I confirm I am 18 or over/).check();
    await form.submit.click();
    await expect(anyModal(page, "Register")).toHaveCount(0);
    await expectLoggedIn(page, `m84${mobile}`);
  });
});

test.describe("login", () => {
  test("by username and password, then logout with a confirmation", async ({ page, portal }) => {
    const { account, password } = await createMember(portal);
    await openLogin(page);
    await expectAccessible(page, "login modal");
    const form = loginForm(page);
    await form.submit.click();
    await expect(form.dialog).toContainText("Username cannot be empty");
    await form.username.fill(`  ${account}  `);
    await form.password.fill("wrong-password1");
    await form.submit.click();
    await expect(form.error).toHaveText("Login failed: the account or password is wrong.");
    await form.password.fill(password);
    await form.submit.click();
    await expectLoggedIn(page, account);
    // The balance is masked until the member shows it.
    await expect(header(page).getByRole("button", { name: "Show balance" })).toBeVisible();
    await expect(headerBalance(page)).toHaveText("***");

    const menu = await openAccountMenu(page);

    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await expect(confirmation(page)).toBeVisible();
    await confirmation(page).getByRole("button", { name: "Cancel" }).click();
    await expect(accountButton(page)).toHaveText(account);

    await page.goto("/help");
    await logOut(page);
    await expect(headerLogin(page)).toBeVisible();
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
    await expect(headerLogin(page)).toBeVisible();
    expect(await sessionValue(page, "token")).toBeNull();
  });

  test("by SMS code", async ({ page, portal }) => {
    const mobile = uniqueMobile();
    const { account } = await createMember(portal, { mobile });
    await openLogin(page);
    const form = loginForm(page);
    await form.smsTab.click();
    await form.country.selectOption("84");
    await form.mobile.fill(mobile);
    const sms = nextMessage(`+84${mobile}`);
    await form.sendCode.click();
    const code = codeOf(await sms);
    await expect(form.sendCode).toBeDisabled();
    await form.smsCode.fill(code);
    await form.submit.click();
    await expectLoggedIn(page, account);
  });

  test("remember me keeps the username and login type, never the password", async ({ page, portal }) => {
    const { account, password } = await createMember(portal);
    await openLogin(page);
    const form = loginForm(page);
    await expect(form.remember).not.toBeChecked();
    await form.username.fill(account);
    await form.password.fill(password);
    await form.remember.check();
    await form.submit.click();
    await expectLoggedIn(page, account);
    const stored = await page.evaluate(() => localStorage.getItem("rememberedLogin") ?? "");
    expect(stored).toContain(account);
    expect(stored).not.toContain(password);
    expect(JSON.parse(stored)).toMatchObject({ type: "username" });

    await logOut(page);
    await headerLogin(page).click();
    await expect(form.username).toHaveValue(account);
    await expect(form.password).toHaveValue("");
    await expect(form.remember).toBeChecked();

    // Expired: forgotten.
    await page.evaluate(() => {
      const entry = JSON.parse(localStorage.getItem("rememberedLogin") ?? "{}") as Record<string, unknown>;
      localStorage.setItem("rememberedLogin", JSON.stringify({ ...entry, expiresAt: Date.now() - 1 }));
    });
    await page.reload();
    await headerLogin(page).click();
    await expect(form.username).toHaveValue("");
    await expect(form.remember).not.toBeChecked();
  });

  test("free demo: a trial member gets the real-account warning", async ({ page }) => {
    await page.goto("/index");
    // A visitor starting a game is asked to log in: the house games' card in the live casino
    // lane starts its game (/game).
    const startable = page
      .getByRole("region", { name: "Live casino" })
      .getByRole("link", { name: /^House Games/ })
      .first();
    await expect(startable).toHaveAttribute("href", /^\/game/);
    await startable.click();
    const form = loginForm(page);
    await expect(form.dialog).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);

    await form.freePlay.click();
    // The free demo asks the 18+ and terms confirmation first (player protection).
    await page.getByRole("checkbox", { name: /I confirm I am 18 or over/ }).check();
    await form.freePlay.click();
    await expect(accountButton(page)).toHaveText(/^guest/);
    expect(await sessionValue(page, "isAgent")).toBe("4");
    await expect(
      page
        .getByRole("banner", { includeHidden: true })
        .getByRole("button", { name: "Deposit", exact: true, includeHidden: true }),
    ).toHaveCount(0);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("menuitem", { name: "My account", includeHidden: true })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Agent center", includeHidden: true })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await startable.click();
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toHaveAccessibleDescription("This needs a real account. Please register first.");
    await notice(page).getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/index$/);

    await header(page).getByRole("button", { name: "Messages" }).click();
    await expect(notice(page)).toBeVisible();
    await notice(page).getByRole("button", { name: "OK" }).click();

    await page.goto("/index?member=securityCenter");
    await expect(notice(page)).toBeVisible();
    await expect(anyModal(page, "Member center")).toHaveCount(0);
  });
});

test.describe("an account that owes the 18+ and terms confirmation", () => {
  test("is asked right after login, cannot go on without it, and plays once it is given", async ({ page, portal }) => {
    const { account } = await createMember(portal, { owesAdultTerms: true });
    await loginWithPassword(page, account, PASSWORD);
    const dialog = modal(page, en.modals.adultTerms);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(en.adultTerms.why, { exact: true })).toBeVisible();
    await expectAccessible(page, "18+ and terms confirmation");
    // It cannot be closed, and stays after a reload.
    await expect(dialog.getByRole("button", { name: "Close", includeHidden: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await page.reload();
    await expect(dialog).toBeVisible();

    const box = dialog.getByRole("checkbox", { name: /I confirm I am 18 or over/ });
    await dialog.getByRole("button", { name: en.adultTerms.submit, exact: true }).click();
    await expect(box).toHaveAccessibleDescription(en.errors.TERMS_NOT_ACCEPTED);
    await box.check();
    await dialog.getByRole("button", { name: en.adultTerms.submit, exact: true }).click();
    await expect(anyModal(page, en.modals.adultTerms)).toHaveCount(0);
    await expectLoggedIn(page, account);
    // The balance, refused until now, is there.
    await header(page).getByRole("button", { name: "Show balance" }).click();
    await expect(headerBalance(page)).toHaveText(/\d/);
    const [row] = await portal.database.db
      .select({ at: members.adultTermsConfirmedAt })
      .from(members)
      .where(eq(members.accountKey, accountKey(account)));
    expect(row?.at).toBeInstanceOf(Date);
    // Not asked again.
    await page.reload();
    await expectLoggedIn(page, account);
    await expect(anyModal(page, en.modals.adultTerms)).toHaveCount(0);
  });
});

test.describe("captcha", () => {
  test.use({ portalEnv: {} });

  test("appears after three failures, refreshes on click, and is checked", async ({ page, portal }) => {
    const { account, password } = await createMember(portal);
    // The page's clock, to let the captcha's refresh throttle (one a second) pass without waiting.
    await page.clock.install();
    await openLogin(page);
    const form = loginForm(page);
    await form.username.fill(account);
    for (let i = 0; i < 3; i += 1) {
      await expect(form.captcha).toHaveCount(0);
      await form.password.fill(`wrong-${i}-password`);
      await form.submit.click();
      await expect(form.error).toBeVisible();
      await expect(form.submit).toBeEnabled();
    }
    await expect(form.captcha).toBeVisible();
    const image = form.captchaImage;
    await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);
    const first = await image.getAttribute("src");
    await page.clock.fastForward(1_100);
    await form.newCaptcha.click();
    await expect(image).not.toHaveAttribute("src", first ?? "");

    // Without the captcha the form does not go.
    await form.password.fill(password);
    await form.submit.click();
    await expect(form.dialog).toContainText("Captcha cannot be empty");

    // A captcha with a known answer, served in place of the random one.
    await page.route("**/wps/captcha", async (route) => {
      const known = await verificationChecks(portal).captchas.create({ text: "ACE4" });
      await route.fulfill({ json: { success: true, value: known, message: "", errorCode: "" } });
    });
    await page.clock.fastForward(1_100);
    await form.newCaptcha.click();
    await form.captcha.fill("WRONG");
    await form.submit.click();
    await expect(form.error).toHaveText("The captcha check failed. Please try again.");
    await form.captcha.fill("ace4");
    await form.submit.click();
    await expectLoggedIn(page, account);
  });
});

test.describe("passwords", () => {
  test.use({ portalEnv: {} });

  test("the default password forces a change before anything else", async ({ page, portal }) => {
    const { account } = await createMember(portal, { password: "123456" });
    await loginWithPassword(page, account, "123456");
    const form = changeForm(page);
    await expect(form.dialog).toBeVisible();
    await expect(form.dialog.getByText(en.changePassword.forced, { exact: true })).toBeVisible();
    await expect(form.dialog.getByRole("button", { name: "Close", includeHidden: true })).toHaveCount(0);
    // The password just typed is not asked again.
    await expect(form.oldPassword).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(form.dialog).toBeVisible();
    // Still forced after a reload.
    await page.reload();
    await expect(form.dialog).toBeVisible();
    await expect(form.oldPassword).toBeVisible();

    await form.oldPassword.fill("123456");
    await form.newPassword.fill("123456");
    await form.confirmPassword.fill("123456");
    await form.submit.click();
    // The new password is refused at its field: its error, shown, is the field's description.
    await expect(form.newPassword).toHaveAccessibleDescription(/\S/);
    await expect(form.dialog.getByRole("alert")).toBeVisible();

    const before = await sessionValue(page, "token");
    await form.newPassword.fill("Fresh12345");
    await form.confirmPassword.fill("Fresh12345");
    await form.submit.click();
    await expect(form.anywhere).toHaveCount(0);
    await expect(accountButton(page)).toHaveText(account);
    expect(await sessionValue(page, "token")).not.toBe(before);

    await logOut(page);
    await loginWithPassword(page, account, "Fresh12345");
    await expectLoggedIn(page, account);
    await expect(form.anywhere).toHaveCount(0);
  });

  test("the forced change answers straight after login without a reload", async ({ page, portal }) => {
    const { account } = await createMember(portal, { password: "123456" });
    await loginWithPassword(page, account, "123456");
    const form = changeForm(page);
    await form.newPassword.fill("Fresh12345");
    await form.confirmPassword.fill("Fresh12345");
    await form.submit.click();
    await expect(form.anywhere).toHaveCount(0);
    await expect(accountButton(page)).toHaveText(account);
    const row = await portal.database.db.select().from(members).where(eq(members.account, account));
    expect(row[0]?.mustChangePassword).toBe(false);
  });

  test("change password from the security centre", async ({ page, portal }) => {
    const { account, password } = await createMember(portal);
    await loginWithPassword(page, account, password);
    await expectLoggedIn(page, account);
    const menu = await openAccountMenu(page);
    await menu.getByRole("menuitem", { name: "My account" }).click();
    await modal(page, "Member center").getByRole("button", { name: "Change password", exact: true }).click();
    const form = changeForm(page);
    await expect(form.dialog).toBeVisible();
    await expectAccessible(page, "change password modal");
    await form.oldPassword.fill("not-my-password1");
    await form.newPassword.fill("Other12345");
    await form.confirmPassword.fill("Other12345");
    await form.submit.click();
    // The current password's error and the form's own error.
    await expect(form.oldPassword).toHaveAccessibleDescription("The current password is wrong.");
    await expect(form.dialog.getByRole("alert")).toHaveText([
      "The current password is wrong.",
      "The current password is wrong.",
    ]);
    await form.oldPassword.fill(password);
    await form.submit.click();
    await expect(form.anywhere).toHaveCount(0);
    await expect(page).toHaveURL(/\/index$/);
    await expect(accountButton(page)).toHaveText(account);

    await logOut(page);
    await loginWithPassword(page, account, "Other12345");
    await expectLoggedIn(page, account);
  });

  test("forgot password by e-mail: the mailed link resets it and logs in", async ({ page, portal }) => {
    const email = `${uniqueName("mail")}@example.com`;
    const { account } = await createMember(portal, { email });
    await openLogin(page);
    await loginForm(page).forgot.click();
    const form = forgotForm(page);
    await expect(form.dialog).toBeVisible();
    await expectAccessible(page, "forgot password modal");
    await form.sendLink.click();
    await expect(form.dialog).toContainText("Username cannot be empty");
    await form.username.fill(account);
    await form.email.fill(email);
    const mail = nextMessage(email);
    await form.sendLink.click();
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toHaveAccessibleDescription("The email has been sent. Please check your mailbox.");
    await notice(page).getByRole("button", { name: "OK" }).click();

    const link = /https?:\/\/\S+resetToken=[\w-]+/.exec((await mail).text)?.[0] ?? "";
    expect(link).toContain("/index?resetToken=");
    await page.goto(new URL(link).pathname + new URL(link).search);
    const reset = modal(page, "Reset password");
    await expect(reset).toBeVisible();
    await expect(page).not.toHaveURL(/resetToken/);
    await expectAccessible(page, "reset password modal");
    await reset.getByLabel("New password", { exact: true }).fill("Mailed12345");
    await reset.getByLabel("Confirm new password", { exact: true }).fill("Mailed12345");
    await reset.getByRole("button", { name: "Reset password", exact: true }).click();
    await expect(anyModal(page, "Reset password")).toHaveCount(0);
    await expectLoggedIn(page, account);
  });

  test("forgot password by mobile: code, new password, logged in", async ({ page, portal }) => {
    const mobile = uniqueMobile();
    const { account } = await createMember(portal, { mobile });
    await openLogin(page);
    await loginForm(page).forgot.click();
    const form = forgotForm(page);
    await form.mobileTab.click();
    await form.country.selectOption("84");
    await form.mobile.fill(mobile);
    const sms = nextMessage(`+84${mobile}`);
    await form.sendCode.click();
    const code = codeOf(await sms);
    await form.code.fill(code);
    await form.newPassword.fill("Mobile12345");
    await form.confirmPassword.fill("Mobile12345");
    await form.reset.click();
    await expect(form.anywhere).toHaveCount(0);
    await expect(page).toHaveURL(/\/index$/);
    await expectLoggedIn(page, account);
  });
});
