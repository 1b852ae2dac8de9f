import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../shared/ui/empty-state";
import styles from "./game-host.module.css";

/**
 * /game: the iframe host of a launched game. Launch (and its URL) arrives with the games issue;
 * until then the host shows "select a game". A URL is never taken from the query string.
 */
export function GameHost({ url = null }: { url?: string | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vendor = params.get("vassalage");
  return (
    <div className={styles.host} data-testid="game-iframe-host" data-vassalage={vendor ?? ""}>
      {url ? (
        <iframe className={styles.frame} src={url} title={t("games.gameFrameTitle")} allow="fullscreen; autoplay" />
      ) : (
        <EmptyState title={t("games.selectGame")}>
          {vendor ? <p>{t("games.launchSoon", { vendor })}</p> : null}
        </EmptyState>
      )}
    </div>
  );
}
