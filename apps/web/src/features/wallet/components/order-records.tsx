import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { QueryState } from "../../../shared/ui/query-state";
import { Pager, type CursorPaged } from "../../../shared/ui/pager";
import { Panel } from "./panel";
import styles from "./wallet.module.css";

interface Paged<Row> extends CursorPaged {
  list: Row[];
}

export interface OrderRecordsProps<Row> {
  title: string;
  query: UseQueryResult<Paged<Row>, Error>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Under an order, across the columns: what it asks of the member (a receipt, a confirmation). */
  detail?: (row: Row) => ReactNode;
  /** The shown page's number (counted by the pager's clicks) and what a click asks for. */
  page: number;
  onCursor: (cursor: string, step: 1 | -1) => void;
}

/**
 * The member's orders: a table paged by cursor (DataTable: a card per order on a phone),
 * an empty note, loading and errors.
 */
export function OrderRecords<Row>({ title, query, columns, rowKey, detail, page, onCursor }: OrderRecordsProps<Row>) {
  const { t } = useTranslation();
  return (
    <Panel title={title} named={false}>
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <p className={styles.muted} role="status">
              {t("wallet.noRecords")}
            </p>
          ) : (
            <>
              <DataTable label={title} columns={columns} rows={data.list} rowKey={rowKey} detail={detail} />
              <Pager data={data} page={page} onCursor={onCursor} />
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}
