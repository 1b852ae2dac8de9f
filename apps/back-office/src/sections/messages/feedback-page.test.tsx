// @vitest-environment jsdom
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { FEEDBACK_ADMIN, type AdminFeedbackView } from "@portal/contract/api/feedback";
import messagesEn from "../../locales/messages/en.json";
import { ROLE_PERMISSIONS } from "../../shared/session/permissions";
import { signIn, signOut } from "../../shared/session/session";
import { fakeApi, initTestI18n, renderWithClient, type Call } from "../../test-support/render";
import FeedbackPage from "./feedback-page";

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle("en", "messages", messagesEn);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

/** A 1x1 PNG, the member's screenshot. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

const item = (id: number, overrides: Partial<AdminFeedbackView> = {}): AdminFeedbackView => ({
  id,
  memberId: 70 + id,
  account: `player${id}`,
  type: "PAYMENT",
  text: `My deposit ${id} has not arrived yet, please look.`,
  images: 0,
  status: "OPEN",
  reply: null,
  createdAt: Date.UTC(2026, 10, 29, 9),
  repliedAt: null,
  ...overrides,
});

/** The fake server's feedback, answered by status as the server does. */
function feedbackServer(items: AdminFeedbackView[]) {
  const calls = fakeApi({
    [`GET ${FEEDBACK_ADMIN.list}`]: (call: Call) => {
      const status = new URL(call.url, "http://x").searchParams.get("status");
      const list = items.filter((f) => !status || f.status === status);
      return { list, total: list.length, page: 1, pageSize: 20 };
    },
    "POST /admin/feedback/5/reply": (call: Call) => {
      const index = items.findIndex((f) => f.id === 5);
      items[index] = {
        ...items[index]!,
        status: "ANSWERED",
        reply: (call.body as { reply: string }).reply,
        repliedAt: Date.UTC(2026, 10, 29, 11),
      };
      return items[index];
    },
  });
  // Images are files, not envelopes: answered here, recorded with the rest.
  const answer = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    if (String(input).startsWith("/admin/feedback/5/images/")) {
      calls.push({ method: "GET", url: String(input), body: null, headers: new Headers(init.headers) });
      // (jsdom's FileReader reads only jsdom's own Blob, not the one of Node's Response.)
      const blob = new Blob([PNG], { type: "image/png" });
      return { ok: true, status: 200, headers: new Headers({ "content-type": "image/png" }), blob: async () => blob };
    }
    return answer(input, init);
  });
  return calls;
}

function renderPage() {
  renderWithClient(
    <Suspense fallback="loading">
      <FeedbackPage />
    </Suspense>,
  );
  return screen.findByRole("table", { name: "Feedback" });
}

/** A member's row (found while the dialog hides the page from the accessibility tree too). */
const rowOf = (table: HTMLElement, account: string) =>
  within(table)
    .getAllByRole("row", { hidden: true })
    .find((row) => within(row).queryByRole("cell", { name: account, hidden: true }))!;

const marketing = () =>
  signIn({ token: "t-mkt", username: "mkt", role: "MARKETING", permissions: [...ROLE_PERMISSIONS.MARKETING] });

describe("Messages & feedback > Feedback", () => {
  it("lists the open feedback first, and the answered ones by the filter", async () => {
    marketing();
    const calls = feedbackServer([item(5), item(6, { status: "ANSWERED", reply: "Done", repliedAt: 1 })]);
    const table = await renderPage();
    expect(calls[0]!.url).toBe("/admin/feedback?status=OPEN&page=1&pageSize=20");
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect(within(rowOf(table, "player5")).getByRole("cell", { name: "Deposit or withdrawal" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "ANSWERED" } });
    await waitFor(() => expect(within(screen.getByRole("table")).queryByRole("cell", { name: "player5" })).toBeNull());
    expect(within(screen.getByRole("table")).getByRole("cell", { name: "player6" })).toBeTruthy();
    expect(calls.at(-1)!.url).toBe("/admin/feedback?status=ANSWERED&page=1&pageSize=20");
  });

  it("shows a feedback's text, type and images, sends the reply, and the item is answered", async () => {
    marketing();
    const calls = feedbackServer([item(5, { images: 2 }), item(6)]);
    await renderPage();
    // Every status, so the answered row stays in view.
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "" } });
    await waitFor(() => expect(calls.at(-1)!.url).toBe("/admin/feedback?page=1&pageSize=20"));
    const table = screen.getByRole("table", { name: "Feedback" });
    expect(within(rowOf(table, "player5")).getByRole("cell", { name: "Open" })).toBeTruthy();
    fireEvent.click(within(rowOf(table, "player5")).getByRole("button", { name: "View" }));

    const dialog = await screen.findByRole("dialog", { name: "Feedback #5 from player5" });
    expect(within(dialog).getByText(/^Deposit or withdrawal · received .* · Open$/)).toBeTruthy();
    expect(within(dialog).getByText("My deposit 5 has not arrived yet, please look.")).toBeTruthy();
    // Both images, fetched with the operator's session and shown as data URLs.
    const image = await within(dialog).findByRole("img", { name: "Image 2 of feedback #5" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByRole("img", { name: "Image 1 of feedback #5" })).toBeTruthy();
    const imageCalls = calls.filter((call) => call.url.includes("/images/"));
    expect(imageCalls.map((call) => call.url).sort()).toEqual([
      "/admin/feedback/5/images/0",
      "/admin/feedback/5/images/1",
    ]);
    expect(imageCalls.every((call) => call.headers.get("authorization") === "t-mkt")).toBe(true);

    // The reply is required, then sent.
    const replyForm = within(dialog).getByRole("form", { name: "Reply" });
    fireEvent.click(within(replyForm).getByRole("button", { name: "Send reply" }));
    expect(await within(replyForm).findByText("Write the reply")).toBeTruthy();
    fireEvent.change(within(replyForm).getByLabelText("Your reply (the member reads it)"), {
      target: { value: "Credited at 10:05." },
    });
    fireEvent.click(within(replyForm).getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Reply sent to player5.")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: "/admin/feedback/5/reply",
      body: { reply: "Credited at 10:05." },
    });

    // The dialog shows the answer in place of the form; the row is marked answered.
    const answer = await within(dialog).findByRole("region", { name: "Reply" });
    expect(within(answer).getByText("Credited at 10:05.")).toBeTruthy();
    expect(within(dialog).queryByRole("form", { name: "Reply" })).toBeNull();
    await waitFor(() =>
      expect(
        within(rowOf(screen.getByRole("table", { name: "Feedback", hidden: true }), "player5")).getByRole("cell", {
          name: "Answered",
          hidden: true,
        }),
      ).toBeTruthy(),
    );
    expect(
      within(rowOf(screen.getByRole("table", { name: "Feedback", hidden: true }), "player6")).getByRole("cell", {
        name: "Open",
        hidden: true,
      }),
    ).toBeTruthy();
  });

  it("shows the feedback but no reply form to a role without sendMessages", async () => {
    signIn({ token: "t-sup", username: "sup", role: "SUPPORT", permissions: [...ROLE_PERMISSIONS.SUPPORT] });
    feedbackServer([item(5)]);
    const table = await renderPage();
    fireEvent.click(within(rowOf(table, "player5")).getByRole("button", { name: "View" }));
    const dialog = await screen.findByRole("dialog", { name: "Feedback #5 from player5" });
    expect(within(dialog).getByText("My deposit 5 has not arrived yet, please look.")).toBeTruthy();
    expect(within(dialog).queryByRole("form", { name: "Reply" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Send reply" })).toBeNull();
  });
});
