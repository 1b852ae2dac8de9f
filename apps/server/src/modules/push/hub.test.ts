import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { CHAT_COALESCE_MS, PushHub } from "./hub";

/** A hub without Redis: events are delivered in process. */
function hub() {
  return new PushHub(new EventEmitter() as never, new EventEmitter() as never, undefined, undefined, "test:", {
    warn: () => {},
  } as unknown as FastifyBaseLogger);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("message pushes", () => {
  it("reach the named members of the brand only", () => {
    const push = hub();
    const heard: string[] = [];
    push.subscribe(1, 10, (e) => heard.push(`1:10 ${e.type}`));
    push.subscribe(1, 11, (e) => heard.push(`1:11 ${e.type}`));
    push.subscribe(11, 10, (e) => heard.push(`11:10 ${e.type}`));
    push.messages({ merchantId: 1, memberIds: [10] });
    expect(heard).toEqual(["1:10 message"]);
  });

  it("without names (a large audience), reach every socket of the brand and none of another", () => {
    const push = hub();
    const heard: string[] = [];
    push.subscribe(1, 10, (e) => heard.push(`1:10 ${e.type}`));
    const stop = push.subscribe(1, 11, (e) => heard.push(`1:11 ${e.type}`));
    // Brand 11's keys ("11:...") start with brand 1's digit: a prefix match must not take them.
    push.subscribe(11, 10, (e) => heard.push(`11:10 ${e.type}`));
    push.subscribe(12, 10, (e) => heard.push(`12:10 ${e.type}`));
    stop();
    push.messages({ merchantId: 1, memberIds: null });
    expect(heard).toEqual(["1:10 message"]);
  });
});

describe("chat pushes", () => {
  it("reach the sockets watching the brand's room only: not another brand's, not a member's other sockets", () => {
    vi.useFakeTimers();
    const push = hub();
    const heard: string[] = [];
    push.watchChat(1, (e) => heard.push(`1 ${e.type}`));
    const stop = push.watchChat(1, (e) => heard.push(`1 stopped ${e.type}`));
    push.watchChat(11, (e) => heard.push(`11 ${e.type}`));
    push.subscribe(1, 10, (e) => heard.push(`1:10 ${e.type}`));
    stop();
    push.chat({ merchantId: 1 });
    vi.advanceTimersByTime(CHAT_COALESCE_MS);
    expect(heard).toEqual(["1 chat"]);
  });

  it("coalesce per brand: a burst is one push at the end of the window, the next window one more", () => {
    vi.useFakeTimers();
    const push = hub();
    const heard: string[] = [];
    push.watchChat(1, (e) => heard.push(`1 ${e.type}`));
    push.watchChat(11, (e) => heard.push(`11 ${e.type}`));
    for (let i = 0; i < 10; i++) push.chat({ merchantId: 1 });
    push.chat({ merchantId: 11 });
    // Trailing: nothing before the window ends.
    vi.advanceTimersByTime(CHAT_COALESCE_MS - 1);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual(["1 chat", "11 chat"]);
    // A burst across a window's end: two pushes in all.
    for (let i = 0; i < 5; i++) push.chat({ merchantId: 1 });
    vi.advanceTimersByTime(CHAT_COALESCE_MS / 2);
    for (let i = 0; i < 5; i++) push.chat({ merchantId: 1 });
    vi.advanceTimersByTime(CHAT_COALESCE_MS / 2);
    for (let i = 0; i < 5; i++) push.chat({ merchantId: 1 });
    vi.advanceTimersByTime(CHAT_COALESCE_MS);
    expect(heard).toEqual(["1 chat", "11 chat", "1 chat", "1 chat"]);
    vi.advanceTimersByTime(10 * CHAT_COALESCE_MS);
    expect(heard).toHaveLength(4);
  });

  it("publishes a pending push when the hub closes, at once and once", async () => {
    vi.useFakeTimers();
    const push = hub();
    const heard: string[] = [];
    push.watchChat(1, (e) => heard.push(`1 ${e.type}`));
    push.watchChat(2, (e) => heard.push(`2 ${e.type}`));
    push.chat({ merchantId: 1 });
    await push.close();
    expect(heard).toEqual(["1 chat"]);
    vi.advanceTimersByTime(CHAT_COALESCE_MS);
    expect(heard).toEqual(["1 chat"]);
  });

  it("publishes a pending push through Redis before the hub's close returns", async () => {
    vi.useFakeTimers();
    const published: [string, string][] = [];
    let answer!: () => void;
    const publisher = {
      available: true,
      client: {
        publish: (channel: string, message: string) =>
          new Promise<number>((resolve) => {
            published.push([channel, message]);
            answer = () => resolve(1);
          }),
      },
    };
    const push = new PushHub(
      new EventEmitter() as never,
      new EventEmitter() as never,
      publisher as never,
      undefined,
      "test:",
      {
        warn: () => {},
      } as unknown as FastifyBaseLogger,
    );
    push.chat({ merchantId: 7 });
    let closed = false;
    const closing = push.close().then(() => (closed = true));
    expect(published).toEqual([["test:push:chat", JSON.stringify({ merchantId: 7 })]]);
    // The close waits for Redis's answer (the app closes the link after the hub).
    await Promise.resolve();
    expect(closed).toBe(false);
    answer();
    await closing;
    expect(closed).toBe(true);
  });
});

describe("balance pushes", () => {
  /** A hub without Redis whose ledger commits the test emits; `warned` gathers what it logs. */
  const withCommits = () => {
    const commits = new EventEmitter();
    const warned: string[] = [];
    const push = new PushHub(commits as never, new EventEmitter() as never, undefined, undefined, "test:", {
      warn: (_: unknown, message: string) => warned.push(message),
    } as unknown as FastifyBaseLogger);
    return { commits, push, warned };
  };

  it("gather the commits of one turn of the event loop: one push per member, per brand", async () => {
    const { commits, push } = withCommits();
    const heard: string[] = [];
    push.subscribe(1, 10, (e) => heard.push(`1:10 ${e.type}`));
    push.subscribe(1, 11, (e) => heard.push(`1:11 ${e.type}`));
    push.subscribe(2, 10, (e) => heard.push(`2:10 ${e.type}`));
    commits.emit("committed", { merchantId: 1, memberIds: [10] });
    commits.emit("committed", { merchantId: 1, memberIds: [10, 11] });
    commits.emit("committed", { merchantId: 2, memberIds: [10] });
    expect(heard).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(["1:10 balance", "1:11 balance", "2:10 balance"]);
    // The next turn's commit is a push of its own.
    commits.emit("committed", { merchantId: 1, memberIds: [11] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(["1:10 balance", "1:11 balance", "2:10 balance", "1:11 balance"]);
  });

  it("publish the commits of the current turn when the hub closes", async () => {
    const { commits, push } = withCommits();
    const heard: string[] = [];
    push.subscribe(1, 10, (e) => heard.push(`1:10 ${e.type}`));
    commits.emit("committed", { merchantId: 1, memberIds: [10] });
    await push.close();
    expect(heard).toEqual(["1:10 balance"]);
  });

  it("a listener that throws is logged, and another brand's push still goes out", async () => {
    const { commits, push, warned } = withCommits();
    const heard: string[] = [];
    push.subscribe(1, 10, () => {
      throw new Error("a socket gone wrong");
    });
    push.subscribe(2, 10, (e) => heard.push(`2:10 ${e.type}`));
    commits.emit("committed", { merchantId: 1, memberIds: [10] });
    commits.emit("committed", { merchantId: 2, memberIds: [10] });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(["2:10 balance"]);
    expect(warned).toEqual(["balance push failed"]);
  });
});
