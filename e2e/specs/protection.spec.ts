import { eq } from "drizzle-orm";
import { createMember, fundMember, login, openMemberCentre, PASSWORD } from "../fixtures/members";
import { centreMenuItem, english } from "../fixtures/roles";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { launchHouseGame } from "../fixtures/house-games";
import { games, memberRealityChecks, paymentChannels, sandboxVendorWallets, SLOT_GAME_CODE } from "../fixtures/server";
import { API } from "@portal/contract/api/paths";
import type { RunningPortal } from "../fixtures/portal";

// Player protection (decision 0025): a member's own limits in the security centre, a time-out
// that logs them out, the reality check while a game is open, and the 18+ box at registration.

async function openSecurityCentre(page: import("@playwright/test").Page) {
  await openMemberCentre(page);
  await centreMenuItem(page, "securityCenter").click();
  await expect(page.getByRole("heading", { name: "Responsible gaming" })).toBeVisible();
}

/** A refusal's text (its key) with its {{until}} any time as the portal shows one ("02/12/2026 09:14:05"), as a whole-text pattern. */
const untilAnyTime = (key: string) =>
  new RegExp(
    `^${english(key, { until: "\u0000" })
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("\u0000", "\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}")}$`,
  );

/** After a break: the member is logged out, and logging in again is refused with `refusal`. */
async function expectLoggedOutAndRefused(
  page: import("@playwright/test").Page,
  account: string,
  refusal: string | RegExp,
) {
  // The header offers Log in again (on the screen behind the login dialog that opens, which hides
  // the header from role queries unless told).
  const headerLogin = page
    .getByRole("banner", { includeHidden: true })
    .getByRole("button", { name: english("header.login"), exact: true, includeHidden: true });
  await expect(headerLogin).toBeVisible();

  await page.goto("/index");
  await headerLogin.click();
  const loginDialog = page.getByRole("dialog", { name: english("login.title") });
  await loginDialog.getByRole("textbox", { name: new RegExp(`^${english("auth.username")}`) }).fill(account);
  await loginDialog.getByLabel(new RegExp(`^${english("auth.password")}`)).fill(PASSWORD);
  await loginDialog.getByRole("button", { name: english("login.submit"), exact: true }).click();
  await expect(loginDialog.getByRole("alert")).toHaveText(refusal);
}

test("a deposit above the member's daily deposit limit is refused with the limit's message", async ({
  page,
  portal,
}) => {
  const member = await createMember(portal);
  await login(page, member.account);
  await openSecurityCentre(page);
  // The session limit says it counts per login (a new login starts a new session).
  const sessionNote = page.getByText("The session time limit counts from each login");
  await page.getByLabel("Limit", { exact: true }).selectOption("SESSION_MINUTES");
  await expect(sessionNote).toBeVisible();
  await page.getByLabel("Limit", { exact: true }).selectOption("DEPOSIT_DAY");
  await expect(sessionNote).toBeHidden();
  await page.getByLabel("Amount (empty removes the limit)").fill("100");
  await page.getByRole("button", { name: "Save limit" }).click();
  await expect(page.getByRole("list", { name: "Your limits" })).toContainText("Daily deposit limit100.00");
  await expectAccessible(page, "security centre with responsible gaming");

  const [sandbox] = await portal.database.db.select().from(paymentChannels).where(eq(paymentChannels.code, "SANDBOX"));
  await centreMenuItem(page, "depositv2").click();
  const form = page.getByRole("region", { name: english("wallet.depositTitle") });
  await form.getByRole("radio", { name: new RegExp(`^${sandbox!.name.en}\\b`) }).check();
  await form.getByRole("textbox", { name: english("wallet.amount") }).fill("150");
  await form.getByRole("button", { name: english("wallet.depositSubmit"), exact: true }).click();
  // The refusal says the limit and what the day still takes.
  await expect(
    page.getByText(
      "This deposit would pass your deposit limit of 100.00: you can deposit up to 100.00 more in this period.",
    ),
  ).toBeVisible();

  // A raise waits for its cool-down, shown beside the limit still in force; a lower limit and a
  // new loss limit apply at once.
  await centreMenuItem(page, "securityCenter").click();
  const limits = page.getByRole("list", { name: "Your limits" });
  const limitItem = (kind: string) => limits.getByRole("listitem").filter({ hasText: kind });
  await page.getByLabel("Limit", { exact: true }).selectOption("DEPOSIT_DAY");
  await page.getByLabel("Amount (empty removes the limit)").fill("500");
  await page.getByRole("button", { name: "Save limit" }).click();
  await expect(limitItem("Daily deposit limit")).toHaveText(
    /^Daily deposit limit100\.00500\.00 from \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
  );
  await page.getByLabel("Amount (empty removes the limit)").fill("50");
  await page.getByRole("button", { name: "Save limit" }).click();
  await expect(limitItem("Daily deposit limit")).toHaveText("Daily deposit limit50.00");
  await page.getByLabel("Limit", { exact: true }).selectOption("LOSS_DAY");
  await page.getByLabel("Amount (empty removes the limit)").fill("30");
  await page.getByRole("button", { name: "Save limit" }).click();
  await expect(limitItem("Daily loss limit")).toHaveText("Daily loss limit30.00");
});

