import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useNow } from "../../../shared/hooks/use-now";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { useLanguage } from "../../../shared/i18n/use-language";
import { centerSearch } from "../../../shared/modals/center-url";
import { useSession } from "../../../shared/storage/session";
import cardStyles from "../../../shared/ui/card.module.css";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import textStyles from "../../../shared/ui/text.module.css";
import { missionsQuery, type Mission } from "../api/missions-api";
import { MissionCard } from "./mission-card";
import styles from "./missions.module.css";

/**
 * "Missions ready to claim" (the reward center, composed by app/): the done missions whose prize
 * waits, each with its prize, time left and Claim; one claimed here stays in the list, marked
 * claimed, until the page is left. A link leads to the whole mission activity.
 */
export function MissionsToClaim() {
  const { t } = useTranslation(MISSIONS_NS);
  const { token } = useSession();
  const location = useLocation();
  const headingId = useId();
  const now = useNow(60_000);
  const missions = useQuery(missionsQuery(token, useLanguage()));
  // The missions claimed on this visit, kept in view with their "claimed" message.
  const [claimedHere, setClaimedHere] = useState<readonly number[]>([]);
  const shown = (mission: Mission) => mission.status === "CLAIMABLE" || claimedHere.includes(mission.id);
  const claimed = (id: number) => setClaimedHere((ids) => [...ids, id]);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={textStyles.heading}>
        {t("missions.readyToClaim")}
      </h4>
      <QueryState query={missions}>
        {(data) => {
          const list = data.list.filter(shown);
          return list.length === 0 ? (
            <EmptyState title={t("missions.noneReady")} />
          ) : (
            <ul className={`${cardStyles.list} ${cardStyles.columns}`}>
              {list.map((mission) => (
                <li key={mission.id}>
                  <MissionCard mission={mission} now={now} compact onClaimed={claimed} />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      <p className={styles.more}>
        <Link to={{ search: centerSearch(location.search, "memberCenter", "missionLeaderboard") }}>
          {t("missions.seeAll")}
        </Link>
      </p>
    </section>
  );
}
