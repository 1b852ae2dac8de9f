import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { count, eq } from "drizzle-orm";
import { FEEDBACK_ADMIN } from "@portal/contract/api/feedback";
import { INBOX_ADMIN } from "@portal/contract/api/inbox";
import { pathWith } from "@portal/contract/api/paths";
import texts from "../../apps/web/src/locales/inbox/en.json" with { type: "json" };
import { createMember, login, openCentrePage } from "../fixtures/members";
import { expect, expectAccessible, test, type RunningPortal } from "../fixtures/portal";
import { asOperator, operatorCall } from "../fixtures/promotions";
import { english, expectNoSidewaysScroll, fill, memberCentre } from "../fixtures/roles";
import { memberMessages, memberVip } from "../fixtures/server";

// Platform information (messageV2) and feedback, the member's side of issue 17: an operator's
// message reaches the member's badge over /ws without a reload, is read and deleted in the member
// centre; the member sends feedback with a screenshot, the operator answers it, and the member
// reads the answer. The operator's side is the operator API, as the back office calls it.

/** A real 1x1 PNG: the server decodes and re-encodes uploads (decision 0013). */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The header's (desktop) or the tab bar's (phone) messages button, named for the unread count. */
const messagesButton = (page: Page, where: "banner" | "tabs", unread = 0) => {
  const scope =
    where === "banner"
      ? page.getByRole("banner", { includeHidden: true })
      : page.getByRole("navigation", { name: english("tabBar.label"), includeHidden: true });
  return scope.getByRole("button", {
    name:
      unread > 0
        ? english("header.messagesUnread", { count: unread })
        : english(where === "banner" ? "header.messages" : "tabBar.messages"),
    exact: true,
    includeHidden: true,
  });
};

const inboxPage = (page: Page) =>
  memberCentre(page).getByRole("region", { name: english("center.member.messageV2"), exact: true });
const inboxList = (page: Page) => inboxPage(page).getByRole("list", { name: texts.inbox.listLabel, exact: true });
const feedbackPage = (page: Page) =>
  memberCentre(page).getByRole("region", { name: english("center.member.feedback"), exact: true });

/** Sends a message through the operator API, as the back office does. */
function sendMessage(portal: RunningPortal, body: Record<string, unknown>) {
  return asOperator(portal, "POST", INBOX_ADMIN.messages, {
    requestId: randomUUID(),
    content: "<p>Deposit today and get <strong>20%</strong> more.</p>",
    ...body,
  });
}

