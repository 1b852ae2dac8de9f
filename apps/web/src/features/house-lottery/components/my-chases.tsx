import { useTranslation } from "react-i18next";
import type { LotteryChaseView } from "@portal/contract/api/lottery";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { lotteryNames } from "../../../shared/lottery/play-names";
import { formatMoney } from "../../../shared/format/money";
import ui from "../../../shared/house-game/house-game.module.css";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { picksText } from "./bet-slip";
import styles from "./house-lottery.module.css";

const TONES: Record<LotteryChaseView["state"], BadgeTone> = {
  ACTIVE: "accent",
  STOPPED: "success",
  CANCELLED: "warning",
  FINISHED: "muted",
};

/** The member's chase plans of this game, newest first: draws, progress, winnings, and Cancel while a draw can still be refunded. */
export function MyChases({
  family,
  plans,
  cancelling,
  onCancel,
}: {
  family: string;
  plans: readonly LotteryChaseView[];
  cancelling: number | null;
  onCancel: (plan: LotteryChaseView) => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family);
  const columns: Column<LotteryChaseView>[] = [
    {
      key: "draws",
      header: t("chase.drawsColumn"),
      cell: (plan) => (
        <span>
          {plan.lastDrawNo && plan.lastDrawNo !== plan.firstDrawNo
            ? `${plan.firstDrawNo} – ${plan.lastDrawNo}`
            : plan.firstDrawNo}
          <br />
          <span className={ui.hint}>
            {t(plan.stopOnWin ? "chase.countStop" : "chase.count", { bought: plan.bought, draws: plan.draws })}
          </span>
        </span>
      ),
    },
    {
      key: "bet",
      header: t("bet.selection"),
      cell: (plan) => (
        <span>
          {plan.selections.map((selection, i) => (
            <span key={i} className={styles.chaseSelection}>
              <strong>{names.play(selection.play)}</strong>{" "}
              <span className={styles.picks}>{picksText(names, selection.picks)}</span>
            </span>
          ))}
        </span>
      ),
    },
    { key: "cost", header: t("bet.cost"), cell: (plan) => formatMoney(plan.cost) },
    {
      key: "progress",
      header: t("chase.progress"),
      cell: (plan) =>
        t("chase.progressText", {
          played: plan.played,
          refunded: plan.refunded,
          refundedAmount: formatMoney(plan.refundedAmount),
        }),
    },
    { key: "won", header: t("chase.won"), cell: (plan) => formatMoney(plan.won) },
    {
      key: "state",
      header: t("bet.state"),
      cell: (plan) => <Badge tone={TONES[plan.state]}>{t(`chase.states.${plan.state}`)}</Badge>,
    },
    {
      key: "action",
      header: t("bet.action"),
      cell: (plan) =>
        plan.cancellable ? (
          <Button
            size="small"
            busy={cancelling === plan.id}
            onClick={() => onCancel(plan)}
            aria-label={t("chase.cancelPlan", { drawNo: plan.firstDrawNo })}
          >
            {t("chase.cancel")}
          </Button>
        ) : null,
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="lottery-chases">
      <h2 id="lottery-chases" className={styles.heading}>
        {t("chase.myPlans")}
      </h2>
      {plans.length === 0 ? (
        <p className={ui.hint}>{t("chase.noPlans")}</p>
      ) : (
        <DataTable columns={columns} rows={plans} rowKey={(plan) => String(plan.id)} label={t("chase.myPlans")} />
      )}
    </section>
  );
}
