import type { Browser, Page } from "@playwright/test";
import type { AdminAnnouncement } from "@portal/contract/api/admin-content";
import { pathWith } from "@portal/contract/api/paths";
import { EVENT_ADMIN, EVENT_API } from "@portal/contract/api/promotion-events";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { createMember, login, openCentrePage } from "../fixtures/members";
import { expect, expectAccessible, skipPopups, test, type RunningPortal } from "../fixtures/portal";
import { asOperator } from "../fixtures/promotions";
import { english } from "../fixtures/roles";
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import content from "../../apps/back-office/src/locales/content/en.json" with { type: "json" };
import promotions from "../../apps/back-office/src/locales/promotions/en.json" with { type: "json" };
import webPromotions from "../../apps/web/src/locales/promotions/en.json" with { type: "json" };

// The back office's Promotions pages as a marketing operator uses them: a promotion written in
// the rich-text editor with a deposit bonus offer, which a member then finds on the portal's
// promotions page; made an event; and a member's application (arranged through the API, as the
// portal's form sends it) reviewed from the applications page, its outcome in the member's
// Reward center. Each promotion made here is switched off again (the worker's portal is shared:
// other specs count the promotions members see).

const DAY = 86_400_000;
/** An 8x8 PNG (the server decodes and re-encodes it). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQqDiBFTEMLQkAAtVaAdp8aMgAAAAASUVORK5CYII=",
  "base64",
);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const inLanguage = (field: string, language: string) => fill(content.fields.inLanguage, { field, language });

/** The promotions made by a test, switched off after it whatever happened. */
const made: { portal: RunningPortal; ids: number[] } = { portal: undefined as unknown as RunningPortal, ids: [] };
async function switchOff(portal: RunningPortal, id: number) {
  const list = (await asOperator(portal, "GET", PROMOTION_ADMIN.promotions)).list as AdminAnnouncement[];
  const promotion = list.find((p) => p.id === id);
  if (!promotion || !promotion.active) return;
  const { title, content: html, imageUrl, link, sort } = promotion;
  await asOperator(portal, "PUT", pathWith(PROMOTION_ADMIN.promotion, { id }), {
    title,
    content: html,
    imageUrl,
    link,
    sort,
    active: false,
  });
}

/** A member signed in on the portal in a browser of their own. */
async function memberBrowser(browser: Browser, portal: RunningPortal) {
  const member = await createMember(portal);
  const context = await browser.newContext({ baseURL: portal.url });
  await skipPopups(context, portal);
  const page = await context.newPage();
  const token = await login(page, member.account);
  return { account: member.account, page, token, close: () => context.close() };
}

const menuLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: common.nav.label }).getByRole("link", { name, exact: true });

