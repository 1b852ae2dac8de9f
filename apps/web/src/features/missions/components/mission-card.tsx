import { useTranslation } from "react-i18next";
import type { MissionStatus } from "@portal/contract/api/missions";
import { errorKeyOf } from "../../../shared/api/api-error";
import { isoDateTime } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import type { BadgeTone } from "../../../shared/ui/badge";
import { ClaimAction } from "../../../shared/ui/claim-action";
import { StatusCard } from "../../../shared/ui/status-card";
import termsStyles from "../../../shared/ui/terms.module.css";
import textStyles from "../../../shared/ui/text.module.css";
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
  const claim = useClaimMission(mission, onClaimed);
  const { status } = mission;
  return (
    <StatusCard
      className={styles.card}
      title={missionTitle(t, mission)}
      headingLevel={headingLevel}
      status={status}
      statusText={t(`missions.status.${status}`)}
      tone={STATUS_TONE[status]}
    >
      {compact ? null : <MissionProgress mission={mission} />}
      <dl className={`${termsStyles.terms} ${termsStyles.endValues}`}>
        <dt>{t("missions.prize")}</dt>
        <dd className={textStyles.amount}>{formatMoney(mission.prize)}</dd>
        {status !== "CLAIMED" ? (
          <>
            <dt>{t("missions.timeLeftLabel")}</dt>
            <dd>
              <time dateTime={isoDateTime(mission.periodEnd)}>{timeLeftText(t, mission.periodEnd, now)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <ClaimAction
        label={t("missions.claim")}
        claimable={status === "CLAIMABLE"}
        busy={claim.isPending}
        onClaim={() => claim.mutate()}
        done={claim.isSuccess ? t("missions.claimed", { amount: formatMoney(claim.data.amount) }) : undefined}
        refusal={claim.isError ? t(errorKeyOf(claim.error)) : undefined}
      />
    </StatusCard>
  );
}
