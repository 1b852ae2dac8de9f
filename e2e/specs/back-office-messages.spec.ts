import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { and, count, eq } from "drizzle-orm";
import inbox from "../../apps/web/src/locales/inbox/en.json" with { type: "json" };
import common from "../../apps/back-office/src/locales/en.json" with { type: "json" };
import messages from "../../apps/back-office/src/locales/messages/en.json" with { type: "json" };
import { newOperator, openBackOfficeAs } from "../fixtures/back-office";
import { createMember, login, openCentrePage } from "../fixtures/members";
import { expect, expectAccessible, test } from "../fixtures/portal";
import { english, fill, memberCentre } from "../fixtures/roles";
import { memberVip } from "../fixtures/server";

// Issue 17's proof of the operators' side of messages and feedback: an operator sends a message
// to a VIP level from the back office; a member of that level reads it in platform information
// (messageV2) and the badge goes down, another member has no such message. Then the member sends
// feedback with a screenshot, the operator reads it (image and all) in the feedback inbox and
// answers, and the member reads the answer.

/** A real 1x1 PNG: the server decodes and re-encodes uploads (decision 0013). */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** A level no other spec puts members at. */
const LEVEL = 7;

/** The header's messages button, named for the unread count. */
const messagesButton = (page: Page, unread = 0) =>
  page.getByRole("banner", { includeHidden: true }).getByRole("button", {
    name: unread > 0 ? english("header.messagesUnread", { count: unread }) : english("header.messages"),
    exact: true,
    includeHidden: true,
  });
const inboxPage = (page: Page) =>
  memberCentre(page).getByRole("region", { name: english("center.member.messageV2"), exact: true });
const inboxList = (page: Page) => inboxPage(page).getByRole("list", { name: inbox.inbox.listLabel, exact: true });
const feedbackPage = (page: Page) =>
  memberCentre(page).getByRole("region", { name: english("center.member.feedback"), exact: true });

