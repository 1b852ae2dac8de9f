import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { PushHub } from "./hub";

/** A hub without Redis: events are delivered in process. */
function hub() {
  return new PushHub(new EventEmitter() as never, new EventEmitter() as never, undefined, undefined, "test:", {
    warn: () => {},
  } as unknown as FastifyBaseLogger);
}

describe("message pushes", () => {
  it("reach the named members of the brand only", () => {
    const push = hub();
    const heard: string[] = [];
    push.subscribe(1, 10, (e) => heard.push(`1:10 ${e.type}`));
    push.subscribe(1, 11, (e) => heard.push(`1:11 ${e.type}`));
    push.subscribe(2, 10, (e) => heard.push(`2:10 ${e.type}`));
    push.messages({ merchantId: 1, memberIds: [10] });
    expect(heard).toEqual(["1:10 message"]);
  });

  it("without names (a large audience), reach every socket of the brand and none of another", () => {
    const push = hub();
    const heard: string[] = [];
    push.subscribe(1, 10, (e) => heard.push(`1:10 ${e.type}`));
    const stop = push.subscribe(1, 11, (e) => heard.push(`1:11 ${e.type}`));
    push.subscribe(12, 10, (e) => heard.push(`12:10 ${e.type}`));
    stop();
    push.messages({ merchantId: 1, memberIds: null });
    expect(heard).toEqual(["1:10 message"]);
  });
});

describe("chat pushes", () => {
  it("reach every member socket of the brand and none of another", () => {
    const push = hub();
    const heard: string[] = [];
    push.subscribe(1, 10, (e) => heard.push(`1:10 ${e.type}`));
    push.subscribe(1, 11, (e) => heard.push(`1:11 ${e.type}`));
    push.subscribe(2, 10, (e) => heard.push(`2:10 ${e.type}`));
    push.chat({ merchantId: 1 });
    expect(heard).toEqual(["1:10 chat", "1:11 chat"]);
  });
});
