import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { MissionStatus } from "@portal/contract/api/missions";
import { errorKeyOf } from "../../../shared/api/api-error";
import { isoDateTime } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import type { Mission } from "../api/missions-api";
import { missionTitle, timeLeftText } from "../hooks/mission-text";
import { useClaimMission } from "../hooks/use-claim-mission";
import { MissionProgress } from "./mission-progress";
import styles from "./missions.module.css";

const STATUS_TONE: Record<MissionStatus, BadgeTone> = {
  IN_PROGRESS: "muted",
  CLAIMABLE: "accent",
  CLAIMED: "success",
};

/**
 * One mission, an article named by its task in words ("Bet 500.00 on Slots"): its status as a
 * tag, its progress bar (not in the `compact` list of the reward center, where every mission is
 * done), its prize, the time left in its period (the prize must be claimed before it ends), and
 * "Claim" once it is done. A claim says what it added to the wallet, a refusal why (errors.<code>).
 */
export function MissionCard({
  mission,
  now,
  headingLevel = 5,
  compact = false,
  onClaimed,
}: {
  mission: Mission;
  /** The current time (the list's clock, ticking once a minute). */
  now: number;
  headingLevel?: 4 | 5;
  compact?: boolean;
  /** Hears of a claim before the mission shows claimed. */
  onClaimed?: (id: number) => void;
}) {
  const { t } = useTranslation(MISSIONS_NS);
  const titleId = useId();
  const claim = useClaimMission(mission, onClaimed);
  const Heading = headingLevel === 4 ? "h4" : "h5";
  const { status } = mission;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={status}>
      <div className={styles.cardHead}>
        <Heading id={titleId} className={styles.cardTitle}>
          {missionTitle(t, mission)}
        </Heading>
        <Badge tone={STATUS_TONE[status]}>{t(`missions.status.${status}`)}</Badge>
      </div>
      {compact ? null : <MissionProgress mission={mission} />}
      <dl className={styles.terms}>
        <dt>{t("missions.prize")}</dt>
        <dd className={styles.amount}>{formatMoney(mission.prize)}</dd>
        {status !== "CLAIMED" ? (
          <>
            <dt>{t("missions.timeLeftLabel")}</dt>
            <dd>
              <time dateTime={isoDateTime(mission.periodEnd)}>{timeLeftText(t, mission.periodEnd, now)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {status === "CLAIMABLE" ? (
        <div className={styles.actions}>
          <Button variant="primary" busy={claim.isPending} onClick={() => claim.mutate()}>
            {t("missions.claim")}
          </Button>
        </div>
      ) : null}
      {claim.isSuccess ? (
        <p className={styles.success} role="status">
          {t("missions.claimed", { amount: formatMoney(claim.data.amount) })}
        </p>
      ) : null}
      {claim.isError ? (
        <p className={styles.refusal} role="alert">
          {t(errorKeyOf(claim.error))}
        </p>
      ) : null}
    </article>
  );
}
