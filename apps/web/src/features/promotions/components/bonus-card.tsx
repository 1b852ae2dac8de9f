import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import type { BonusStatus } from "@portal/contract/api/promotions";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { formatMoney } from "../../../shared/format/money";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import type { BonusView } from "../api/promotions-api";
import { TurnoverProgress } from "./turnover-progress";
import styles from "./promotions.module.css";

const STATUS_TONE: Record<BonusStatus, BadgeTone> = {
  ACTIVE: "accent",
  COMPLETED: "success",
  FORFEITED: "muted",
  EXPIRED: "warning",
};

function When({ at }: { at: number }) {
  const dateTime = useDateTime();
  return <time dateTime={isoDateTime(at)}>{dateTime(at)}</time>;
}

/**
 * One bonus, an article named by its promotion's title: its status, what it gave and what it
 * locks, its turnover as a progress bar, and its dates. `actions` sit at its foot (Forfeit).
 */
export function BonusCard({
  bonus,
  actions,
  headingLevel = 4,
}: {
  bonus: BonusView;
  actions?: ReactNode;
  /** The level of its title under the headings around it. */
  headingLevel?: 4 | 5;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const titleId = useId();
  const active = bonus.status === "ACTIVE";
  const Heading = headingLevel === 5 ? "h5" : "h4";
  return (
    <article className={styles.bonus} aria-labelledby={titleId} data-status={bonus.status}>
      <div className={styles.bonusHead}>
        <Heading id={titleId} className={styles.bonusTitle}>
          {bonus.title}
        </Heading>
        <Badge tone={STATUS_TONE[bonus.status]}>{t(`bonuses.status.${bonus.status}`)}</Badge>
      </div>
      <dl className={styles.terms}>
        <dt>{t("bonuses.deposit")}</dt>
        <dd className={styles.amount}>{formatMoney(bonus.depositAmount)}</dd>
        <dt>{t("bonuses.amount")}</dt>
        <dd className={styles.amount}>{formatMoney(bonus.bonusAmount)}</dd>
        {active ? (
          <>
            <dt>{t("bonus.locked")}</dt>
            <dd className={styles.amount}>{formatMoney(bonus.lockedAmount)}</dd>
            <dt>{t("bonus.remaining")}</dt>
            <dd className={styles.amount}>{formatMoney(bonus.turnoverRemaining)}</dd>
          </>
        ) : null}
        <dt>{t("bonuses.grantedAt")}</dt>
        <dd>
          <When at={bonus.grantedAt} />
        </dd>
        {bonus.endedAt === null ? (
          <>
            <dt>{t("bonuses.expiresAt")}</dt>
            <dd>
              <When at={bonus.expiresAt} />
            </dd>
          </>
        ) : (
          <>
            <dt>{t("bonuses.endedAt")}</dt>
            <dd>
              <When at={bonus.endedAt} />
            </dd>
          </>
        )}
      </dl>
      <TurnoverProgress counted={bonus.turnoverCounted} required={bonus.turnoverRequired} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
