import type { QueryClient } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { PushClientMessage } from "@portal/contract/push";
import { getMerchantCode } from "../storage/merchant";
import { invalidateMoneyQueries } from "./wallet-balance";

/** Reconnection waits: the first, doubled on each failed try, up to the last. */
export const PUSH_RECONNECT_FIRST_MS = 1_000;
export const PUSH_RECONNECT_MAX_MS = 30_000;

/** The push socket of this page's origin: ws://host/ws, or wss:// on https. */
export function pushSocketUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${API.socket}`;
}

/** The reconnection wait after `failures` failed tries in a row. */
export function reconnectDelay(failures: number): number {
  return Math.min(PUSH_RECONNECT_MAX_MS, PUSH_RECONNECT_FIRST_MS * 2 ** Math.max(0, failures));
}

/** The part of a WebSocket this client uses (a test gives a fake). */
export interface PushSocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send: (data: string) => void;
  close: () => void;
}

export interface PushSocketOptions {
  url: string;
  token: string;
  merchant: string;
  /** The server said the member's balance changed. */
  onBalance: () => void;
  /** Opens a socket; the browser's WebSocket unless given. */
  open?: (url: string) => PushSocketLike;
}

function messageType(data: unknown): string | null {
  if (typeof data !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === "object" && parsed !== null && "type" in parsed && typeof parsed.type === "string"
      ? parsed.type
      : null;
  } catch {
    return null;
  }
}

/**
 * The push socket of a logged-in member: authenticates first (`{type:"auth",token,merchant}`),
 * calls `onBalance` on `{type:"balance"}`, and reconnects after a lost connection with a growing
 * wait (up to PUSH_RECONNECT_MAX_MS); after a reconnection the balance is read again, since
 * pushes may have been missed. A `{type:"error"}` (the server refused the session) ends it for
 * good. Returns the stop function (logout, another session).
 */
export function startPushSocket(options: PushSocketOptions): () => void {
  const open = options.open ?? ((url: string) => new WebSocket(url));
  let socket: PushSocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let failures = 0;
  let reconnecting = false;

  const stop = () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const current = socket;
    socket = null;
    current?.close();
  };

  const connect = () => {
    timer = null;
    if (stopped) return;
    let ws: PushSocketLike;
    try {
      ws = open(options.url);
    } catch {
      retry();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      const auth: PushClientMessage = { type: "auth", token: options.token, merchant: options.merchant };
      ws.send(JSON.stringify(auth));
      if (reconnecting) options.onBalance();
      reconnecting = false;
    };
    ws.onmessage = (event) => {
      const type = messageType(event.data);
      if (type === "error") {
        stop();
        return;
      }
      // The server answers: the connection works, the next loss starts from the first wait.
      failures = 0;
      if (type === "balance") options.onBalance();
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      retry();
    };
  };

  const retry = () => {
    if (stopped) return;
    reconnecting = true;
    timer = setTimeout(connect, reconnectDelay(failures));
    failures += 1;
  };

  connect();
  return stop;
}

/** The member's push socket on this page: a balance push reads the balance and money lists again. */
export function startBalancePush(queryClient: QueryClient, token: string): () => void {
  return startPushSocket({
    url: pushSocketUrl(window.location),
    token,
    merchant: getMerchantCode(),
    onBalance: () => void invalidateMoneyQueries(queryClient),
  });
}
