import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { queryRows } from "../src/db/client";
import { announcements, games, vendors } from "../src/db/schema";
import { Operators } from "../src/modules/admin/operators";
import { OperatorRepository } from "../src/modules/admin/operators-repository";
import { HTML_TAIL, png } from "./image-helper";
import { operatorToken } from "./money-helper";
import { multipartFile } from "./multipart-helper";
import { signInOperator } from "./operator-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Operators upload their own vendor, game, banner and promotion pictures through the checks
 * members' uploads pass (PNG or JPG, 5 MB, re-encoded), and set them on what shows them; the
 * pictures are served from this origin as inert images.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

function uploadImage(bytes: Buffer, token: string | null = admin, contentType = "image/png") {
  const form = multipartFile(bytes, { contentType });
  return t.app.inject({
    method: "POST",
    url: ADMIN.images,
    payload: form.payload,
    headers: { ...form.headers, ...(token === null ? {} : { authorization: token }) },
  });
}

function setPicture(kind: string, target: string | number, imageId: number, token = admin) {
  return t.app.inject({
    method: "PUT",
    url: pathWith(ADMIN.picture, { kind, target: String(target) }),
    payload: { imageId },
    headers: { authorization: token },
  });
}

async function uploaded(): Promise<{ id: number; url: string }> {
  const res = await uploadImage(png(4, 3));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

async function announcementId(type: "B" | "PR") {
  const [row] = await t.database.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.merchantId, t.merchantId), eq(announcements.type, type)));
  return row!.id;
}

describe("operators' pictures", () => {
  it("stores a checked, re-encoded picture and serves it from this origin as an inert, cacheable image", async () => {
    const res = await uploadImage(Buffer.concat([png(4, 3), HTML_TAIL]));
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().value as { url: string };
    expect(url).toMatch(/^\/media\/images\/\d+-[0-9a-f]{16}\.png$/);

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(served.headers["content-security-policy"])).toContain("sandbox");
    expect(served.headers["cache-control"]).toContain("immutable");
    // Only the pixels were kept: the appended HTML is gone.
    expect(served.rawPayload.includes(HTML_TAIL)).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 4, height: 3, format: "png" });

    // A URL with another digest (or none) names nothing.
    const other = url.replace(/-[0-9a-f]{16}\./, "-0000000000000000.");
    expect((await t.app.inject({ method: "GET", url: other })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/media/images/99999999999-0000000000000000.png" })).statusCode,
    ).toBe(404);
  });

  it("refuses what the member upload checks refuse, a visitor before the body, and a read-only operator", async () => {
    const [{ n: before }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from brand_images`,
    )) as [{ n: number }];
    const text = await uploadImage(Buffer.from("<html>not an image</html>"), admin, "image/png");
    expect([text.statusCode, text.json().errorCode]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);

    const visitor = await uploadImage(png(2, 2), null);
    expect([visitor.statusCode, visitor.json().errorCode]).toEqual([401, "NOT_LOGGED_IN"]);

    await new Operators(new OperatorRepository(t.database.db)).create({
      merchantId: t.merchantId,
      username: "pictures_support",
      password: "Operator-Pass-123",
      role: "SUPPORT",
    });
    const support = (await signInOperator(t, { username: "pictures_support", password: "Operator-Pass-123" })).token;
    const refused = await uploadImage(png(2, 2), support);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, "FORBIDDEN"]);
    const { id } = await uploaded();
    expect((await setPicture("vendor", "EVO", id, support)).statusCode).toBe(403);

    const [{ n: after }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from brand_images`,
    )) as [{ n: number }];
    expect(after).toBe(Number(before) + 1);
  });

  it("sets a picture on a vendor, a game, a banner and a promotion, and players see it at once", async () => {
    const { id, url } = await uploaded();
    // The lanes are cached: read them first so the change must drop the cache to show.
    await t.app.inject({ method: "GET", url: API.vendorLanes });

    const [game] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.merchantId, t.merchantId), eq(games.gameCode, "lucky-sevens")));
    for (const [kind, target] of [
      ["vendor", "EVO"],
      ["game", game!.id],
      ["banner", await announcementId("B")],
      ["promotion", await announcementId("PR")],
    ] as const) {
      const res = await setPicture(kind, target, id);
      expect(res.statusCode, `${kind} ${res.body}`).toBe(200);
      expect(res.json().value.url).toBe(url);
    }

    const [evo] = await t.database.db
      .select({ icon: vendors.icon })
      .from(vendors)
      .where(and(eq(vendors.merchantId, t.merchantId), eq(vendors.vassalage, "EVO")));
    expect(evo!.icon).toBe(url);
    const lanes = (await t.app.inject({ method: "GET", url: API.vendorLanes })).json().value.data.lanes as {
      cards: { vassalage: string; icon: string }[];
    }[];
    expect(lanes.flatMap((l) => l.cards).find((c) => c.vassalage === "EVO")?.icon).toBe(url);
    const pictures = await queryRows<{ image_url: string }>(
      t.database.db,
      sql`select image_url from announcements where id in (${await announcementId("B")}, ${await announcementId("PR")})`,
    );
    expect(pictures.map((p) => p.image_url)).toEqual([url, url]);

    const audit = (
      await t.app.inject({ method: "GET", url: `${ADMIN.audit}?pageSize=20`, headers: { authorization: admin } })
    )
      .json()
      .value.list.map((e: { action: string }) => e.action);
    expect(audit).toContain("picture.set");
    expect(audit).toContain("image.upload");
  });

  it("answers NOT_FOUND for a picture, vendor, game or announcement that is not the brand's, 400 for another kind", async () => {
    const { id } = await uploaded();
    const codes = async (kind: string, target: string | number, imageId = id) => {
      const res = await setPicture(kind, target, imageId);
      return [res.statusCode, res.json().errorCode];
    };
    expect(await codes("vendor", "EVO", 2_000_000_000)).toEqual([404, "NOT_FOUND"]);
    expect(await codes("vendor", "NO_SUCH_VENDOR")).toEqual([404, "NOT_FOUND"]);
    expect(await codes("game", 2_000_000_000)).toEqual([404, "NOT_FOUND"]);
    expect(await codes("game", "not-a-number")).toEqual([404, "NOT_FOUND"]);
    // A promotion's id is not a banner.
    expect(await codes("banner", await announcementId("PR"))).toEqual([404, "NOT_FOUND"]);
    expect((await setPicture("avatar", "EVO", id)).statusCode).toBe(400);
  });
});
