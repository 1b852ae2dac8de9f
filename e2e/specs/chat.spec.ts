import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import chat from "../../apps/web/src/locales/chat/en.json" with { type: "json" };
import { createMember, login } from "../fixtures/members";
import { expect, expectAccessible, skipPopups, test } from "../fixtures/portal";
import { english } from "../fixtures/roles";

// The brand's chat room (decision 0056): a member opens it from the header, posts, and sees the
// message; another member, in another browser, whose open room watches the chat over /ws, sees it
// arrive live; axe on the open room
// at both sizes; a visitor is asked to log in.

const chatRoom = (page: Page) => page.getByRole("dialog", { name: english("modals.chatRoom"), exact: true });
const messages = (page: Page) => chatRoom(page).getByRole("log", { name: chat.chat.messages, exact: true });
const sendForm = (page: Page) => chatRoom(page).getByRole("form", { name: chat.chat.formLabel, exact: true });

async function openFromHeader(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: english("modals.chatRoom"), exact: true })
    .click();
  await expect(chatRoom(page)).toBeVisible();
}

async function post(page: Page, text: string) {
  await sendForm(page).getByRole("textbox", { name: chat.chat.message, exact: true }).fill(text);
  await sendForm(page).getByRole("button", { name: chat.chat.send, exact: true }).click();
}

test.describe("the chat room on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("a member posts and sees the message; another member sees it arrive live", async ({ page, portal, browser }) => {
    const writer = await createMember(portal);
    const reader = await createMember(portal);
    await login(page, writer.account);
    await openFromHeader(page);

    // The second member, in another browser, with the room open before the message is posted.
    const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 1366, height: 768 } });
    await skipPopups(context, portal);
    const other = await context.newPage();
    // The open room asks the member's push socket for the chat's pushes (they are opt-in).
    const watching = new Promise<void>((resolve) => {
      other.on("websocket", (socket) =>
        socket.on("framesent", ({ payload }) => {
          const sent = JSON.parse(String(payload)) as { type?: string; topic?: string };
          if (sent.type === "watch" && sent.topic === "chat") resolve();
        }),
      );
    });
    await login(other, reader.account);
    await openFromHeader(other);
    await expect(sendForm(other)).toBeVisible();
    await watching;

    const text = `Good luck on the next draw ${randomUUID().slice(0, 6)}`;
    await post(page, text);
    const mine = messages(page).getByRole("listitem").filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(mine.getByText(chat.chat.you, { exact: true })).toBeVisible();
    await expect(sendForm(page).getByRole("textbox", { name: chat.chat.message })).toHaveValue("");

    // Pushed: no reload, no polling in the page.
    const theirs = messages(other).getByRole("listitem").filter({ hasText: text });
    await expect(theirs).toBeVisible();
    // The author's account is masked for others.
    const masked = `${writer.account.slice(0, 2)}***${writer.account.slice(-2)}`;
    await expect(theirs.getByText(masked, { exact: true })).toBeVisible();
    await expect(theirs).not.toContainText(writer.account);

    await expectAccessible(page, "the open chat room (desktop)");
    await context.close();
  });

  test("an empty message is refused in words, and nothing is sent", async ({ page, portal }) => {
    const member = await createMember(portal);
    await login(page, member.account);
    await openFromHeader(page);
    await post(page, "   ");
    await expect(sendForm(page).getByRole("alert")).toHaveText(chat.chat.required);
  });
});

test.describe("the chat room on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens full screen from the Me sheet; axe on the open room", async ({ page, portal }) => {
    const member = await createMember(portal);
    await login(page, member.account);
    await page
      .getByRole("navigation", { name: english("tabBar.label") })
      .getByRole("button", { name: english("tabBar.me"), exact: true })
      .click();
    await page
      .getByRole("dialog", { name: english("tabBar.me"), exact: true })
      .getByRole("button", { name: english("modals.chatRoom"), exact: true })
      .click();
    await expect(chatRoom(page)).toBeVisible();
    const text = `Hello from a phone ${randomUUID().slice(0, 6)}`;
    await post(page, text);
    await expect(messages(page).getByRole("listitem").filter({ hasText: text })).toBeVisible();
    // Full screen, as the centres are on a phone.
    const box = await chatRoom(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await expectAccessible(page, "the open chat room (phone)");
  });

  test("a visitor is asked to log in", async ({ page }) => {
    await page.goto("/index");
    await page
      .getByRole("navigation", { name: english("tabBar.label") })
      .getByRole("button", { name: english("tabBar.me"), exact: true })
      .click();
    await page
      .getByRole("dialog", { name: english("tabBar.me"), exact: true })
      .getByRole("button", { name: english("modals.chatRoom"), exact: true })
      .click();
    await expect(chatRoom(page).getByText(chat.chat.logInToChat)).toBeVisible();
    await expect(sendForm(page)).toHaveCount(0);
    await expectAccessible(page, "the chat room for a visitor (phone)");
    await chatRoom(page).getByRole("button", { name: chat.chat.logIn, exact: true }).click();
    await expect(page.getByRole("dialog", { name: english("modals.login"), exact: true })).toBeVisible();
  });
});