test.describe("back office: promotions", () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  test.afterEach(async () => {
    for (const id of made.ids.splice(0)) await switchOff(made.portal, id);
  });

  test("an operator writes a promotion with a deposit bonus that a member finds on the promotions page, and makes it an event", async ({
    page,
    browser,
    portal,
  }) => {
    // A sign-in with enrolment, the editor's chunk, axe on four views and a second browser.
    test.slow();
    made.portal = portal;
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openBackOfficeAs(page, portal, await newOperator(portal, "MARKETING"));

    await menuLink(page, common.nav.promotionOffers).click();
    await expect(page.getByRole("heading", { level: 1, name: promotions.offers.title })).toBeVisible();
    await expect(page.getByRole("table", { name: promotions.offers.title })).toBeVisible();
    await expectAccessible(page, "promotions");

    // The promotion: its English title and text (the editor), shown now.
    const title = `Slots weekend ${Date.now()}`;
    await page.getByRole("button", { name: promotions.offers.new }).click();
    const dialog = page.getByRole("dialog", { name: promotions.offers.newTitle });
    await dialog.getByLabel(inLanguage(promotions.common.title, "English")).fill(title);
    await dialog.getByRole("textbox", { name: inLanguage(content.fields.content, "English") }).click();
    await page.keyboard.type("Deposit this weekend and get half of it again.");
    await expect(dialog.getByLabel(promotions.offers.link)).toHaveValue("/promotions");
    await expectAccessible(page, "new promotion");
    await dialog.getByRole("button", { name: promotions.common.save }).click();
    await expect(page.getByText(promotions.offers.created, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: title, exact: true }) });
    await expect(row.getByRole("cell", { name: promotions.offers.infoOnly })).toBeVisible();
    const list = (await asOperator(portal, "GET", PROMOTION_ADMIN.promotions)).list as AdminAnnouncement[];
    const promotionId = list.find((p) => p.title.en === title)!.id;
    made.ids.push(promotionId);

    // Its offer: a reload bonus of 50 % up to 500 each day, turnover 5 x the bonus.
    await row.getByRole("button", { name: fill(promotions.offers.addOfferNamed, { name: title }) }).click();
    const offer = page.getByRole("dialog", { name: fill(promotions.offers.offerNewTitle, { name: title }) });
    await offer.getByLabel(promotions.offerFields.kind).selectOption("RELOAD");
    await offer.getByLabel(promotions.offerFields.percent).fill("50");
    await offer.getByLabel(promotions.offerFields.maxBonus).fill("500");
    await offer.getByLabel(promotions.offerFields.minDeposit).fill("100");
    await offer.getByLabel(promotions.offerFields.turnoverMultiple).fill("5");
    await offer.getByLabel(promotions.offerFields.turnoverBasis).selectOption("BONUS");
    await offer.getByRole("button", { name: promotions.common.save }).click();
    // A reload bonus needs its period: told, nothing sent.
    await expect(offer.getByText(promotions.problems.reloadPeriod)).toBeVisible();
    await offer.getByLabel(promotions.offerFields.reloadPeriod).selectOption("DAY");
    await expectAccessible(page, "a promotion's offer");
    await offer.getByRole("button", { name: promotions.common.save }).click();
    await expect(page.getByText(promotions.offers.offerCreated, { exact: true })).toBeVisible();
    await expect(offer).toBeHidden();
    await expect(row.getByRole("cell", { name: promotions.kinds.RELOAD })).toBeVisible();
    await expect(row.getByText(promotions.common.state.RUNNING, { exact: true })).toBeVisible();

    // A member finds it on the portal's promotions page with its offer.
    const member = await memberBrowser(browser, portal);
    await member.page.goto("/promotions");
    const card = member.page.getByRole("main").getByRole("link", { name: title });
    await expect(card).toContainText(english("promo.badge", { percent: "50", max: "500" }));
    await card.click();
    await expect(member.page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(member.page.getByText("Deposit this weekend and get half of it again.")).toBeVisible();
    await member.close();

    // The same promotion made an event that takes applications from now on.
    await menuLink(page, common.nav.promotionEvents).click();
    await expect(page.getByRole("heading", { level: 1, name: promotions.events.title })).toBeVisible();
    await expectAccessible(page, "events");
    await page.getByRole("button", { name: promotions.events.new }).click();
    const event = page.getByRole("dialog", { name: promotions.events.newTitle });
    await event.getByLabel(promotions.common.promotion).selectOption({ label: title });
    await event.getByRole("checkbox", { name: "VIP0" }).check();
    await event.getByRole("button", { name: promotions.common.save }).click();
    await expect(page.getByText(promotions.events.created, { exact: true })).toBeVisible();
    const eventRow = page.getByRole("row").filter({ has: page.getByRole("cell", { name: title, exact: true }) });
    await expect(eventRow.getByRole("cell", { name: "VIP0" })).toBeVisible();

    // Switched off again from its dialog: members no longer see it.
    await menuLink(page, common.nav.promotionOffers).click();
    await row.getByRole("button", { name: fill(promotions.offers.editNamed, { name: title }) }).click();
    const edit = page.getByRole("dialog", { name: promotions.offers.editTitle });
    await expect(edit.getByLabel(inLanguage(promotions.common.title, "English"))).toHaveValue(title);
    await edit.getByRole("checkbox", { name: promotions.offers.active }).uncheck();
    await edit.getByRole("button", { name: promotions.common.save }).click();
    await expect(page.getByText(promotions.offers.updated, { exact: true })).toBeVisible();
    await expect(row.getByText(promotions.common.state.INACTIVE, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a member's application is approved from the applications page and the member sees it joined", async ({
    page,
    browser,
    portal,
  }) => {
    test.slow();
    made.portal = portal;
    // Arranged through the operator API: a promotion of this test, an event open to everyone.
    const title = `Photo contest ${Date.now()}`;
    const { id: promotionId } = (await asOperator(portal, "POST", PROMOTION_ADMIN.promotions, {
      title: { en: title },
      content: { en: "<p>Send your best win.</p>" },
    })) as { id: number };
    made.ids.push(promotionId);
    await asOperator(portal, "POST", EVENT_ADMIN.events, { announcementId: promotionId, startsAt: Date.now() - DAY });

    // The member applies with a comment and a picture, as the portal's form sends it.
    const member = await memberBrowser(browser, portal);
    const comment = "My jackpot on Friday night";
    const boundary = "----back-office-promotions";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\n${comment}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="win.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const applied = await portal.app.inject({
      method: "POST",
      url: pathWith(EVENT_API.apply, { id: promotionId }),
      headers: { authorization: member.token, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // Off for members again (the application stays to be reviewed).
    await switchOff(portal, promotionId);

    // The operator finds it among those applying to this event, with its picture, and approves it.
    await openBackOfficeAs(page, portal, await newOperator(portal, "MARKETING"));
    await menuLink(page, common.nav.applications).click();
    await expect(page.getByRole("heading", { level: 1, name: promotions.applications.title })).toBeVisible();
    await expect(page.getByLabel(promotions.common.status)).toHaveValue("APPLYING");
    await page.getByLabel(promotions.applications.event).selectOption({ label: title });
    const table = page.getByRole("table", { name: promotions.applications.title });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("cell", { name: comment })).toBeVisible();
    await expectAccessible(page, "applications");

    await table
      .getByRole("button", { name: fill(promotions.applications.viewNamed, { account: member.account }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: fill(promotions.applications.detailTitle, { account: member.account }),
    });
    const picture = dialog.getByRole("img", {
      name: fill(promotions.applications.imageAlt, { index: 1, account: member.account }),
    });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expectAccessible(page, "an application");
    await dialog.getByRole("button", { name: promotions.applications.decide.JOINED, exact: true }).click();
    const confirm = page.getByRole("dialog", {
      name: fill(promotions.applications.confirmTitle.JOINED, { account: member.account }),
    });
    const note = "Great win, welcome to the contest!";
    await confirm.getByLabel(promotions.applications.noteOptional).fill(note);
    await confirm.getByRole("button", { name: promotions.applications.decide.JOINED, exact: true }).click();
    await expect(
      page.getByText(fill(promotions.applications.done.JOINED, { account: member.account }), { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // The list is read again: nothing is left applying to this event.
    await expect(page.getByText(promotions.applications.empty)).toBeVisible();
    await page.getByLabel(promotions.common.status).selectOption("JOINED");
    await expect(table.getByRole("cell", { name: comment })).toBeVisible();

    // The member sees the outcome and the note in the Reward center.
    await member.page.reload();
    await openCentrePage(member.page, "rewardCenter");
    const mine = member.page.getByRole("region", { name: webPromotions.promo.application.mine });
    const card = mine.getByRole("article", { name: title, exact: true });
    await expect(card).toContainText(webPromotions.promo.application.status.JOINED);
    await expect(card).toContainText(note);
    await member.close();
  });
});
