import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathWith } from "@portal/contract/api/paths";
import { EVENT_ADMIN, EVENT_API } from "@portal/contract/api/promotion-events";
import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import { eventApplications, ledgerTransfers, uploads } from "../src/db/schema";
import { checkLedger } from "../src/ledger/invariants";
import { jpeg } from "./image-helper";
import { get, mainBalance, newMember, operatorToken, post, type TestMember } from "./money-helper";
import { multipartForm, TINY_PNG } from "./multipart-helper";
import { promotionAnnouncement } from "./promotions-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** A promotion made an event through the operator API; answers the promotion's id. */
async function eventPromotion(overrides: object = {}): Promise<number> {
  const id = await promotionAnnouncement(t, "Test event");
  const res = await post(t.app, EVENT_ADMIN.events, admin, {
    announcementId: id,
    startsAt: Date.now() - DAY,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

function apply(
  who: TestMember,
  id: number,
  comment: string,
  images: { bytes: Buffer; contentType?: string; filename?: string }[],
) {
  const form = multipartForm(
    { comment },
    images.map((i) => ({ field: "images", ...i })),
  );
  return t.app.inject({
    method: "POST",
    url: pathWith(EVENT_API.apply, { id }),
    payload: form.payload,
    headers: { ...form.headers, authorization: who.token },
  });
}

const stored = async (who: TestMember) => ({
  uploads: (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.memberId, who.id)))[0]!.n,
  applications: (
    await t.database.db.select({ n: count() }).from(eventApplications).where(eq(eventApplications.memberId, who.id))
  )[0]!.n,
});

describe("applying", () => {
  it("refuses 141 characters, a fourth image, a 5 MB + 1 byte image and a renamed non-image, storing nothing", async () => {
    const id = await eventPromotion();
    const who = await newMember(t.app, "evbad");
    const png = { bytes: TINY_PNG };

    const long = await apply(who, id, "x".repeat(141), [png]);
    expect([long.statusCode, long.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    const four = await apply(who, id, "ok", [png, png, png, png]);
    expect([four.statusCode, four.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    const big = await apply(who, id, "ok", [
      png,
      { bytes: Buffer.concat([TINY_PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - TINY_PNG.length)]) },
    ]);
    expect([big.statusCode, big.json().errorCode]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    const renamed = await apply(who, id, "ok", [
      png,
      { bytes: Buffer.from("%PDF-1.4 not an image"), filename: "photo.png" },
    ]);
    expect([renamed.statusCode, renamed.json().errorCode]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    expect(await stored(who)).toEqual({ uploads: 0, applications: 0 });

    // 140 characters (an emoji counts as one) and three images are taken.
    const comment = `${"y".repeat(139)}🎉`;
    const ok = await apply(who, id, comment, [
      png,
      { bytes: await jpeg(2, 2), contentType: "image/jpeg", filename: "a.jpg" },
      png,
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ status: "APPLYING", comment, images: 3, promotionId: id });
    expect(await stored(who)).toEqual({ uploads: 3, applications: 1 });
  });

  it("once per member and event, even sent twice at once; 401 before the form is read", async () => {
    const id = await eventPromotion();
    const who = await newMember(t.app, "evonce");
    const answers = await Promise.all([
      apply(who, id, "first", [{ bytes: TINY_PNG }]),
      apply(who, id, "second", [{ bytes: TINY_PNG }]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ errorCode: "PROMOTION_NOT_ELIGIBLE", value: { reason: "ALREADY_APPLIED" } });
    expect(await stored(who)).toEqual({ uploads: 1, applications: 1 });
    const view = (await get(t.app, pathWith(EVENT_API.event, { id }), who.token)).json().value;
    expect(view).toMatchObject({ open: false, reason: "ALREADY_APPLIED", application: { status: "APPLYING" } });
    const anonymous = await t.app.inject({ method: "POST", url: pathWith(EVENT_API.apply, { id }), payload: "x" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("an empty file input is left out; a comment sent twice is refused", async () => {
    const id = await eventPromotion();
    const who = await newMember(t.app, "evform");
    const twice = multipartForm({ comment: "a" }, []);
    const body = Buffer.concat([
      Buffer.from(twice.payload.toString().replace(/--\r\n$/, "")),
      Buffer.from(`\r\nContent-Disposition: form-data; name="comment"\r\n\r\n${"z".repeat(200)}\r\n`),
    ]);
    const boundary = twice.headers["content-type"]!.split("boundary=")[1]!;
    const repeated = await t.app.inject({
      method: "POST",
      url: pathWith(EVENT_API.apply, { id }),
      payload: Buffer.concat([body, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { ...twice.headers, authorization: who.token },
    });
    expect([repeated.statusCode, repeated.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
    const empty = await apply(who, id, "no picture", [
      { bytes: Buffer.alloc(0), filename: "", contentType: "application/octet-stream" },
    ]);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().value).toMatchObject({ images: 0 });
  });

  it("an ended event, or one for others, takes no application", async () => {
    const ended = await eventPromotion({ startsAt: Date.now() - 2 * DAY, endsAt: Date.now() - DAY });
    const labelled = await eventPromotion({ labels: ["vip"] });
    const who = await newMember(t.app, "evshut");
    expect((await apply(who, ended, "hi", [])).json().value).toEqual({ reason: "ENDED" });
    // Reopened by an operator: it takes applications again.
    const reopened = (await get(t.app, EVENT_ADMIN.events, admin))
      .json()
      .value.list.find((e: { announcementId: number }) => e.announcementId === ended);
    const put = await t.app.inject({
      method: "PUT",
      url: pathWith(EVENT_ADMIN.event, { id: reopened.id }),
      headers: { authorization: admin },
      payload: { announcementId: ended, startsAt: Date.now() - DAY, endsAt: null },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await apply(who, ended, "hi", [])).statusCode).toBe(200);
    expect((await apply(who, labelled, "hi", [])).json().value).toEqual({ reason: "NOT_IN_AUDIENCE" });
    expect(await stored(who)).toEqual({ uploads: 0, applications: 1 });
  });
});

describe("review and prize", () => {
  it("an operator takes it up and issues a prize, which the member claims once; images are the brand's own", async () => {
    const id = await eventPromotion();
    const who = await newMember(t.app, "evprize");
    const application = (await apply(who, id, "my win", [{ bytes: TINY_PNG }, { bytes: TINY_PNG }])).json().value;
    const review = (body: object) => post(t.app, pathWith(EVENT_ADMIN.review, { id: application.id }), admin, body);

    const image = await get(t.app, pathWith(EVENT_ADMIN.applicationImage, { id: application.id, index: 1 }), admin);
    expect([image.statusCode, image.headers["content-type"]]).toEqual([200, "image/png"]);
    expect(
      (await get(t.app, pathWith(EVENT_ADMIN.applicationImage, { id: application.id, index: 2 }), admin)).statusCode,
    ).toBe(404);

    expect((await review({ decision: "ISSUED" })).json().errorCode).toBe("VALIDATION_FAILED");
    expect((await review({ decision: "PROCESS" })).json().value.status).toBe("PROCESS");
    expect((await review({ decision: "ISSUED", prize: "12.50", note: "well done" })).json().value).toMatchObject({
      status: "ISSUED",
      prize: "12.50",
      note: "well done",
    });
    expect((await review({ decision: "REJECTED" })).json().errorCode).toBe("INVALID_STATE");

    const stranger = await newMember(t.app, "evstr");
    const claimUrl = pathWith(EVENT_API.claimPrize, { id: application.id });
    expect((await post(t.app, claimUrl, stranger.token)).json().errorCode).toBe("NOT_FOUND");
    const claims = await Promise.all([post(t.app, claimUrl, who.token), post(t.app, claimUrl, who.token)]);
    for (const c of claims) expect(c.json().value.status).toBe("CLAIMED");
    expect(await mainBalance(t.app, who.token)).toBe("12.50");
    const postings = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, `event-prize:${application.id}`));
    expect(postings).toHaveLength(1);
    const mine = (await get(t.app, EVENT_API.applications, who.token)).json().value;
    expect(mine.list).toEqual([
      expect.objectContaining({ id: application.id, status: "CLAIMED", title: expect.stringContaining("Test event") }),
    ]);
    const audit = (await get(t.app, "/admin/audit", admin)).json().value.list as { action: string }[];
    expect(audit.filter((a) => a.action === "promotion.applicationReview").length).toBeGreaterThanOrEqual(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a rejected or joined application has nothing to claim", async () => {
    const id = await eventPromotion();
    const joined = await newMember(t.app, "evjoin");
    const application = (await apply(joined, id, "in", [])).json().value;
    await post(t.app, pathWith(EVENT_ADMIN.review, { id: application.id }), admin, { decision: "JOINED" });
    expect(
      (await post(t.app, pathWith(EVENT_API.claimPrize, { id: application.id }), joined.token)).json().errorCode,
    ).toBe("INVALID_STATE");
    const list = (await get(t.app, `${EVENT_ADMIN.applications}?status=JOINED`, admin)).json().value.list;
    expect(list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: application.id, account: joined.account })]),
    );
  });
});
