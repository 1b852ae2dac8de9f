import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "@portal/contract/api/paths";
import { buildApp } from "../src/app";
import type { Db } from "../src/db/client";
import { fund, newMember } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { socketInbox } from "./ws-helper";

/**
 * With REDIS_URL, ledger commits reach the members' sockets on every instance through Redis:
 * two instances share it here, the money moves on one and the socket listens on the other.
 */
const redisUrl = process.env.REDIS_URL;
let t: TestApp;
let second: FastifyInstance;
const prefix = `test${randomBytes(4).toString("hex")}:`;

beforeAll(async () => {
  if (!redisUrl) return;
  t = await createTestApp({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
  // Its own handle on the database, as another process has: commits are heard per handle, so a
  // shared one would have both instances publish each commit (and this socket hear it twice).
  const ownHandle = { ...t.database, db: Object.create(t.database.db) as Db };
  second = await buildApp({ config: t.config, database: ownHandle, logger: false, jobs: false });
  await second.ready();
});
afterAll(async () => {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await second.close();
  await t.close();
});

describe.skipIf(!redisUrl)("push across instances (Redis)", () => {
  it("commits made together on one instance each reach their own member's socket on another, and no one else's", async () => {
    const members = await Promise.all([newMember(t.app, "wsx"), newMember(t.app, "wsx"), newMember(t.app, "wsx")]);
    const [who, alsoPaid, other] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    const open = async (token: string) => {
      const socket = await second.injectWS(API.socket);
      const inbox = socketInbox(socket);
      socket.send(JSON.stringify({ type: "auth", token, merchant: "DEMO" }));
      expect(await inbox.next(1)).toEqual({ type: "ready" });
      return { socket, inbox };
    };
    const watching = await open(who.token);
    const quiet = await open(other.token);
    // Several postings at once on the first instance.
    await Promise.all([fund(t, who.id, "1"), fund(t, alsoPaid.id, "2"), fund(t, who.id, "3")]);
    expect(await watching.inbox.next(3)).toEqual({ type: "balance" });
    expect(watching.inbox.received).toEqual([{ type: "ready" }, { type: "balance" }, { type: "balance" }]);
    await fund(t, other.id, "1");
    expect(await quiet.inbox.next(2)).toEqual({ type: "balance" });
    expect(quiet.inbox.received).toHaveLength(2);
    // By now a second delivery of the earlier commits would have come in too.
    expect(watching.inbox.received).toHaveLength(3);
    watching.socket.terminate();
    quiet.socket.terminate();
  });
});
