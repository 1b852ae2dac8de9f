import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../shared/ui/query-state";
import { Pager, type CursorPaged } from "../../../shared/ui/pager";
import { Panel } from "./panel";
import styles from "./wallet.module.css";
import { TableScroll } from "./table-scroll";

interface Paged<T> extends CursorPaged {
  list: T[];
}

export interface OrderRecordsProps<P extends Paged<unknown>> {
  title: string;
  query: UseQueryResult<P, Error>;
  /** Above the table: the page's filter form. */
  filters?: ReactNode;
  /** The empty note ("No records yet." unless given, e.g. for a filtered period). */
  emptyText?: string;
  /** Column headings; `number` right-aligns an amount column. */
  columns: { label: string; number?: boolean }[];
  /** The shown page's number (counted by the pager's clicks) and what a click asks for. */
  page: number;
  onCursor: (cursor: string, step: 1 | -1) => void;
  /** One `<tbody>` per order (a row and its actions), and a `<tfoot>` from the whole answer if wanted. */
  children: (list: P["list"], data: P) => ReactNode;
}

/** The member's orders or bets: filters, a table paged by cursor, an empty note, loading and errors. */
export function OrderRecords<P extends Paged<unknown>>({
  title,
  query,
  filters,
  emptyText,
  columns,
  page,
  onCursor,
  children,
}: OrderRecordsProps<P>) {
  const { t } = useTranslation();
  return (
    <Panel title={title} named={false}>
      {filters}
      <QueryState query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <p className={styles.muted} role="status">
              {emptyText ?? t("wallet.noRecords")}
            </p>
          ) : (
            <>
              <TableScroll label={title}>
                <table className={styles.table}>
                  {/* The table's own name (its scroll region has the same one), as DataTable's. */}
                  <caption className="visually-hidden">{title}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column.label} scope="col" className={column.number ? styles.number : undefined}>
                          {column.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  {children(data.list, data)}
                </table>
              </TableScroll>
              <Pager data={data} page={page} onCursor={onCursor} />
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}
