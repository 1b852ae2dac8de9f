import { and, count, eq, ne, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_ADMIN, FEEDBACK_API } from "@portal/contract/api/feedback";
import { INBOX_ADMIN, INBOX_API } from "@portal/contract/api/inbox";
import { MEMBERS_ADMIN } from "@portal/contract/api/admin-members";
import { API, pathWith } from "@portal/contract/api/paths";
import { FEATURE } from "@portal/contract/feature-switches";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import type { OperatorRole } from "@portal/contract/api/admin";
import { queryRows } from "../src/db/client";
import {
  auditLog,
  featureSwitches,
  feedback,
  memberMessages,
  members,
  memberVip,
  settings,
  uploads,
} from "../src/db/schema";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { freshIp } from "./accounts-helper";
import { agentOf, registerBelow } from "./agents-helper";
import { jpeg } from "./image-helper";
import { get, newMember, operatorToken, post, type TestMember } from "./money-helper";
import { multipartForm, TINY_PNG } from "./multipart-helper";
import { socketInbox } from "./ws-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

/** An operator of the test brand with `role` and a live session, made without the sign-in flow. */
async function operatorWith(role: OperatorRole): Promise<string> {
  const operators = new Operators(new OperatorRepository(t.database.db));
  const created = await operators.create({
    merchantId: t.merchantId,
    username: `${role.toLowerCase()}_${randomUUID().slice(0, 8)}`,
    password: "Operator-Pass-123",
    role,
  });
  return operators.openSession(created!);
}

function send(body: Record<string, unknown>, token = admin) {
  return post(t.app, INBOX_ADMIN.messages, token, {
    requestId: randomUUID(),
    title: "Hello",
    content: "<p>Welcome</p>",
    ...body,
  });
}

async function sent(body: Record<string, unknown>) {
  const res = await send(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; recipients: number };
}

const unread = async (who: TestMember) =>
  (await get(t.app, API.unreadMessages, who.token)).json().value.count as number;
const inbox = async (who: TestMember, query = "") => {
  const res = await get(t.app, `${INBOX_API.messages}${query}`, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    list: { id: number; title: string; read: boolean }[];
    next: string | null;
    prev: string | null;
    total: number;
    unread: number;
  };
};

