import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { COMPRESS_THRESHOLD_BYTES, RESPONSE_ENCODINGS } from "./compression";

const JSON_UTF8 = "application/json; charset=utf-8";
/** Compressed once per value, not per answer: a slower, smaller setting pays (the plugin's per-answer default is 4). */
const BROTLI_QUALITY = 9;

/** One value's answer, in each encoding asked for so far. */
interface Written {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Answers that every visitor of a brand shares while its cache entry lives (the catalogue: vendor
 * lanes, hot games, the lottery lists; decision 0060), written once per cached value instead of
 * once per request. `build` makes the route's answer from the value the brand cache holds; the
 * text is the contract's parse of it (`schema`, the route's response schema) as JSON, the same
 * text the route's compiled writer gives (response-serializer.ts holds the two equal in the test
 * suites), and its brotli and gzip forms are made on first demand. They are kept as long as the
 * value object lives (a WeakMap on it): a new value (a reload, an operator's change) gets new
 * bytes, and one answered without a cache (the tests, ttl 0) is written each time.
 *
 * What it saves per request, measured on vendor lanes (6 KB): fast-json-stringify's writing
 * (14 % of the server thread) and the UTF-8 length of the string it wrote (16 %), and for a
 * browser (which asks for br or gzip) the compression of the body.
 */
export function sharedAnswer<V extends object>(schema: z.ZodType, build: (value: V) => unknown) {
  const written = new WeakMap<V, Written>();
  return (request: FastifyRequest, reply: FastifyReply, value: V): FastifyReply => {
    let answer = written.get(value);
    if (answer === undefined) {
      answer = { json: Buffer.from(JSON.stringify(schema.parse(build(value)))) };
      written.set(value, answer);
    }
    reply.type(JSON_UTF8).header("vary", "accept-encoding");
    const accepted = request.headers["accept-encoding"];
    const encoding =
      accepted && answer.json.length >= COMPRESS_THRESHOLD_BYTES
        ? negotiate(accepted, [...RESPONSE_ENCODINGS])
        : undefined;
    if (encoding === "br") {
      answer.br ??= brotliCompressSync(answer.json, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        },
      });
      return reply.header("content-encoding", "br").send(answer.br);
    }
    if (encoding === "gzip") {
      answer.gzip ??= gzipSync(answer.json);
      return reply.header("content-encoding", "gzip").send(answer.gzip);
    }
    return reply.send(answer.json);
  };
}