test("a toast over the member centre is readable and closable, and the centre stays open", async ({ page, portal }) => {
  const member = await createMember(portal);
  await login(page, member.account);
  // Role queries leave out what is aria-hidden: the dialog hides the page behind it, not the toast.
  const toasts = page.getByRole("region", { name: "Notifications (F8)" });
  const saveLimit = async (amount: string) => {
    await page.getByLabel("Limit", { exact: true }).selectOption("DEPOSIT_DAY");
    await page.getByLabel("Amount (empty removes the limit)").fill(amount);
    await page.getByRole("button", { name: "Save limit" }).click();
    await expect(toasts.getByText("Limit saved.")).toBeVisible();
  };
  await openSecurityCentre(page);
  await saveLimit("100");
  await toasts.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Limit saved.")).toHaveCount(0);
  await page.getByRole("dialog", { name: "Member center" }).getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog", { name: "Member center" })).toHaveCount(0);

  // Opened again: the toasts' host is on the page now, when the dialog hides everything but itself.
  await openSecurityCentre(page);
  await saveLimit("50");
  // The pointer over the toast holds its 4-second timer (Radix pauses on hover), so a slow
  // accessibility scan does not outlast it.
  await toasts.getByText("Limit saved.").hover();
  await expectAccessible(page, "a toast over the member centre");
  // Clicked for real (no force): the dialog's pointer lock on the page does not reach the toast.
  await toasts.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Limit saved.")).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Member center" })).toBeVisible();
});

