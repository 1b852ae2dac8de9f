// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { FakeSocket } from "../../test-support/fake-socket";
import { chatRoomWatched, watchChatRoom } from "./chat-room";
import { startBalancePush } from "./push-socket";

const last = () => FakeSocket.opened[FakeSocket.opened.length - 1]!;
const sent = (socket: FakeSocket) => socket.sent.map((data) => JSON.parse(data) as { type: string; topic?: string });

beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the member's push socket and the chat room", () => {
  it("watches the room only while it is open, again after a reconnection, and reads it on a push without restarting a read", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
    const stop = startBalancePush(queryClient, "tok");
    last().open();
    last().receive({ type: "ready" });
    expect(sent(last()).map((m) => m.type)).toEqual(["auth"]);

    const close = watchChatRoom();
    expect(sent(last()).slice(1)).toEqual([{ type: "watch", topic: "chat" }]);
    last().receive({ type: "chat" });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate.mock.calls[0]![1]).toEqual({ cancelRefetch: false });

    // Lost and back: the watch is sent again after the login.
    last().drop();
    vi.advanceTimersByTime(60_000);
    last().open();
    expect(sent(last())).toEqual([
      { type: "auth", token: "tok", merchant: expect.any(String) },
      { type: "watch", topic: "chat" },
    ]);

    close();
    expect(chatRoomWatched()).toBe(false);
    expect(sent(last()).at(-1)).toEqual({ type: "unwatch", topic: "chat" });
    stop();
    // A room opened after the socket stopped sends nothing on it.
    const later = watchChatRoom();
    expect(sent(last()).at(-1)).toEqual({ type: "unwatch", topic: "chat" });
    later();
  });
});
