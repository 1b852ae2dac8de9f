import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { API, pathWith } from "@portal/contract/api/paths";
import { POINTS_ADMIN, POINTS_API, POINTS_CURRENCY, type AdminReward } from "@portal/contract/api/points";
import { VIP_ADMIN, type vipAdminLevelSchema } from "@portal/contract/api/vip";
import { importServerKey, sealRequest } from "@portal/contract/encrypted-body";
import type { z } from "zod";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import loyalty from "../../apps/back-office/src/locales/loyalty/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { createMember, login, PAYMENT_PASSWORD } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { asOperator, promotionTitle } from "../fixtures/promotions";
import { cellUnder, dataRows, definitionOf, english, fill } from "../fixtures/roles";
import { openAccount, platformAccount, postTransfer } from "../fixtures/server";

// Promotions & loyalty in the back office (missions, lucky draws, VIP levels, the points mall) as
// an operator uses them, each decision seen in the portal: a VIP level's gift on the VIP page, a
// new points-mall reward in a member's mall, a physical reward's redemption rejected with the
// member's points back. The portal is the worker's: what changes for the whole brand (the VIP
// figure, the new reward) is put back at the end of its test.

const menu = (page: Page) => page.getByRole("navigation", { name: common.nav.label });
const inLanguage = (field: string, language: string) => fill(loyalty.form.inLanguage, { field, language });
/** An action's outcome, as its toast says it. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A back-office row's cell under a column's heading (the heading's sort arrow left out). */
async function cellOf(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = table.getByRole("columnheader");
  await expect(headers.filter({ hasText: header }).first()).toBeAttached();
  const index = (await headers.allTextContents()).map((text) => text.replace(/[↕▲▼]/g, "").trim()).indexOf(header);
  expect(index, `a column headed "${header}"`).toBeGreaterThanOrEqual(0);
  return row.getByRole("cell").nth(index);
}

type VipLevel = z.infer<typeof vipAdminLevelSchema>;

/** A level as the call takes it back (restoring what a test changed). */
const levelInput = (l: VipLevel) => ({
  name: l.names,
  minDeposit: l.minDeposit,
  minBets: l.minBets,
  keepBets: l.keepBets,
  upgradeGift: l.upgradeGift,
  monthlyGift: l.monthlyGift,
  rebateBp: l.rebateBp,
  withdrawDailyMax: l.withdrawDailyMax,
  withdrawDailyCount: l.withdrawDailyCount,
});

/** Gives a member points straight in the ledger from the points issuer (points the UI cannot make). */
async function givePoints(portal: RunningPortal, memberId: number, points: number) {
  const { db } = portal.database;
  const issuer = await platformAccount(db, portal.merchantId, "POINTS_ISSUER", POINTS_CURRENCY);
  const account = await openAccount(db, {
    merchantId: portal.merchantId,
    ownerType: "MEMBER",
    ownerId: memberId,
    kind: "POINTS",
    currency: POINTS_CURRENCY,
  });
  await postTransfer(db, {
    id: `e2e-points:${randomUUID()}`,
    merchantId: portal.merchantId,
    debitAccountId: issuer.id,
    creditAccountId: account.id,
    amount: BigInt(points),
    reason: "POINTS_EARNED",
  });
}

/** A member's redemption through the API, sealed as the portal sends it. */
async function redeem(portal: RunningPortal, token: string, rewardId: number, body: object) {
  const key = await portal.app.inject({ method: "GET", url: API.publicKey });
  const { body: sealed, headers } = await sealRequest(await importServerKey(key.json().value.publicKey), {
    requestId: randomUUID(),
    paymentPassword: PAYMENT_PASSWORD,
    ...body,
  });
  const res = await portal.app.inject({
    method: "POST",
    url: pathWith(POINTS_API.redeem, { id: rewardId }),
    payload: sealed,
    headers: { ...headers, authorization: token },
  });
  expect(res.statusCode, res.body).toBe(200);
}

