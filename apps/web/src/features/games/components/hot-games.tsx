import { useTranslation } from "react-i18next";
import { useHotGames } from "../hooks/use-games";
import { useFavourites, useMemberToken, useRecentGames } from "../hooks/use-member-games";
import { GameSection } from "./game-section";

export function HotGames() {
  const { t } = useTranslation();
  return (
    <GameSection id="hot-games" title={t("games.hotGames")} query={useHotGames()} emptyText={t("games.noGames")} />
  );
}

/**
 * A member's own lanes on the home page: recently played, then favourites. A lane shows once it
 * has games, so a new member's lobby starts with the vendors, not with two empty boxes.
 */
export function MemberGameLanes() {
  const { t } = useTranslation();
  const token = useMemberToken();
  const recent = useRecentGames();
  const favourites = useFavourites();
  if (token === null) return null;
  return (
    <>
      {recent.data?.length ? <GameSection id="recent-games" title={t("games.recentGames")} query={recent} /> : null}
      {favourites.data?.length ? (
        <GameSection id="favourite-games" title={t("games.favouriteGames")} query={favourites} />
      ) : null}
    </>
  );
}
