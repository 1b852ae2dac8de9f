import type { QueryClient } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { PushClientMessage, PushServerMessage } from "@portal/contract/push";
import { getMerchantCode } from "../storage/merchant";
import { invalidateMoneyQueries } from "./wallet-balance";
import { invalidateMessageQueries } from "./unread-messages";
import { chatRoomWatched, invalidateChatQueries, onChatRoomWatch } from "./chat-room";

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

/** Stops the socket; `send` sends on its open connection (dropped while there is none). */
export type PushSocketHandle = (() => void) & { send: (message: PushClientMessage) => void };

export interface PushSocketOptions {
  url: string;
  /** The first message: a member's login, or a watch of the brand's lottery. */
  hello: PushClientMessage;
  /** Messages sent right after the first one on each connection (what the page watches now). */
  afterHello?: () => PushClientMessage[];
  /** A push from the server (balance, lottery). */
  onMessage: (message: PushServerMessage) => void;
  /** Connected again after a loss: what was pushed meanwhile was missed, and is read again here. */
  onReconnect?: () => void;
  /** The socket answered (ready) or was lost: a page may poll while it is not live. */
  onLive?: (live: boolean) => void;
  /** Opens a socket; the browser's WebSocket unless given. */
  open?: (url: string) => PushSocketLike;
}

function parseMessage(data: unknown): PushServerMessage | null {
  if (typeof data !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === "object" && parsed !== null && "type" in parsed && typeof parsed.type === "string"
      ? (parsed as PushServerMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * A push socket: sends its first message (a member's login or a lottery watch), hands every
 * message to `onMessage`, and reconnects after a lost connection with a growing wait (up to
 * PUSH_RECONNECT_MAX_MS), calling `onReconnect` once connected again, since pushes may have been
 * missed. A `{type:"error"}` (the server refused it) ends it for good. Returns the stop function
 * (logout, another session, the page left), whose `send` sends a message on the connection if
 * one is open (otherwise `afterHello` says it when connected).
 */
export function startPushSocket(options: PushSocketOptions): PushSocketHandle {
  const open = options.open ?? ((url: string) => new WebSocket(url));
  let socket: PushSocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let failures = 0;
  let reconnecting = false;
  /** The connection whose hello was sent (later messages may follow it). */
  let opened: PushSocketLike | null = null;

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
      opened = ws;
      ws.send(JSON.stringify(options.hello));
      for (const message of options.afterHello?.() ?? []) ws.send(JSON.stringify(message));
      if (reconnecting) options.onReconnect?.();
      reconnecting = false;
    };
    ws.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (message?.type === "error") {
        options.onLive?.(false);
        stop();
        return;
      }
      // The server answers: the connection works, the next loss starts from the first wait.
      failures = 0;
      if (message?.type === "ready") options.onLive?.(true);
      if (message) options.onMessage(message);
    };
    ws.onclose = () => {
      if (opened === ws) opened = null;
      if (socket !== ws) return;
      socket = null;
      options.onLive?.(false);
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
  return Object.assign(stop, {
    send: (message: PushClientMessage) => {
      if (socket !== null && socket === opened) socket.send(JSON.stringify(message));
    },
  });
}

/**
 * The member's push socket on this page: a balance push reads the balance and money lists again,
 * a message push the unread count and the inbox (messageV2). While the chat room is open
 * (watchChatRoom) the socket watches it, and a chat push reads the room again; the server answers
 * each watch (after a reconnection too) with one, so nothing missed meanwhile stays unread.
 * In a hidden tab a push (or a reconnection) only marks those queries stale (refetchType "none"):
 * a read would extend the session (decision 0056), and nobody is looking. They are read when the
 * tab is shown again (visibilitychange; the app's queries do not refetch on focus by themselves).
 */
export function startBalancePush(queryClient: QueryClient, token: string): () => void {
  /** What pushes made stale while the tab was hidden: read again once it is shown. */
  const missed = new Set<(refetchType: "active" | "none") => Promise<void>>();
  const read = (invalidate: (refetchType: "active" | "none") => Promise<void>) => {
    if (document.hidden) {
      missed.add(invalidate);
      void invalidate("none");
    } else void invalidate("active");
  };
  const onVisibility = () => {
    if (document.hidden) return;
    const stale = [...missed];
    missed.clear();
    for (const invalidate of stale) void invalidate("active");
  };
  document.addEventListener("visibilitychange", onVisibility);
  const money = (refetchType: "active" | "none") => invalidateMoneyQueries(queryClient, refetchType);
  const messages = (refetchType: "active" | "none") => invalidateMessageQueries(queryClient, refetchType);
  const chat = (refetchType: "active" | "none") => invalidateChatQueries(queryClient, refetchType);
  const socket = startPushSocket({
    url: pushSocketUrl(window.location),
    hello: { type: "auth", token, merchant: getMerchantCode() },
    afterHello: () => (chatRoomWatched() ? [{ type: "watch", topic: "chat" }] : []),
    onMessage: (message) => {
      if (message.type === "balance") read(money);
      if (message.type === "message") read(messages);
      if (message.type === "chat") read(chat);
    },
    onReconnect: () => {
      read(money);
      read(messages);
    },
  });
  const stopHearing = onChatRoomWatch((watching) =>
    socket.send({ type: watching ? "watch" : "unwatch", topic: "chat" }),
  );
  return () => {
    document.removeEventListener("visibilitychange", onVisibility);
    stopHearing();
    socket();
  };
}
