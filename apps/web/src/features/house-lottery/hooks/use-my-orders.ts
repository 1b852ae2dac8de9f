import { useCallback, useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LIVE_SAFETY_MS } from "../../../shared/lottery/lottery-api";
import { fetchMyChases, fetchMyTickets, type LotteryLaunch } from "../api/lottery-bet-api";

/** How often the member's tickets and plans are asked for while some wait for a draw (only while the page is visible). */
const ORDERS_REFRESH_MS = 10_000;

/**
 * The member's tickets and chase plans of the bet page's game, read again when they may have
 * changed: a new draw made (`newestDrawNo`: a ticket waiting for it may have won), a plan's change
 * (a win stopped it, a cancel: its tickets moved with no draw pushed for it), and on a poll while
 * one waits for a draw (every minute only while the lottery is `live` over /ws: the settled draw
 * is pushed). Plans keep their 10 s poll while one runs, since a win stops a plan in the job step
 * after settlement, after the draw's push.
 */
export function useMyOrders(launch: LotteryLaunch, live: boolean, newestDrawNo: string | undefined) {
  const queryClient = useQueryClient();
  const tickets = useQuery({
    queryKey: ["lottery", "tickets", launch.game, launch.token],
    queryFn: () => fetchMyTickets(launch),
    refetchInterval: (query) =>
      query.state.data?.some((ticket) => ["PENDING", "OPEN", "DRAWN"].includes(ticket.state))
        ? live
          ? LIVE_SAFETY_MS
          : ORDERS_REFRESH_MS
        : false,
  });
  const chases = useQuery({
    queryKey: ["lottery", "chases", launch.game, launch.token],
    queryFn: () => fetchMyChases(launch),
    refetchInterval: (query) => (query.state.data?.some((plan) => plan.state === "ACTIVE") ? ORDERS_REFRESH_MS : false),
  });
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ["lottery", "tickets", launch.game] });
    void queryClient.invalidateQueries({ queryKey: ["lottery", "chases", launch.game] });
  }, [launch.game, queryClient]);
  const plansSeen = chases.dataUpdatedAt;
  useEffect(() => {
    if (plansSeen) void queryClient.invalidateQueries({ queryKey: ["lottery", "tickets", launch.game] });
  }, [plansSeen, launch.game, queryClient]);
  useEffect(() => {
    if (newestDrawNo) refresh();
  }, [newestDrawNo, refresh]);
  return { tickets, chases, refresh };
}