/** Members of the broadcast, by id. */
async function recipientsOf(broadcastId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: memberMessages.memberId })
    .from(memberMessages)
    .where(eq(memberMessages.broadcastId, broadcastId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A member of another brand, with the label and VIP level the tests send to. */
async function otherBrandMember(label: string, level: number): Promise<number> {
  const [brand] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into merchants (code, name, currency) values (${`ob${randomUUID().slice(0, 6)}`}, 'Other brand', 'USD') returning id`,
  );
  const account = `obm${randomUUID().slice(0, 8)}`;
  const [row] = await t.database.db
    .insert(members)
    .values({ merchantId: brand!.id, account, accountKey: account, passwordHash: "x", labels: [label] })
    .returning({ id: members.id });
  await t.database.db.insert(memberVip).values({ memberId: row!.id, merchantId: brand!.id, level, since: new Date() });
  return row!.id;
}

describe("sending messages to an audience", () => {
  it("each audience reaches exactly its members of the brand, never another brand's", async () => {
    const label = `lbl${randomUUID().slice(0, 6)}`;
    const labelled = await newMember(t.app, "lab");
    const plain = await newMember(t.app, "plain");
    // Labelled as an operator does it, on the member's page (the store the audience reads).
    const labelling = await t.app.inject({
      method: "PUT",
      url: pathWith(MEMBERS_ADMIN.labels, { memberId: labelled.id }),
      headers: { authorization: admin },
      payload: { labels: ["other", label], reason: "campaign" },
    });
    expect(labelling.statusCode, labelling.body).toBe(200);
    const outsider = await otherBrandMember(label, 7);

    // A label.
    const byLabel = await sent({ audience: "LABEL", target: label });
    expect(byLabel.recipients).toBe(1);
    expect(await recipientsOf(byLabel.id)).toEqual([labelled.id]);

    // One member, by account (any case).
    const one = await sent({ audience: "MEMBER", target: plain.account.toUpperCase() });
    expect(await recipientsOf(one.id)).toEqual([plain.id]);
    const unknown = await send({ audience: "MEMBER", target: "nobody-here" });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, "NOT_FOUND"]);

    // A VIP level: the brand's members at level 7 only (level 0: those without a level).
    const [vipMember] = [await newMember(t.app, "vip")];
    await t.database.db
      .insert(memberVip)
      .values({ memberId: vipMember!.id, merchantId: t.merchantId, level: 7, since: new Date() });
    const byLevel = await sent({ audience: "VIP_LEVEL", target: 7 });
    const level7 = await t.database.db
      .select({ id: memberVip.memberId })
      .from(memberVip)
      .innerJoin(members, eq(members.id, memberVip.memberId))
      .where(
        and(eq(memberVip.merchantId, t.merchantId), eq(memberVip.level, 7), ne(members.memberType, TRIAL_MEMBER_TYPE)),
      );
    expect(await recipientsOf(byLevel.id)).toEqual(level7.map((r) => r.id).sort((a, b) => a - b));
    expect(await recipientsOf(byLevel.id)).toContain(vipMember!.id);
    const level0 = await sent({ audience: "VIP_LEVEL", target: 0 });
    const zero = await recipientsOf(level0.id);
    expect(zero).toContain(plain.id);
    expect(zero).not.toContain(vipMember!.id);

    // An agent's team: the members below it at any depth, not the agent.
    const agent = await agentOf(t, 1);
    const direct = await registerBelow(t, agent, "AGENT", `tm${randomUUID().slice(0, 8)}`);
    const deeper = await registerBelow(t, direct, "MEMBER", `td${randomUUID().slice(0, 8)}`);
    const team = await sent({ audience: "TEAM", target: agent.account });
    expect(await recipientsOf(team.id)).toEqual([direct.id, deeper.id].sort((a, b) => a - b));
    const notAgent = await send({ audience: "TEAM", target: plain.account });
    expect(notAgent.json().errorCode).toBe("NOT_FOUND");

    // Everyone: every member of the brand but trial accounts.
    const all = await sent({ audience: "ALL" });
    const [brand] = await t.database.db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.merchantId, t.merchantId), ne(members.memberType, TRIAL_MEMBER_TYPE)));
    expect(all.recipients).toBe(Number(brand!.n));
    expect(await recipientsOf(all.id)).toContain(labelled.id);

    // The other brand's member got none of them.
    const [theirs] = await t.database.db
      .select({ n: count() })
      .from(memberMessages)
      .where(eq(memberMessages.memberId, outsider));
    expect(Number(theirs!.n)).toBe(0);
  });

  it("is idempotent by requestId: a resend messages nobody twice; other content under it is a conflict", async () => {
    const who = await newMember(t.app, "idem");
    const requestId = randomUUID();
    const body = { requestId, audience: "MEMBER", target: who.account, title: "Once", content: "<p>Only once</p>" };
    const answers = await Promise.all([
      post(t.app, INBOX_ADMIN.messages, admin, body),
      post(t.app, INBOX_ADMIN.messages, admin, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().value.id).toBe(answers[1]!.json().value.id);
    const again = await post(t.app, INBOX_ADMIN.messages, admin, body);
    expect(again.json().value).toMatchObject({ id: answers[0]!.json().value.id, recipients: 1 });
    expect(await unread(who)).toBe(1);
    const other = await post(t.app, INBOX_ADMIN.messages, admin, { ...body, title: "Changed" });
    expect([other.statusCode, other.json().errorCode]).toEqual([409, "IDEMPOTENCY_CONFLICT"]);
    // One audit entry, with the audience and the count.
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "message.send"), eq(auditLog.targetId, String(answers[0]!.json().value.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.detail).toMatchObject({ audience: "MEMBER", target: who.account, recipients: 1 });
  });

  it("sanitizes the content; a title or content missing is refused", async () => {
    const who = await newMember(t.app, "sani");
    await sent({
      audience: "MEMBER",
      target: who.account,
      content: `<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script><b>bold</b></p>`,
    });
    const [item] = (await inbox(who)).list;
    const opened = (await get(t.app, pathWith(INBOX_API.message, { id: item!.id }), who.token)).json().value;
    expect(opened.content).toBe('<p>Hi <a rel="noopener noreferrer">x</a><b>bold</b></p>');
    expect((await send({ audience: "MEMBER", target: who.account, title: "" })).statusCode).toBe(400);
    const onlyScript = await send({ audience: "MEMBER", target: who.account, content: "<script>x()</script>" });
    expect([onlyScript.statusCode, onlyScript.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
  });

  it("lists the sent messages, newest first, with the operator and the count", async () => {
    const who = await newMember(t.app, "list");
    const last = await sent({ audience: "MEMBER", target: who.account, title: "Newest" });
    const page = (await get(t.app, `${INBOX_ADMIN.messages}?pageSize=5`, admin)).json().value;
    expect(page.list[0]).toMatchObject({ id: last.id, title: "Newest", recipients: 1, audience: "MEMBER" });
    expect(page.list[0].operator).toBe(t.demoOperator.username);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it("SUPPORT may read but not send; a member's token is no operator's; 401 before the body", async () => {
    const support = await operatorWith("SUPPORT");
    const who = await newMember(t.app, "perm");
    const refused = await send({ audience: "MEMBER", target: who.account }, support);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    expect((await get(t.app, INBOX_ADMIN.messages, support)).statusCode).toBe(200);
    const marketing = await operatorWith("MARKETING");
    expect((await send({ audience: "MEMBER", target: who.account }, marketing)).statusCode).toBe(200);
    expect((await send({ audience: "MEMBER", target: who.account }, who.token)).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: "POST",
      url: INBOX_ADMIN.messages,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await unread(who)).toBe(1);
  });
});

describe("the member's inbox", () => {
  it("pages unread first then newest; opening marks read; the count follows; another member's cursor is refused", async () => {
    const who = await newMember(t.app, "page");
    const ids: number[] = [];
    for (const title of ["m1", "m2", "m3", "m4"]) {
      await sent({ audience: "MEMBER", target: who.account, title });
    }
    const first = await inbox(who);
    expect(first.list.map((m) => m.title)).toEqual(["m4", "m3", "m2", "m1"]);
    ids.push(...first.list.map((m) => m.id));
    expect(first.unread).toBe(4);
    expect(await unread(who)).toBe(4);

    // Open m3: it goes below the unread ones.
    const opened = await get(t.app, pathWith(INBOX_API.message, { id: ids[1]! }), who.token);
    expect(opened.json().value).toMatchObject({ title: "m3", read: true, content: "<p>Welcome</p>" });
    expect(await unread(who)).toBe(3);
    const pageOne = await inbox(who, "?pageSize=2");
    expect(pageOne.list.map((m) => [m.title, m.read])).toEqual([
      ["m4", false],
      ["m2", false],
    ]);
    expect(pageOne.total).toBe(4);
    const pageTwo = await inbox(who, `?pageSize=2&cursor=${pageOne.next}`);
    expect(pageTwo.list.map((m) => [m.title, m.read])).toEqual([
      ["m1", false],
      ["m3", true],
    ]);
    expect(pageTwo.next).toBeNull();
    const back = await inbox(who, `?pageSize=2&cursor=${pageTwo.prev}`);
    expect(back.list.map((m) => m.title)).toEqual(["m4", "m2"]);

    const stranger = await newMember(t.app, "strg");
    const foreign = await get(t.app, `${INBOX_API.messages}?pageSize=2&cursor=${pageOne.next}`, stranger.token);
    expect(foreign.json().errorCode).toBe("VALIDATION_FAILED");

    // Mark all read.
    const all = await post(t.app, INBOX_API.readAll, who.token);
    expect(all.json().value).toEqual({ read: 3 });
    expect(await unread(who)).toBe(0);
    expect((await inbox(who)).list.map((m) => m.title)).toEqual(["m4", "m3", "m2", "m1"]);
  });

  it("a deleted message is gone from the list and the count; another member's is NOT_FOUND", async () => {
    const who = await newMember(t.app, "del");
    const other = await newMember(t.app, "oth");
    await sent({ audience: "MEMBER", target: who.account, title: "keep" });
    await sent({ audience: "MEMBER", target: who.account, title: "drop" });
    const [drop, keep] = (await inbox(who)).list;
    expect(drop!.title).toBe("drop");

    // Another member reaches none of them: not to open, not to delete.
    const peek = await get(t.app, pathWith(INBOX_API.message, { id: drop!.id }), other.token);
    expect([peek.statusCode, peek.json().errorCode]).toEqual([404, "NOT_FOUND"]);
    const steal = await t.app.inject({
      method: "DELETE",
      url: pathWith(INBOX_API.message, { id: drop!.id }),
      headers: { authorization: other.token },
    });
    expect([steal.statusCode, steal.json().errorCode]).toEqual([404, "NOT_FOUND"]);
    expect(await unread(who)).toBe(2);

    const removed = await t.app.inject({
      method: "DELETE",
      url: pathWith(INBOX_API.message, { id: drop!.id }),
      headers: { authorization: who.token },
    });
    expect(removed.json().value).toEqual({ count: 1 });
    const after = await inbox(who);
    expect(after.list.map((m) => m.id)).toEqual([keep!.id]);
    expect(after.total).toBe(1);
    expect(await unread(who)).toBe(1);
    // Gone: not to open, not to delete twice; a read-all does not count it.
    expect((await get(t.app, pathWith(INBOX_API.message, { id: drop!.id }), who.token)).statusCode).toBe(404);
    expect((await post(t.app, INBOX_API.readAll, who.token)).json().value).toEqual({ read: 1 });
  });

  it("pushes {type:'message'} to the member's socket, not to others'", async () => {
    const who = await newMember(t.app, "push");
    const other = await newMember(t.app, "quiet");
    const socket = await t.app.injectWS(API.socket);
    const messages = socketInbox(socket);
    socket.send(JSON.stringify({ type: "auth", token: who.token, merchant: "DEMO" }));
    const otherSocket = await t.app.injectWS(API.socket);
    const otherMessages = socketInbox(otherSocket);
    otherSocket.send(JSON.stringify({ type: "auth", token: other.token, merchant: "DEMO" }));
    expect(await messages.next(1)).toEqual({ type: "ready" });
    expect(await otherMessages.next(1)).toEqual({ type: "ready" });
    await sent({ audience: "MEMBER", target: who.account });
    expect(await messages.next(2)).toEqual({ type: "message" });
    expect(otherMessages.received).toEqual([{ type: "ready" }]);
    socket.terminate();
    otherSocket.terminate();
  });

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: INBOX_API.messages })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: INBOX_API.readAll, payload: "x" })).statusCode).toBe(401);
  });
});

describe("feedback", () => {
  function put(
    who: TestMember,
    fields: Record<string, string>,
    images: { bytes: Buffer; contentType?: string; filename?: string }[] = [],
    remoteAddress = freshIp(),
  ) {
    const form = multipartForm(
      fields,
      images.map((i) => ({ field: "images", ...i })),
    );
    return t.app.inject({
      method: "PUT",
      url: FEEDBACK_API.feedback,
      payload: form.payload,
      headers: { ...form.headers, authorization: who.token },
      remoteAddress,
    });
  }
  const stored = async (who: TestMember) => ({
    uploads: Number(
      (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.memberId, who.id)))[0]!.n,
    ),
    feedback: Number(
      (await t.database.db.select({ n: count() }).from(feedback).where(eq(feedback.memberId, who.id)))[0]!.n,
    ),
  });
  async function setting(key: string, value: unknown) {
    await t.database.db
      .insert(settings)
      .values({ merchantId: t.merchantId, key, value })
      .onConflictDoUpdate({ target: [settings.merchantId, settings.key], set: { value } });
  }
  async function feedbackSwitch(enabled: boolean) {
    await t.database.db
      .update(featureSwitches)
      .set({ enabled })
      .where(and(eq(featureSwitches.merchantId, t.merchantId), eq(featureSwitches.modId, FEATURE.feedback)));
  }

  it("takes text within the brand's range (10 to 500 by default; the setting changes it)", async () => {
    const who = await newMember(t.app, "fbl");
    expect((await get(t.app, FEEDBACK_API.settings, who.token)).json().value).toEqual({
      minLength: 10,
      maxLength: 500,
    });
    const short = await put(who, { type: "SUGGESTION", text: "too short" });
    expect(short.json()).toMatchObject({ errorCode: "VALIDATION_FAILED", value: { fields: { text: "length" } } });
    const long = await put(who, { type: "SUGGESTION", text: "x".repeat(501) });
    expect(long.json().errorCode).toBe("VALIDATION_FAILED");
    const badType = await put(who, { type: "COMPLAINT", text: "a good length text" });
    expect(badType.json()).toMatchObject({
      errorCode: "VALIDATION_FAILED",
      value: { fields: { type: expect.any(String) } },
    });
    const ten = await put(who, { type: "SUGGESTION", text: "  exactly10!  " });
    expect(ten.statusCode, ten.body).toBe(200);
    expect(ten.json().value).toMatchObject({
      type: "SUGGESTION",
      text: "exactly10!",
      status: "OPEN",
      images: 0,
      reply: null,
    });

    await setting("feedbackMinLength", 3);
    await setting("feedbackMaxLength", 5);
    try {
      expect((await get(t.app, FEEDBACK_API.settings, who.token)).json().value).toEqual({ minLength: 3, maxLength: 5 });
      // Five characters, an emoji counting as one.
      expect((await put(who, { type: "GAME", text: "abcd🎉" })).statusCode).toBe(200);
      expect((await put(who, { type: "GAME", text: "abcdef" })).json().errorCode).toBe("VALIDATION_FAILED");
      expect((await put(who, { type: "GAME", text: "ab" })).json().errorCode).toBe("VALIDATION_FAILED");
    } finally {
      await t.database.db
        .delete(settings)
        .where(and(eq(settings.merchantId, t.merchantId), sql`${settings.key} like 'feedback%'`));
    }
    expect(await stored(who)).toEqual({ uploads: 0, feedback: 2 });
  });

  it("is refused with FEEDBACK3 off; 401 before the form is read", async () => {
    const who = await newMember(t.app, "fbs");
    await feedbackSwitch(false);
    try {
      const off = await put(who, { type: "OTHER", text: "switched off feedback" }, [{ bytes: TINY_PNG }]);
      expect([off.statusCode, off.json().errorCode]).toEqual([403, "FUNCTION_NOT_ENABLED"]);
    } finally {
      await feedbackSwitch(true);
    }
    expect(await stored(who)).toEqual({ uploads: 0, feedback: 0 });
    const anonymous = await t.app.inject({ method: "PUT", url: FEEDBACK_API.feedback, payload: "garbage" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("checks images as deposit receipts are checked: at most three, 5 MB, real PNG or JPEG, re-encoded", async () => {
    const who = await newMember(t.app, "fbi");
    const text = "The cashier page froze";
    const png = { bytes: TINY_PNG };
    const four = await put(who, { type: "PAYMENT", text }, [png, png, png, png]);
    expect([four.statusCode, four.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    const renamed = await put(who, { type: "PAYMENT", text }, [
      png,
      { bytes: Buffer.from("%PDF-1.4"), filename: "a.png" },
    ]);
    expect([renamed.statusCode, renamed.json().errorCode]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const big = await put(who, { type: "PAYMENT", text }, [
      { bytes: Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect([big.statusCode, big.json().errorCode]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    expect(await stored(who)).toEqual({ uploads: 0, feedback: 0 });

    const ok = await put(who, { type: "PAYMENT", text }, [
      png,
      { bytes: await jpeg(3, 2), contentType: "image/jpeg", filename: "b.jpg" },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ images: 2, type: "PAYMENT" });
    expect(await stored(who)).toEqual({ uploads: 2, feedback: 1 });

    const id = ok.json().value.id as number;
    const second = await get(t.app, pathWith(FEEDBACK_ADMIN.image, { id, index: 1 }), admin);
    expect(second.headers["content-type"]).toBe("image/jpeg");
    expect(second.headers["content-disposition"]).toMatch(/^attachment/);
    expect(await sharp(second.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 3, height: 2 });
    expect((await get(t.app, pathWith(FEEDBACK_ADMIN.image, { id, index: 2 }), admin)).statusCode).toBe(404);
  });

  it("is rate limited per address", async () => {
    const who = await newMember(t.app, "fbr");
    const address = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await put(who, { type: "OTHER", text: `rate limited ${i}` }, [], address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("an operator's reply is on the feedback and arrives as a message; once; SUPPORT cannot reply; audited", async () => {
    const who = await newMember(t.app, "fbrp");
    const other = await newMember(t.app, "fbo");
    await t.database.db.update(members).set({ language: "vi" }).where(eq(members.id, who.id));
    const id = (await put(who, { type: "ACCOUNT", text: "I cannot change my <b>nickname</b>" })).json().value
      .id as number;
    await put(other, { type: "OTHER", text: "Someone else's feedback" });

    const open = (await get(t.app, `${FEEDBACK_ADMIN.list}?status=OPEN&pageSize=200`, admin)).json().value;
    expect(open.list.find((f: { id: number }) => f.id === id)).toMatchObject({ account: who.account, status: "OPEN" });

    const support = await operatorWith("SUPPORT");
    const refused = await post(t.app, pathWith(FEEDBACK_ADMIN.reply, { id }), support, { reply: "no" });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "FORBIDDEN"]);

    const replied = await post(t.app, pathWith(FEEDBACK_ADMIN.reply, { id }), admin, {
      reply: "Done <now>\nTry again",
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().value).toMatchObject({ status: "ANSWERED", reply: "Done <now>\nTry again" });
    const twice = await post(t.app, pathWith(FEEDBACK_ADMIN.reply, { id }), admin, { reply: "again" });
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, "INVALID_STATE"]);

    const mine = (await get(t.app, FEEDBACK_API.feedback, who.token)).json().value;
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ id, status: "ANSWERED", reply: "Done <now>\nTry again" });
    expect((await get(t.app, FEEDBACK_API.feedback, other.token)).json().value.list[0].reply).toBeNull();

    // The reply as a message, titled in the member's language, its text escaped.
    const [message] = (await inbox(who)).list;
    expect(message).toMatchObject({ title: "Phản hồi cho góp ý của bạn", read: false });
    const content = (await get(t.app, pathWith(INBOX_API.message, { id: message!.id }), who.token)).json().value
      .content;
    expect(content).toBe(
      "<p>Done &lt;now&gt;<br />Try again</p><blockquote><p>I cannot change my &lt;b&gt;nickname&lt;/b&gt;</p></blockquote>",
    );

    const answered = (await get(t.app, `${FEEDBACK_ADMIN.list}?status=ANSWERED&pageSize=200`, admin)).json().value;
    expect(answered.list.map((f: { id: number }) => f.id)).toContain(id);
    expect(answered.list.every((f: { status: string }) => f.status === "ANSWERED")).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "feedback.reply"), eq(auditLog.targetId, String(id))));
    expect(audit).toHaveLength(1);
  });
});