test.describe("platform information and feedback", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an operator's message reaches the badge over /ws, is opened (the count drops) and deleted", async ({
    page,
    portal,
  }) => {
    const member = await createMember(portal);
    await login(page, member.account);
    await expect(messagesButton(page, "banner")).toBeVisible();

    // Sent while the member is on the page: the badge follows over /ws, no reload.
    const title = `Weekend bonus ${randomUUID().slice(0, 6)}`;
    const sent = await sendMessage(portal, { audience: "MEMBER", target: member.account, title });
    expect(sent).toMatchObject({ recipients: 1 });
    await expect(messagesButton(page, "banner", 1)).toBeVisible();

    await messagesButton(page, "banner", 1).click();
    const card = inboxList(page).getByRole("button", { name: new RegExp(title) });
    await expect(card).toContainText(texts.inbox.unread);
    await expect(inboxPage(page).getByRole("status")).toHaveText(fill(texts.inbox.unreadCount, { count: 1 }));
    await expectAccessible(page, "platform information with an unread message");

    await card.click();
    const message = inboxPage(page).getByRole("article", { name: title, exact: true });
    await expect(message.getByText("20%", { exact: true })).toBeVisible();
    // Opened is read: the badge is gone.
    await expect(messagesButton(page, "banner")).toHaveText("");
    await expectAccessible(page, "a message opened");

    await message.getByRole("button", { name: texts.inbox.delete, exact: true }).click();
    await expect(inboxPage(page).getByText(texts.inbox.empty, { exact: true })).toBeVisible();
    await expect(messagesButton(page, "banner")).toHaveText("");
  });

  test("feedback with a screenshot is answered by an operator; the member reads the answer", async ({
    page,
    portal,
  }) => {
    const member = await createMember(portal);
    await login(page, member.account);

    // Feedback, beside platform information in the member centre.
    await openCentrePage(page, "feedback");
    const form = feedbackPage(page).getByRole("form", { name: texts.feedback.formHeading, exact: true });
    await form.getByRole("combobox", { name: texts.feedback.type, exact: true }).selectOption({
      label: texts.feedback.types.PAYMENT,
    });
    const text = `My deposit ${randomUUID().slice(0, 8)} has not arrived`;
    await form.getByRole("textbox", { name: texts.feedback.text, exact: true }).fill("too short");
    await form.getByRole("button", { name: texts.feedback.submit, exact: true }).click();
    await expect(form.getByRole("alert")).toHaveText(fill(texts.feedback.length, { min: 10, max: 500 }));
    await form.getByRole("textbox", { name: texts.feedback.text, exact: true }).fill(text);
    await form
      .getByLabel(texts.feedback.images, { exact: true })
      .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(form.getByRole("list", { name: texts.feedback.chosen, exact: true })).toContainText("receipt.png");
    await form.getByRole("button", { name: texts.feedback.submit, exact: true }).click();
    const mine = feedbackPage(page).getByRole("region", { name: texts.feedback.mine, exact: true });
    const sentFeedback = mine.getByRole("article").filter({ hasText: text });
    await expect(sentFeedback).toContainText(texts.feedback.status.OPEN);
    await expect(sentFeedback).toContainText(fill(texts.feedback.imageCount, { count: 1 }));
    await expectAccessible(page, "feedback sent");

    // The operator finds it among the open ones, sees its image, and answers.
    const open = (await asOperator(portal, "GET", `${FEEDBACK_ADMIN.list}?status=OPEN&pageSize=200`)) as {
      list: { id: number; text: string; account: string; images: number }[];
    };
    const row = open.list.find((f) => f.text === text);
    expect(row).toMatchObject({ account: member.account, images: 1 });
    const image = await operatorCall(portal, "GET", pathWith(FEEDBACK_ADMIN.image, { id: row!.id, index: 0 }));
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const reply = "Found it: the deposit was credited at 10:05.";
    await asOperator(portal, "POST", pathWith(FEEDBACK_ADMIN.reply, { id: row!.id }), { reply });

    // The answer arrives as a message (the badge, over /ws) and on the feedback.
    await expect(messagesButton(page, "banner", 1)).toHaveCount(1);
    await openCentrePage(page, "messageV2");
    await expect(inboxList(page).getByRole("button", { name: /Reply to your feedback/ })).toBeVisible();
    await openCentrePage(page, "feedback");
    const answered = feedbackPage(page)
      .getByRole("region", { name: texts.feedback.mine, exact: true })
      .getByRole("article")
      .filter({ hasText: text });
    await expect(answered).toContainText(texts.feedback.status.ANSWERED);
    await expect(answered.getByRole("region", { name: texts.feedback.replyHeading, exact: true })).toContainText(reply);
    await expectAccessible(page, "feedback answered");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a message to a VIP level reaches a member of that level (and not another), read from the tab bar", async ({
      page,
      portal,
    }) => {
      const vip = await createMember(portal);
      const other = await createMember(portal);
      await portal.database.db
        .insert(memberVip)
        .values({ memberId: vip.id, merchantId: portal.merchantId, level: 4, since: new Date() });
      const title = `VIP 4 only ${randomUUID().slice(0, 6)}`;
      await sendMessage(portal, { audience: "VIP_LEVEL", target: 4, title });
      const [others] = await portal.database.db
        .select({ n: count() })
        .from(memberMessages)
        .where(eq(memberMessages.memberId, other.id));
      expect(Number(others!.n)).toBe(0);

      await login(page, vip.account);
      await messagesButton(page, "tabs", 1).click();
      const card = inboxList(page).getByRole("button", { name: new RegExp(title) });
      await expect(card).toBeVisible();
      await expectNoSidewaysScroll(page, "platform information on a phone");
      await card.click();
      const message = inboxPage(page).getByRole("article", { name: title, exact: true });
      await expect(message.getByText("20%", { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, "a message on a phone");
      await expectAccessible(page, "a message on a phone");
      await message.getByRole("button", { name: texts.inbox.back, exact: true }).click();
      await expect(card).not.toContainText(texts.inbox.unread);
    });
  });
});
