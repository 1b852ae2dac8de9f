import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PUSH_RECONNECT_MAX_MS, pushSocketUrl, reconnectDelay, startPushSocket } from "./push-socket";
import { FakeSocket } from "../../test-support/fake-socket";

let sockets: FakeSocket[];
const open = (url: string) => new FakeSocket(url);
const last = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  FakeSocket.opened = [];
  sockets = FakeSocket.opened;
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("push socket", () => {
  it("uses ws or wss on the page's host", () => {
    expect(pushSocketUrl({ protocol: "http:", host: "localhost:8080" })).toBe("ws://localhost:8080/ws");
    expect(pushSocketUrl({ protocol: "https:", host: "portal.example" })).toBe("wss://portal.example/ws");
  });

  const auth = { type: "auth", token: "tok", merchant: "DEMO" } as const;

  it("sends its first message, then hands over each push, and says when it is live", () => {
    const onMessage = vi.fn();
    const onLive = vi.fn();
    const stop = startPushSocket({ url: "ws://h/ws", hello: auth, onMessage, onLive, open });
    last().open();
    expect(JSON.parse(last().sent[0]!)).toEqual(auth);
    last().receive({ type: "ready" });
    expect(onLive).toHaveBeenLastCalledWith(true);
    last().receive({ type: "balance" });
    last().receive({ type: "lottery", game: "SSC_1M", drawNo: "20261129-0001", status: "DRAWN" });
    last().receive("not json");
    expect(onMessage.mock.calls.map(([message]) => message.type)).toEqual(["ready", "balance", "lottery"]);
    last().drop();
    expect(onLive).toHaveBeenLastCalledWith(false);
    stop();
  });

  it("reconnects with a growing wait up to the maximum, and reads again what it missed after reconnecting", () => {
    const onReconnect = vi.fn();
    const stop = startPushSocket({ url: "ws://h/ws", hello: auth, onMessage: vi.fn(), onReconnect, open });
    last().open();
    expect(onReconnect).not.toHaveBeenCalled();
    last().drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(reconnectDelay(0));
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(reconnectDelay(1) - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(reconnectDelay(20)).toBe(PUSH_RECONNECT_MAX_MS);
    stop();
    vi.advanceTimersByTime(PUSH_RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(3);
  });

  it("stops for good on an error message, and after stop", () => {
    const onLive = vi.fn();
    const stop = startPushSocket({ url: "ws://h/ws", hello: auth, onMessage: vi.fn(), onLive, open });
    last().open();
    last().receive({ type: "error" });
    expect(last().closed).toBe(true);
    expect(onLive).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(PUSH_RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(1);
    stop();
    expect(sockets).toHaveLength(1);
  });
});
