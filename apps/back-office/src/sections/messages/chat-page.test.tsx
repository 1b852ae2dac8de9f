// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import type { AdminChatMessage } from "@portal/contract/api/chat";
import membersEn from "../../locales/members/en.json";
import messagesEn from "../../locales/messages/en.json";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import ChatPage from "./chat-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "messages", messagesEn);
  i18next.addResourceBundle("en", "members", membersEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const row = (id: number, overrides: Partial<AdminChatMessage> = {}): AdminChatMessage => ({
  id,
  memberId: 70 + id,
  account: `player${id}`,
  text: `message ${id}`,
  createdAt: Date.UTC(2026, 10, 29, 9),
  hiddenAt: null,
  mutedUntil: null,
  ...overrides,
});

const page = (list: AdminChatMessage[], next: string | null = null, prev: string | null = null) => ({
  list,
  next,
  prev,
  total: list.length,
  totalCapped: false,
  pageSize: 20,
});

function chatServer(rows: AdminChatMessage[]) {
  return fakeApi({
    "GET /admin/chat/messages": () => page(rows),
    "DELETE /admin/chat/messages/5": () => ({ hidden: true }),
    "PUT /admin/chat/mutes/75": (call: Call) => ({
      memberId: 75,
      mutedUntil: Date.now() + 1000 * (call.body as { minutes: number }).minutes,
    }),
  });
}

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <ChatPage />
    </Suspense>,
  );
  return screen.findByRole("table", { name: "Chat room" });
}

describe("Messages & feedback > Chat room", () => {
  it("lists the latest messages; support hides one and mutes its author with a reason", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: [...ROLE_PERMISSIONS.SUPPORT] });
    const calls = chatServer([row(5), row(6, { hiddenAt: 1 })]);
    const table = await renderPage();
    expect(within(table).getByRole("cell", { name: "message 5" })).toBeTruthy();
    // A hidden message is marked and cannot be hidden again.
    expect(within(table).getByText("Hidden")).toBeTruthy();
    expect(within(table).queryByRole("button", { name: "Hide message 6" })).toBeNull();

    fireEvent.click(within(table).getByRole("button", { name: "Hide message 5" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url === "/admin/chat/messages/5")).toBe(true),
    );

    fireEvent.click(within(table).getByRole("button", { name: "Mute player5" }));
    const dialog = await screen.findByRole("dialog", { name: "Mute player5" });
    fireEvent.change(within(dialog).getByLabelText("Minutes"), { target: { value: "120" } });
    fireEvent.change(within(dialog).getByLabelText("Reason (kept in the audit log)"), { target: { value: "spam" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mute" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ minutes: 120, reason: "spam" }));
  });

  it("pages by the server's cursor, newest first, with the count as the server caps it", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: [...ROLE_PERMISSIONS.SUPPORT] });
    const calls = fakeApi({
      "GET /admin/chat/messages": (call: Call) => {
        const cursor = new URL(call.url, "http://x").searchParams.get("cursor");
        if (cursor === "c2") return { ...page([row(3), row(2)], "c3", "p2"), total: 1000, totalCapped: true };
        return { ...page([row(5), row(4)], "c2"), total: 1000, totalCapped: true };
      },
    });
    const table = await renderPage();
    await within(table).findByRole("cell", { name: "message 5" });
    const pager = screen.getByRole("navigation", { name: "Pages of Chat room" });
    expect(within(pager).getByText("1,000+ in all")).toBeTruthy();
    // The first page has nothing newer.
    expect(within(pager).getByRole("button", { name: "Previous" }).matches(":disabled")).toBe(true);
    expect(calls.at(-1)!.url).toBe("/admin/chat/messages?pageSize=20");

    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    await within(table).findByRole("cell", { name: "message 3" });
    expect(within(table).queryByRole("cell", { name: "message 5" })).toBeNull();
    expect(calls.at(-1)!.url).toBe("/admin/chat/messages?cursor=c2&pageSize=20");
    // Never a page number: the list is paged by cursor only.
    expect(calls.some((c) => new URL(c.url, "http://x").searchParams.has("page"))).toBe(false);

    fireEvent.click(within(pager).getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/admin/chat/messages?cursor=p2&pageSize=20"));
  });

  it("shows no moderation to a role without manageMembers", async () => {
    signIn({ token: "t-mkt", username: "mkt", role: "MARKETING", permissions: [...ROLE_PERMISSIONS.MARKETING] });
    chatServer([row(5)]);
    const table = await renderPage();
    await within(table).findByRole("cell", { name: "message 5" });
    expect(within(table).queryByRole("button", { name: "Hide message 5" })).toBeNull();
    expect(within(table).queryByRole("button", { name: "Mute player5" })).toBeNull();
  });
});
