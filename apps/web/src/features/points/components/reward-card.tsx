import { useId } from "react";
import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { RewardIcon } from "../../../shared/art/reward-icons";
import { formatMoney } from "../../../shared/format/money";
import { Badge } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import cardStyles from "../../../shared/ui/card.module.css";
import { LazyImage } from "../../../shared/ui/lazy-image";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import type { Reward } from "../api/points-api";
import { formatPoints } from "../hooks/points-format";
import styles from "./points.module.css";

/**
 * One reward, an article named by its name: its picture (or its kind's icon), description, cost,
 * the money a money reward gives, what is left, and Redeem. `shortBy`: the points the member
 * lacks (Redeem waits until there are enough); undefined for a visitor.
 */
export function RewardCard({
  reward,
  shortBy,
  onRedeem,
}: {
  reward: Reward;
  shortBy: number | undefined;
  onRedeem: () => void;
}) {
  const { t } = useTranslation(POINTS_NS);
  const nameId = useId();
  const noteId = useId();
  const soldOut = reward.stock !== null && reward.stock <= 0;
  const short = !soldOut && shortBy !== undefined && shortBy > 0;
  return (
    <article className={styles.card} aria-labelledby={nameId} data-sold-out={soldOut || undefined}>
      <div className={styles.picture}>
        {reward.imageUrl ? <LazyImage src={reward.imageUrl} alt="" /> : <RewardIcon kind={reward.kind} />}
      </div>
      <div className={styles.cardBody}>
        <div className={cardStyles.head}>
          <h3 id={nameId} className={styles.name}>
            {reward.name}
          </h3>
          {soldOut ? <Badge tone="danger">{t("points.soldOut")}</Badge> : null}
        </div>
        {reward.description ? <p className={styles.description}>{reward.description}</p> : null}
        <dl className={styles.facts}>
          <dt>{t("points.cost")}</dt>
          <dd>{t("points.pointsCount", { points: formatPoints(reward.cost) })}</dd>
          {reward.kind === "MONEY" && reward.amount !== null ? (
            <>
              <dt>{t("points.value")}</dt>
              <dd>{formatMoney(reward.amount)}</dd>
            </>
          ) : null}
          {reward.stock !== null ? (
            <>
              <dt>{t("points.stock")}</dt>
              <dd>{soldOut ? t("points.soldOut") : formatPoints(reward.stock)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className={stackStyles.section}>
        {short ? (
          <p id={noteId} className={textStyles.muted}>
            {t("points.shortBy", { points: formatPoints(shortBy ?? 0) })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="primary"
            disabled={soldOut || short}
            aria-describedby={short ? noteId : undefined}
            onClick={onRedeem}
          >
            {t("points.redeem")}
          </Button>
        </div>
      </div>
    </article>
  );
}
