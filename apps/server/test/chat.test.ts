import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHAT_ADMIN, CHAT_API, CHAT_TEXT_MAX } from "@portal/contract/api/chat";
import { COUNT_CAP } from "@portal/contract/api/paging";
import { API, pathWith } from "@portal/contract/api/paths";
import { queryRows } from "../src/db/client";
import { auditLog, chatMessages, members } from "../src/db/schema";
import { ChatRepository } from "../src/modules/chat/repository";
import { ProtectionRepository } from "../src/modules/protection/repository";
import { freePlay, freshIp, memberInfo } from "./accounts-helper";
import { breakBehindSessions, get, newMember, operatorToken, post, type TestMember } from "./money-helper";
import { socketInbox } from "./ws-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Page = {
  list: { id: number; author: string; mine: boolean; text: string; createdAt: number }[];
  next: string | null;
  canPost: boolean;
  mutedUntil: number | null;
  blockedBy: string | null;
};

/** Each member posts from an address of its own (the per-address ceiling is tested on its own), unless one is given. */
const addresses = new Map<number, string>();
const addressOf = (who: TestMember) => addresses.get(who.id) ?? addresses.set(who.id, freshIp()).get(who.id)!;
const say = (who: TestMember, text: unknown, remoteAddress = addressOf(who)) =>
  t.app.inject({
    method: "POST",
    url: CHAT_API.messages,
    headers: { authorization: who.token },
    payload: { text },
    remoteAddress,
  });
