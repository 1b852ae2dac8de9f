import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { pathWith } from "@portal/contract/api/paths";
import { POINTS_ADMIN, POINTS_CURRENCY } from "@portal/contract/api/points";
import { createMember, login, PAYMENT_PASSWORD, showHeaderBalance } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { asOperator } from "../fixtures/promotions";
import { cellUnder, dataRows, definitionOf, english, headerBalance } from "../fixtures/roles";
import { checkLedger, openAccount, platformAccount, postTransfer } from "../fixtures/server";

// Points and the points mall (decision 0041): a member redeems the demo mall's rewards with the
// payment password, a physical one goes to the operator's review (the real /admin API, as the back
// office will call it), and points convert to money. The demo rewards are shared by the worker's
// specs: this one only redeems single items, and the rejection puts the T-shirt back in stock.

const MONEY_REWARD = "10.00 bonus cash";
const PHYSICAL_REWARD = "Branded T-shirt";

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

/** The member's one redemption waiting for review, as the back office finds it in its list. */
async function inProcessRedemptionId(portal: RunningPortal, memberId: number): Promise<number> {
  const page = (await asOperator(
    portal,
    "GET",
    `${POINTS_ADMIN.redemptions}?status=IN_PROCESS&page=1&pageSize=100`,
  )) as { list: { id: number; memberId: number }[] };
  const mine = page.list.filter((r) => r.memberId === memberId);
  expect(mine).toHaveLength(1);
  return mine[0]!.id;
}

const pointsBalance = (page: Page) =>
  definitionOf(page.getByRole("region", { name: english("points.myPoints") }), english("points.balance"));
const rewardCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const redeemDialog = (page: Page, name: string) =>
  page.getByRole("dialog", { name: english("points.redeemTitle", { name }), exact: true });
const mallTab = (page: Page, key: string) =>
  page.getByRole("tablist", { name: english("points.tabs") }).getByRole("tab", { name: english(key), exact: true });

