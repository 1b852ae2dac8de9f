import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { withZone } from "../../../shared/format/clock";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import type { RedemptionStatus } from "@portal/contract/api/points";
import { isoDateTime } from "../../../shared/format/date-time";
import { formatMoney } from "../../../shared/format/money";
import { useDateTime } from "../../../shared/format/use-date-time";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import { redemptionsQuery, type Redemption } from "../api/points-api";
import { formatPoints } from "../hooks/points-format";
import styles from "./points.module.css";

const STATUS_TONE: Record<RedemptionStatus, BadgeTone> = {
  IN_PROCESS: "warning",
  APPROVED: "success",
  REJECTED: "danger",
};

/** A redemption's status as a tag, with the operator's note under it (why it was rejected, a tracking number). */
function StatusCell({ redemption }: { redemption: Redemption }) {
  const { t } = useTranslation(POINTS_NS);
  return (
    <div data-status={redemption.status}>
      <Badge tone={STATUS_TONE[redemption.status]}>{t(`points.status.${redemption.status}`)}</Badge>
      {redemption.note ? <p className={styles.note}>{redemption.note}</p> : null}
    </div>
  );
}

/** "My redemptions": the member's redemptions, newest first, a page by cursor. */
export function RedemptionList() {
  const { t } = useTranslation(POINTS_NS);
  const dateTime = useDateTime();
  const { token } = useSession();
  const paging = useCursorPaging();
  const redemptions = useQuery(redemptionsQuery(token, useLanguage(), paging.position.cursor));
  const columns: Column<Redemption>[] = [
    {
      key: "time",
      header: withZone(t("points.time")),
      cell: (r) => <time dateTime={isoDateTime(r.createdAt)}>{dateTime(r.createdAt)}</time>,
    },
    { key: "reward", header: t("points.reward"), cell: (r) => r.name },
    {
      key: "cost",
      header: t("points.cost"),
      numeric: true,
      cell: (r) => <span className={textStyles.amount}>{formatPoints(r.cost)}</span>,
    },
    {
      key: "value",
      header: t("points.value"),
      numeric: true,
      cell: (r) => <span className={textStyles.amount}>{r.amount === null ? "—" : formatMoney(r.amount)}</span>,
    },
    { key: "status", header: t("points.statusColumn"), cell: (r) => <StatusCell redemption={r} /> },
  ];
  return (
    <QueryState query={redemptions}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState title={t("points.noRedemptions")} />
        ) : (
          <div className={stackStyles.section}>
            <DataTable
              label={t("points.myRedemptions")}
              columns={columns}
              rows={data.list}
              rowKey={(r) => String(r.id)}
            />
            <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
          </div>
        )
      }
    </QueryState>
  );
}
