import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { memberInfoQuery } from "../shared/api/member";
import { useSession } from "../shared/storage/session";

/**
 * The push socket while a member is logged in (balance changes refresh the header at once). Its
 * code is a lazy chunk: a visitor never loads it. Logout or another session closes it.
 */
export function PushSync() {
  const { token, mustChangePassword } = useSession();
  const queryClient = useQueryClient();
  const owesAdultTerms = useQuery(memberInfoQuery(token)).data?.adultTermsPending === true;
  const waiting = mustChangePassword || owesAdultTerms;

  // A pending password change or 18+ confirmation refuses the socket: it starts once given.
  useEffect(() => {
    if (token === null || waiting || typeof WebSocket === "undefined") return;
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
  }, [token, waiting, queryClient]);

  return null;
}
