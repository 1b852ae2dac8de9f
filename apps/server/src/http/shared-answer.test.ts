import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { installCompression } from "./compression";
import { contractWriter } from "./response-serializer";
import { sharedAnswer } from "./shared-answer";

const itemSchema = z.object({ code: z.string(), name: z.string(), hot: z.boolean().optional() });
const answerSchema = envelopeSchema(z.object({ list: z.array(itemSchema), count: z.number() }));
type Item = z.infer<typeof itemSchema> & { secret?: string };

/** A list big enough to be compressed (names repeat, as a catalogue's do), and one that is not. */
const big: Item[] = Array.from({ length: 60 }, (_, i) => ({
  code: `G${i}`,
  name: `Lucky game ${i}`,
  hot: i % 2 === 0,
}));
const small: Item[] = [{ code: "A", name: "Ace", secret: "not in the contract" }];

let builds = 0;
const answer = sharedAnswer(answerSchema, (list: Item[]) => {
  builds++;
  return ok({ list, count: list.length });
});
const app = Fastify();
let current: Item[] = big;

beforeAll(async () => {
  // The compression plugin is there as in the app: it must leave an answer already encoded alone.
  await installCompression(app);
  app.get("/list", async (request, reply) => answer(request, reply, current));
  await app.ready();
});
afterAll(() => app.close());

const get = (acceptEncoding?: string) =>
  app.inject({ url: "/list", headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("sharedAnswer", () => {
  it("writes a value's answer once, as the route's writer would, and again only for a new value", async () => {
    builds = 0;
    current = big;
    const first = await get();
    const second = await get();
    expect(builds).toBe(1);
    expect(first.body).toBe(second.body);
    expect(first.body).toBe(contractWriter(answerSchema)(ok({ list: big, count: big.length })));
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers.vary).toBe("accept-encoding");
    expect(first.headers["content-encoding"]).toBeUndefined();

    current = [...big];
    await get();
    expect(builds).toBe(2);
  });

  it("answers a browser in brotli or gzip, compressed once per value", async () => {
    builds = 0;
    current = big.slice(1);
    const plain = (await get()).body;
    const br = await get("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    // The same bytes the second time: made once, not per answer.
    expect((await get("br")).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await get("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(builds).toBe(1);
  });

  it("leaves an answer under the compression threshold as it is, and writes only the contract's fields", async () => {
    current = small;
    const res = await get("br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({
      success: true,
      value: { list: [{ code: "A", name: "Ace" }], count: 1 },
      message: "",
      errorCode: "",
    });
    expect(res.body).not.toContain("secret");
  });
});