test.describe("back office: promotions and loyalty", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator walks missions and lucky draws, and a VIP level's new gift shows on the portal's VIP page", async ({
    page,
    portal,
  }) => {
    test.slow();
    const before = ((await asOperator(portal, "GET", VIP_ADMIN.levels)) as { list: VipLevel[] }).list.find(
      (l) => l.level === 5,
    )!;
    const operator = await newOperator(portal, "MARKETING");
    await openBackOfficeAs(page, portal, operator);
    try {
      // Missions: a new one, saved stopped so members of the brand do not see it.
      await menu(page).getByRole("link", { name: common.nav.missions, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: loyalty.missions.title })).toBeVisible();
      const missions = page.getByRole("table", { name: loyalty.missions.title });
      await expect(dataRows(missions).first()).toBeVisible();
      await expectAccessible(page, "missions");
      await page.getByRole("button", { name: loyalty.missions.new }).click();
      const mission = page.getByRole("dialog", { name: loyalty.missions.new });
      const title = `Spin 50 on slots ${Date.now()}`;
      await mission.getByLabel(loyalty.missions.task, { exact: true }).selectOption("BET");
      await mission.getByLabel(loyalty.missions.category).selectOption("RNG");
      await mission.getByLabel(loyalty.missions.target).fill("50.00");
      await mission.getByLabel(loyalty.missions.prize).fill("2.50");
      await mission.getByLabel(inLanguage(loyalty.missions.missionTitle, "English")).fill(title);
      await mission.getByLabel(loyalty.missions.running).uncheck();
      await expectAccessible(page, "new mission dialog");
      await mission.getByRole("button", { name: loyalty.actions.save }).click();
      await expect(toast(page, loyalty.missions.created)).toBeVisible();
      const row = dataRows(missions).filter({ hasText: title });
      await expect(await cellOf(missions, row, loyalty.missions.prize)).toHaveText("2.50");
      await expect(await cellOf(missions, row, loyalty.form.active)).toHaveText(loyalty.form.off);

      // Lucky draws: the demo promotion's raffle and the form of a new one (left unsaved).
      await menu(page).getByRole("link", { name: common.nav.luckyDraws, exact: true }).click();
      const draws = page.getByRole("table", { name: loyalty.draws.title });
      const demoDraw = dataRows(draws).filter({ hasText: promotionTitle("lucky-draw") });
      await expect(demoDraw.getByText(/^88\.00 cash: 88\.00 · /)).toBeVisible();
      await expectAccessible(page, "lucky draws");
      await page.getByRole("button", { name: loyalty.draws.new }).click();
      const raffle = page.getByRole("dialog", { name: loyalty.draws.new });
      await raffle.getByRole("button", { name: loyalty.draws.addPrize }).click();
      await expect(
        raffle.getByRole("group", { name: fill(loyalty.draws.prizeNo, { n: 2 }), exact: true }),
      ).toBeVisible();
      await expectAccessible(page, "new lucky draw dialog");
      await raffle.getByRole("button", { name: loyalty.actions.cancel }).click();
      await expect(raffle).toHaveCount(0);

      // VIP 5's upgrade gift, typed as a decimal amount.
      await menu(page).getByRole("link", { name: common.nav.vipLevels, exact: true }).click();
      const levels = page.getByRole("table", { name: loyalty.vip.title });
      const vip5 = dataRows(levels).filter({ hasText: /^VIP 5/ });
      await expect(await cellOf(levels, vip5, loyalty.vip.upgradeGift)).toHaveText("1,888.00");
      await expectAccessible(page, "VIP levels");
      await vip5.getByRole("button", { name: fill(loyalty.vip.editNamed, { level: 5 }) }).click();
      const dialog = page.getByRole("dialog", { name: fill(loyalty.vip.editTitle, { level: 5 }) });
      await expect(dialog.getByLabel(loyalty.vip.upgradeGift)).toHaveValue("1888.00");
      await dialog.getByLabel(loyalty.vip.upgradeGift).fill("2026.50");
      await expectAccessible(page, "VIP level dialog");
      await dialog.getByRole("button", { name: loyalty.actions.save }).click();
      await expect(toast(page, fill(loyalty.vip.saved, { level: 5 }))).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(await cellOf(levels, vip5, loyalty.vip.upgradeGift)).toHaveText("2,026.50");

      // A visitor reads it on the portal's VIP page.
      const visitor = await page.context().newPage();
      await visitor.goto("/vip");
      const benefits = visitor.getByRole("table", { name: english("vip.table"), exact: true });
      const portalRow = benefits.getByRole("row").filter({ has: visitor.getByRole("rowheader", { name: /^VIP 5\b/ }) });
      await expect(await cellUnder(benefits, portalRow, english("vip.upgradeGift"))).toHaveText("2,026.50");
      await visitor.close();
    } finally {
      await asOperator(portal, "PUT", pathWith(VIP_ADMIN.level, { level: 5 }), levelInput(before));
    }
  });

  test("an operator adds a points-mall reward that a member sees in the mall, then takes it off the mall", async ({
    page,
    portal,
  }) => {
    test.slow();
    const name = `Lucky mug ${Date.now()}`;
    const operator = await newOperator(portal, "MARKETING");
    await openBackOfficeAs(page, portal, operator);
    try {
      await menu(page).getByRole("link", { name: common.nav.pointsMall, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: loyalty.points.title })).toBeVisible();
      const rewards = page.getByRole("table", { name: loyalty.points.rewards });
      await expect(dataRows(rewards).filter({ hasText: "Branded T-shirt" })).toHaveCount(1);
      await expectAccessible(page, "points mall rewards");

      await page.getByRole("button", { name: loyalty.points.newReward }).click();
      const dialog = page.getByRole("dialog", { name: loyalty.points.newReward });
      await dialog.getByLabel(loyalty.points.kind).selectOption("PHYSICAL");
      await dialog.getByLabel(loyalty.points.cost).fill("1234");
      await dialog.getByLabel(loyalty.points.stock, { exact: true }).fill("7");
      await dialog.getByLabel(inLanguage(loyalty.points.name, "English")).fill(name);
      await dialog.getByLabel(inLanguage(loyalty.points.name, "ไทย")).fill(`แก้วนำโชค ${Date.now()}`);
      await dialog.getByLabel(inLanguage(loyalty.points.description, "English")).fill("Sent once approved.");
      await expectAccessible(page, "new reward dialog");
      await dialog.getByRole("button", { name: loyalty.actions.save }).click();
      await expect(toast(page, fill(loyalty.points.created, { name }))).toBeVisible();
      const row = dataRows(rewards).filter({ hasText: name });
      await expect(await cellOf(rewards, row, loyalty.points.cost)).toHaveText("1,234");
      await expect(await cellOf(rewards, row, loyalty.points.stock)).toHaveText("7");

      // A member finds it in the mall, with its cost and description.
      const member = await createMember(portal);
      const memberPage = await page.context().newPage();
      await login(memberPage, member.account);
      await memberPage.goto("/pointMall");
      const card = memberPage.getByRole("article", { name, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByText("Sent once approved.")).toBeVisible();

      // Taken off the mall again (the worker's other specs read the same mall).
      await row.getByRole("button", { name: fill(loyalty.actions.editNamed, { name }) }).click();
      const edit = page.getByRole("dialog", { name: loyalty.points.editTitle });
      await expect(edit.getByLabel(inLanguage(loyalty.points.description, "English"))).toHaveValue(
        "Sent once approved.",
      );
      await edit.getByLabel(loyalty.points.listed).uncheck();
      await edit.getByRole("button", { name: loyalty.actions.save }).click();
      await expect(toast(page, fill(loyalty.points.saved, { name }))).toBeVisible();
      await expect(await cellOf(rewards, row, loyalty.form.active)).toHaveText(loyalty.form.off);
      await memberPage.reload();
      await expect(memberPage.getByRole("article", { name: "Branded T-shirt", exact: true })).toBeVisible();
      await expect(memberPage.getByRole("article", { name, exact: true })).toHaveCount(0);
      await memberPage.close();
    } finally {
      const list = ((await asOperator(portal, "GET", POINTS_ADMIN.rewards)) as { list: AdminReward[] }).list;
      for (const { id, kind, names, descriptions, imageUrl, cost, sort } of list.filter(
        (r) => r.names.en === name && r.active,
      )) {
        await asOperator(portal, "PUT", pathWith(POINTS_ADMIN.reward, { id }), {
          kind,
          name: names,
          description: descriptions,
          imageUrl,
          cost,
          sort,
          active: false,
        });
      }
    }
  });

  test("an operator rejects a member's redemption after confirming; the member has the points back", async ({
    page,
    portal,
  }) => {
    test.slow();
    // Arranged through the API: a member with points redeems the demo T-shirt (a physical reward).
    const member = await createMember(portal, { paymentPassword: true });
    await givePoints(portal, member.id, 3_500);
    const memberPage = await page.context().newPage();
    const token = await login(memberPage, member.account);
    const shirt = ((await asOperator(portal, "GET", POINTS_ADMIN.rewards)) as { list: AdminReward[] }).list.find(
      (r) => r.names.en === "Branded T-shirt",
    )!;
    await redeem(portal, token, shirt.id, {
      delivery: { name: "Nguyen Thi B", phone: "+84 91 234 5678", address: "12 Le Loi, Da Nang" },
    });
    await memberPage.goto("/pointMall");
    const myPoints = memberPage.getByRole("region", { name: english("points.myPoints") });
    await expect(definitionOf(myPoints, english("points.balance"))).toHaveText("500");

    const operator = await newOperator(portal, "MARKETING");
    await openBackOfficeAs(page, portal, operator);
    await menu(page).getByRole("link", { name: common.nav.pointsMall, exact: true }).click();
    await page
      .getByRole("tablist", { name: loyalty.points.tabs })
      .getByRole("tab", { name: loyalty.points.redemptions })
      .click();
    const waiting = page.getByRole("table", { name: loyalty.points.redemptions });
    await expect(page.getByLabel(loyalty.points.status)).toHaveValue("IN_PROCESS");
    const row = dataRows(waiting).filter({ hasText: member.account });
    await expect(await cellOf(waiting, row, loyalty.points.delivery)).toContainText("12 Le Loi, Da Nang");
    await expectAccessible(page, "points mall redemptions");

    const values = { name: "Branded T-shirt", account: member.account };
    await row.getByRole("button", { name: fill(loyalty.points.rejectNamed, values) }).click();
    const confirm = page.getByRole("dialog", { name: fill(loyalty.points.rejectTitle, values) });
    await expect(confirm.getByText(fill(loyalty.points.rejectText, { cost: "3,000" }))).toBeVisible();
    const note = "This size is sold out";
    await confirm.getByLabel(loyalty.points.reason).fill(note);
    await expectAccessible(page, "reject redemption dialog");
    await confirm.getByRole("button", { name: loyalty.points.reject, exact: true }).click();
    await expect(toast(page, fill(loyalty.points.rejected, values))).toBeVisible();
    await expect(row).toHaveCount(0);

    // The member has the points back and reads why.
    await memberPage.reload();
    await expect(definitionOf(myPoints, english("points.balance"))).toHaveText("3,500");
    await memberPage
      .getByRole("tablist", { name: english("points.tabs") })
      .getByRole("tab", { name: english("points.myRedemptions"), exact: true })
      .click();
    const mine = memberPage.getByRole("table", { name: english("points.myRedemptions") });
    await expect(await cellUnder(mine, dataRows(mine).first(), english("points.statusColumn"))).toHaveText(
      `${english("points.status.REJECTED")}${note}`,
    );
    await memberPage.close();
  });
});