test.describe("back office: messages and feedback", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("a message to a VIP level reaches that level's member only; feedback is answered from the inbox", async ({
    page,
    context,
    portal,
  }) => {
    // Two people, sign-in with enrolment, two portal logins and axe on each screen: a slow spec on two cores.
    test.slow();
    const vip = await createMember(portal);
    const other = await createMember(portal);
    await portal.database.db
      .insert(memberVip)
      .values({ memberId: vip.id, merchantId: portal.merchantId, level: LEVEL, since: new Date() });
    const [atLevel] = await portal.database.db
      .select({ n: count() })
      .from(memberVip)
      .where(and(eq(memberVip.merchantId, portal.merchantId), eq(memberVip.level, LEVEL)));

    // The operator writes the message in the back office.
    await openBackOfficeAs(page, portal, await newOperator(portal, "MARKETING"));
    const menu = page.getByRole("navigation", { name: common.nav.label });
    await menu.getByRole("link", { name: common.nav.sendMessage, exact: true }).click();
    await expect(page).toHaveURL(/\/back-office\/messages\/send$/);
    await expect(page.getByRole("heading", { level: 1, name: messages.send.title })).toBeVisible();
    const form = page.getByRole("form", { name: messages.send.formTitle });
    await form.getByLabel(messages.send.audience, { exact: true }).selectOption({
      label: messages.send.audiences.VIP_LEVEL,
    });
    await form.getByLabel(messages.send.vipLevel, { exact: true }).selectOption({
      label: fill(messages.send.level, { level: LEVEL }),
    });
    const title = `VIP ${LEVEL} weekend ${randomUUID().slice(0, 6)}`;
    await form.getByLabel(messages.send.messageTitle, { exact: true }).fill(title);
    await form
      .getByLabel(messages.send.content, { exact: true })
      .fill("Deposit today and get 20% more.\n\nOnly for our VIP members.");
    await expect(page.getByRole("status", { name: common.ui.loading })).toHaveCount(0);
    await expectAccessible(page, "send message");
    await form.getByRole("button", { name: messages.send.submit, exact: true }).click();

    // The confirmation names the audience; the toast says how many it reached.
    const confirm = page.getByRole("dialog", { name: messages.send.confirmTitle });
    await expect(confirm).toContainText(
      fill(messages.send.confirmText, {
        title,
        audience: fill(messages.send.to.VIP_LEVEL, { target: LEVEL }),
      }),
    );
    await expectAccessible(page, "send message confirmation");
    await confirm.getByRole("button", { name: messages.send.confirm, exact: true }).click();
    await expect(
      page.getByText(fill(messages.send.sent, { count: Number(atLevel!.n) }), { exact: true }),
    ).toBeVisible();
    await expect(confirm).toBeHidden();
    const sentRow = page
      .getByRole("table", { name: messages.broadcasts.title })
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: title, exact: true }) });
    await expect(
      sentRow.getByRole("cell", { name: fill(messages.send.to.VIP_LEVEL, { target: LEVEL }) }),
    ).toBeVisible();

    // The VIP member reads it in platform information; the badge goes down.
    const portalPage = await context.newPage();
    await login(portalPage, vip.account);
    await messagesButton(portalPage, 1).click();
    const card = inboxList(portalPage).getByRole("button", { name: new RegExp(title) });
    await expect(card).toContainText(inbox.inbox.unread);
    await card.click();
    const message = inboxPage(portalPage).getByRole("article", { name: title, exact: true });
    await expect(message.getByText(/Only for our VIP members\./)).toBeVisible();
    await expect(messagesButton(portalPage)).toBeVisible();
    await expect(messagesButton(portalPage)).toHaveText("");

    // The member sends feedback with a screenshot.
    await openCentrePage(portalPage, "feedback");
    const feedbackForm = feedbackPage(portalPage).getByRole("form", { name: inbox.feedback.formHeading, exact: true });
    await feedbackForm
      .getByRole("combobox", { name: inbox.feedback.type, exact: true })
      .selectOption({ label: inbox.feedback.types.PAYMENT });
    const text = `My deposit ${randomUUID().slice(0, 8)} has not arrived`;
    await feedbackForm.getByRole("textbox", { name: inbox.feedback.text, exact: true }).fill(text);
    await feedbackForm
      .getByLabel(inbox.feedback.images, { exact: true })
      .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: TINY_PNG });
    await feedbackForm.getByRole("button", { name: inbox.feedback.submit, exact: true }).click();
    const mine = feedbackPage(portalPage).getByRole("region", { name: inbox.feedback.mine, exact: true });
    await expect(mine.getByRole("article").filter({ hasText: text })).toContainText(inbox.feedback.status.OPEN);

    // The other member's platform information has no such message.
    const otherPage = await context.newPage();
    await login(otherPage, other.account);
    await openCentrePage(otherPage, "messageV2");
    await expect(inboxPage(otherPage).getByText(inbox.inbox.empty, { exact: true })).toBeVisible();
    await expect(inboxPage(otherPage).getByText(title)).toHaveCount(0);
    await expect(messagesButton(otherPage)).toHaveText("");
    await otherPage.close();

    // The operator finds the feedback among the open ones, sees its image, and answers.
    await page.bringToFront();
    await menu.getByRole("link", { name: common.nav.feedback, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: messages.feedback.title })).toBeVisible();
    const queue = page.getByRole("table", { name: messages.feedback.title });
    const row = queue.getByRole("row").filter({ hasText: text });
    await expect(row.getByRole("cell", { name: vip.account, exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: messages.feedback.status.OPEN, exact: true })).toBeVisible();
    await expectAccessible(page, "feedback inbox");
    await row.getByRole("button", { name: messages.feedback.view, exact: true }).click();
    const detail = page.getByRole("dialog", { name: new RegExp(`from ${vip.account}$`) });
    await expect(detail.getByText(text, { exact: true })).toBeVisible();
    await expect(detail).toContainText(messages.feedback.types.PAYMENT);
    await expect(detail.getByRole("img", { name: /^Image 1 of feedback #\d+$/ })).toBeVisible();
    await expectAccessible(page, "feedback detail");
    const reply = `Found it: deposit credited ${randomUUID().slice(0, 6)}.`;
    const replyForm = detail.getByRole("form", { name: messages.feedback.reply });
    await replyForm.getByLabel(messages.feedback.replyLabel).fill(reply);
    await replyForm.getByRole("button", { name: messages.feedback.sendReply, exact: true }).click();
    await expect(
      page.getByText(fill(messages.feedback.replied, { account: vip.account }), { exact: true }),
    ).toBeVisible();
    await expect(detail.getByRole("region", { name: messages.feedback.replyHeading })).toContainText(reply);
    await detail.getByRole("button", { name: common.ui.close }).click();
    // Off the open queue; answered in the list of every status.
    await expect(row).toHaveCount(0);
    await page.getByLabel(messages.feedback.statusLabel, { exact: true }).selectOption({ label: common.ui.all });
    await expect(row.getByRole("cell", { name: messages.feedback.status.ANSWERED, exact: true })).toBeVisible();

    // The answer arrives as a message (the badge, over /ws), and the member reads it on the feedback.
    await portalPage.bringToFront();
    await expect(messagesButton(portalPage, 1)).toHaveCount(1);
    await openCentrePage(portalPage, "messageV2");
    await expect(inboxList(portalPage).getByRole("button", { name: /Reply to your feedback/ })).toBeVisible();
    await openCentrePage(portalPage, "feedback");
    const answered = feedbackPage(portalPage)
      .getByRole("region", { name: inbox.feedback.mine, exact: true })
      .getByRole("article")
      .filter({ hasText: text });
    await expect(answered).toContainText(inbox.feedback.status.ANSWERED);
    await expect(answered.getByRole("region", { name: inbox.feedback.replyHeading, exact: true })).toContainText(reply);
  });
});
