import type { Locator, Page } from "@playwright/test";
import { pathWith } from "@portal/contract/api/paths";
import {
  EVENT_ADMIN,
  EVENT_API,
  EVENT_COMMENT_MAX,
  EVENT_MAX_IMAGES,
  type adminApplicationSchema,
} from "@portal/contract/api/promotion-events";
import { createMember, login, openCentrePage, showHeaderBalance } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { asOperator, operatorCall, promotionIdOf, promotionTitle } from "../fixtures/promotions";
import { definitionOf, english, headerBalance } from "../fixtures/roles";
import { checkLedger } from "../fixtures/server";
import defaultEn from "../../apps/web/src/locales/en.json" with { type: "json" };
import promotionsEn from "../../apps/web/src/locales/promotions/en.json" with { type: "json" };

/** The default texts and the promotions' own (a lazy namespace: their top-level keys are distinct). */
const en = { ...defaultEn, ...promotionsEn };

// Apply-to-join events (decision 0040): a member applies to the demo brand's "Refer a Friend"
// promotion, made an event, with a comment and two images; the form refuses, before anything is
// sent, a comment over 140 characters and a fourth image. An operator reviews the application
// through the operator API (the back office's, as it will), and the member sees the prize on the
// promotion's page and claims it in the Reward center.

/** The demo promotion made an event here: informational only, and no other spec reads its page. */
const REFERRAL = "referral-reward";
const TITLE = promotionTitle(REFERRAL);
const DAY = 86_400_000;

type AdminApplication = ReturnType<(typeof adminApplicationSchema)["parse"]>;
type AdminEvent = {
  id: number;
  announcementId: number;
  labels: string[];
  agentIds: number[];
  endsAt: number | null;
  active: boolean;
};

/** An 8x8 PNG and an 8x8 JPEG, as a phone's camera roll has them (the server decodes and re-encodes both). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQqDiBFTEMLQkAAtVaAdp8aMgAAAAASUVORK5CYII=",
  "base64",
);
const JPEG = Buffer.from(
  "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKQAI2f/2Q==",
  "base64",
);
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
const jpeg = (name: string) => ({ name, mimeType: "image/jpeg", buffer: JPEG });

/**
 * The referral promotion as an apply-to-join event open to every member from yesterday on, made
 * through the operator API once per portal (the specs of a worker share it; an event cannot be
 * made twice, so one made already is taken as it is). Answers the promotion's id.
 */
async function referralEvent(portal: RunningPortal): Promise<number> {
  const promotionId = await promotionIdOf(portal, REFERRAL);
  const events = (await asOperator(portal, "GET", EVENT_ADMIN.events)).list as AdminEvent[];
  const event =
    events.find((e) => e.announcementId === promotionId) ??
    ((await asOperator(portal, "POST", EVENT_ADMIN.events, {
      announcementId: promotionId,
      startsAt: Date.now() - DAY,
      endsAt: null,
    })) as AdminEvent);
  expect(event).toMatchObject({ announcementId: promotionId, labels: [], agentIds: [], endsAt: null, active: true });
  return promotionId;
}

/** The member's application to the event, as the back office lists the applications. */
async function applicationOf(portal: RunningPortal, account: string): Promise<AdminApplication> {
  const page = await asOperator(portal, "GET", `${EVENT_ADMIN.applications}?pageSize=200`);
  const mine = (page.list as AdminApplication[]).filter((a) => a.account === account);
  expect(mine, `${account}'s applications`).toHaveLength(1);
  return mine[0]!;
}

/** The operator's review of an application (the back office's decision). */
const review = (portal: RunningPortal, id: number, body: object) =>
  asOperator(portal, "POST", pathWith(EVENT_ADMIN.review, { id }), body);

