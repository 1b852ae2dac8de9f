import { readFile } from "node:fs/promises";
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { expect, expectAccessible, skipPopups, test } from "../fixtures/portal";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import content from "../../apps/back-office/src/locales/content/en.json" with { type: "json" };
import reports from "../../apps/back-office/src/locales/reports/en.json" with { type: "json" };

// The back office's content and reports as an operator uses them: a banner written in English
// and Thai in the rich-text editor (TipTap), previewed as the server cleans it, uploaded picture,
// saved; a visitor sees its title on the portal's home page in either language; and the profit
// and loss report downloaded as CSV.

/** A 1x1 PNG, the banner's picture (uploaded through the brand image call). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const inLanguage = (field: string, language: string) =>
  content.fields.inLanguage.replace("{{field}}", field).replace("{{language}}", language);

test.describe("back office: content and reports", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator writes a banner in two languages that visitors see, and exports profit and loss as CSV", async ({
    page,
    browser,
    portal,
  }) => {
    // A sign-in with enrolment, the editor's chunk, axe on three views and a second browser.
    test.slow();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const operator = await newOperator(portal, "ADMIN");
    await openBackOfficeAs(page, portal, operator);

    const menu = page.getByRole("navigation", { name: common.nav.label });
    await menu.getByRole("link", { name: common.nav.announcements, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: content.announcements.title })).toBeVisible();
    await expect(page.getByRole("table", { name: content.announcements.title })).toBeVisible();
    await expectAccessible(page, "announcements");

    await page.getByRole("button", { name: content.announcements.new }).click();
    const dialog = page.getByRole("dialog", { name: content.announcements.newTitle });
    await expect(dialog.getByLabel(content.fields.type)).toHaveValue("B");

    // English: a title, and content formatted in the editor (bold from the toolbar).
    const title = `Songkran splash ${Date.now()}`;
    const thaiTitle = `สงกรานต์สาดความสุข ${Date.now()}`;
    await dialog.getByLabel(inLanguage(content.fields.title, "English")).fill(title);
    const english = dialog.getByRole("textbox", { name: inLanguage(content.fields.content, "English") });
    await english.click();
    await page.keyboard.type("Double points ");
    const bold = dialog
      .getByRole("toolbar", {
        name: content.editor.toolbar.replace("{{label}}", inLanguage(content.fields.content, "English")),
      })
      .getByRole("button", { name: content.editor.bold });
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("all weekend");
    await expect(english.locator("strong")).toHaveText("all weekend");

    // Thai: its own title and content.
    await dialog.getByRole("tab", { name: "ไทย" }).click();
    await dialog.getByLabel(inLanguage(content.fields.title, "ไทย")).fill(thaiTitle);
    await dialog.getByRole("textbox", { name: inLanguage(content.fields.content, "ไทย") }).click();
    await page.keyboard.type("คะแนนสองเท่าตลอดสุดสัปดาห์");

    // The picture, uploaded as a brand image: its address fills the field.
    await dialog
      .getByLabel(content.fields.upload)
      .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: PNG });
    await expect(dialog.getByLabel(content.fields.imageUrl)).toHaveValue(/^\/media\/images\/.+/);
    await dialog.getByLabel(content.fields.link).fill("/promotions");

    // The English preview: the server's cleaned HTML, the bold kept.
    await dialog.getByRole("tab", { name: "English" }).click();
    await dialog.getByRole("tab", { name: content.fields.preview }).click();
    const preview = dialog.getByRole("region", { name: inLanguage(content.fields.preview, "English") });
    await expect(preview.locator("strong")).toHaveText("all weekend");
    await expect(preview).toContainText("Double points all weekend");
    await expectAccessible(page, "announcement editor, preview");

    await dialog.getByRole("button", { name: content.actions.save }).click();
    await expect(page.getByText(content.announcements.created, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("cell", { name: title, exact: true })).toBeVisible();

    // A visitor (another browser, nobody signed in) sees the banner on the home page, in English
    // and, after choosing Thai, in Thai. Reduced motion: the carousel stands still on the first
    // banner, the newest of the lowest sort.
    const visitor = await browser.newContext({ baseURL: portal.url, reducedMotion: "reduce" });
    await skipPopups(visitor, portal);
    const home = await visitor.newPage();
    await home.goto("/index");
    await expect(home.getByRole("group", { name: title })).toBeVisible();
    await expect(home.getByText(title, { exact: true })).toBeVisible();
    await home.getByRole("combobox", { name: "Language" }).selectOption("th");
    await expect(home.getByText(thaiTitle, { exact: true })).toBeVisible();
    await visitor.close();

    // Reports: profit and loss for today, downloaded as CSV with the operator's session.
    await menu.getByRole("link", { name: common.nav.reportsAll, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: reports.title })).toBeVisible();
    await expect(page.getByRole("radio", { name: reports.period.today })).toBeChecked();
    await expect(
      page.getByRole("table", { name: reports.profitLoss.title }).or(page.getByText(reports.empty)),
    ).toBeVisible();
    await expectAccessible(page, "reports");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: reports.export.button }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^profit-?[lL]oss-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    expect(text.split(/\r?\n/)[0]).toBe("day,vendor,category,players,rounds,stake,payout,ggr");

    // Members and agents: their tabs answer too.
    await page.getByRole("tab", { name: reports.members.tab }).click();
    await expect(
      page.getByRole("table", { name: reports.members.title }).or(page.getByText(reports.empty)),
    ).toBeVisible();
    await page.getByRole("tab", { name: reports.agents.tab }).click();
    await expect(
      page.getByRole("table", { name: reports.agents.title }).or(page.getByText(reports.empty)),
    ).toBeVisible();

    // The help centre opens and passes axe.
    await menu.getByRole("link", { name: common.nav.helpCentre, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: content.help.title })).toBeVisible();
    await expectAccessible(page, "help centre");
    expect(errors).toEqual([]);
  });
});
