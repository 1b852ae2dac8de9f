import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { withZone } from "../../../shared/format/clock";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useSession } from "../../../shared/storage/session";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import { pointsEntriesQuery, type PointsEntry } from "../api/points-api";
import { formatPoints, formatSignedPoints } from "../hooks/points-format";
import styles from "./points.module.css";

/** Points in and out, coloured by their sign as money is. */
function SignedPoints({ points }: { points: number }) {
  const tone = points > 0 ? styles.in : points < 0 ? styles.out : "";
  return <span className={`${textStyles.amount} ${tone}`}>{formatSignedPoints(points)}</span>;
}

/** "Points history": the member's points entries (earned, spent, returned, converted), a page by cursor. */
export function PointsHistory() {
  const { t } = useTranslation(POINTS_NS);
  const dateTime = useDateTime();
  const { token } = useSession();
  const paging = useCursorPaging();
  const entries = useQuery(pointsEntriesQuery(token, paging.position.cursor));
  const columns: Column<PointsEntry>[] = [
    {
      key: "time",
      header: withZone(t("points.time")),
      cell: (e) => <time dateTime={isoDateTime(e.time)}>{dateTime(e.time)}</time>,
    },
    { key: "reason", header: t("points.type"), cell: (e) => t(`points.reason.${e.reason}`) },
    { key: "points", header: t("points.change"), numeric: true, cell: (e) => <SignedPoints points={e.points} /> },
    {
      key: "balance",
      header: t("points.balanceAfter"),
      numeric: true,
      cell: (e) => <span className={textStyles.amount}>{formatPoints(e.balanceAfter)}</span>,
    },
  ];
  return (
    <QueryState query={entries}>
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState title={t("points.noEntries")} />
        ) : (
          <div className={stackStyles.section}>
            <DataTable label={t("points.history")} columns={columns} rows={data.list} rowKey={(e) => String(e.id)} />
            <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
          </div>
        )
      }
    </QueryState>
  );
}
