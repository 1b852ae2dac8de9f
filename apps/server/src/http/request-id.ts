import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { HEADER } from "@portal/contract/api/paths";

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's request id when it looks sane (for tracing through a proxy), else makes one. */
export function genRequestId(req: IncomingMessage): string {
  const incoming = req.headers[HEADER.requestId];
  return typeof incoming === "string" && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
