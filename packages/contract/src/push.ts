import type { ErrorCode } from "./error-codes";

/**
 * The /ws push socket's messages (JSON text frames). The client's first message logs in; the
 * server then only says that something changed, and the client refetches it through the API.
 */
export type PushClientMessage = { type: "auth"; token: string; merchant: string };
export type PushServerMessage =
  | { type: "ready" }
  | { type: "balance" }
  /** The login was refused (a dead session): the server closes with code PUSH_REFUSED_CLOSE. */
  | { type: "error"; errorCode: ErrorCode | "VALIDATION_FAILED" };

/** WebSocket close code for a refused or missing login. */
export const PUSH_REFUSED_CLOSE = 4401;
