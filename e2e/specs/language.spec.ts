import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/portal";

// Found by place, as their names change with the language: the side bar's first link (help) and
// the main navigation's first entry (home).
const sideHelp = (page: Page) => page.getByRole("complementary").getByRole("link").first();
const navHome = (page: Page) => page.getByRole("banner").getByRole("navigation").getByRole("link").first();

test("the chosen language is applied, stored under hisLang and lang, and kept after reload", async ({ page }) => {
  await page.goto("/index");
  await expect(page.locator("html")).toHaveAttribute("lang", /en/);
  const englishHelp = await sideHelp(page).innerText();

  await page.getByRole("combobox", { name: "Language" }).selectOption("th");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(sideHelp(page)).not.toHaveText(englishHelp);
  await expect(sideHelp(page)).toHaveText(/[\u0E00-\u0E7F]/);
  expect(await page.evaluate(() => [localStorage.getItem("hisLang"), localStorage.getItem("lang")])).toEqual([
    "th",
    "th",
  ]);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(sideHelp(page)).toHaveText(/[\u0E00-\u0E7F]/);
});

for (const [lang, script] of [
  ["cn", /[\u4E00-\u9FFF]/],
  ["ja", /[\u3040-\u30FF\u4E00-\u9FFF]/],
  ["vi", /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i],
] as const) {
  test(`the shell is translated to ${lang}`, async ({ page }) => {
    await page.goto("/index");
    await page.getByRole("combobox", { name: "Language" }).selectOption(lang);
    await expect(sideHelp(page)).toHaveText(script);
    await expect(navHome(page)).toHaveText(script);
  });
}
