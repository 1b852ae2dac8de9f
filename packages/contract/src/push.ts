import type { ErrorCode } from "./error-codes";

/**
 * The /ws push socket's messages (JSON text frames). The client's first message logs in (a
 * member's balance) or asks to watch the brand's lottery (anyone: draws are public); the server
 * then only says that something changed, and the client refetches it through the API.
 */
export type PushClientMessage =
  | { type: "auth"; token: string; merchant: string }
  | { type: "watch"; topic: "lottery"; merchant: string }
  /** After the login: hear the brand's chat room (decision 0056) while it is open, and stop. */
  | { type: "watch" | "unwatch"; topic: "chat" };
export type PushServerMessage =
  | { type: "ready" }
  | { type: "balance" }
  /** A new platform message (messageV2) may be in the member's inbox: the unread count changed. */
  | { type: "message" }
  /** The brand's chat room changed (a message posted or hidden, a mute): read it again; to watching sockets only (decision 0056). */
  | { type: "chat" }
  /** A draw of the brand's lottery was drawn, voided or settled (its tickets paid or refunded). */
  | { type: "lottery"; game: string; drawNo: string; status: "DRAWN" | "VOID" | "SETTLED" }
  /** The login was refused (a dead session): the server closes with code PUSH_REFUSED_CLOSE. */
  | { type: "error"; errorCode: ErrorCode | "VALIDATION_FAILED" };

/** WebSocket close code for a refused or missing login. */
export const PUSH_REFUSED_CLOSE = 4401;
