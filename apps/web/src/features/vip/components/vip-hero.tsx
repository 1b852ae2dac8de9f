import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FEATURE } from "@portal/contract/feature-switches";
import { VIP_NS } from "../../../shared/i18n/namespaces";
import { useLanguage } from "../../../shared/i18n/use-language";
import { formatShownDate } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { useOpenCenter } from "../../../shared/modals/use-center";
import { useFeatures } from "../../../shared/system/features";
import { Button } from "../../../shared/ui/button";
import { QueryState } from "../../../shared/ui/query-state";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import type { VipLevel, VipMine, VipNext } from "../api/vip-api";
import { isPositive, levelLabel, requiredFor } from "../hooks/vip-format";
import { LevelPanel } from "./level-panel";
import { VipProgress } from "./vip-progress";
import styles from "./vip.module.css";

/** What the next level still asks for, in one sentence (both figures, one of them, or nothing left). */
function nextText(t: (key: string, values: Record<string, unknown>) => string, next: VipNext, days: number): string {
  const values = {
    level: levelLabel(next.level),
    deposit: formatMoney(next.depositRemaining),
    bets: formatMoney(next.betsRemaining),
    days,
  };
  const deposit = isPositive(next.depositRemaining);
  const bets = isPositive(next.betsRemaining);
  if (deposit && bets) return t("vip.toNext", values);
  if (deposit) return t("vip.toNextDeposit", values);
  if (bets) return t("vip.toNextBets", values);
  return t("vip.nextReady", values);
}

/** The member's level, since when, and the way to the next one (or word of the top). */
function HeroBody({ mine, levels }: { mine: VipMine; levels: readonly VipLevel[] | undefined }) {
  const { t } = useTranslation(VIP_NS);
  const language = useLanguage();
  const features = useFeatures();
  const openCenter = useOpenCenter();
  const current = levels?.find((l) => l.level === mine.level);
  const { next } = mine;
  const listedNext = next ? levels?.find((l) => l.level === next.level) : undefined;
  return (
    <>
      <div className={styles.levelLine}>
        <span className={styles.levelBadge}>{levelLabel(mine.level)}</span>
        {current?.name ? <span className={styles.levelName}>{current.name}</span> : null}
      </div>
      {mine.since !== null ? (
        <p className={textStyles.muted}>{t("vip.since", { date: formatShownDate(mine.since, language) })}</p>
      ) : null}
      {next ? (
        <div className={stackStyles.section}>
          <p className={styles.message}>{nextText(t, next, mine.windowDays)}</p>
          <VipProgress
            label={t("vip.depositsTowards", { level: levelLabel(next.level) })}
            done={mine.deposits}
            required={requiredFor(mine.deposits, next.depositRemaining, listedNext?.minDeposit)}
          />
          <VipProgress
            label={t("vip.betsTowards", { level: levelLabel(next.level) })}
            done={mine.bets}
            required={requiredFor(mine.bets, next.betsRemaining, listedNext?.minBets)}
          />
        </div>
      ) : (
        <p className={styles.message}>{t("vip.top")}</p>
      )}
      {current && isPositive(current.keepBets) ? (
        <p className={textStyles.muted}>
          {t("vip.keepNote", { level: levelLabel(current.level), amount: formatMoney(current.keepBets) })}
        </p>
      ) : null}
      <p className={textStyles.muted}>{t("vip.dailyNote")}</p>
      {features[FEATURE.rewardCenter] === true ? (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => openCenter("memberCenter", "rewardCenter")}>
            {t("vip.openRewardCenter")}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/**
 * A member's VIP card: the level as a badge ("VIP 2"), and progress bars for the deposits and the
 * valid bets the next level still needs within the window; levels rise once a day and the gifts
 * are claimed in the reward center (opened from here when the brand has it).
 */
export function VipHero({ mine, levels }: { mine: UseQueryResult<VipMine>; levels: readonly VipLevel[] | undefined }) {
  return (
    <LevelPanel>
      <QueryState query={mine}>{(data) => <HeroBody mine={data} levels={levels} />}</QueryState>
    </LevelPanel>
  );
}
