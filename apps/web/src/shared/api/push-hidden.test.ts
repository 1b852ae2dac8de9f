// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { FakeSocket } from "../../test-support/fake-socket";
import { MEMBER_QUERY_KEY } from "./member";
import { watchChatRoom } from "./chat-room";
import { startBalancePush } from "./push-socket";

const last = () => FakeSocket.opened[FakeSocket.opened.length - 1]!;
let hidden = false;

beforeEach(() => {
  FakeSocket.opened = [];
  hidden = false;
  vi.stubGlobal("WebSocket", FakeSocket);
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
});
afterEach(() => {
  Reflect.deleteProperty(document, "hidden");
  vi.unstubAllGlobals();
});

/** Shows or hides the tab as a browser does: `document.hidden` changes, then visibilitychange. */
function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event("visibilitychange"));
}

/** A query in use on the page (an observer listens), counting its reads over "HTTP". */
function watched(queryClient: QueryClient, name: string) {
  const reads = { count: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey: [...MEMBER_QUERY_KEY, name, "tok"],
    queryFn: () => {
      reads.count += 1;
      return reads.count;
    },
  });
  const stop = observer.subscribe(() => {});
  return { reads, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the member's push socket in a hidden tab", () => {
  it("marks pushed queries stale without reading them, and reads them once the tab is shown", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    const balance = watched(queryClient, "balance");
    const unread = watched(queryClient, "unread");
    const chat = watched(queryClient, "chat");
    const closeRoom = watchChatRoom();
    await settle();
    expect([balance.reads.count, unread.reads.count, chat.reads.count]).toEqual([1, 1, 1]);

    const stop = startBalancePush(queryClient, "tok");
    last().open();
    last().receive({ type: "ready" });

    // Hidden: pushes read nothing (a read would extend the session), they only mark stale.
    setHidden(true);
    last().receive({ type: "balance" });
    last().receive({ type: "message" });
    last().receive({ type: "chat" });
    last().receive({ type: "chat" });
    await settle();
    expect([balance.reads.count, unread.reads.count, chat.reads.count]).toEqual([1, 1, 1]);
    for (const name of ["balance", "unread", "chat"])
      expect(queryClient.getQueryState([...MEMBER_QUERY_KEY, name, "tok"])?.isInvalidated).toBe(true);

    // Shown again: each stale query is read once.
    setHidden(false);
    await settle();
    expect([balance.reads.count, unread.reads.count, chat.reads.count]).toEqual([2, 2, 2]);
    // Nothing was missed since: showing it again reads nothing more.
    setHidden(true);
    setHidden(false);
    await settle();
    expect([balance.reads.count, unread.reads.count, chat.reads.count]).toEqual([2, 2, 2]);

    // Visible: a push reads at once, as before.
    last().receive({ type: "chat" });
    await settle();
    expect(chat.reads.count).toBe(3);

    // Stopped: showing the tab reads nothing for it.
    setHidden(true);
    last().receive({ type: "balance" });
    stop();
    setHidden(false);
    await settle();
    expect(balance.reads.count).toBe(2);

    closeRoom();
    for (const query of [balance, unread, chat]) query.stop();
  });
});
