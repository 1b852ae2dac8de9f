import { z } from "zod";
import { API } from "@portal/contract/api/paths";
import { exactText } from "@portal/contract/input-schemas";
import type { ErrorCode } from "@portal/contract/error-codes";
import { PUSH_REFUSED_CLOSE, type PushClientMessage, type PushServerMessage } from "@portal/contract/push";
import type { AppDeps } from "../../app-deps";
import { routeGroup, visitor } from "../../http/access";
import { AppError } from "../../http/app-error";

/** The socket is closed when its first message (the login) has not come within this. */
const AUTH_TIMEOUT_MS = 10_000;
const authMessage = z.object({
  type: z.literal("auth"),
  token: exactText(128),
  merchant: exactText(32),
}) satisfies z.ZodType<PushClientMessage>;

/**
 * /ws: the push socket. A browser cannot set headers on a WebSocket, and a token in the URL
 * would land in access logs, so the first message carries the session token. Then the server
 * sends {"type":"balance"} whenever a ledger commit moved one of the member's wallets; the
 * client fetches the balance again. A dead session ends with {"type":"error"} and a close.
 */
// The upgrade carries no Merchant header (a browser cannot set one): the brand, and so its
// maintenance and region block, are known from the first message, and checked there.
export const pushRoutes = routeGroup<AppDeps>(visitor({ duringOutage: true }), async (app, deps) => {
  const { guard, merchants, push } = deps;
  app.get(API.socket, { websocket: true, schema: { hide: true } }, (socket, request) => {
    let unsubscribe: (() => void) | undefined;
    const send = (message: PushServerMessage) => socket.send(JSON.stringify(message));
    const timer = setTimeout(() => socket.close(PUSH_REFUSED_CLOSE, "login required"), AUTH_TIMEOUT_MS);
    const refuse = (errorCode: ErrorCode) => {
      send({ type: "error", errorCode });
      socket.close(PUSH_REFUSED_CLOSE, errorCode);
    };
    socket.once("message", (data: Buffer) => {
      clearTimeout(timer);
      let parsed: z.infer<typeof authMessage>;
      try {
        parsed = authMessage.parse(JSON.parse(data.toString("utf8")));
      } catch {
        refuse("VALIDATION_FAILED");
        return;
      }
      merchants
        .byCode(parsed.merchant)
        .then(async (merchant) => {
          await deps.outages.refuse(request, merchant);
          const { member } = await guard.authenticate(parsed.token, merchant);
          if (socket.readyState !== socket.OPEN) return;
          // Each push checks the session again: a socket outlives neither a logout nor an expiry.
          unsubscribe = push.subscribe(member.merchantId, member.id, (event) => {
            guard.authenticate(parsed.token, merchant).then(
              () => send(event),
              (error: unknown) => refuse(error instanceof AppError ? error.code : "INTERNAL_ERROR"),
            );
          });
          send({ type: "ready" });
        })
        .catch((error: unknown) => refuse(error instanceof AppError ? error.code : "INTERNAL_ERROR"));
    });
    socket.on("close", () => {
      clearTimeout(timer);
      unsubscribe?.();
    });
  });
});
