import type { ReactNode } from "react";
import styles from "./data-table.module.css";

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
  /** The cell names its row (a category, a date): a row header for assistive technology. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption, visually hidden) and its scroll region. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last row of totals, in the same columns. */
  footer?: Partial<Record<string, ReactNode>>;
  /**
   * What belongs under a row across all its columns (a form it opens, the question it asks), or
   * null. Each row and its detail are then a row group of their own: one card on a phone.
   */
  detail?: (row: Row) => ReactNode;
  /** The row that is the reader's own (their level, their account): marked to the eye and as aria-current. */
  current?: (row: Row) => boolean;
}

/**
 * A table on a desktop that becomes one card per row on a phone (docs/design.md): below 48rem
 * each cell shows its column's name beside its value, so nothing scrolls sideways. It stays a
 * real table for assistive technology at every size: the cards change `display`, which makes some
 * browsers (WebKit, so VoiceOver on an iPhone) drop the elements' table semantics, so every element
 * also names its role (table, rowgroup, row, columnheader, cell) explicitly.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, footer, detail, current }: DataTableProps<Row>) {
  const mark = (row: Row) =>
    current?.(row) ? ({ "aria-current": "true", className: styles.current } as const) : undefined;
  const cells = (row: Row) =>
    columns.map((column) => (
      <BodyCell key={column.key} column={column}>
        {column.cell(row)}
      </BodyCell>
    ));
  return (
    <div className={styles.wrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} role="table">
        <caption className="visually-hidden">{label}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role="columnheader"
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {detail ? (
          rows.map((row) => {
            const below = detail(row);
            return (
              <tbody key={rowKey(row)} role="rowgroup" className={styles.group}>
                <tr role="row" {...mark(row)}>
                  {cells(row)}
                </tr>
                {below ? (
                  <tr role="row">
                    <td role="cell" colSpan={columns.length} className={styles.detail}>
                      {below}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            );
          })
        ) : (
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row" {...mark(row)}>
                {cells(row)}
              </tr>
            ))}
          </tbody>
        )}
        {footer ? (
          <tfoot role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <BodyCell key={column.key} column={column}>
                  {footer[column.key] ?? null}
                </BodyCell>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** A body or footer cell: a row header (`th scope="row"`) in a column that names its rows, else a cell. */
function BodyCell<Row>({ column, children }: { column: Column<Row>; children: ReactNode }) {
  const className = column.numeric ? styles.numeric : undefined;
  return column.rowHeader ? (
    <th scope="row" role="rowheader" data-label={column.header} className={className}>
      {children}
    </th>
  ) : (
    <td role="cell" data-label={column.header} className={className}>
      {/* One element (on a phone the cell is a row of its column's name and this, whatever it
          holds); none for nothing, so an empty cell stays :empty and a phone's card leaves it out. */}
      {children === null || children === undefined || children === false || children === "" ? null : (
        <span>{children}</span>
      )}
    </td>
  );
}
