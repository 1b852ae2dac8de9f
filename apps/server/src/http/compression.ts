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

/** A fixed body (the app shell) compressed once at start, in every encoding the server offers. */
export interface PrecompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function precompress(text: string): PrecompressedBody {
  const identity = Buffer.from(text, "utf8");
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Sends a pre-compressed body in the best encoding `Accept-Encoding` allows (identity when none),
 * for handlers the compress plugin does not reach (the not-found handler that serves the shell).
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: PrecompressedBody) {
  reply.header("vary", "accept-encoding");
  const accepted = request.headers["accept-encoding"];
  const encoding = accepted ? negotiate(accepted, [...RESPONSE_ENCODINGS]) : undefined;
  if (encoding === "br" || encoding === "gzip") return reply.header("content-encoding", encoding).send(body[encoding]);
  return reply.send(body.identity);
}
