import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pushSocketUrl, startPushSocket } from "../api/push-socket";

/** What each kind of draw event makes a page read again: results and the draw taking tickets once drawn, tickets once paid. */
const STALE: Record<"DRAWN" | "VOID" | "SETTLED", readonly string[]> = {
  DRAWN: ["results", "draw"],
  VOID: ["results", "draw", "tickets", "chases"],
  SETTLED: ["tickets", "chases"],
};
/** Every list a draw event can make stale: what a (re)connected socket reads again. */
const LIVE_LISTS = new Set<unknown>(Object.values(STALE).flat());

/**
 * Watches the brand's lottery over /ws while the page is open (no login: draws are public). A
 * game's draw drawn, voided or settled makes that game's results, draw taking tickets, tickets
 * or chase plans read again (in a hidden tab only marked stale: read when it is shown again).
 * Each time the socket is ready (the first time and after a loss) every such list is read
 * again: a draw made before the server listened for this page is not missed. Returns whether the
 * socket is live: while it is not, the page polls as it would without it.
 */
export function useLotteryLive(merchant: string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    const refetchType = () => (document.hidden ? "none" : "active");
    const stop = startPushSocket({
      url: pushSocketUrl(window.location),
      hello: { type: "watch", topic: "lottery", merchant },
      onMessage: (message) => {
        if (message.type === "ready")
          void queryClient.invalidateQueries({
            queryKey: ["lottery"],
            // Only what draws change: not the games list, nor a draw's check (computed once).
            predicate: (query) => LIVE_LISTS.has(query.queryKey[1]),
            refetchType: refetchType(),
          });
        if (message.type !== "lottery") return;
        for (const list of STALE[message.status])
          void queryClient.invalidateQueries({ queryKey: ["lottery", list, message.game], refetchType: refetchType() });
      },
      onLive: setLive,
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [merchant, queryClient]);
  return live;
}
