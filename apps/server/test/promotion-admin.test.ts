import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAnnouncement } from "@portal/contract/api/admin-content";
import type { AnnouncementContent } from "@portal/contract/api/content";
import { pathWith } from "@portal/contract/api/paths";
import { EVENT_ADMIN, EVENT_API } from "@portal/contract/api/promotion-events";
import { PROMOTION_ADMIN } from "@portal/contract/api/promotions";
import { announcements, auditLog, merchants } from "../src/db/schema";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { get, newMember, operatorToken, post, type TestMember } from "./money-helper";
import { multipartForm } from "./multipart-helper";
import { signInOperator } from "./operator-helper";
import { promotionAnnouncement } from "./promotions-helper";
import { createTestApp, type TestApp } from "./test-app";

// The back office's Promotions pages: a promotion's own announcement (managePromotions), and the
// applications listed by the promotion they were made to.

let t: TestApp;
let admin: string;
const DAY = 86_400_000;

const send = (method: "POST" | "PUT", url: string, payload: object, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload });
const promotionsShown = async (language = "en") => {
  const res = await t.app.inject({
    method: "GET",
    url: "/wps/announcement/content?types=PR&platform=W&execution=B",
    headers: { language },
  });
  return (res.json().value as AnnouncementContent).promotion;
};
const promotion = {
  title: { en: "Slots weekend", vi: "Cuối tuần slot" },
  content: { en: '<p onclick="x()">Deposit <b>now</b><script>alert(1)</script></p>', vi: "<p>Nạp ngay</p>" },
  imageUrl: "https://cdn.example.com/slots.png",
  link: "/promotions",
  sort: 3,
};

async function operatorWithRole(role: "SUPPORT" | "MARKETING", username: string) {
  const password = "Role-Operator-Pass-123";
  await new Operators(new OperatorRepository(t.database.db)).create({
    merchantId: t.merchantId,
    username,
    password,
    role,
  });
  return (await signInOperator(t, { username, password })).token;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

describe("a promotion's announcement", () => {
  it("is made by marketing, sanitized, shown to members in their language, listed, changed and audited", async () => {
    const marketing = await operatorWithRole("MARKETING", "promo_marketing");
    const created = await send("POST", PROMOTION_ADMIN.promotions, promotion, marketing);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const [stored] = await t.database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(stored).toMatchObject({ type: "PR", execution: "B", sort: 3 });
    expect(stored!.content.en).toBe("<p>Deposit <b>now</b></p>");

    expect((await promotionsShown("vi")).find((p) => p.id === id)).toMatchObject({
      title: "Cuối tuần slot",
      content: "<p>Nạp ngay</p>",
      imageUrl: promotion.imageUrl,
    });
    const listed = (await get(t.app, PROMOTION_ADMIN.promotions, marketing)).json().value.list as AdminAnnouncement[];
    expect(listed.every((a) => a.type === "PR")).toBe(true);
    expect(listed.find((a) => a.id === id)?.title).toEqual(promotion.title);

    const off = await send("PUT", pathWith(PROMOTION_ADMIN.promotion, { id }), { ...promotion, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await promotionsShown()).map((p) => p.id)).not.toContain(id);
    const [after] = await t.database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(after!.publishedAt.getTime()).toBe(stored!.publishedAt.getTime());
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "announcement"), eq(auditLog.targetId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(["promotion.announcement", "promotion.announcement"]);
  });

  it("refuses support (403), bad input (VALIDATION_FAILED) and another type's or brand's id (NOT_FOUND), writing nothing", async () => {
    const support = await operatorWithRole("SUPPORT", "promo_support");
    const before = (await t.database.db.select().from(announcements)).length;
    const refused = await send("POST", PROMOTION_ADMIN.promotions, promotion, support);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    for (const body of [
      { ...promotion, title: {} },
      { ...promotion, link: "javascript:alert(1)" },
      { ...promotion, imageUrl: "http://plain.example.com/x.png" },
      { ...promotion, sort: -1 },
    ]) {
      const res = await send("POST", PROMOTION_ADMIN.promotions, body);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect((await t.database.db.select().from(announcements)).length).toBe(before);

    const [banner] = await t.database.db
      .insert(announcements)
      .values({ merchantId: t.merchantId, slug: "promo-admin-banner", type: "B", title: { en: "b" }, content: {} })
      .returning();
    const [other] = await t.database.db.insert(merchants).values({ code: "PROMOOTHER", name: "Other" }).returning();
    const [foreign] = await t.database.db
      .insert(announcements)
      .values({ merchantId: other!.id, slug: "x", type: "PR", title: { en: "x" }, content: {} })
      .returning();
    for (const target of [banner!, foreign!]) {
      const res = await send("PUT", pathWith(PROMOTION_ADMIN.promotion, { id: target.id }), promotion);
      expect(res.json().errorCode).toBe("NOT_FOUND");
    }
    const [untouched] = await t.database.db.select().from(announcements).where(eq(announcements.id, banner!.id));
    expect(untouched!.title).toEqual({ en: "b" });
  });
});

describe("the applications", () => {
  async function eventPromotion(): Promise<number> {
    const id = await promotionAnnouncement(t, "Filter event");
    const res = await post(t.app, EVENT_ADMIN.events, admin, { announcementId: id, startsAt: Date.now() - DAY });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  }
  function apply(who: TestMember, id: number) {
    const form = multipartForm({ comment: "me" }, []);
    return t.app.inject({
      method: "POST",
      url: pathWith(EVENT_API.apply, { id }),
      payload: form.payload,
      headers: { ...form.headers, authorization: who.token },
    });
  }

  it("are listed by the promotion they were made to; a bad promotion id is VALIDATION_FAILED", async () => {
    const first = await eventPromotion();
    const second = await eventPromotion();
    const who = await newMember(t.app, "evfilter");
    expect((await apply(who, first)).statusCode).toBe(200);
    expect((await apply(who, second)).statusCode).toBe(200);

    const page = await get(t.app, `${EVENT_ADMIN.applications}?promotionId=${second}&status=APPLYING`, admin);
    expect(page.statusCode, page.body).toBe(200);
    const value = page.json().value as { list: { promotionId: number; account: string }[]; total: number };
    expect(value.total).toBe(1);
    expect(value.list.map((a) => [a.promotionId, a.account])).toEqual([[second, who.account]]);

    const bad = await get(t.app, `${EVENT_ADMIN.applications}?promotionId=abc`, admin);
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, "VALIDATION_FAILED"]);
  });
});
