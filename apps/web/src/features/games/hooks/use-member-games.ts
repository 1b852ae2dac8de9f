import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLanguage } from "../../../shared/i18n/use-language";
import { guardDecision } from "../../../shared/auth/guarded-action";
import { useSession } from "../../../shared/storage/session";
import { favouritesQuery, recentGamesQuery, setFavourite } from "../api/player-games";

/** The session's token when it is a real member's (favourites and recent games are theirs). */
export function useMemberToken(): string | null {
  const session = useSession();
  return guardDecision(session) === "allow" ? session.token : null;
}

export function useFavourites() {
  const token = useMemberToken();
  const language = useLanguage();
  return useQuery({ ...favouritesQuery(token ?? "", language), enabled: token !== null });
}

export function useRecentGames() {
  const token = useMemberToken();
  const language = useLanguage();
  return useQuery({ ...recentGamesQuery(token ?? "", language), enabled: token !== null });
}

/** Adds or removes a favourite, then refreshes the favourites list. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, on }: { nodeId: number; on: boolean }) => setFavourite(nodeId, on),
    onSettled: () => client.invalidateQueries({ queryKey: ["games", "favourites"] }),
  });
}
