import { useId, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { VIP_NS } from "../../../shared/i18n/namespaces";
import { formatMoney } from "../../../shared/format/money";
import { Badge } from "../../../shared/ui/badge";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import type { VipLevel, VipLevels } from "../api/vip-api";
import { formatPercent, isPositive, levelLabel } from "../hooks/vip-format";
import styles from "./vip.module.css";

interface Column {
  key: string;
  header: string;
  cell: (level: VipLevel) => ReactNode;
}

const money = (amount: string) => <span className={textStyles.amount}>{formatMoney(amount)}</span>;

/**
 * Every level's requirements and benefits (anyone), the member's own row marked (aria-current and
 * a "Your level" badge). A table on a tablet or desktop; on a phone one card per level, each
 * figure beside its column's name, so nothing scrolls sideways. Every element names its table role,
 * since the cards' `display` makes WebKit drop the native ones (as shared/ui/data-table.tsx does).
 */
export function BenefitsTable({ levels, current }: { levels: UseQueryResult<VipLevels>; current?: number }) {
  const { t } = useTranslation(VIP_NS);
  const headingId = useId();
  const captionId = useId();
  const withdrawLimit = (l: VipLevel) => {
    const times = l.withdrawDailyCount === null ? null : t("vip.timesPerDay", { times: l.withdrawDailyCount });
    if (l.withdrawDailyMax === null && times === null) return t("vip.standard");
    const amount = l.withdrawDailyMax === null ? t("vip.standard") : formatMoney(l.withdrawDailyMax);
    return <span className={textStyles.amount}>{times === null ? amount : `${amount} · ${times}`}</span>;
  };
  const columns: Column[] = [
    { key: "minDeposit", header: t("vip.minDeposit"), cell: (l) => money(l.minDeposit) },
    { key: "minBets", header: t("vip.minBets"), cell: (l) => money(l.minBets) },
    { key: "upgradeGift", header: t("vip.upgradeGift"), cell: (l) => money(l.upgradeGift) },
    { key: "monthlyGift", header: t("vip.monthlyGift"), cell: (l) => money(l.monthlyGift) },
    { key: "rebate", header: t("vip.rebate"), cell: (l) => formatPercent(l.rebatePercent) },
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
              <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
                <table className={styles.table} role="table">
                  <caption id={captionId} className="visually-hidden">
                    {t("vip.table")}
                  </caption>
                  <thead role="rowgroup">
                    <tr role="row">
                      <th scope="col" role="columnheader">
                        {t("vip.level")}
                      </th>
                      {columns.map((column) => (
                        <th key={column.key} scope="col" role="columnheader" className={styles.numeric}>
                          {column.header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody role="rowgroup">
                    {data.list.map((level) => {
                      const mine = level.level === current;
                      return (
                        <tr
                          key={level.level}
                          role="row"
                          aria-current={mine ? "true" : undefined}
                          className={mine ? styles.currentRow : undefined}
                        >
                          <th scope="row" role="rowheader" className={styles.levelCell}>
                            <span className={styles.levelTag}>{levelLabel(level.level)}</span>
                            {level.name ? <span className={styles.levelName}> {level.name}</span> : null}
                            {mine ? (
                              <>
                                {" "}
                                <Badge tone="accent">{t("vip.yourLevel")}</Badge>
                              </>
                            ) : null}
                          </th>
                          {columns.map((column) => (
                            <td key={column.key} role="cell" data-label={column.header} className={styles.numeric}>
                              {column.cell(level)}
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