test.describe("points mall", () => {
  test("redeems a points-mall item with the payment password; a rejected physical reward gives its points back", async ({
    page,
    portal,
  }) => {
    const member = await createMember(portal, { paymentPassword: true });
    await givePoints(portal, member.id, 4_500);
    await login(page, member.account);
    await page.goto("/pointMall");
    await showHeaderBalance(page);
    await expect(headerBalance(page)).toHaveText("0.00");
    await expect(pointsBalance(page)).toHaveText("4,500");
    // The earbuds cost more than the member has: Redeem waits, and says why.
    const earbuds = rewardCard(page, "Wireless earbuds");
    await expect(earbuds.getByText(english("points.shortBy", { points: "15,500" }), { exact: true })).toBeVisible();
    await expect(earbuds.getByRole("button", { name: english("points.redeem") })).toBeDisabled();
    await expectAccessible(page, "points mall");

    // A money reward: the payment password is asked for; a wrong one is refused in words.
    await rewardCard(page, MONEY_REWARD)
      .getByRole("button", { name: english("points.redeem"), exact: true })
      .click();
    const money = redeemDialog(page, MONEY_REWARD);
    await expect(definitionOf(money, english("points.cost"))).toHaveText(
      english("points.pointsCount", { points: "1,000" }),
    );
    await expect(definitionOf(money, english("points.value"))).toHaveText("10.00");
    await expectAccessible(page, "redeem dialog");
    await money.getByLabel(english("security.paymentPassword"), { exact: true }).fill("000000");
    await money.getByRole("button", { name: english("points.redeemSubmit"), exact: true }).click();
    await expect(money.getByRole("alert")).toHaveText(english("errors.WRONG_PAYMENT_PASSWORD"));
    await money.getByLabel(english("security.paymentPassword"), { exact: true }).fill(PAYMENT_PASSWORD);
    await money.getByRole("button", { name: english("points.redeemSubmit"), exact: true }).click();
    await expect(money.getByRole("status")).toHaveText(
      english("points.redeemedMoney", { name: MONEY_REWARD, amount: "10.00" }),
    );
    await money.getByRole("button", { name: english("points.done"), exact: true }).click();
    await expect(money).toHaveCount(0);
    await expect(pointsBalance(page)).toHaveText("3,500");
    await expect(headerBalance(page)).toHaveText("10.00");

    // A physical reward: where it goes, then it waits for the operator.
    await rewardCard(page, PHYSICAL_REWARD)
      .getByRole("button", { name: english("points.redeem"), exact: true })
      .click();
    const shirt = redeemDialog(page, PHYSICAL_REWARD);
    const delivery = shirt.getByRole("group", { name: english("points.delivery") });
    await delivery.getByRole("textbox", { name: english("points.deliveryName") }).fill("Le Van A");
    await delivery.getByRole("textbox", { name: english("points.deliveryPhone") }).fill("+84 90 000 0000");
    await delivery.getByRole("textbox", { name: english("points.deliveryAddress") }).fill("1 Dong Khoi, HCMC");
    await shirt.getByLabel(english("security.paymentPassword"), { exact: true }).fill(PAYMENT_PASSWORD);
    await shirt.getByRole("button", { name: english("points.redeemSubmit"), exact: true }).click();
    await expect(shirt.getByRole("status")).toHaveText(english("points.redeemedPhysical", { name: PHYSICAL_REWARD }));
    await shirt.getByRole("button", { name: english("points.done"), exact: true }).click();
    await expect(pointsBalance(page)).toHaveText("500");

    await mallTab(page, "points.myRedemptions").click();
    await expect(page).toHaveURL(/[?&]tab=redemptions/);
    const redemptions = page.getByRole("table", { name: english("points.myRedemptions") });
    await expect(dataRows(redemptions)).toHaveCount(2);
    const shirtRow = dataRows(redemptions).filter({ hasText: PHYSICAL_REWARD });
    const moneyRow = dataRows(redemptions).filter({ hasText: MONEY_REWARD });
    const status = english("points.statusColumn");
    await expect(await cellUnder(redemptions, shirtRow, status)).toHaveText(english("points.status.IN_PROCESS"));
    await expect(await cellUnder(redemptions, moneyRow, status)).toHaveText(english("points.status.APPROVED"));
    await expect(await cellUnder(redemptions, shirtRow, english("points.cost"))).toHaveText("3,000");

    // The operator rejects it: the member reads why, and has the points back.
    const note = "Out of this size, sorry";
    await asOperator(
      portal,
      "POST",
      pathWith(POINTS_ADMIN.review, { id: await inProcessRedemptionId(portal, member.id) }),
      {
        approve: false,
        note,
      },
    );
    await page.reload();
    await expect(await cellUnder(redemptions, shirtRow, status)).toHaveText(
      `${english("points.status.REJECTED")}${note}`,
    );
    await expect(pointsBalance(page)).toHaveText("3,500");

    // Points to money at the brand's rate (100 points = 1.00).
    const summary = page.getByRole("region", { name: english("points.myPoints") });
    await summary.getByRole("button", { name: english("points.convert"), exact: true }).click();
    await summary.getByRole("textbox", { name: english("points.convertPoints") }).fill("100");
    await expect(summary.getByRole("status")).toHaveText(english("points.convertPreview", { amount: "1.00" }));
    await summary.getByLabel(english("security.paymentPassword"), { exact: true }).fill(PAYMENT_PASSWORD);
    await summary.getByRole("button", { name: english("points.convertSubmit"), exact: true }).click();
    await expect(summary.getByText(english("points.converted", { points: "100", amount: "1.00" }))).toBeVisible();
    await expect(pointsBalance(page)).toHaveText("3,400");
    await showHeaderBalance(page);
    await expect(headerBalance(page)).toHaveText("11.00");

    // Every move of points, newest first, with the balance after it.
    await mallTab(page, "points.history").click();
    const history = page.getByRole("table", { name: english("points.history") });
    const type = english("points.type");
    const change = english("points.change");
    const after = english("points.balanceAfter");
    const expected: [string, string, string][] = [
      ["POINTS_CONVERTED", "-100", "3,400"],
      ["POINTS_REFUNDED", "+3,000", "3,500"],
      ["POINTS_REDEEMED", "-3,000", "500"],
      ["POINTS_REDEEMED", "-1,000", "3,500"],
      ["POINTS_EARNED", "+4,500", "4,500"],
    ];
    await expect(dataRows(history)).toHaveCount(expected.length);
    for (const [i, [reason, points, balance]] of expected.entries()) {
      const row = dataRows(history).nth(i);
      await expect(await cellUnder(history, row, type)).toHaveText(english(`points.reason.${reason}`));
      await expect(await cellUnder(history, row, change)).toHaveText(points);
      await expect(await cellUnder(history, row, after)).toHaveText(balance);
    }
    expect(await checkLedger(portal.database.db)).toEqual([]);
  });
});
