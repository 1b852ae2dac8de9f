import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_ADMIN, type AdminAnnouncement, type AdminHelp } from "@portal/contract/api/admin-content";
import type { AnnouncementContent } from "@portal/contract/api/content";
import type { HelpCategory } from "@portal/contract/api/system";
import { pathWith } from "@portal/contract/api/paths";
import { announcements, auditLog, helpCategories, merchants } from "../src/db/schema";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { get, operatorToken } from "./money-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;

const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const publicContent = async (execution = "B", language = "en") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/wps/announcement/content?types=B,PL,PU,H&platform=W&execution=${execution}`,
    headers: { language },
  });
  return res.json().value as AnnouncementContent;
};
const banner = {
  type: "B",
  title: { en: "Weekend cup", th: "ถ้วยสุดสัปดาห์", cn: "周末杯赛" },
  content: { en: '<p onclick="steal()">Play <b>now</b><script>alert(1)</script></p>', th: "<p>เล่นเลย</p>" },
  link: "/promotions",
  imageUrl: "https://cdn.example.com/cup.png",
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

describe("announcements", () => {
  it("are saved sanitized, shown to members in their language, and hidden once inactive", async () => {
    const created = await send("POST", CONTENT_ADMIN.announcements, banner);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const [stored] = await t.database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(stored!.content.en).toBe("<p>Play <b>now</b></p>");

    const shown = (await publicContent("B", "th")).banners.find((b) => b.id === id);
    expect(shown).toMatchObject({ title: "ถ้วยสุดสัปดาห์", content: "<p>เล่นเลย</p>", link: "/promotions" });

    const listed = await get(t.app, `${CONTENT_ADMIN.announcements}?type=B`, admin);
    const row = (listed.json().value.list as AdminAnnouncement[]).find((a) => a.id === id)!;
    expect(row.title).toEqual(banner.title);

    const off = await send("PUT", pathWith(CONTENT_ADMIN.announcement, { id }), { ...banner, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publicContent()).banners.map((b) => b.id)).not.toContain(id);
    const [after] = await t.database.db.select().from(announcements).where(eq(announcements.id, id));
    // Edited without a new publishing time: it keeps its own.
    expect(after!.publishedAt.getTime()).toBe(stored!.publishedAt.getTime());
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audit.filter((a) => a.action === "content.announcement")).toHaveLength(2);
  });

  it("a popup follows its execution: after login only is not shown before login", async () => {
    const popup = { ...banner, type: "PU", execution: "A", title: { en: "After login" } };
    const id = (await send("POST", CONTENT_ADMIN.announcements, popup)).json().value.id as number;
    expect((await publicContent("B")).popup.map((p) => p.id)).not.toContain(id);
    expect((await publicContent("A")).popup.map((p) => p.id)).toContain(id);
  });

  it("refuses promotions (their own calls), unsafe links and pictures, and an empty title; writes nothing", async () => {
    const before = (await t.database.db.select().from(announcements)).length;
    for (const body of [
      { ...banner, type: "PR" },
      { ...banner, link: "javascript:alert(1)" },
      { ...banner, link: "//evil.example/promotions" },
      { ...banner, imageUrl: "http://plain.example.com/x.png" },
      { ...banner, title: { en: "" } },
      { ...banner, title: {} },
    ]) {
      const res = await send("POST", CONTENT_ADMIN.announcements, body);
      expect(res.json().errorCode, JSON.stringify(body)).toBe("VALIDATION_FAILED");
    }
    expect((await t.database.db.select().from(announcements)).length).toBe(before);
  });

  it("another brand's announcement is NOT_FOUND", async () => {
    const [other] = await t.database.db.insert(merchants).values({ code: "CONTOTHER", name: "Other" }).returning();
    const [foreign] = await t.database.db
      .insert(announcements)
      .values({ merchantId: other!.id, slug: "x", type: "B", title: { en: "x" }, content: { en: "x" } })
      .returning();
    const res = await send("PUT", pathWith(CONTENT_ADMIN.announcement, { id: foreign!.id }), banner);
    expect(res.json().errorCode).toBe("NOT_FOUND");
  });
});

describe("the help centre", () => {
  it("categories and articles are written sanitized, read by members, and deleted", async () => {
    const category = await send("POST", CONTENT_ADMIN.helpCategories, { title: { en: "Wallet", vi: "Ví" }, sort: 99 });
    const categoryId = category.json().value.id as number;
    const article = await send("POST", CONTENT_ADMIN.helpArticles, {
      categoryId,
      title: { en: "Deposits", vi: "Nạp tiền" },
      content: { en: '<p>Use <a href="javascript:x()">this</a></p>', vi: "<p>Dùng</p>" },
    });
    expect(article.statusCode, article.body).toBe(200);
    const articleId = article.json().value.id as number;

    const help = (await get(t.app, CONTENT_ADMIN.help, admin)).json().value as AdminHelp;
    const mine = help.list.find((c) => c.id === categoryId)!;
    expect(mine.articles[0]!.content.en).toBe('<p>Use <a rel="noopener noreferrer">this</a></p>');

    const forMembers = await t.app.inject({
      method: "GET",
      url: "/wps/system/helpCenter",
      headers: { language: "vi" },
    });
    const shown = (forMembers.json().value as HelpCategory[]).find((c) => c.id === categoryId)!;
    expect(shown.title).toBe("Ví");
    expect(shown.articles.map((a) => a.title)).toEqual(["Nạp tiền"]);

    expect((await send("DELETE", pathWith(CONTENT_ADMIN.helpArticle, { id: articleId }))).statusCode).toBe(200);
    expect((await send("DELETE", pathWith(CONTENT_ADMIN.helpArticle, { id: articleId }))).json().errorCode).toBe(
      "NOT_FOUND",
    );
  });

  it("an article cannot go into another brand's category", async () => {
    const [other] = await t.database.db.insert(merchants).values({ code: "HELPOTHER", name: "Other" }).returning();
    const [foreign] = await t.database.db
      .insert(helpCategories)
      .values({ merchantId: other!.id, slug: "x", title: { en: "x" } })
      .returning();
    const res = await send("POST", CONTENT_ADMIN.helpArticles, {
      categoryId: foreign!.id,
      title: { en: "x" },
      content: { en: "x" },
    });
    expect(res.json().errorCode).toBe("NOT_FOUND");
  });
});

describe("preview and permissions", () => {
  it("the preview is what members will read; MARKETING writes content, SUPPORT only reads", async () => {
    const preview = await send("POST", CONTENT_ADMIN.preview, { html: '<img src="x" onerror="y()"><p>ok</p>' });
    expect(preview.json().value.html).toBe('<img src="x" /><p>ok</p>');
    const marketing = await operatorWithRole("MARKETING", "marketing_content");
    const support = await operatorWithRole("SUPPORT", "support_content");
    expect((await send("POST", CONTENT_ADMIN.announcements, banner, marketing)).statusCode).toBe(200);
    expect((await send("POST", CONTENT_ADMIN.announcements, banner, support)).statusCode).toBe(403);
    expect((await get(t.app, CONTENT_ADMIN.announcements, support)).statusCode).toBe(200);
  });
});
