// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CHAT_API, type ChatMessage, type ChatPage } from "@portal/contract/api/chat";
import { API } from "@portal/contract/api/paths";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { clearSession } from "../../../shared/storage/session";
import { FakeApi, ok, refuse, type Reply } from "../../../test-support/fake-api";
import { renderPage, startTestI18n } from "../../../test-support/render-page";
import { ChatRoomModal } from "./chat-room-modal";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

afterEach(cleanup);

const AT = Date.UTC(2026, 10, 28, 4, 0);
const message = (id: number, text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  author: "ab***yz",
  mine: false,
  text,
  createdAt: AT + id * 1000,
  ...extra,
});
const page = (list: ChatMessage[], extra: Partial<ChatPage> = {}): ChatPage => ({
  list,
  next: null,
  canPost: true,
  mutedUntil: null,
  ...extra,
});
const STATUS = { info: { site: { brandName: "DS88", chatHeaderColour: "#ffd400" } } };

function api(room: Reply) {
  return new FakeApi().on("GET", API.systemStatus, ok(STATUS)).on("GET", CHAT_API.messages, room).install();
}
const open = (memberType = 0) =>
  renderPage(<ChatRoomModal name="chatRoom" params={{}} onClose={() => {}} />, { memberType });
const log = () => screen.findByRole("log", { name: "Messages" });

describe("ChatRoomModal", () => {
  it("shows the room oldest first, HTML as plain text, the member's own as You, and older messages on request", async () => {
    const fake = api((call) =>
      call.query.get("cursor") === "older"
        ? ok(page([message(1, "first ever")]))
        : ok(page([message(3, "<b>bold?</b>", { mine: true }), message(2, "hello")], { next: "older" })),
    );
    await open();
    const list = await log();
    await within(list).findByText("hello");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p:last-of-type")?.textContent ?? "")).toEqual([
      expect.stringContaining("hello"),
      expect.stringContaining("<b>bold?</b>"),
    ]);
    // Rendered as the characters typed: no element made of it.
    expect(list.querySelector("b")).toBeNull();
    expect(within(items[1]!).getByText("You")).toBeTruthy();
    expect(within(items[0]!).getByText("ab***yz")).toBeTruthy();

    fireEvent.click(within(list).getByRole("button", { name: "Load older messages" }));
    await within(list).findByText("first ever");
    expect(fake.callsTo("GET", CHAT_API.messages).at(-1)!.query.get("cursor")).toBe("older");
    expect(within(list).queryByRole("button", { name: "Load older messages" })).toBeNull();
  });

  it("colours the room's head with the brand's chat header colour and a text colour that reads on it", async () => {
    api(ok(page([])));
    await open();
    const head = (await screen.findByText("DS88 chat room")).parentElement!;
    await waitFor(() => expect(head.style.getPropertyValue("--chat-head-bg")).toBe("#ffd400"));
    // Yellow: dark text reads better than white.
    expect(head.style.getPropertyValue("--chat-head-fg")).toBe("#111111");
  });

  it("says so when the room is empty", async () => {
    api(ok(page([])));
    await open();
    expect(await screen.findByText("No messages yet")).toBeTruthy();
  });

  it("sends the trimmed text, refuses an empty one without a call, and shows a refusal in words", async () => {
    const fake = api(ok(page([message(1, "hi")])));
    fake.on("POST", CHAT_API.messages, ok(message(2, "hello there", { mine: true })), refuse("CHAT_MUTED", 403));
    await open();
    const form = await screen.findByRole("form", { name: "Send a message" });
    const input = within(form).getByRole("textbox", { name: "Message" });
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Type a message first.");
    expect(fake.callsTo("POST", CHAT_API.messages)).toHaveLength(0);

    fireEvent.change(input, { target: { value: "  hello there " } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(fake.callsTo("POST", CHAT_API.messages)).toHaveLength(1));
    expect(fake.callsTo("POST", CHAT_API.messages)[0]!.body).toEqual({ text: "hello there" });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(""));

    fireEvent.change(input, { target: { value: "again" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "You are muted in the chat room for a while and cannot post.",
    );
  });

  it("a trial player reads the room but is asked to register a real account to post", async () => {
    api(ok(page([message(1, "hi")], { canPost: false })));
    await open(TRIAL_MEMBER_TYPE);
    await within(await log()).findByText("hi");
    expect(screen.getByText("Trial players can read the chat. Register a real account to join in.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Register a real account" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Send a message" })).toBeNull();
  });

  it("a visitor is asked to log in, and nothing of the room is read", async () => {
    const fake = api(ok(page([])));
    await startTestI18n();
    clearSession();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChatRoomModal name="chatRoom" params={{}} onClose={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Log in to read the chat room and talk with other players.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Register" })).toBeTruthy();
    expect(fake.callsTo("GET", CHAT_API.messages)).toHaveLength(0);
  });
});
