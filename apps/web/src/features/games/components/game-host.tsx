import { useLayoutEffect, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { VENDOR } from "@portal/contract/games";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import { openModal } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/button";
import { QueryState } from "../../../shared/ui/query-state";
import { EmptyState } from "../../../shared/ui/empty-state";
import { launchGame } from "../api/player-games";
import { GameList } from "./game-list";
import { launchRequest, parseLaunchTarget, safeGameUrl, type LaunchTarget } from "../launch/launch-target";
import styles from "./game-host.module.css";

/**
 * The launched game's frame and toolbar. On a phone it is fixed below the header, which scrolls
 * with the page: the page is brought to its top (a scroll made while the game loaded, or restored
 * by a back navigation, would otherwise leave the layer over the header or a strip of page above it).
 */
function Launched({ children }: { children: ReactNode }) {
  useLayoutEffect(() => window.scrollTo(0, 0), []);
  return <div className={styles.launched}>{children}</div>;
}

function LaunchedGame({ target }: { target: LaunchTarget }) {
  const { t } = useTranslation();
  const session = useSession();
  const language = useLanguage();
  // One launch per visit of the page: a game session must not be re-issued by a refocus.
  const query = useQuery({
    queryKey: ["games", "launch", session.token, JSON.stringify(target), language],
    queryFn: () => launchGame(launchRequest(target, session, language)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return (
    <QueryState query={query}>
      {(answer) => {
        const framed = safeGameUrl(answer.game_url, window.location.origin);
        const page = framed ?? safeGameUrl(answer.game_url2, window.location.origin);
        if (!page) return <EmptyState title={t("errors.VENDOR_UNAVAILABLE")} />;
        return (
          <Launched>
            <div className={styles.toolbar}>
              <Link to={ROUTE.index} className={styles.back}>
                {t("games.backToLobby")}
              </Link>
              {/* A browser that blocks the frame (third-party cookies, frame rules) still plays here. */}
              <a href={page} target="_blank" rel="noopener noreferrer">
                {t("games.openInNewWindow")}
              </a>
            </div>
            {framed ? (
              <iframe
                className={styles.frame}
                src={framed}
                title={t("games.gameFrameTitle")}
                allow="fullscreen; autoplay"
              />
            ) : (
              <EmptyState title={t("games.opensInNewWindow")} />
            )}
          </Launched>
        );
      }}
    </QueryState>
  );
}

const HOUSE_LOBBY_PAGE_SIZE = 24;

/** /game?vassalage=HOUSE: the house vendor, with no game named. */
function isHouseLobby(target: LaunchTarget): boolean {
  return "vassalage" in target && target.vassalage === VENDOR.house && !target.gameId && !target.roomId;
}

/** /game and /seamless: launches the game named by the query and shows it in a frame. */
export function GameHost() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const target = parseLaunchTarget(params);
  let body = <EmptyState title={t("games.selectGame")} />;
  if (target && session.token === null) {
    // A visitor (a shared link, a reload after logout): log in first, then the game launches.
    body = (
      <EmptyState title={t("games.loginToPlay")}>
        <Button type="button" variant="primary" onClick={() => openModal("login")}>
          {t("header.login")}
        </Button>
      </EmptyState>
    );
  } else if (target && isHouseLobby(target)) {
    // The house has no lobby of its own to launch: its lobby is the list of its games.
    body = <GameList filter={{ vendor: VENDOR.house }} pageSize={HOUSE_LOBBY_PAGE_SIZE} />;
  } else if (target) body = <LaunchedGame target={target} />;
  return (
    <div className={styles.host} data-vassalage={params.get("vassalage") ?? ""}>
      {body}
    </div>
  );
}
