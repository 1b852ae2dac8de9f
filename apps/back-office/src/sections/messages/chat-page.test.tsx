// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import type { AdminChatMessage } from "@portal/contract/api/chat";
import messagesEn from "../../locales/messages/en.json";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import ChatPage from "./chat-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "messages", messagesEn);
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

function chatServer(rows: AdminChatMessage[]) {
  return fakeApi({
    "GET /admin/chat/messages": () => ({ list: rows, total: rows.length, page: 1, pageSize: 20 }),
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

  it("shows no moderation to a role without manageMembers", async () => {
    signIn({ token: "t-mkt", username: "mkt", role: "MARKETING", permissions: [...ROLE_PERMISSIONS.MARKETING] });
    chatServer([row(5)]);
    const table = await renderPage();
    await within(table).findByRole("cell", { name: "message 5" });
    expect(within(table).queryByRole("button", { name: "Hide message 5" })).toBeNull();
    expect(within(table).queryByRole("button", { name: "Mute player5" })).toBeNull();
  });
});
