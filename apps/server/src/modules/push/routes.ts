import { z } from "zod";
import { API } from "@portal/contract/api/paths";
import { exactText } from "@portal/contract/input-schemas";
import type { ErrorCode } from "@portal/contract/error-codes";
import { PUSH_REFUSED_CLOSE, type PushClientMessage, type PushServerMessage } from "@portal/contract/push";
import type { AppDeps } from "../../app-deps";
import { routeGroup, visitor } from "../../http/access";
import type { WebSocket } from "ws";
import { AppError } from "../../http/app-error";
import { WatchPlaces } from "./watchers";

/** The socket is closed when its first message (the login) has not come within this. */
const AUTH_TIMEOUT_MS = 10_000;
/** The most sockets one address may keep watching the lottery (a page each; no login to count by). */
const WATCHERS_PER_ADDRESS = 20;
/** The most sockets watching the lottery on one instance. */
const WATCHERS_MAX = 20_000;
/** Every socket is pinged this often; one that did not answer the ping before is ended (a dead peer holds no place). */
const HEARTBEAT_MS = 30_000;
const firstMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), token: exactText(128), merchant: exactText(32) }),
  z.object({ type: z.literal("watch"), topic: z.literal("lottery"), merchant: exactText(32) }),
]) satisfies z.ZodType<PushClientMessage>;
/** A logged-in socket's later messages: watching the brand's chat room while it is open, and no longer. */
const laterMessage = z.object({
  type: z.enum(["watch", "unwatch"]),
  topic: z.literal("chat"),
}) satisfies z.ZodType<PushClientMessage>;

/**
 * /ws: the push socket. A browser cannot set headers on a WebSocket, and a token in the URL
 * would land in access logs, so the first message carries the session token. Then the server
 * sends {"type":"balance"} whenever a ledger commit moved one of the member's wallets; the
 * client fetches the balance again. A dead session ends with {"type":"error"} and a close.
 * A first message {"type":"watch","topic":"lottery"} instead watches the brand's lottery, with no
 * login (draws are public): {"type":"lottery",...} as each draw is drawn, voided or settled, at
 * most WATCHERS_PER_ADDRESS sockets an address and WATCHERS_MAX an instance (decision 0038).
 * A logged-in socket then sends {"type":"watch","topic":"chat"} while its chat room is open and
 * {"type":"unwatch","topic":"chat"} when it closes; only then does it hear {"type":"chat"}
 * (decision 0056), and once at once when the watch begins (the room may have changed before).
 * Neither the login message nor a push extends the session (each push re-checks it): a socket's
 * traffic is no use of the session by its member, so an unattended tab still ends at the idle time.
 */
// The upgrade carries no Merchant header (a browser cannot set one): the brand, and so its
// maintenance and region block, are known from the first message, and checked there.
export const pushRoutes = routeGroup<AppDeps>(visitor({ duringOutage: true }), async (app, deps) => {
  const { guard, merchants, push } = deps;
  const places = new WatchPlaces(WATCHERS_PER_ADDRESS, WATCHERS_MAX);
  const alive = new Map<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) socket.terminate();
      else {
        alive.set(socket, false);
        socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook("onClose", async () => clearInterval(heartbeat));
  app.get(API.socket, { websocket: true, schema: { hide: true } }, (socket, request) => {
    alive.set(socket, true);
    socket.on("pong", () => alive.set(socket, true));
    socket.on("close", () => alive.delete(socket));
    let unsubscribe: (() => void) | undefined;
    let stopChat: (() => void) | undefined;
    const send = (message: PushServerMessage) => socket.send(JSON.stringify(message));
    const timer = setTimeout(() => socket.close(PUSH_REFUSED_CLOSE, "login required"), AUTH_TIMEOUT_MS);
    const refuse = (errorCode: ErrorCode) => {
      send({ type: "error", errorCode });
      socket.close(PUSH_REFUSED_CLOSE, errorCode);
    };
    socket.once("message", (data: Buffer) => {
      clearTimeout(timer);
      let parsed: z.infer<typeof firstMessage>;
      try {
        parsed = firstMessage.parse(JSON.parse(data.toString("utf8")));
      } catch {
        refuse("VALIDATION_FAILED");
        return;
      }
      if (parsed.type === "watch") {
        const uncount = places.take(request.ip);
        if (!uncount) {
          refuse("TOO_MANY_REQUESTS");
          return;
        }
        socket.on("close", uncount);
        merchants
          .byCode(parsed.merchant)
          .then(async (merchant) => {
            await deps.outages.refuse(request, merchant);
            if (socket.readyState !== socket.OPEN) return;
            unsubscribe = push.watchLottery(merchant.id, send);
            send({ type: "ready" });
          })
          .catch((error: unknown) => {
            uncount();
            refuse(error instanceof AppError ? error.code : "INTERNAL_ERROR");
          });
        return;
      }
      // The chat room's watch may come before the login is checked: it is kept and started then.
      let wantsChat = false;
      let startChat: (() => void) | undefined;
      socket.on("message", (later: Buffer) => {
        let message: z.infer<typeof laterMessage>;
        try {
          message = laterMessage.parse(JSON.parse(later.toString("utf8")));
        } catch {
          return; // Nothing else is expected after the first message: ignored.
        }
        wantsChat = message.type === "watch";
        if (wantsChat) startChat?.();
        else {
          stopChat?.();
          stopChat = undefined;
        }
      });
      merchants
        .byCode(parsed.merchant)
        .then(async (merchant) => {
          await deps.outages.refuse(request, merchant);
          // The socket's login does not extend the session either: a page opens its socket after
          // its own requests (which did), and a reconnection (a network loss, a restarted server)
          // comes from a tab that may be unattended for hours.
          const { member } = await guard.authenticate(parsed.token, merchant, { extend: false });
          if (socket.readyState !== socket.OPEN) return;
          // Each push checks the session again (a socket outlives neither a logout nor an expiry),
          // without extending it: a push is not the member using the session.
          const checked = <E extends PushServerMessage>(event: E) => {
            guard.authenticate(parsed.token, merchant, { extend: false }).then(
              () => send(event),
              (error: unknown) => refuse(error instanceof AppError ? error.code : "INTERNAL_ERROR"),
            );
          };
          unsubscribe = push.subscribe(member.merchantId, member.id, checked);
          // Watching answers {"type":"chat"} at once (checked as every push is): the room may have
          // changed before the watch began.
          startChat = () => {
            stopChat ??= push.watchChat(member.merchantId, checked);
            checked({ type: "chat" });
          };
          send({ type: "ready" });
          if (wantsChat) startChat();
        })
        .catch((error: unknown) => refuse(error instanceof AppError ? error.code : "INTERNAL_ERROR"));
    });
    socket.on("close", () => {
      clearTimeout(timer);
      unsubscribe?.();
      stopChat?.();
    });
  });
});
