import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSession } from "../shared/storage/session";

/**
 * The push socket while a member is logged in (balance changes refresh the header at once). Its
 * code is a lazy chunk: a visitor never loads it. Logout or another session closes it.
 */
export function PushSync() {
  const { token, mustChangePassword } = useSession();
  const queryClient = useQueryClient();

  // A pending password change may refuse the socket: it starts again once the change is done.
  useEffect(() => {
    if (token === null || mustChangePassword || typeof WebSocket === "undefined") return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import("../shared/api/push-socket").then(
      (module) => {
        if (!cancelled) stop = module.startBalancePush(queryClient, token);
      },
      () => {
        // No push this time (the chunk failed to load): the balance still refreshes after actions.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, mustChangePassword, queryClient]);

  return null;
}
