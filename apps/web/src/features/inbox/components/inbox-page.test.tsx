// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { INBOX_API, type InboxItem } from "@portal/contract/api/inbox";
import { API, pathWith } from "@portal/contract/api/paths";
import { cursorPages, emptyPage } from "../../../test-support/cursor-pages";
import { FakeApi, ok, refuse } from "../../../test-support/fake-api";
import { renderPage, TEST_TOKEN } from "../../../test-support/render-page";
import { unreadMessagesKey } from "../../../shared/api/unread-messages";
import { InboxPage } from "./inbox-page";

afterEach(cleanup);

const AT = Date.UTC(2026, 10, 28, 4, 0);
const item = (id: number, title: string, read = false): InboxItem => ({ id, title, read, createdAt: AT - id * 60_000 });
const NEW = item(3, "Weekend bonus");
const OLDER = item(2, "Maintenance tonight");
const READ = item(1, "Welcome", true);

const page = () => screen.findByRole("region", { name: "Platform information" });
const list = async () => within(await page()).findByRole("list", { name: "Messages" });

describe("InboxPage", () => {
  it("lists messages unread first, unread ones marked, with the unread count", async () => {
    new FakeApi().on("GET", INBOX_API.messages, cursorPages([[NEW, OLDER, READ]], { unread: 2 })).install();
    await renderPage(<InboxPage />);
    const items = within(await list()).getAllByRole("listitem");
    expect(items.map((li) => within(li).getByRole("button").textContent)).toEqual([
      expect.stringContaining("Weekend bonus"),
      expect.stringContaining("Maintenance tonight"),
      expect.stringContaining("Welcome"),
    ]);
    expect(within(items[0]!).getByText("Unread")).toBeTruthy();
    expect(within(items[2]!).queryByText("Unread")).toBeNull();
    expect(within(await page()).getByRole("status").textContent).toBe("Unread: 2");
  });

  it("opens a message (sanitized HTML), refreshes the badge, and deletes it", async () => {
    const api = new FakeApi()
      .on("GET", INBOX_API.messages, cursorPages([[NEW, OLDER]], { unread: 2 }))
      .on(
        "GET",
        pathWith(INBOX_API.message, { id: NEW.id }),
        ok({
          ...NEW,
          read: true,
          content: '<p>Claim it <b>now</b><img src="x" onerror="alert(1)"></p><script>bad()</script>',
        }),
      )
      .on("DELETE", pathWith(INBOX_API.message, { id: NEW.id }), ok({ count: 1 }))
      .on("GET", API.unreadMessages, ok({ count: 1 }))
      .install();
    const { queryClient } = await renderPage(<InboxPage />);
    queryClient.setQueryData(unreadMessagesKey(TEST_TOKEN), { count: 2 });
    fireEvent.click(within(await list()).getByRole("button", { name: /Weekend bonus/ }));

    const message = await within(await page()).findByRole("article", { name: "Weekend bonus" });
    await within(message).findByText("now");
    expect(message.querySelector("script")).toBeNull();
    expect(message.querySelector("img")?.getAttribute("onerror")).toBeNull();
    // Opened is read: the badge's count is read again.
    await waitFor(() => expect(queryClient.getQueryState(unreadMessagesKey(TEST_TOKEN))?.isInvalidated).toBe(true));

    fireEvent.click(within(message).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.callsTo("DELETE", pathWith(INBOX_API.message, { id: NEW.id }))).toHaveLength(1));
    // Back to the list.
    expect(await list()).toBeTruthy();
  });

  it("goes back to the list, the opened message focused", async () => {
    new FakeApi()
      .on("GET", INBOX_API.messages, cursorPages([[NEW, OLDER]], { unread: 2 }))
      .on("GET", pathWith(INBOX_API.message, { id: OLDER.id }), ok({ ...OLDER, read: true, content: "<p>Tonight</p>" }))
      .install();
    await renderPage(<InboxPage />);
    fireEvent.click(within(await list()).getByRole("button", { name: /Maintenance tonight/ }));
    const message = await within(await page()).findByRole("article", { name: "Maintenance tonight" });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Maintenance tonight"));
    fireEvent.click(within(message).getByRole("button", { name: "Back to messages" }));
    const back = within(await list()).getByRole("button", { name: /Maintenance tonight/ });
    await waitFor(() => expect(document.activeElement).toBe(back));
  });

  it("marks all read with one call; the button is off with nothing unread", async () => {
    const api = new FakeApi()
      .on(
        "GET",
        INBOX_API.messages,
        cursorPages([[NEW, OLDER]], { unread: 2 }),
        cursorPages(
          [
            [
              { ...NEW, read: true },
              { ...OLDER, read: true },
            ],
          ],
          { unread: 0 },
        ),
      )
      .on("POST", INBOX_API.readAll, ok({ read: 2 }))
      .install();
    await renderPage(<InboxPage />);
    await list();
    fireEvent.click(within(await page()).getByRole("button", { name: "Mark all as read" }));
    await waitFor(() =>
      expect(within(screen.getByRole("region", { name: "Platform information" })).getByRole("status").textContent).toBe(
        "Unread: 0",
      ),
    );
    expect(api.callsTo("POST", INBOX_API.readAll)).toHaveLength(1);
    expect(
      within(screen.getByRole("region", { name: "Platform information" })).getByRole("button", {
        name: "Mark all as read",
      }),
    ).toHaveProperty("disabled", true);
    expect(within(await list()).queryByText("Unread")).toBeNull();
  });

  it("pages by cursor", async () => {
    const api = new FakeApi()
      .on("GET", INBOX_API.messages, cursorPages([[NEW, OLDER], [READ]], { unread: 2 }))
      .install();
    await renderPage(<InboxPage />);
    await list();
    fireEvent.click(within(await page()).getByRole("button", { name: "Next" }));
    await within(await page()).findByRole("button", { name: /Welcome/ });
    expect(api.callsTo("GET", INBOX_API.messages).at(-1)!.query.get("cursor")).toBe("next-1");
  });

  it("shows the empty state, and a refused message's error", async () => {
    new FakeApi().on("GET", INBOX_API.messages, emptyPage({ unread: 0 })).install();
    await renderPage(<InboxPage />);
    expect(await within(await page()).findByText("No messages yet")).toBeTruthy();
    cleanup();
    new FakeApi()
      .on("GET", INBOX_API.messages, cursorPages([[NEW]], { unread: 1 }))
      .on("GET", pathWith(INBOX_API.message, { id: NEW.id }), refuse("NOT_FOUND", 404))
      .install();
    await renderPage(<InboxPage />);
    fireEvent.click(within(await list()).getByRole("button", { name: /Weekend bonus/ }));
    expect(await within(await page()).findByText("The requested item was not found.")).toBeTruthy();
  });
});
