import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { errorCodeOf } from "../../../shared/api/api-error";
import { invalidateRewardQueries } from "../../../shared/api/reward-queries";
import { useSession } from "../../../shared/storage/session";
import { claimMission, missionsKey, type Mission, type MissionList } from "../api/missions-api";

function isMissionList(data: unknown): data is MissionList {
  return typeof data === "object" && data !== null && "claimable" in data && "list" in data;
}

/** The missions with `id` claimed (its status, and one fewer to claim for the badge). */
function markClaimed(data: MissionList, id: number): MissionList {
  const claimed = data.list.some((m) => m.id === id && m.status === "CLAIMABLE");
  return {
    list: data.list.map((m) => (m.id === id ? { ...m, status: "CLAIMED" } : m)),
    claimable: claimed ? Math.max(0, data.claimable - 1) : data.claimable,
  };
}

/** Every language's missions of the session show `id` claimed at once (the badge's count too). */
function showClaimed(queryClient: QueryClient, token: string | null, id: number): void {
  queryClient.setQueriesData<unknown>({ queryKey: missionsKey(token) }, (data: unknown) =>
    isMissionList(data) ? markClaimed(data, id) : data,
  );
}

/**
 * Claims a done mission's prize: the mission shows claimed at once, then the missions (the menu's
 * badge), the rewards and the money are read again. A refusal (not done after all, or the period
 * over) reads the missions again. The mutation's data is the claimed reward (its amount);
 * `onClaimed` hears of the claim before the mission shows claimed (a list of the claimable ones
 * keeps it in view).
 */
export function useClaimMission(mission: Mission, onClaimed?: (id: number) => void) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: () => claimMission(mission.id),
    onSuccess: () => {
      onClaimed?.(mission.id);
      showClaimed(queryClient, token, mission.id);
      void invalidateRewardQueries(queryClient);
    },
    onError: (error) => {
      const code = errorCodeOf(error);
      if (code === "MISSION_INCOMPLETE" || code === "REWARD_EXPIRED" || code === "NOT_FOUND") {
        void queryClient.invalidateQueries({ queryKey: missionsKey(token) });
      }
    },
  });
}
