// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CHAT_API, type ChatMessage, type ChatPage } from "@portal/contract/api/chat";
import { API } from "@portal/contract/api/paths";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { chatRoomWatched } from "../../../shared/api/chat-room";
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
  blockedBy: null,
  ...extra,
});
const STATUS = { info: { site: { brandName: "DS88", chatHeaderColour: "#ffd400" } } };

function api(...room: Reply[]) {
  return new FakeApi()
    .on("GET", API.systemStatus, ok(STATUS))
    .on("GET", CHAT_API.messages, ...room)
    .install();
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

  it("a refusal for who the caller is (muted meanwhile) reads the room again: the form gives way to the notice", async () => {
    const until = Date.now() + 3_600_000;
    const fake = api(ok(page([message(1, "hi")])), ok(page([message(1, "hi")], { canPost: false, mutedUntil: until })));
    fake.on("POST", CHAT_API.messages, refuse("CHAT_MUTED", 403, { until: new Date(until).toISOString() }));
    await open();
    const form = await screen.findByRole("form", { name: "Send a message" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Message" }), { target: { value: "hello" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("You are muted in the chat room until")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Send a message" })).toBeNull();
    expect(fake.callsTo("GET", CHAT_API.messages)).toHaveLength(2);
  });

  it("reads the room again when the mute ends, and the form comes back", async () => {
    const fake = api(
      ok(page([message(1, "hi")], { canPost: false, mutedUntil: Date.now() + 100 })),
      ok(page([message(1, "hi")])),
    );
    await open();
    expect(await screen.findByText("You are muted in the chat room until")).toBeTruthy();
    expect(await screen.findByRole("form", { name: "Send a message" }, { timeout: 4000 })).toBeTruthy();
    expect(fake.callsTo("GET", CHAT_API.messages)).toHaveLength(2);
  });

  it("a member on a time-out or self-excluded sees why instead of the form", async () => {
    api(ok(page([message(1, "hi")], { canPost: false, blockedBy: "ACCOUNT_TIMED_OUT" })));
    await open();
    expect(
      await screen.findByText("You are taking a break (time-out) and cannot post in the chat room until it ends."),
    ).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Send a message" })).toBeNull();
    cleanup();
    api(ok(page([message(1, "hi")], { canPost: false, blockedBy: "SELF_EXCLUDED" })));
    await open();
    expect(await screen.findByText("You are self-excluded and cannot post in the chat room.")).toBeTruthy();
  });

  it("watches the room over the push socket while it is open, and no longer once closed", async () => {
    api(ok(page([message(1, "hi")])));
    expect(chatRoomWatched()).toBe(false);
    await open();
    await within(await log()).findByText("hi");
    expect(chatRoomWatched()).toBe(true);
    cleanup();
    expect(chatRoomWatched()).toBe(false);
  });

  it("counts characters as the server does: an emoji is one", async () => {
    api(ok(page([])));
    await open();
    const form = await screen.findByRole("form", { name: "Send a message" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Message" }), {
      target: { value: "\u{1F600}".repeat(150) },
    });
    expect(within(form).getByText("150 of 200 characters")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    // Not refused here: 150 characters fit.
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("a pushed message scrolls to the bottom only when the reader was near it, not while reading older ones", async () => {
    let latest = 2;
    api(() => ok(page(Array.from({ length: latest }, (_, i) => message(latest - i, `m${latest - i}`)))));
    const rendered = await open();
    const list = await log();
    await within(list).findByText("m2");
    let top = 0;
    Object.defineProperty(list, "scrollHeight", { configurable: true, get: () => 1000 });
    Object.defineProperty(list, "clientHeight", { configurable: true, get: () => 200 });
    Object.defineProperty(list, "scrollTop", { configurable: true, get: () => top, set: (v: number) => (top = v) });
    const push = async () => {
      latest += 1;
      await rendered.queryClient.invalidateQueries();
      await within(list).findByText(`m${latest}`);
    };
    // Reading older messages: a new one leaves the view where it is.
    top = 100;
    fireEvent.scroll(list);
    await push();
    expect(top).toBe(100);
    // Back near the bottom: the next one scrolls into view.
    top = 790;
    fireEvent.scroll(list);
    await push();
    expect(top).toBe(1000);
  });
});
