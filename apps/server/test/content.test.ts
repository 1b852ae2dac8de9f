import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnnouncementContent } from "@portal/contract/api/content";
import { announcements } from "../src/db/schema";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALL = "/wps/announcement/content?types=B,PL,PU,PR,H&platform=W&execution=B";

async function content(url = ALL, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url, headers });
  expect(res.statusCode).toBe(200);
  return res.json().value as AnnouncementContent;
}

describe("announcement content", () => {
  it("groups the types into banners, player, popup, promotion and home", async () => {
    const c = await content();
    expect(c.player.length).toBeGreaterThanOrEqual(9);
    expect(c.banners.length).toBeGreaterThan(0);
    expect(c.popup.length).toBeGreaterThan(0);
    expect(c.promotion.length).toBeGreaterThan(0);
    expect(c.home.length).toBeGreaterThan(0);
    expect(c.player.every((a) => a.type === "PL")).toBe(true);
  });

  it("answers only the requested types", async () => {
    const c = await content("/wps/announcement/content?types=PL&platform=W&execution=B");
    expect(c.player.length).toBeGreaterThan(0);
    expect(c.banners).toEqual([]);
  });

  it("answers in the caller's language", async () => {
    const en = await content(ALL, { language: "en" });
    const th = await content(ALL, { language: "th" });
    expect(th.player[0]!.id).toBe(en.player[0]!.id);
    expect(th.player[0]!.title).not.toBe(en.player[0]!.title);
    expect(th.player[0]!.title).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("strips scripts and event handlers from stored HTML", async () => {
    await t.database.db.insert(announcements).values({
      merchantId: t.merchantId,
      slug: "xss-probe",
      type: "PL",
      title: { en: "Probe" },
      content: {
        en: '<p onclick="x()">Hi<script>alert(1)</script><img src="https://a.example/i.png" onerror="x()"><a href="javascript:alert(1)">l</a></p>',
      },
    });
    const probe = (await content()).player.find((a) => a.title === "Probe")!;
    expect(probe.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(probe.content).toContain("Hi");
    expect(probe.content).toContain('<img src="https://a.example/i.png" />');
  });

  it("shows after-login items only in the after-login execution", async () => {
    await t.database.db.insert(announcements).values({
      merchantId: t.merchantId,
      slug: "members-only",
      type: "PU",
      execution: "A",
      title: { en: "Welcome back" },
      content: { en: "<p>Hello member</p>" },
    });
    const before = await content();
    const after = await content(ALL.replace("execution=B", "execution=A"));
    expect(before.popup.some((a) => a.title === "Welcome back")).toBe(false);
    expect(after.popup.some((a) => a.title === "Welcome back")).toBe(true);
  });

  it("answers the demo's popups by execution: B before login, A after, F on a first login", async () => {
    const executions = async (execution: string) =>
      (await content(`/wps/announcement/content?types=PU&platform=W&execution=${execution}`)).popup.map(
        (a) => a.execution,
      );
    expect(new Set(await executions("B"))).toEqual(new Set(["B"]));
    expect(new Set(await executions("A"))).toEqual(new Set(["A", "B"]));
    expect(new Set(await executions("F"))).toEqual(new Set(["F", "A", "B"]));
  });

  it("refuses an unknown type with per-field errors", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/announcement/content?types=PL,ZZ" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, errorCode: "VALIDATION_FAILED" });
    expect(Object.keys(body.value.fields)).toContain("types.1");
  });
});

describe("help centre", () => {
  it("answers categories with their articles in the caller's language", async () => {
    const res = await t.app.inject({ method: "GET", url: "/wps/system/helpCenter", headers: { language: "vi" } });
    const help = res.json().value as { title: string; articles: { title: string; content: string }[] }[];
    expect(help.length).toBeGreaterThanOrEqual(3);
    expect(help.every((c) => c.articles.length > 0)).toBe(true);
    expect(help[0]!.articles[0]!.content).toContain("<");
  });
});