/** The promotion page's event panel. */
const eventPanel = (page: Page) => page.getByRole("region", { name: en.promo.event.title });
/** An application, an article named by its promotion's title. */
const applicationCard = (scope: Locator) => scope.getByRole("article", { name: TITLE, exact: true });
const statusOf = (card: Locator) => definitionOf(card, en.promo.application.statusLabel);
/** A text as a pattern that finds it within a longer one (an accessible description of several parts). */
const within = (...texts: string[]) =>
  new RegExp(texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*"));

test.describe("promotions: an apply-to-join event", () => {
  test("a member applies with a comment and two images, sees it reviewed and claims the prize", async ({
    page,
    portal,
  }) => {
    const promotionId = await referralEvent(portal);
    const member = await createMember(portal);
    await login(page, member.account);
    // Every application the page sends, to tell that a refused form sent nothing.
    const applyPath = pathWith(EVENT_API.apply, { id: promotionId });
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === applyPath) sent.push(request.url());
    });

    await page.goto(`/promoDetail?id=${promotionId}`);
    await expect(page.getByRole("heading", { level: 2, name: TITLE })).toBeVisible();
    const panel = eventPanel(page);
    const form = panel.getByRole("form", { name: en.promo.event.applyHeading });
    await expect(form).toBeVisible();

    // A comment one character too long: told at once, and Submit sends nothing.
    const comment = form.getByRole("textbox", { name: en.promo.application.comment, exact: true });
    const tooLong = english("promo.application.commentTooLong", { max: EVENT_COMMENT_MAX });
    await comment.fill("x".repeat(EVENT_COMMENT_MAX + 1));
    await expect(form.getByRole("alert")).toHaveText(tooLong);
    await expect(comment).toHaveAttribute("aria-invalid", "true");
    await expect(comment).toHaveAccessibleDescription(within(`${EVENT_COMMENT_MAX + 1}/${EVENT_COMMENT_MAX}`, tooLong));
    const submit = form.getByRole("button", { name: en.promo.application.submit });
    await submit.click();
    await expect(comment).toBeFocused();
    await expect(form.getByRole("alert")).toHaveText(tooLong);

    // Two images, a PNG and a JPEG, each shown by its name.
    const images = form.getByLabel(en.promo.application.images, { exact: true });
    const chosen = form.getByRole("list", { name: en.promo.application.chosen });
    await images.setInputFiles([png("winning-ticket.png"), jpeg("friend-signup.jpg")]);
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await expect(chosen.getByRole("img", { name: "winning-ticket.png" })).toBeVisible();
    await expect(chosen.getByRole("img", { name: "friend-signup.jpg" })).toBeVisible();

    // Two more: the third fills the form, the fourth is refused in words and the input is full.
    await images.setInputFiles([png("third.png"), jpeg("fourth.jpg")]);
    await expect(chosen.getByRole("listitem")).toHaveCount(EVENT_MAX_IMAGES);
    await expect(form.getByRole("alert").filter({ hasText: "fourth.jpg" })).toHaveText(
      english("promo.application.refused.tooMany", { name: "fourth.jpg", max: EVENT_MAX_IMAGES }),
    );
    await expect(images).toBeDisabled();
    await expect(images).toHaveAccessibleDescription(
      within(english("promo.application.imagesFull", { max: EVENT_MAX_IMAGES })),
    );
    // The third is removed again: two images are sent.
    await chosen.getByRole("button", { name: english("promo.application.remove", { name: "third.png" }) }).click();
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await expect(images).toBeEnabled();
    await expect(images).toBeFocused();
    await expect(form.getByRole("alert").filter({ hasText: "fourth.jpg" })).toHaveCount(0);

    // A comment that fits: no message left. Nothing was sent so far.
    const text = "Invited my friend Sam, who signed up and deposited on Monday. Screenshots attached.";
    await comment.fill(text);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(comment).not.toHaveAttribute("aria-invalid");
    expect(sent, "applications sent before a valid Submit").toEqual([]);
    await expectAccessible(page, "an event's application form with two images");

    await submit.click();
    await expect(panel.getByRole("status")).toHaveText(en.promo.event.applied);
    await expect(form).toHaveCount(0);
    const card = applicationCard(panel);
    await expect(statusOf(card)).toHaveText(en.promo.application.status.APPLYING);
    await expect(definitionOf(card, en.promo.application.comment)).toHaveText(text);
    await expect(definitionOf(card, en.promo.application.images)).toHaveText("2");
    await expect(definitionOf(card, en.promo.application.prize)).toHaveCount(0);
    await expect(card.getByRole("button", { name: en.promo.application.claim })).toHaveCount(0);
    expect(sent).toHaveLength(1);

    // The back office sees what was sent: the comment and both images, each as its own type.
    const application = await applicationOf(portal, member.account);
    expect(application).toMatchObject({ promotionId, status: "APPLYING", comment: text, images: 2, prize: null });
    const image = (index: number) =>
      operatorCall(portal, "GET", pathWith(EVENT_ADMIN.applicationImage, { id: application.id, index }));
    const [first, second, third] = await Promise.all([image(0), image(1), image(2)]);
    expect([first.statusCode, first.headers["content-type"]]).toEqual([200, "image/png"]);
    expect([second.statusCode, second.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    expect(third.statusCode).toBe(404);

    // Taken up, then a prize issued with a note.
    expect((await review(portal, application.id, { decision: "PROCESS" })).status).toBe("PROCESS");
    await page.reload();
    await expect(statusOf(applicationCard(eventPanel(page)))).toHaveText(en.promo.application.status.PROCESS);
    const note = "Thanks for bringing Sam along. Enjoy!";
    expect((await review(portal, application.id, { decision: "ISSUED", prize: "25.00", note })).status).toBe("ISSUED");

    // The member comes back to the promotion: the prize and the note.
    await page.reload();
    const reviewed = applicationCard(eventPanel(page));
    await expect(statusOf(reviewed)).toHaveText(en.promo.application.status.ISSUED);
    await expect(definitionOf(reviewed, en.promo.application.prize)).toHaveText("25.00");
    await expect(definitionOf(reviewed, en.promo.application.note)).toHaveText(note);
    await expect(definitionOf(reviewed, en.promo.application.reviewedAt)).toBeVisible();
    await expect(eventPanel(page).getByRole("form")).toHaveCount(0);

    // The Reward center: the prize waits for its Claim.
    await showHeaderBalance(page);
    await expect(headerBalance(page)).toHaveText("0.00");
    await openCentrePage(page, "rewardCenter");
    const mine = page.getByRole("region", { name: en.promo.application.mine });
    const waiting = applicationCard(mine);
    await expect(statusOf(waiting)).toHaveText(en.promo.application.status.ISSUED);
    await expect(definitionOf(waiting, en.promo.application.prize)).toHaveText("25.00");
    await expect(definitionOf(waiting, en.promo.application.note)).toHaveText(note);
    await expectAccessible(page, "the reward center with a prize to claim");

    await waiting.getByRole("button", { name: en.promo.application.claim }).click();
    await expect(waiting.getByRole("status")).toHaveText(english("promo.application.claimDone", { amount: "25.00" }));
    await expect(statusOf(waiting)).toHaveText(en.promo.application.status.CLAIMED);
    await expect(waiting.getByRole("button", { name: en.promo.application.claim })).toHaveCount(0);
    await expect(headerBalance(page)).toHaveText("25.00");
    expect(await applicationOf(portal, member.account)).toMatchObject({ status: "CLAIMED", prize: "25.00" });
    expect(await checkLedger(portal.database.db)).toEqual([]);
  });
});
