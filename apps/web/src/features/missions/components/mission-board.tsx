import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MISSION_PERIODS, type MissionPeriod } from "@portal/contract/api/missions";
import { useNow } from "../../../shared/hooks/use-now";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import cardStyles from "../../../shared/ui/card.module.css";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import { Tabs } from "../../../shared/ui/tabs";
import textStyles from "../../../shared/ui/text.module.css";
import { missionsQuery, type Mission } from "../api/missions-api";
import { MissionCard } from "./mission-card";
import styles from "./missions.module.css";

/** A minute's clock: the time left is shown in minutes. */
const TICK_MS = 60_000;

/** The period to open on: the first with a prize to claim, else the first with a mission. */
function firstPeriod(periods: readonly MissionPeriod[], missions: readonly Mission[]): MissionPeriod {
  return (
    periods.find((period) => missions.some((m) => m.period === period && m.status === "CLAIMABLE")) ??
    periods[0] ??
    "DAILY"
  );
}

/**
 * The missions as tabs by period (daily, weekly, newbie: those that have missions; no tabs for
 * one), each a list of mission cards.
 */
function PeriodTabs({ missions }: { missions: readonly Mission[] }) {
  const { t } = useTranslation(MISSIONS_NS);
  const now = useNow(TICK_MS);
  const periods = MISSION_PERIODS.filter((period) => missions.some((m) => m.period === period));
  const [chosen, setChosen] = useState<MissionPeriod>(() => firstPeriod(periods, missions));
  // A period whose missions are gone (read again after the period turned) gives way to the first.
  const period = periods.includes(chosen) ? chosen : firstPeriod(periods, missions);
  return (
    <Tabs<MissionPeriod>
      label={t("missions.periodTabs")}
      value={period}
      onChange={setChosen}
      items={periods.map((id) => ({ id, label: t(`missions.period.${id}`) }))}
    >
      <ul className={`${cardStyles.list} ${cardStyles.columns}`}>
        {missions
          .filter((m) => m.period === period)
          .map((mission) => (
            <li key={mission.id}>
              <MissionCard mission={mission} now={now} />
            </li>
          ))}
      </ul>
    </Tabs>
  );
}

/** "My missions": the caller's missions of the running periods, with their progress and Claim. */
export function MissionBoard() {
  const { t } = useTranslation(MISSIONS_NS);
  const { token } = useSession();
  const headingId = useId();
  const missions = useQuery(missionsQuery(token, useLanguage()));
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={textStyles.heading}>
        {t("missions.mine")}
      </h4>
      <QueryState query={missions}>
        {(data) =>
          data.list.length === 0 ? <EmptyState title={t("missions.none")} /> : <PeriodTabs missions={data.list} />
        }
      </QueryState>
    </section>
  );
}
