import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PUSH_RECONNECT_MAX_MS,
  pushSocketUrl,
  reconnectDelay,
  startPushSocket,
  type PushSocketLike,
} from "./push-socket";

class FakeSocket implements PushSocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.onclose?.({} as CloseEvent);
  }
  open() {
    this.onopen?.({} as Event);
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === "string" ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.onclose?.({} as CloseEvent);
  }
}

let sockets: FakeSocket[];
const open = (url: string) => {
  const socket = new FakeSocket(url);
  sockets.push(socket);
  return socket;
};
const last = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  sockets = [];
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

  it("authenticates first and reports balance pushes", () => {
    const onBalance = vi.fn();
    const stop = startPushSocket({ url: "ws://h/ws", token: "tok", merchant: "DEMO", onBalance, open });
    last().open();
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: "auth", token: "tok", merchant: "DEMO" });
    last().receive({ type: "balance" });
    last().receive({ type: "something-else" });
    last().receive("not json");
    expect(onBalance).toHaveBeenCalledTimes(1);
    stop();
    expect(last().closed).toBe(true);
  });

  it("reconnects with a growing wait up to the maximum, and reads the balance after reconnecting", () => {
    const onBalance = vi.fn();
    const stop = startPushSocket({ url: "ws://h/ws", token: "tok", merchant: "DEMO", onBalance, open });
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
    expect(onBalance).toHaveBeenCalledTimes(1);
    expect(reconnectDelay(20)).toBe(PUSH_RECONNECT_MAX_MS);
    stop();
    vi.advanceTimersByTime(PUSH_RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(3);
  });

  it("stops for good on an error message, and after stop", () => {
    const stop = startPushSocket({ url: "ws://h/ws", token: "bad", merchant: "DEMO", onBalance: vi.fn(), open });
    last().open();
    last().receive({ type: "error" });
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(PUSH_RECONNECT_MAX_MS * 2);
    expect(sockets).toHaveLength(1);
    stop();
    expect(sockets).toHaveLength(1);
  });
});
