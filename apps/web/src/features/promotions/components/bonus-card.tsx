import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import type { BonusStatus } from "@portal/contract/api/promotion-constants";
import { formatMoney } from "../../../shared/format/money";
import type { BadgeTone } from "../../../shared/ui/badge";
import { StatusCard } from "../../../shared/ui/status-card";
import textStyles from "../../../shared/ui/text.module.css";
import { When } from "../../../shared/ui/when";
import type { BonusView } from "../api/promotions-api";
import { TurnoverProgress } from "./turnover-progress";
import styles from "./promotions.module.css";

const STATUS_TONE: Record<BonusStatus, BadgeTone> = {
  ACTIVE: "accent",
  COMPLETED: "success",
  FORFEITED: "muted",
  EXPIRED: "warning",
};

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
  const active = bonus.status === "ACTIVE";
  return (
    <StatusCard
      className={styles.bonus}
      title={bonus.title}
      headingLevel={headingLevel}
      status={bonus.status}
      statusText={t(`bonuses.status.${bonus.status}`)}
      tone={STATUS_TONE[bonus.status]}
    >
      <dl className={styles.terms}>
        <dt>{t("bonuses.deposit")}</dt>
        <dd className={textStyles.amount}>{formatMoney(bonus.depositAmount)}</dd>
        <dt>{t("bonuses.amount")}</dt>
        <dd className={textStyles.amount}>{formatMoney(bonus.bonusAmount)}</dd>
        {active ? (
          <>
            <dt>{t("bonus.locked")}</dt>
            <dd className={textStyles.amount}>{formatMoney(bonus.lockedAmount)}</dd>
            <dt>{t("bonus.remaining")}</dt>
            <dd className={textStyles.amount}>{formatMoney(bonus.turnoverRemaining)}</dd>
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
    </StatusCard>
  );
}
