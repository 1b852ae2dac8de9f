import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import compress from "@fastify/compress";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Encodings the server produces, best first. No zstd: Node 20 has none, and one fewer variant to cache. */
export const RESPONSE_ENCODINGS = ["br", "gzip"] as const;
/** Bodies below this size go as they are: the headers would cost more than compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Dynamic responses (API JSON, OpenAPI, metrics) above the threshold are compressed with the best
 * encoding the client accepts, with `Vary: Accept-Encoding`. Registered before the routes: the
 * plugin attaches its hook to each route as it is added. What it leaves alone, by design: bodies
 * already encoded (the pre-compressed assets of @fastify/static), types that do not compress
 * (images, uploads streamed back), partial content, and the websocket upgrade (a hijacked reply
 * never reaches onSend). Compressed request bodies are refused as before: decompressing them
 * would let a small body inflate past the body limits.
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: [...RESPONSE_ENCODINGS],
    threshold: COMPRESS_THRESHOLD_BYTES,
  });
}

/**
 * Sends a text body in the best encoding `Accept-Encoding` allows (identity when none): the app
 * shells (shell.ts), sent by not-found handlers the compress plugin does not reach. Compressed per
 * response, as each shell differs (its nonce): for small bodies only, at a quick setting.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string) {
  reply.header("vary", "accept-encoding");
  const accepted = request.headers["accept-encoding"];
  const encoding = accepted ? negotiate(accepted, [...RESPONSE_ENCODINGS]) : undefined;
  const body = Buffer.from(text, "utf8");
  if (encoding === "br")
    return reply
      .header("content-encoding", "br")
      .send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (encoding === "gzip") return reply.header("content-encoding", "gzip").send(gzipSync(body));
  return reply.send(body);
}
