// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import i18next from "i18next";
import { INBOX_ADMIN, type BroadcastView } from "@portal/contract/api/inbox";
import messagesEn from "../../locales/messages/en.json";
import { MainNav } from "../../app/main-nav";
import { visibleMenu } from "../../app/menu";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import { plainTextToHtml } from "./message-html";
import SendMessagePage from "./send-message-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "messages", messagesEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const marketing = () =>
  signIn({ token: "t-mkt", username: "mkt", role: "MARKETING", permissions: [...ROLE_PERMISSIONS.MARKETING] });

const broadcast = (id: number, title: string, recipients: number): BroadcastView => ({
  id,
  audience: "VIP_LEVEL",
  target: "4",
  title,
  content: "<p>x</p>",
  recipients,
  operator: "mkt",
  createdAt: Date.UTC(2026, 10, 29, 10),
});

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <SendMessagePage />
    </Suspense>,
  );
}

const form = () => screen.getByRole("form", { name: "New message" });

describe("Messages & feedback > Send message", () => {
  it("asks for the audience's own target by kind: an account, a label, a level, an agent, or none", async () => {
    marketing();
    fakeApi({ [`GET ${INBOX_ADMIN.messages}`]: { list: [], total: 0, page: 1, pageSize: 20 } });
    renderPage();
    await screen.findByRole("form", { name: "New message" });
    const audience = within(form()).getByLabelText("Audience");
    const targets = () =>
      ["Member account", "Label", "VIP level", "Agent account"].filter((name) => within(form()).queryByLabelText(name));

    expect(targets()).toEqual(["Member account"]);
    fireEvent.change(audience, { target: { value: "LABEL" } });
    expect(targets()).toEqual(["Label"]);
    fireEvent.change(audience, { target: { value: "VIP_LEVEL" } });
    expect(targets()).toEqual(["VIP level"]);
    expect((within(form()).getByLabelText("VIP level") as HTMLSelectElement).tagName).toBe("SELECT");
    fireEvent.change(audience, { target: { value: "TEAM" } });
    expect(targets()).toEqual(["Agent account"]);
    fireEvent.change(audience, { target: { value: "ALL" } });
    expect(targets()).toEqual([]);
    expect(within(form()).getByText(/Every member of the brand receives this message/)).toBeTruthy();
  });

  it("needs the member's account before it asks anything", async () => {
    marketing();
    const calls = fakeApi({ [`GET ${INBOX_ADMIN.messages}`]: { list: [], total: 0, page: 1, pageSize: 20 } });
    renderPage();
    await screen.findByRole("form", { name: "New message" });
    fireEvent.change(within(form()).getByLabelText("Title"), { target: { value: "Hello" } });
    fireEvent.change(within(form()).getByLabelText("Content"), { target: { value: "Welcome" } });
    fireEvent.click(within(form()).getByRole("button", { name: "Send…" }));
    expect(await within(form()).findByText("Fill this in")).toBeTruthy();
    expect(within(form()).getByLabelText("Member account").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("states the audience in the confirmation, sends the contract's body, and toasts how many it reached", async () => {
    marketing();
    let sent: BroadcastView | null = null;
    const calls = fakeApi({
      [`GET ${INBOX_ADMIN.messages}`]: () => ({
        list: sent ? [sent] : [],
        total: sent ? 1 : 0,
        page: 1,
        pageSize: 20,
      }),
      [`POST ${INBOX_ADMIN.messages}`]: (call: Call) => {
        sent = broadcast(12, (call.body as { title: string }).title, 37);
        return sent;
      },
    });
    renderPage();
    expect(await screen.findByText("No message has been sent yet.")).toBeTruthy();
    fireEvent.change(within(form()).getByLabelText("Audience"), { target: { value: "VIP_LEVEL" } });
    fireEvent.change(within(form()).getByLabelText("VIP level"), { target: { value: "4" } });
    fireEvent.change(within(form()).getByLabelText("Title"), { target: { value: "Weekend <gift>" } });
    fireEvent.change(within(form()).getByLabelText("Content"), {
      target: { value: "Deposit today & get 20% more.\nOnly this weekend.\n\nGood luck!" },
    });
    fireEvent.click(within(form()).getByRole("button", { name: "Send…" }));

    const dialog = await screen.findByRole("dialog", { name: "Send this message?" });
    expect(
      within(dialog).getByText("“Weekend <gift>” goes to members at VIP level 4. A message sent cannot be recalled."),
    ).toBeTruthy();
    // Nothing is sent before the confirmation.
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Message sent to 37 recipients.")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.headers.get("authorization")).toBe("t-mkt");
    expect(post.body).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      audience: "VIP_LEVEL",
      target: 4,
      title: "Weekend <gift>",
      content: "<p>Deposit today &amp; get 20% more.<br>Only this weekend.</p><p>Good luck!</p>",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The sent list is read again and shows it, with its audience in words.
    const table = await screen.findByRole("table", { name: "Sent messages" });
    const row = within(table).getByRole("row", { name: /Weekend <gift>/ });
    expect(within(row).getByRole("cell", { name: "members at VIP level 4" })).toBeTruthy();
    expect(within(row).getByRole("cell", { name: "37" })).toBeTruthy();
    // The form is empty again, for the next message.
    expect((within(form()).getByLabelText("Title") as HTMLInputElement).value).toBe("");
  });

  it("sends one member's message by account, and everyone's without a target", async () => {
    marketing();
    const calls = fakeApi({
      [`GET ${INBOX_ADMIN.messages}`]: { list: [], total: 0, page: 1, pageSize: 20 },
      [`POST ${INBOX_ADMIN.messages}`]: (call: Call) => ({ ...broadcast(1, "t", 1), ...(call.body as object) }),
    });
    renderPage();
    await screen.findByRole("form", { name: "New message" });
    fireEvent.change(within(form()).getByLabelText("Member account"), { target: { value: "player7" } });
    fireEvent.change(within(form()).getByLabelText("Title"), { target: { value: "Hi" } });
    fireEvent.change(within(form()).getByLabelText("Content"), { target: { value: "Hello" } });
    fireEvent.click(within(form()).getByRole("button", { name: "Send…" }));
    let dialog = await screen.findByRole("dialog", { name: "Send this message?" });
    expect(within(dialog).getByText(/goes to the member player7\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.change(within(form()).getByLabelText("Audience"), { target: { value: "ALL" } });
    fireEvent.change(within(form()).getByLabelText("Title"), { target: { value: "Maintenance" } });
    fireEvent.change(within(form()).getByLabelText("Content"), { target: { value: "Tonight" } });
    fireEvent.click(within(form()).getByRole("button", { name: "Send…" }));
    dialog = await screen.findByRole("dialog", { name: "Send this message?" });
    expect(within(dialog).getByText(/goes to every member of the brand\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(2));

    const [one, all] = calls
      .filter((call) => call.method === "POST")
      .map((call) => call.body as Record<string, unknown>);
    expect(one).toMatchObject({ audience: "MEMBER", target: "player7" });
    expect(all).toMatchObject({ audience: "ALL" });
    expect(all).not.toHaveProperty("target");
    // A new request id per message: the second is not taken for a resend of the first.
    expect(all!.requestId).not.toBe(one!.requestId);
  });

  it("shows the sent list but no form to a role without sendMessages", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: [...ROLE_PERMISSIONS.SUPPORT] });
    fakeApi({
      [`GET ${INBOX_ADMIN.messages}`]: { list: [broadcast(3, "Earlier news", 120)], total: 1, page: 1, pageSize: 20 },
    });
    renderPage();
    const table = await screen.findByRole("table", { name: "Sent messages" });
    expect(within(table).getByRole("cell", { name: "Earlier news" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "New message" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send…" })).toBeNull();
    expect(screen.getByText("Your role may read the messages sent, not send one.")).toBeTruthy();
  });

  it("is in the menu under Messages & feedback", () => {
    render(
      <MemoryRouter>
        <MainNav groups={visibleMenu(ROLE_PERMISSIONS.MARKETING)} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Back office menu" });
    expect(within(nav).getByRole("heading", { name: "Messages & feedback" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Send message" }).getAttribute("href")).toBe("/messages/send");
    expect(within(nav).getByRole("link", { name: "Feedback" }).getAttribute("href")).toBe("/messages/feedback");
  });
});

describe("plainTextToHtml", () => {
  it("escapes the text and keeps its paragraphs and line breaks", () => {
    expect(plainTextToHtml(' a < b\r\nc \n\n\n d & "e" ')).toBe("<p>a &lt; b<br>c</p><p>d &amp; &quot;e&quot;</p>");
  });
});