const room = async (who: { token: string }, query = ""): Promise<Page> => {
  const res = await get(t.app, `${CHAT_API.messages}${query}`, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Page;
};
async function said(who: TestMember, text: string): Promise<number> {
  const res = await say(who, text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}
const refusal = (res: { statusCode: number; json(): { errorCode: string } }) => [res.statusCode, res.json().errorCode];
const adminCall = (method: "GET" | "PUT" | "DELETE", url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
type AdminPage = {
  list: { id: number; memberId: number; account: string; hiddenAt: number | null; mutedUntil: number | null }[];
  next: string | null;
  prev: string | null;
  total: number;
  totalCapped: boolean;
  pageSize: number;
};
const adminPage = async (query: string): Promise<AdminPage> => {
  const res = await adminCall("GET", `${CHAT_ADMIN.messages}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as AdminPage;
};
/** Every page of the operators' list, following `next` from the first. */
async function adminPages(pageSize: number): Promise<AdminPage[]> {
  const pages = [await adminPage(`?pageSize=${pageSize}`)];
  for (let next = pages[0]!.next; next !== null; next = pages.at(-1)!.next) {
    pages.push(await adminPage(`?pageSize=${pageSize}&cursor=${next}`));
  }
  return pages;
}
const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe("posting and reading the room", () => {
  it("a member posts; every member reads it newest first, the author masked, the text as plain text", async () => {
    const writer = await newMember(t.app, "chatw");
    const reader = await newMember(t.app, "chatr");
    const id = await said(writer, "  <b>hello</b>\nall  ");
    const seen = await room(reader);
    const message = seen.list.find((m) => m.id === id)!;
    // Trimmed, one line, HTML kept as the characters typed (the web renders it as text).
    expect(message.text).toBe("<b>hello</b> all");
    expect(message.mine).toBe(false);
    expect(message.author).toBe(`${writer.account.slice(0, 2)}***${writer.account.slice(-2)}`);
    expect(message.author).not.toContain(writer.account);
    expect(seen.canPost).toBe(true);
    expect((await room(writer)).list.find((m) => m.id === id)!.mine).toBe(true);
    const later = await said(reader, "second");
    const ids = (await room(reader)).list.map((m) => m.id);
    expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(id));
  });

  it("pages older messages by cursor, each page bounded", async () => {
    const who = await newMember(t.app, "chatp");
    const posted = [];
    for (const text of ["p1", "p2", "p3"]) posted.push(await said(who, text));
    const first = await room(who, "?pageSize=2");
    expect(first.list.map((m) => m.id)).toEqual([posted[2], posted[1]]);
    expect(first.next).not.toBeNull();
    const older = await room(who, `?pageSize=2&cursor=${first.next}`);
    expect(older.list[0]!.id).toBe(posted[0]);
    const tooMany = await get(t.app, `${CHAT_API.messages}?pageSize=51`, who.token);
    expect(refusal(tooMany)).toEqual([400, "VALIDATION_FAILED"]);
    const forged = await get(t.app, `${CHAT_API.messages}?cursor=abc`, who.token);
    expect(refusal(forged)).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("answers 401 without a session, whatever the body", async () => {
    const bad = await t.app.inject({ method: "POST", url: CHAT_API.messages, payload: "{not json" });
    expect(refusal(bad)).toEqual([401, "NOT_LOGGED_IN"]);
    const big = await t.app.inject({ method: "POST", url: CHAT_API.messages, payload: { text: "x".repeat(5000) } });
    expect(refusal(big)).toEqual([401, "NOT_LOGGED_IN"]);
    expect(refusal(await t.app.inject({ method: "GET", url: CHAT_API.messages }))).toEqual([401, "NOT_LOGGED_IN"]);
  });

  it("refuses empty, blank, missing, non-text and too long messages with field codes; takes exactly the limit", async () => {
    const who = await newMember(t.app, "chatv");
    for (const [text, field] of [
      ["", "required"],
      ["   \n ", "required"],
      ["x".repeat(CHAT_TEXT_MAX + 1), "too_long"],
    ] as const) {
      const res = await say(who, text);
      expect(refusal(res)).toEqual([400, "VALIDATION_FAILED"]);
      expect(res.json().value.fields.text).toBe(field);
    }
    expect(refusal(await say(who, 42))).toEqual([400, "VALIDATION_FAILED"]);
    // Calls the schema refuses count against the member's rate limit too: the rest from a second member.
    const next = await newMember(t.app, "chatv");
    expect(refusal(await say(next, "a\u0000b"))).toEqual([400, "VALIDATION_FAILED"]);
    // Only control characters: nothing left once cleaned.
    const blank = await say(next, "\u0007\u202e");
    expect(refusal(blank)).toEqual([400, "VALIDATION_FAILED"]);
    // The limit counts after trimming.
    expect((await say(next, ` ${"y".repeat(CHAT_TEXT_MAX)} `)).statusCode).toBe(200);
  });

  it("counts characters as code points, as the web's counter and the table's check do: emoji are one each", async () => {
    const who = await newMember(t.app, "chate");
    const emoji = "\u{1F600}";
    // 150 emoji: 300 UTF-16 units, 150 characters; taken, and stored as typed.
    const id = await said(who, emoji.repeat(150));
    expect((await room(who)).list.find((m) => m.id === id)?.text).toBe(emoji.repeat(150));
    expect((await say(who, emoji.repeat(CHAT_TEXT_MAX))).statusCode).toBe(200);
    const long = await say(who, emoji.repeat(CHAT_TEXT_MAX + 1));
    expect(refusal(long)).toEqual([400, "VALIDATION_FAILED"]);
    expect(long.json().value.fields.text).toBe("too_long");
    // The table holds the same limit.
    await expect(
      t.database.db
        .insert(chatMessages)
        .values({ merchantId: t.merchantId, memberId: who.id, text: "z".repeat(CHAT_TEXT_MAX + 1) }),
    ).rejects.toThrow();
  });

  it("drops invisible format characters: a message made only of them is refused, emoji joined by ZWJ stay whole", async () => {
    const who = await newMember(t.app, "chatf");
    const invisible = "\u200B\u200C\u200D\u2060\u200E\u200F\u061C\uFEFF\u202E\u2066";
    const blank = await say(who, invisible);
    expect(refusal(blank)).toEqual([400, "VALIDATION_FAILED"]);
    expect(blank.json().value.fields.text).toBe("required");
    expect(refusal(await say(who, ` \u200B \u200D\u200D \uFEFF `))).toEqual([400, "VALIDATION_FAILED"]);
    const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
    const id = await said(who, `\u200Bhi\u200B\u200D ${family}\u200F\u200D`);
    expect((await room(who)).list.find((m) => m.id === id)?.text).toBe(`hi ${family}`);
  });

  it("refuses messages with nothing visible (Hangul filler, braille blank, a lone variation selector); keeps flags and hearts whole", async () => {
    const who = await newMember(t.app, "chatv");
    for (const blank of ["\u3164", "\u2800", "\uFE0F", "\u115F\u1160 \uFFA0\u034F"]) {
      const res = await say(who, blank);
      expect(refusal(res)).toEqual([400, "VALIDATION_FAILED"]);
      expect(res.json().value.fields.text).toBe("required");
    }
    const england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";
    const family = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
    const heart = "\u2764\uFE0F";
    const id = await said(who, `${england} ${family} ${heart}\u3164`);
    expect((await room(who)).list.find((m) => m.id === id)?.text).toBe(`${england} ${family} ${heart}`);
  });

  it("limits posts per member: the sixth within the window is refused, another member on the same address posts", async () => {
    const busy = await newMember(t.app, "chatb");
    const calm = await newMember(t.app, "chatc");
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await say(busy, `flood ${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(refusal(await say(busy, "again"))).toEqual([429, "TOO_MANY_REQUESTS"]);
    expect((await say(calm, "my turn")).statusCode).toBe(200);
  });

  it("limits posts per address too, more loosely: many members on one address cannot flood", async () => {
    const shared = freshIp();
    const codes: number[] = [];
    // Four members, five posts each (each within its own limit): the address's twenty.
    for (let m = 0; m < 4; m++) {
      const who = await newMember(t.app, "chata");
      for (let i = 0; i < 5; i++) codes.push((await say(who, `crowd ${m}.${i}`, shared)).statusCode);
    }
    expect(codes.every((code) => code === 200)).toBe(true);
    const fifth = await newMember(t.app, "chata");
    expect(refusal(await say(fifth, "one more", shared))).toEqual([429, "TOO_MANY_REQUESTS"]);
    // The same member elsewhere posts.
    expect((await say(fifth, "from home")).statusCode).toBe(200);
  });

  it("counts for the address only the posts its member's own limit let through", async () => {
    const shared = freshIp();
    const busy = await newMember(t.app, "chatr");
    const codes: number[] = [];
    // Far more tries than the address's twenty: the member's limit refuses all but five.
    for (let i = 0; i < 40; i++) codes.push((await say(busy, `again ${i}`, shared)).statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(35);
    const other = await newMember(t.app, "chatr");
    expect((await say(other, "still room for me", shared)).statusCode).toBe(200);
  });
});

describe("who may post", () => {
  it("a trial player reads the room but may not post", async () => {
    const demo = await freePlay(t.app);
    const token = demo.json().value.token as string;
    const seen = await room({ token });
    expect(seen.canPost).toBe(false);
    const res = await post(t.app, CHAT_API.messages, token, { text: "hi" });
    expect(refusal(res)).toEqual([403, "TRIAL_ACCOUNT"]);
  });

  it("a member on a time-out or self-excluded may not post", async () => {
    const resting = await newMember(t.app, "chatt");
    expect((await room(resting)).blockedBy).toBeNull();
    await breakBehindSessions(t, resting.id);
    expect(refusal(await say(resting, "hi"))).toEqual([403, "ACCOUNT_TIMED_OUT"]);
    // The room says so: no form, and why.
    expect(await room(resting)).toMatchObject({ canPost: false, blockedBy: "ACCOUNT_TIMED_OUT", mutedUntil: null });
    const excluded = await newMember(t.app, "chatx");
    await new ProtectionRepository(t.database.db).insertBreak({
      merchantId: t.merchantId,
      memberId: excluded.id,
      kind: "SELF_EXCLUSION",
      startsAt: new Date(Date.now() - 1000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    expect(refusal(await say(excluded, "hi"))).toEqual([403, "SELF_EXCLUDED"]);
    expect(await room(excluded)).toMatchObject({ canPost: false, blockedBy: "SELF_EXCLUDED" });
  });

  it("an operator mutes a member (audited): CHAT_MUTED until it ends or is lifted (audited)", async () => {
    const loud = await newMember(t.app, "chatm");
    const muted = await adminCall("PUT", pathWith(CHAT_ADMIN.mute, { memberId: loud.id }), {
      minutes: 30,
      reason: "spam",
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const until = muted.json().value.mutedUntil as number;
    expect(until).toBeGreaterThan(Date.now() + 29 * 60_000);
    const refused = await say(loud, "still here");
    expect(refusal(refused)).toEqual([403, "CHAT_MUTED"]);
    expect(refused.json().value.until).toBe(new Date(until).toISOString());
    const seen = await room(loud);
    expect([seen.canPost, seen.mutedUntil]).toEqual([false, until]);
    expect((await auditOf("chat.mute", String(loud.id)))[0]?.detail).toMatchObject({ minutes: 30, reason: "spam" });

    const lifted = await adminCall("DELETE", pathWith(CHAT_ADMIN.mute, { memberId: loud.id }));
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await auditOf("chat.unmute", String(loud.id))).toHaveLength(1);
    expect((await say(loud, "back")).statusCode).toBe(200);
    // Nothing left to lift.
    expect(refusal(await adminCall("DELETE", pathWith(CHAT_ADMIN.mute, { memberId: loud.id })))).toEqual([
      404,
      "NOT_FOUND",
    ]);
    // Bounded period.
    const forever = await adminCall("PUT", pathWith(CHAT_ADMIN.mute, { memberId: loud.id }), { minutes: 10 ** 7 });
    expect(refusal(forever)).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("a mute ends by itself at its time: posting again, and nothing left to lift (no unmute audited)", async () => {
    const loud = await newMember(t.app, "chatn");
    const muted = await adminCall("PUT", pathWith(CHAT_ADMIN.mute, { memberId: loud.id }), { minutes: 1 });
    expect(muted.statusCode, muted.body).toBe(200);
    const until = muted.json().value.mutedUntil as number;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(until - 1000);
    expect(refusal(await say(loud, "still muted"))).toEqual([403, "CHAT_MUTED"]);
    vi.setSystemTime(until + 1000);
    expect(await room(loud)).toMatchObject({ canPost: true, mutedUntil: null });
    expect((await say(loud, "free again")).statusCode).toBe(200);
    // The mute that ended is no mute to lift.
    expect(refusal(await adminCall("DELETE", pathWith(CHAT_ADMIN.mute, { memberId: loud.id })))).toEqual([
      404,
      "NOT_FOUND",
    ]);
    expect(await auditOf("chat.unmute", String(loud.id))).toHaveLength(0);
  });
});

describe("deleting and moderation", () => {
  it("a member deletes its own message, never another member's", async () => {
    const owner = await newMember(t.app, "chato");
    const other = await newMember(t.app, "chatq");
    const id = await said(owner, "mine");
    const url = pathWith(CHAT_API.message, { id });
    const theirs = await t.app.inject({ method: "DELETE", url, headers: { authorization: other.token } });
    expect(refusal(theirs)).toEqual([404, "NOT_FOUND"]);
    expect((await room(other)).list.some((m) => m.id === id)).toBe(true);
    // Nor through the operators' route: a member's session is no operator's.
    const asOperator = await adminCall("DELETE", pathWith(CHAT_ADMIN.message, { id }), undefined, other.token);
    expect(asOperator.statusCode).toBe(401);
    expect((await room(other)).list.some((m) => m.id === id)).toBe(true);

    const own = await t.app.inject({ method: "DELETE", url, headers: { authorization: owner.token } });
    expect(own.statusCode, own.body).toBe(200);
    expect((await room(other)).list.some((m) => m.id === id)).toBe(false);
  });

  it("an operator lists the latest messages and hides one (audited); the room no longer shows it", async () => {
    const who = await newMember(t.app, "chath");
    const id = await said(who, "rude words");
    const row = (await adminPage("?pageSize=5")).list.find((m) => m.id === id);
    expect(row).toMatchObject({ account: who.account, hiddenAt: null });

    const hidden = await adminCall("DELETE", pathWith(CHAT_ADMIN.message, { id }));
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await room(who)).list.some((m) => m.id === id)).toBe(false);
    expect(await auditOf("chat.hide", String(id))).toHaveLength(1);
    const after = (await adminPage("?pageSize=50")).list;
    expect(after.find((m) => m.id === id)?.hiddenAt).toEqual(expect.any(Number));
    // Hidden once.
    expect(refusal(await adminCall("DELETE", pathWith(CHAT_ADMIN.message, { id })))).toEqual([404, "NOT_FOUND"]);
  });

  it("pages the operators' list by cursor, newest first: pages follow each other without overlap or gap, back by prev", async () => {
    const who = await newMember(t.app, "chatk");
    // Two authors: a member posts five messages at most in the limit's window.
    const other = await newMember(t.app, "chatl");
    for (const text of ["k1", "k2", "k3", "k4"]) await said(who, text);
    // A hidden message stays in the operators' list.
    await adminCall("DELETE", pathWith(CHAT_ADMIN.message, { id: await said(other, "k5") }));
    const brandIds = (
      await t.database.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.merchantId, t.merchantId))
        .orderBy(desc(chatMessages.id))
    ).map((r) => r.id);

    const pages = await adminPages(2);
    const walked = pages.flatMap((page) => page.list.map((m) => m.id));
    // Every message of the brand once, newest first: no overlap, no gap.
    expect(walked).toEqual(brandIds);
    expect(pages[0]!.prev).toBeNull();
    expect(pages.slice(0, -1).every((page) => page.list.length === 2)).toBe(true);
    // The count as the others give it: exact below the cap.
    for (const page of pages) expect(page).toMatchObject({ total: brandIds.length, totalCapped: false, pageSize: 2 });

    // Back from the second page by prev: the first page again.
    const back = await adminPage(`?pageSize=2&cursor=${pages[1]!.prev}`);
    expect(back.list.map((m) => m.id)).toEqual(pages[0]!.list.map((m) => m.id));
    expect(back.prev).toBeNull();
    // A message posted meanwhile shifts no page: the second page by its cursor is the same rows.
    await said(other, "k6");
    const again = await adminPage(`?pageSize=2&cursor=${pages[0]!.next}`);
    expect(again.list.map((m) => m.id)).toEqual(pages[1]!.list.map((m) => m.id));
  });

  it("refuses a forged cursor, another list's cursor and a page too large, with VALIDATION_FAILED", async () => {
    const who = await newMember(t.app, "chatf");
    for (const text of ["f1", "f2", "f3"]) await said(who, text);
    const first = await adminPage("?pageSize=1");
    expect(first.next).not.toBeNull();
    const forged = (key: unknown[]) => {
      const body = JSON.parse(Buffer.from(first.next!, "base64url").toString("utf8")) as { k: unknown[] };
      return Buffer.from(JSON.stringify({ ...body, k: key })).toString("base64url");
    };
    const memberCursor = (await room(who, "?pageSize=1")).next!;
    for (const cursor of [
      "abc",
      "not!base64",
      Buffer.from("{}").toString("base64url"),
      forged(["1; drop table chat_messages"]),
      forged([1, 2]),
      // The members' room is another list: its cursor is not one of this list's pages.
      memberCursor,
    ]) {
      const res = await adminCall("GET", `${CHAT_ADMIN.messages}?pageSize=1&cursor=${encodeURIComponent(cursor)}`);
      expect(refusal(res), cursor).toEqual([400, "VALIDATION_FAILED"]);
    }
    // Nor is the operators' cursor one of the room's.
    const theirs = await get(t.app, `${CHAT_API.messages}?pageSize=1&cursor=${first.next}`, who.token);
    expect(refusal(theirs)).toEqual([400, "VALIDATION_FAILED"]);
    expect(refusal(await adminCall("GET", `${CHAT_ADMIN.messages}?pageSize=201`))).toEqual([400, "VALIDATION_FAILED"]);
    // The offset paging is gone: `page` is not a position.
    const byNumber = await adminPage("?pageSize=1&page=3");
    expect(byNumber.list).toEqual(first.list);
  });
});

describe("one room per brand", () => {
  it("another brand's messages are never in this room, nor hidden or muted by this brand's operators", async () => {
    const [brand] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into merchants (code, name, currency) values (${`oc${randomUUID().slice(0, 6)}`}, 'Other brand', 'USD') returning id`,
    );
    const account = `ocm${randomUUID().slice(0, 8)}`;
    const [outsider] = await t.database.db
      .insert(members)
      .values({ merchantId: brand!.id, account, accountKey: account, passwordHash: "x" })
      .returning({ id: members.id });
    const [theirs] = await t.database.db
      .insert(chatMessages)
      .values({ merchantId: brand!.id, memberId: outsider!.id, text: "other room" })
      .returning({ id: chatMessages.id });
    const who = await newMember(t.app, "chati");
    const mine = await said(who, "this room");

    const seen = await room(who, "?pageSize=50");
    expect(seen.list.some((m) => m.id === theirs!.id)).toBe(false);
    expect(seen.list.some((m) => m.text === "other room")).toBe(false);
    // The other brand's room holds its own message only.
    const otherRoom = await new ChatRepository(t.database.db).page(brand!.id, { pageSize: 50 });
    expect(otherRoom.rows.map((r) => r.id)).toEqual([theirs!.id]);
    expect(otherRoom.rows.some((r) => r.id === mine)).toBe(false);

    expect(refusal(await adminCall("DELETE", pathWith(CHAT_ADMIN.message, { id: theirs!.id })))).toEqual([
      404,
      "NOT_FOUND",
    ]);
    const mute = await adminCall("PUT", pathWith(CHAT_ADMIN.mute, { memberId: outsider!.id }), { minutes: 5 });
    expect(refusal(mute)).toEqual([404, "NOT_FOUND"]);
    // On no page of this brand's operators' list, followed to its end.
    const pages = await adminPages(20);
    const adminIds = pages.flatMap((page) => page.list.map((m) => m.id));
    expect(adminIds).toContain(mine);
    expect(adminIds).not.toContain(theirs!.id);
    expect(pages.flatMap((page) => page.list).some((m) => m.memberId === outsider!.id)).toBe(false);
    // A cursor of this brand's list moves within this brand only: placed just past the other
    // brand's message, it still shows none of it.
    const cursor = JSON.parse(
      Buffer.from((await adminPage("?pageSize=1")).next!, "base64url").toString("utf8"),
    ) as object;
    const moved = Buffer.from(JSON.stringify({ ...cursor, k: [theirs!.id + 1] })).toString("base64url");
    expect((await adminPage(`?pageSize=5&cursor=${moved}`)).list.some((m) => m.id === theirs!.id)).toBe(false);
    // The other brand's own list holds its message only, and counts it alone.
    const otherList = await new ChatRepository(t.database.db).adminList(brand!.id, new Date(), { pageSize: 50 });
    expect(otherList.rows.map((r) => r.id)).toEqual([theirs!.id]);
    expect(otherList).toMatchObject({ total: 1, totalCapped: false, next: null, prev: null });
  });

  it("counts the operators' list up to the cap, as the other keyset lists do", async () => {
    const [brand] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into merchants (code, name, currency) values (${`oc${randomUUID().slice(0, 6)}`}, 'Busy brand', 'USD') returning id`,
    );
    const account = `ocb${randomUUID().slice(0, 8)}`;
    const [author] = await t.database.db
      .insert(members)
      .values({ merchantId: brand!.id, account, accountKey: account, passwordHash: "x" })
      .returning({ id: members.id });
    await t.database.db.execute(
      sql`insert into chat_messages (merchant_id, member_id, text)
        select ${brand!.id}::int, ${author!.id}::int, 'm' || n from generate_series(1, ${COUNT_CAP + 5}::int) n`,
    );
    const page = await new ChatRepository(t.database.db).adminList(brand!.id, new Date(), { pageSize: 10 });
    expect(page).toMatchObject({ total: COUNT_CAP, totalCapped: true, prev: null });
    expect(page.rows).toHaveLength(10);
  });
});

/** A member's socket, logged in; `watch` asks for the chat room's pushes (answered by one {type:"chat"}: read the room). */
async function memberSocket(who: { token: string }, watch = true) {
  const socket = await t.app.injectWS(API.socket);
  const inbox = socketInbox(socket);
  socket.send(JSON.stringify({ type: "auth", token: who.token, merchant: "DEMO" }));
  expect(await inbox.next(1)).toEqual({ type: "ready" });
  if (watch) {
    socket.send(JSON.stringify({ type: "watch", topic: "chat" }));
    expect(await inbox.next(2)).toEqual({ type: "chat" });
  }
  return { socket, inbox };
}
const chatsIn = (inbox: { received: unknown[] }) =>
  inbox.received.filter((m) => (m as { type: string }).type === "chat").length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("live updates", () => {
  it("pushes {type:'chat'} only to sockets watching the room, and no more once they stop", async () => {
    const writer = await newMember(t.app, "chatsw");
    const listener = await newMember(t.app, "chatsl");
    const idle = await newMember(t.app, "chatsi");
    const watching = await memberSocket(listener);
    const notWatching = await memberSocket(idle, false);
    await said(writer, "live");
    // Only "changed": the client reads the room itself.
    expect(await watching.inbox.next(3)).toEqual({ type: "chat" });
    expect(notWatching.inbox.received).toEqual([{ type: "ready" }]);

    watching.socket.send(JSON.stringify({ type: "unwatch", topic: "chat" }));
    const other = await memberSocket(writer);
    await pause(100);
    await said(writer, "after unwatch");
    expect(await other.inbox.next(3)).toEqual({ type: "chat" });
    expect(chatsIn(watching.inbox)).toBe(2);
    expect(notWatching.inbox.received).toEqual([{ type: "ready" }]);
    for (const s of [watching, notWatching, other]) s.socket.terminate();
  });

  it("coalesces a burst of posts into one or two pushes", async () => {
    const listener = await newMember(t.app, "chatcl");
    const watching = await memberSocket(listener);
    const writers = [];
    for (let i = 0; i < 3; i++) writers.push(await newMember(t.app, "chatcw"));
    await Promise.all(writers.flatMap((writer) => [said(writer, "burst"), said(writer, "burst again")]));
    await pause(1200);
    expect(chatsIn(watching.inbox) - 1).toBeGreaterThanOrEqual(1);
    expect(chatsIn(watching.inbox) - 1).toBeLessThanOrEqual(3);
    watching.socket.terminate();
  });

  it("a member's own delete, an operator's hide, a mute and an unmute each push to the watching rooms", async () => {
    const author = await newMember(t.app, "chatdw");
    const listener = await newMember(t.app, "chatdl");
    const own = await said(author, "to delete");
    const rude = await said(author, "to hide");
    await pause(700);
    const watching = await memberSocket(listener);
    let heard = 2;
    const pushed = async () => {
      heard += 1;
      expect(await watching.inbox.next(heard)).toEqual({ type: "chat" });
    };
    const del = await t.app.inject({
      method: "DELETE",
      url: pathWith(CHAT_API.message, { id: own }),
      headers: { authorization: author.token },
    });
    expect(del.statusCode, del.body).toBe(200);
    await pushed();
    expect((await adminCall("DELETE", pathWith(CHAT_ADMIN.message, { id: rude }))).statusCode).toBe(200);
    await pushed();
    const mute = await adminCall("PUT", pathWith(CHAT_ADMIN.mute, { memberId: author.id }), { minutes: 5 });
    expect(mute.statusCode, mute.body).toBe(200);
    await pushed();
    expect((await adminCall("DELETE", pathWith(CHAT_ADMIN.mute, { memberId: author.id }))).statusCode).toBe(200);
    await pushed();
    await pause(700);
    expect(chatsIn(watching.inbox)).toBe(5);
    watching.socket.terminate();
  });

  it("pushes delivered to a member's socket do not keep its session alive: it ends at the idle time", async () => {
    const reader = await newMember(t.app, "chatid");
    const watching = await memberSocket(reader);
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    // 40 minutes later (the idle time is 60), another member posts; the reader's socket hears it.
    vi.setSystemTime(start + 40 * 60_000);
    const writer = await newMember(t.app, "chatiw");
    await said(writer, "anyone there?");
    expect(await watching.inbox.next(3)).toEqual({ type: "chat" });
    // 61 minutes after the reader's last own call: its session is over, the push was no use of it.
    vi.setSystemTime(start + 61 * 60_000);
    expect(refusal(await memberInfo(t.app, reader.token))).toEqual([401, "NOT_LOGGED_IN"]);
    watching.socket.terminate();
  });

  it("a socket's login (a reconnection of an unattended tab) does not keep its session alive either", async () => {
    const reader = await newMember(t.app, "chatrc");
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    // 40 minutes later the tab's socket reconnects (a network loss): its login is checked, not a use.
    vi.setSystemTime(start + 40 * 60_000);
    const again = await memberSocket(reader, false);
    vi.setSystemTime(start + 61 * 60_000);
    expect(refusal(await memberInfo(t.app, reader.token))).toEqual([401, "NOT_LOGGED_IN"]);
    again.socket.terminate();
  });

  it("a watch begun after the session ended is refused, not answered with the room", async () => {
    const reader = await newMember(t.app, "chatwr");
    const socket = await memberSocket(reader, false);
    const out = await t.app.inject({ method: "DELETE", url: API.logout, headers: { authorization: reader.token } });
    expect(out.statusCode).toBe(200);
    socket.socket.send(JSON.stringify({ type: "watch", topic: "chat" }));
    expect(await socket.inbox.next(2)).toEqual({ type: "error", errorCode: "NOT_LOGGED_IN" });
    socket.socket.terminate();
  });

  it("a push still ends the socket of a revoked session", async () => {
    const reader = await newMember(t.app, "chatrv");
    const watching = await memberSocket(reader);
    const out = await t.app.inject({ method: "DELETE", url: API.logout, headers: { authorization: reader.token } });
    expect(out.statusCode).toBe(200);
    await said(await newMember(t.app, "chatrw"), "hello?");
    expect(await watching.inbox.next(3)).toEqual({ type: "error", errorCode: "NOT_LOGGED_IN" });
    watching.socket.terminate();
  });
});
