import type { Page } from "@playwright/test";
import { register } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { english, expectNoSidewaysScroll } from "../fixtures/roles";
import cn from "../../apps/web/src/locales/cn.json" with { type: "json" };
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import ja from "../../apps/web/src/locales/ja.json" with { type: "json" };
import th from "../../apps/web/src/locales/th.json" with { type: "json" };
import vi from "../../apps/web/src/locales/vi.json" with { type: "json" };
import vipCn from "../../apps/web/src/locales/vip/cn.json" with { type: "json" };
import vipJa from "../../apps/web/src/locales/vip/ja.json" with { type: "json" };
import vipTh from "../../apps/web/src/locales/vip/th.json" with { type: "json" };
import vipVi from "../../apps/web/src/locales/vip/vi.json" with { type: "json" };

// The VIP page (/vip, decision 0040): anyone reads the demo brand's levels and their benefits; a
// visitor is invited to log in or register where a member's level would be; a new member is at
// VIP 0 with the way to VIP 1 (1,000.00 in deposits and 5,000.00 in valid bets within 30 days) as
// two progress bars and a sentence, the member's own row of the table marked.

const LEVELS = ["VIP 0", "VIP 1", "VIP 2", "VIP 3", "VIP 4", "VIP 5"];

const myLevel = (page: Page) => page.getByRole("region", { name: english("vip.myLevel"), exact: true });
const benefits = (page: Page) => page.getByRole("table", { name: english("vip.table"), exact: true });
/** A level's row, by its row heading ("VIP 1", then the operator's name of the level if any). */
const levelRow = (page: Page, level: string) =>
  benefits(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${level}\\b`) }) });

async function expectLevelsTable(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: english("vip.benefits"), exact: true })).toBeVisible();
  const rowHeaders = benefits(page).getByRole("rowheader");
  await expect(rowHeaders).toHaveCount(LEVELS.length);
  for (const [i, level] of LEVELS.entries()) await expect(rowHeaders.nth(i)).toHaveText(new RegExp(`^${level}\\b`));
  for (const column of ["vip.level", "vip.minDeposit", "vip.minBets", "vip.upgradeGift", "vip.rebate"]) {
    await expect(benefits(page).getByRole("columnheader", { name: english(column), exact: true })).toBeAttached();
  }
}

test.describe("VIP page", () => {
  test("a visitor reads the levels and benefits and is invited to log in or register", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/vip");
    await expect(page.getByRole("heading", { level: 1, name: english("pages.Vip"), exact: true })).toBeVisible();
    await expectLevelsTable(page);
    // On a laptop every column is in view: the table fits its box rather than scroll inside it.
    await expectNoSidewaysScroll(
      page,
      "VIP benefits at 1366 px",
      page.getByRole("region", { name: english("vip.table"), exact: true }),
    );
    // No member: no row is marked.
    await expect(benefits(page).getByRole("row").and(page.locator("[aria-current]"))).toHaveCount(0);
    await expect(benefits(page).getByText(english("vip.yourLevel"), { exact: true })).toHaveCount(0);

    const invitation = myLevel(page);
    await expect(invitation.getByText(english("vip.loginPrompt"), { exact: true })).toBeVisible();
    await expect(invitation.getByRole("progressbar")).toHaveCount(0);
    await expectAccessible(page, "VIP page for a visitor");

    await invitation.getByRole("button", { name: english("vip.register"), exact: true }).click();
    await expect(page.getByRole("dialog", { name: english("register.title"), exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await invitation.getByRole("button", { name: english("vip.login"), exact: true }).click();
    await expect(page.getByRole("dialog", { name: english("login.title"), exact: true })).toBeVisible();
  });

  test("the benefits table fits a laptop's width in every language", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/vip");
    await expect(benefits(page)).toBeVisible();
    // The header's language picker is named in the language shown.
    let picker = en.header.language;
    for (const [code, shell, vip] of [
      ["cn", cn, vipCn],
      ["ja", ja, vipJa],
      ["th", th, vipTh],
      ["vi", vi, vipVi],
    ] as const) {
      await page.getByRole("combobox", { name: picker, exact: true }).selectOption(code);
      picker = shell.header.language;
      const region = page.getByRole("region", { name: vip.vip.table, exact: true });
      await expect(region.getByRole("columnheader", { name: vip.vip.minBets, exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, `VIP benefits at 1366 px in ${code}`, region);
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a new member sees VIP 0, the way to VIP 1 and their own level marked, without sideways scroll", async ({
      page,
    }) => {
      await register(page);
      await page.goto("/vip");
      const mine = myLevel(page);
      await expect(mine.getByText("VIP 0", { exact: true })).toBeVisible();
      await expect(
        mine.getByText(english("vip.toNext", { deposit: "1,000.00", bets: "5,000.00", days: 30, level: "VIP 1" }), {
          exact: true,
        }),
      ).toBeVisible();
      await expect(
        mine.getByRole("progressbar", { name: english("vip.depositsTowards", { level: "VIP 1" }), exact: true }),
      ).toHaveAttribute("aria-valuetext", english("vip.progressValue", { have: "0.00", need: "1,000.00" }));
      await expect(
        mine.getByRole("progressbar", { name: english("vip.betsTowards", { level: "VIP 1" }), exact: true }),
      ).toHaveAttribute("aria-valuetext", english("vip.progressValue", { have: "0.00", need: "5,000.00" }));
      await expect(mine.getByRole("button", { name: english("vip.login"), exact: true })).toHaveCount(0);

      await expectLevelsTable(page);
      const own = levelRow(page, "VIP 0");
      await expect(own).toHaveAttribute("aria-current", "true");
      await expect(own.getByText(english("vip.yourLevel"), { exact: true })).toBeVisible();
      await expect(levelRow(page, "VIP 1")).not.toHaveAttribute("aria-current", /.*/);

      // The page fits the phone's width: the table becomes one card per level.
      await expectNoSidewaysScroll(page, "VIP page at 390 px");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await own.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page, "VIP page at 390 px, at the member's row");
      await expectAccessible(page, "VIP page for a member on a phone");
    });
  });
});
