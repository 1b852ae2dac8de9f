import { useId } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { VIP_NS } from "../../../shared/i18n/namespaces";
import { formatMoney } from "../../../shared/format/money";
import { Badge } from "../../../shared/ui/badge";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import type { VipLevel, VipLevels } from "../api/vip-api";
import { formatPercent, isPositive, levelLabel } from "../hooks/vip-format";
import styles from "./vip.module.css";

const money = (amount: string) => <span className={textStyles.amount}>{formatMoney(amount)}</span>;

/**
 * Every level's requirements and benefits (anyone), the member's own row marked (aria-current and
 * a "Your level" badge): a DataTable, so one card per level on a phone.
 */
export function BenefitsTable({ levels, current }: { levels: UseQueryResult<VipLevels>; current?: number }) {
  const { t } = useTranslation(VIP_NS);
  const headingId = useId();
  const withdrawLimit = (l: VipLevel) => {
    const times = l.withdrawDailyCount === null ? null : t("vip.timesPerDay", { times: l.withdrawDailyCount });
    if (l.withdrawDailyMax === null && times === null) return t("vip.standard");
    // The amount stays whole; the count after it may go to the next line.
    const amount = l.withdrawDailyMax === null ? t("vip.standard") : money(l.withdrawDailyMax);
    return times === null ? (
      amount
    ) : (
      <>
        {amount} · {times}
      </>
    );
  };
  // Figures line up on the right; the withdrawal limit and the keep rule may be words, which wrap.
  const columns: Column<VipLevel>[] = [
    {
      key: "level",
      header: t("vip.level"),
      rowHeader: true,
      cell: (l) => (
        <>
          {levelLabel(l.level)}
          {l.name ? <span className={styles.levelName}> {l.name}</span> : null}
          {l.level === current ? (
            <>
              {" "}
              <Badge tone="accent">{t("vip.yourLevel")}</Badge>
            </>
          ) : null}
        </>
      ),
    },
    { key: "minDeposit", numeric: true, header: t("vip.minDeposit"), cell: (l) => money(l.minDeposit) },
    { key: "minBets", numeric: true, header: t("vip.minBets"), cell: (l) => money(l.minBets) },
    { key: "upgradeGift", numeric: true, header: t("vip.upgradeGift"), cell: (l) => money(l.upgradeGift) },
    { key: "monthlyGift", numeric: true, header: t("vip.monthlyGift"), cell: (l) => money(l.monthlyGift) },
    { key: "rebate", numeric: true, header: t("vip.rebate"), cell: (l) => formatPercent(l.rebatePercent) },
    { key: "withdraw", header: t("vip.withdrawLimit"), cell: withdrawLimit },
    {
      key: "keep",
      header: t("vip.keepBets"),
      cell: (l) => (isPositive(l.keepBets) ? money(l.keepBets) : t("vip.keptForGood")),
    },
  ];
  return (
    <section className={stackStyles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={textStyles.title}>
        {t("vip.benefits")}
      </h2>
      <QueryState query={levels}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t("vip.noLevels")} />
          ) : (
            <>
              <p className={textStyles.muted}>{t("vip.benefitsLead", { days: data.windowDays })}</p>
              <DataTable
                label={t("vip.table")}
                columns={columns}
                rows={data.list}
                rowKey={(level) => String(level.level)}
                current={(level) => level.level === current}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
