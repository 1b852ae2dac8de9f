import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { pushSocketUrl, startPushSocket } from "../api/push-socket";

/**
 * Watches the brand's lottery over /ws while the page is open (no login: draws are public). A
 * game's draw drawn, voided or settled makes that game's results, draw taking tickets, tickets
 * and chase plans read again at once; after a lost connection, every lottery read. Returns
 * whether the socket is live: while it is not, the page polls as it would without it.
 */
export function useLotteryLive(merchant: string): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    const stop = startPushSocket({
      url: pushSocketUrl(window.location),
      hello: { type: "watch", topic: "lottery", merchant },
      onMessage: (message) => {
        if (message.type !== "lottery") return;
        for (const list of ["results", "draw", "tickets", "chases"])
          void queryClient.invalidateQueries({ queryKey: ["lottery", list, message.game] });
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: ["lottery"] }),
      onLive: setLive,
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [merchant, queryClient]);
  return live;
}
