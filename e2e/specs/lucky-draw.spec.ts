import type { Page } from "@playwright/test";
import { createMember, login } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { confirmedDeposit, promotionIdOf } from "../fixtures/promotions";
import { definitionOf } from "../fixtures/roles";
import defaultEn from "../../apps/web/src/locales/en.json" with { type: "json" };
import missionsEn from "../../apps/web/src/locales/missions/en.json" with { type: "json" };
import promotionsEn from "../../apps/web/src/locales/promotions/en.json" with { type: "json" };

// The demo brand's lucky draw (decision 0046: a draw per 100.00 deposited, at most 5) and weekly
// cashback (decision 0045) as a member finds them on their promotion's page.

const en = { ...defaultEn, ...promotionsEn, ...missionsEn };
const raffle = (page: Page) => page.getByRole("region", { name: en.promo.raffle.title, exact: true });
const standing = (page: Page) => raffle(page).getByRole("region", { name: en.promo.raffle.yourDraws, exact: true });

test.describe("the lucky draw", () => {
  test("a visitor sees the prizes and is asked to log in", async ({ page, portal }) => {
    await page.goto(`/promoDetail?id=${await promotionIdOf(portal, "lucky-draw")}`);
    const panel = raffle(page);
    await expect(panel.getByRole("table", { name: en.promo.raffle.prizes })).toBeVisible();
    await expect(panel.getByRole("cell", { name: "88.00 cash", exact: true })).toBeVisible();
    await expect(panel.getByRole("button", { name: en.promo.raffle.loginButton })).toBeVisible();
    await expect(panel.getByRole("button", { name: en.promo.raffle.draw })).toHaveCount(0);
  });

  test("a member's deposit earns a draw, drawn once with its fairness shown; the count goes down", async ({
    page,
    portal,
  }) => {
    const member = await createMember(portal, { paymentPassword: true });
    const token = await login(page, member.account);
    await confirmedDeposit(portal, token, "100");
    await page.goto(`/promoDetail?id=${await promotionIdOf(portal, "lucky-draw")}`);
    const mine = standing(page);
    await expect(definitionOf(mine, en.promo.raffle.available)).toHaveText("1");
    await mine.getByRole("button", { name: en.promo.raffle.draw, exact: true }).click();
    // Won or not, the result is announced, and the draw is in the history with its nonce.
    await expect(mine.getByRole("status")).toHaveText(
      /You won .+ cash — claim it in the reward center|No prize this time/,
    );
    await expect(mine.getByRole("button", { name: en.promo.raffle.draw, exact: true })).toHaveCount(0);
    await expect(definitionOf(mine, en.promo.raffle.available)).toHaveText("0");
    await expect(definitionOf(mine, en.promo.raffle.used)).toHaveText("1");
    // The next draw needs another 100.00 of deposits.
    await expect(mine.getByText(en.promo.raffle.next.DEPOSIT.replace("{{amount}}", "100.00"))).toBeVisible();
    const history = raffle(page).getByRole("table", { name: en.promo.raffle.history });
    await expect(history.getByRole("row")).toHaveCount(2);
    // The seed's hash is shown from the start: the seed itself once the draw has ended.
    await mine.getByRole("button", { name: en.promo.raffle.fairness }).click();
    await expect(mine.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
    await expectAccessible(page, "lucky draw");
  });
});

test.describe("weekly cashback", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a member sees the week's cashback building up and that nothing is to be claimed", async ({ page, portal }) => {
    const member = await createMember(portal, { paymentPassword: true });
    await login(page, member.account);
    await page.goto(`/promoDetail?id=${await promotionIdOf(portal, "weekly-cashback")}`);
    const yours = page.getByRole("region", { name: en.promo.cashback.yourCashback, exact: true });
    await expect(yours).toContainText("This week so far: net loss 0.00, cashback 0.00");
    await expect(page.getByRole("button", { name: /Claim/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
