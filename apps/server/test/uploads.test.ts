import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import { queryRows } from "../src/db/client";
import { channelId, get, newMember, operatorToken, post, requestId, type TestMember } from "./money-helper";
import { HTML_TAIL, ihdr, jpeg, png, PNG_SIGNATURE, pngChunk, withJpegComment, ZIP_TAIL } from "./image-helper";
import { multipartFile } from "./multipart-helper";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Receipts and proofs are member-sent files that operators open. Only a real PNG or JPEG is
 * taken, and what is stored (and served) is a re-encoded image: nothing the member appended or
 * hid in metadata survives, and it is served so that no browser would run it.
 */
let t: TestApp;
let admin: string;
let payer: TestMember;
let orderNo: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
  payer = await newMember(t.app, "upl");
  const bank = await channelId(t.app, payer.token, "BANK_TRANSFER");
  orderNo = (
    await post(t.app, API.deposits, payer.token, { channelId: bank, amount: "100", requestId: requestId() })
  ).json().value.orderNo;
});
afterAll(() => t.close());

function upload(bytes: Buffer, contentType = "image/png") {
  const form = multipartFile(bytes, { contentType });
  return t.app.inject({
    method: "POST",
    url: pathWith(API.depositReceipt, { orderNo }),
    payload: form.payload,
    headers: { ...form.headers, authorization: payer.token },
  });
}
const served = () => get(t.app, pathWith(ADMIN.depositReceipt, { orderNo }), admin);
async function uploadRows(): Promise<number> {
  const [row] = await queryRows<{ n: string }>(t.database.db, sql`select count(*)::text as n from uploads`);
  return Number(row!.n);
}
async function storedBytes(): Promise<Buffer[]> {
  const rows = await queryRows<{ bytes: Buffer | Uint8Array }>(t.database.db, sql`select bytes from uploads`);
  return rows.map((r) => Buffer.from(r.bytes));
}
const contains = (haystack: Buffer, needle: string | Buffer) => haystack.includes(needle);

describe("receipt images", () => {
  it("takes a real PNG and a real JPEG and serves a re-encoded copy that cannot run", async () => {
    const ok = await upload(png(3, 2));
    expect([ok.statusCode, ok.json().value?.hasReceipt]).toEqual([200, true]);
    const pngAnswer = await served();
    expect(pngAnswer.headers["content-type"]).toBe("image/png");
    expect(pngAnswer.headers["x-content-type-options"]).toBe("nosniff");
    expect(pngAnswer.headers["content-disposition"]).toMatch(/^attachment; filename="receipt-[A-Z0-9]+\.png"$/);
    const csp = String(pngAnswer.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("sandbox");
    expect(csp).not.toContain("'self'");
    expect(await sharp(pngAnswer.rawPayload).metadata()).toMatchObject({ format: "png", width: 3, height: 2 });

    expect((await upload(await jpeg(64, 48), "image/jpeg")).statusCode).toBe(200);
    const jpegAnswer = await served();
    expect(jpegAnswer.headers["content-type"]).toBe("image/jpeg");
    expect(jpegAnswer.headers["content-disposition"]).toMatch(/\.jpg"$/);
    expect(await sharp(jpegAnswer.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 64, height: 48 });
  });

  it("keeps only the image of a polyglot: nothing appended or hidden in metadata is stored or served", async () => {
    const hostile: [string, Buffer, string][] = [
      ["PNG + HTML", Buffer.concat([png(4, 4), HTML_TAIL]), "<script"],
      ["PNG + zip", Buffer.concat([png(4, 4), ZIP_TAIL]), "PK\u0003\u0004"],
      [
        "PNG with HTML in a tEXt chunk",
        png(4, 4, [pngChunk("tEXt", Buffer.from("Comment\0<img src=x onerror=alert(1)>", "latin1"))]),
        "onerror",
      ],
      ["JPEG + zip", Buffer.concat([await jpeg(16, 16), ZIP_TAIL]), "PK\u0003\u0004"],
      ["JPEG with HTML in a comment", withJpegComment(await jpeg(16, 16), "<script>alert(1)</script>"), "<script"],
    ];
    for (const [name, bytes, marker] of hostile) {
      const res = await upload(bytes);
      expect([name, res.statusCode]).toEqual([name, 200]);
      const answer = await served();
      expect([name, contains(answer.rawPayload, marker)]).toEqual([name, false]);
      const meta = await sharp(answer.rawPayload).metadata();
      expect([name, meta.width]).toEqual([name, name.startsWith("PNG") ? 4 : 16]);
    }
    for (const stored of await storedBytes()) {
      for (const marker of ["<script", "onerror", "PK\u0003\u0004"]) expect(contains(stored, marker)).toBe(false);
    }
  });

  it("refuses what is not a whole PNG or JPEG, storing nothing", async () => {
    const good = png(4, 4);
    const badIhdrCrc = Buffer.from(good);
    badIhdrCrc[8 + 8 + 13] = (badIhdrCrc[8 + 8 + 13]! + 1) & 0xff;
    const idat = good.indexOf("IDAT");
    const badIdatCrc = Buffer.from(good);
    const idatEnd = idat + 4 + good.readUInt32BE(idat - 4);
    badIdatCrc[idatEnd] = (badIdatCrc[idatEnd]! + 1) & 0xff;
    const jpegBytes = await jpeg(64, 48);
    const broken: [string, Buffer][] = [
      ["PNG with a corrupted IHDR CRC", badIhdrCrc],
      ["PNG with a corrupted IDAT CRC", badIdatCrc],
      ["PNG without IEND", good.subarray(0, good.length - 12)],
      ["PNG cut in its image data", good.subarray(0, idat + 6)],
      ["PNG signature followed by junk", Buffer.concat([PNG_SIGNATURE, Buffer.from("not really a png at all")])],
      ["PNG claiming an invalid colour type", Buffer.concat([PNG_SIGNATURE, ihdr(4, 4, 5), good.subarray(33)])],
      ["JPEG cut short", jpegBytes.subarray(0, Math.floor(jpegBytes.length / 2))],
      ["JPEG without its end marker", jpegBytes.subarray(0, jpegBytes.length - 2)],
      ["JPEG start marker then HTML", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), HTML_TAIL])],
      ["GIF", Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;", "latin1")],
      ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ];
    const before = await uploadRows();
    for (const [name, bytes] of broken) {
      const res = await upload(bytes);
      expect([name, res.statusCode, res.json().errorCode]).toEqual([name, 415, "UNSUPPORTED_MEDIA_TYPE"]);
    }
    expect(await uploadRows()).toBe(before);
  });

  it("refuses a decompression bomb by its header, before decoding it", async () => {
    // 50000 x 50000 grey pixels (2.5 gigapixels) claimed by a file of a few hundred bytes.
    const bomb = Buffer.concat([
      PNG_SIGNATURE,
      ihdr(50_000, 50_000, 0),
      pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      pngChunk("IEND", Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(100);
    const before = await uploadRows();
    const res = await upload(bomb);
    expect([res.statusCode, res.json().errorCode]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    expect(res.json().value).toEqual({ maxPixels: 50_000_000 });

    // The same from a JPEG whose frame header (SOF0) claims 50000 x 50000.
    const jpegBomb = Buffer.from(await jpeg(16, 16));
    const sof = jpegBomb.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    jpegBomb.writeUInt16BE(50_000, sof + 5);
    jpegBomb.writeUInt16BE(50_000, sof + 7);
    const jpegRes = await upload(jpegBomb, "image/jpeg");
    expect([jpegRes.statusCode, jpegRes.json().errorCode]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    expect(await uploadRows()).toBe(before);
  });
});
