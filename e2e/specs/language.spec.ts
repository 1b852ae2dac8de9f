import { expect, test } from "../fixtures/portal";

test("the chosen language is applied, stored under hisLang and lang, and kept after reload", async ({ page }) => {
  await page.goto("/index");
  await expect(page.locator("html")).toHaveAttribute("lang", /en/);
  const englishHelp = await page.getByTestId("side-help").innerText();

  await page.getByRole("combobox", { name: "Language" }).selectOption("th");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByTestId("side-help")).not.toHaveText(englishHelp);
  await expect(page.getByTestId("side-help")).toHaveText(/[\u0E00-\u0E7F]/);
  expect(await page.evaluate(() => [localStorage.getItem("hisLang"), localStorage.getItem("lang")])).toEqual([
    "th",
    "th",
  ]);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByTestId("side-help")).toHaveText(/[\u0E00-\u0E7F]/);
});

for (const [lang, script] of [
  ["cn", /[\u4E00-\u9FFF]/],
  ["ja", /[\u3040-\u30FF\u4E00-\u9FFF]/],
  ["vi", /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i],
] as const) {
  test(`the shell is translated to ${lang}`, async ({ page }) => {
    await page.goto("/index");
    await page.getByRole("combobox", { name: "Language" }).selectOption(lang);
    await expect(page.getByTestId("side-help")).toHaveText(script);
    await expect(page.getByTestId("nav-home")).toHaveText(script);
  });
}