test("a time-out logs the member out and refuses the next login", async ({ page, portal }) => {
  const member = await createMember(portal, { paymentPassword: true });
  await fundMember(portal, member.id, "80");
  const token = await login(page, member.account);
  // 30.00 of it in the sandbox vendor's game wallet: the break counts it, and brings it back.
  const moved = await portal.app.inject({
    method: "POST",
    url: API.walletTransfer,
    headers: { authorization: token },
    payload: { from: "MAIN", to: "SANDBOX", amount: "30", requestId: `e2e-${member.id}-to-game` },
  });
  expect(moved.json().value?.status, moved.body).toBe("SUCCEEDED");
  // Read afresh: the balance the page read at login is from before the transfer.
  await page.reload();
  await openSecurityCentre(page);
  await page.getByLabel("Time-out length").selectOption("24");
  await page.getByRole("button", { name: "Take a time-out" }).click();
  const confirm = page.getByRole("dialog", { name: "Take a time-out" });
  await expect(confirm).toContainText("For 24 hours you will be logged out");
  // Money left in the wallets cannot be withdrawn during the break: the withdrawal is offered first.
  await expect(confirm).toContainText(english("protection.moneyLeft", { amount: "80.00" }));
  await expectAccessible(page, "the time-out confirmation");
  await confirm.getByRole("button", { name: english("protection.withdrawFirst") }).click();
  await expect(page.getByRole("region", { name: english("wallet.withdrawTitle") })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Take a time-out" })).toHaveCount(0);
  await centreMenuItem(page, "securityCenter").click();
  await expect(page.getByRole("heading", { name: "Responsible gaming" })).toBeVisible();
  await page.getByLabel("Time-out length").selectOption("24");
  await page.getByRole("button", { name: "Take a time-out" }).click();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expectLoggedOutAndRefused(page, member.account, untilAnyTime("errorDetails.ACCOUNT_TIMED_OUT"));
  // The game wallet was brought back to the main wallet as the break started.
  const [gameWallet] = await portal.database.db
    .select()
    .from(sandboxVendorWallets)
    .where(eq(sandboxVendorWallets.player, `m${member.id}`));
  expect(gameWallet?.balance).toBe(0n);
});

/**
 * Play time passes: the page's clock runs on by `duration` ("mm:ss"), and the portal's protection
 * clock with it (the reality check counts on the server's clock, read at each game page).
 */
async function playFor(page: import("@playwright/test").Page, portal: RunningPortal, duration: string) {
  const [minutes, seconds] = duration.split(":").map(Number);
  portal.protectionClock.advance((minutes! * 60 + seconds!) * 1000);
  await page.clock.runFor(duration);
}

/** A member with a reality check every 15 minutes, on a page whose clock the spec drives. */
async function playerWithRealityCheck(page: import("@playwright/test").Page, portal: RunningPortal) {
  await page.clock.install();
  const member = await createMember(portal);
  await portal.database.db.insert(memberRealityChecks).values({ memberId: member.id, minutes: 15 });
  return member;
}

test("a self-exclusion says it cannot be undone, logs the member out and refuses the next login", async ({
  page,
  portal,
}) => {
  const member = await createMember(portal);
  await login(page, member.account);
  await openSecurityCentre(page);
  await page.getByLabel("Self-exclusion length").selectOption("6");
  await page.getByRole("button", { name: "Self-exclude" }).click();
  const confirm = page.getByRole("dialog", { name: "Self-exclude" });
  await expect(confirm).toContainText("For 6 months you will be logged out");
  await expect(confirm).toContainText("This cannot be undone: neither you nor our staff can end it early.");
  await expectAccessible(page, "self-exclusion confirmation");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expectLoggedOutAndRefused(page, member.account, untilAnyTime("errorDetails.SELF_EXCLUDED"));
});

test.describe("the reality check", () => {
  // Its own portal: these specs move the portal's protection clock with the page's.
  test.use({ portalEnv: {} });

  test("the reality check shows after the member's interval of play, and Stop leaves the game", async ({
    page,
    portal,
  }) => {
    // The member sets the reminder in the security centre.
    await page.clock.install();
    const member = await createMember(portal);
    await login(page, member.account);
    await openSecurityCentre(page);
    await expect(page.getByLabel("Reality check")).toHaveValue("0");
    await page.getByLabel("Reality check").selectOption("15");
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText("Reality check updated.");
    await expect(page.getByLabel("Reality check")).toHaveValue("15");
    const sessionRead = page.waitForResponse((res) => res.url().includes("/wps/member/protection/session"));
    await page.goto("/game?vassalage=EVO");
    expect((await (await sessionRead).json()).value.realityCheckMinutes).toBe(15);
    await playFor(page, portal, "14:00");
    await expect(page.getByRole("dialog", { name: "Reality check" })).toHaveCount(0);
    await playFor(page, portal, "01:01");
    const check = page.getByRole("dialog", { name: "Reality check" });
    await expect(check).toContainText("Net result: 0.00");
    await check.getByRole("button", { name: "Stop playing" }).click();
    await expect(page).toHaveURL(/\/(index)?$/);
  });

  test("the reality check counts from the login across game pages: /game, /seamless and a house game's page", async ({
    page,
    portal,
  }) => {
    const member = await playerWithRealityCheck(page, portal);
    const token = await login(page, member.account);
    const [slot] = await portal.database.db.select().from(games).where(eq(games.gameCode, SLOT_GAME_CODE));
    const check = page.getByRole("dialog", { name: "Reality check" });

    // Each game page reads the login's play session once it has loaded (before the clock moves on,
    // which would otherwise run out the page's load timeout).
    const sessionRead = () => page.waitForResponse((res) => res.url().includes("/wps/member/protection/session"));

    // Ten minutes at one game, then another game on /seamless: its reminder is 15 minutes after the login.
    let read = sessionRead();
    await page.goto(`/game?nodeId=${slot!.id}`);
    await read;
    await playFor(page, portal, "10:00");
    read = sessionRead();
    await page.goto("/seamless?vassalage=EVO");
    await read;
    await playFor(page, portal, "04:00");
    await expect(check).toHaveCount(0);
    await playFor(page, portal, "01:30");
    await expect(check).toContainText("You have been playing for 15 minutes this session.");
    await expectAccessible(page, "reality check on /seamless");
    await check.getByRole("button", { name: "Continue" }).click();
    await expect(check).toHaveCount(0);

    // The house slot's own page (opened by its game address): the next reminder, 30 minutes after the login.
    const { gameUrl } = await launchHouseGame(portal, token, SLOT_GAME_CODE);
    await playFor(page, portal, "10:00");
    read = sessionRead();
    await page.goto(gameUrl);
    await expect(page.getByRole("button", { name: "Spin" })).toBeVisible();
    await read;
    await playFor(page, portal, "04:00");
    await expect(check).toHaveCount(0);
    await playFor(page, portal, "01:00");
    await expect(check).toContainText("You have been playing for 30 minutes this session.");
  });
});

test("registration needs the 18+ and terms box", async ({ page }) => {
  await page.goto("/register");
  const register = page.getByRole("dialog", { name: english("register.title") });
  await register.getByRole("tab", { name: english("register.byUsername") }).click();
  await register
    .getByRole("textbox", { name: new RegExp(`^${english("register.fields.username")}`) })
    .fill(`adult${Date.now().toString(36)}`.slice(0, 16));
  await register.getByLabel(new RegExp(`^${english("register.fields.password")}`)).fill(PASSWORD);
  await register.getByLabel(new RegExp(`^${english("register.fields.confirmPassword")}`)).fill(PASSWORD);
  const submit = register.getByRole("button", { name: english("register.submit"), exact: true });
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "confirm that you are 18 or over" })).toBeVisible();
  await expect(register).toBeVisible();
  await page.getByLabel(/I confirm I am 18 or over/).check();
  await submit.click();
  // Gone from the page, not only from the accessibility tree.
  await expect(page.getByRole("dialog", { name: english("register.title"), includeHidden: true })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the responsible gaming section fits the screen", async ({ page, portal }) => {
    const member = await createMember(portal);
    await login(page, member.account);
    await openSecurityCentre(page);
    const save = page.getByRole("button", { name: "Save limit" });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    const overflow = await page.evaluate(() => {
      const el = document.documentElement;
      return el.scrollWidth - el.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
