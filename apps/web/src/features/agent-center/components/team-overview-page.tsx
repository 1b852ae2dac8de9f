import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { useSession } from "../../../shared/storage/session";
import { QueryState } from "../../../shared/ui/query-state";
import { teamOverviewQuery, type TeamOverview } from "../api/agent-api";
import { RatesTable } from "./rates-table";
import styles from "./agent-center.module.css";

function Figures({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const count = (n: number) => n.toLocaleString("en-US");
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t("agent.overview.directCount")}</dt>
        <dd>{count(overview.directCount)}</dd>
      </div>
      <div>
        <dt>{t("agent.overview.teamSize")}</dt>
        <dd>{count(overview.teamSize)}</dd>
      </div>
      <div>
        <dt>{t("agent.overview.registeredToday")}</dt>
        <dd>{count(overview.registeredToday)}</dd>
      </div>
      <div>
        <dt>{t("agent.overview.lastLogin")}</dt>
        <dd>
          {overview.lastLoginAt === null ? (
            t("agent.never")
          ) : (
            <time dateTime={isoDateTime(overview.lastLoginAt)}>{dateTime(overview.lastLoginAt)}</time>
          )}
        </dd>
      </div>
      <div>
        <dt>{t("agent.overview.lastLoginIp")}</dt>
        <dd>{overview.lastLoginIp === "" ? t("agent.none") : overview.lastLoginIp}</dd>
      </div>
    </dl>
  );
}

/** "Team overview" (teamOverview): the agent's team in figures, its last login and its own rebate rates. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { token } = useSession();
  const overview = useQuery(teamOverviewQuery(token));
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h3 id={titleId}>{t("center.agent.teamOverview")}</h3>
        <QueryState query={overview}>
          {(data) => (
            <>
              <Figures overview={data} />
              {/* "Today" is the brand's day (GMT+8 unless the brand sets another), not the phone's. */}
              <p className={styles.muted}>{t("agent.overview.todaySince", { time: dateTime(data.dayStartsAt) })}</p>
              <h3>{t("agent.overview.myRates")}</h3>
              <RatesTable label={t("agent.overview.myRates")} rates={data.rates} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
