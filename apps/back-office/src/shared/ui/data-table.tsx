import { useId, useState, type ReactNode } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import {
  columnVisibilityFeature,
  createSortedRowModel,
  FlexRender,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type ColumnVisibilityState,
  type RowData,
} from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorNotice, Skeleton } from "./states";

/**
 * The back office's tables (TanStack Table v9, decision 0051): sorting within the page the
 * server sent, columns the operator hides or shows, and the server's paging (`manualPagination`:
 * the page and its size go to the call, the total comes back).
 */
export const tableSet = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});
export type Columns<Row extends RowData> = ColumnDef<typeof tableSet, Row>[];

export const PAGE_SIZES = [20, 50, 100] as const;

export function usePaging(pageSize = 20) {
  return useState<PaginationState>({ pageIndex: 0, pageSize });
}

const NO_ROWS: never[] = [];

export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  total,
  pagination,
  onPaginationChange,
  loading,
  error,
  onRetry,
  emptyText,
  rowKey,
  toolbar,
}: {
  caption: string;
  columns: Columns<Row>;
  rows: Row[] | undefined;
  /** The server's total (server paging); omitted for a list that comes whole. */
  total?: number;
  pagination?: PaginationState;
  onPaginationChange?: (next: PaginationState) => void;
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
  emptyText: string;
  rowKey: (row: Row) => string;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const pageSizeId = useId();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});
  const paging = pagination ?? { pageIndex: 0, pageSize: rows?.length ?? 0 };
  const table = useTable({
    features: tableSet,
    columns,
    data: rows ?? (NO_ROWS as Row[]),
    getRowId: rowKey,
    state: { sorting, columnVisibility, pagination: paging },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
    onPaginationChange: (updater) => {
      const next = typeof updater === "function" ? updater(paging) : updater;
      onPaginationChange?.(next);
    },
    manualPagination: true,
    // A first click sorts ascending, whatever the column holds.
    sortDescFirst: false,
    rowCount: total ?? rows?.length ?? 0,
  });

  const pageCount = Math.max(1, table.getPageCount());
  // A totals row: drawn when a column defines its `footer` (it follows the columns shown).
  const hasFooter = columns.some((column) => column.footer !== undefined);
  return (
    <section className="table-block" aria-label={caption}>
      <div className="table-toolbar">
        {toolbar}
        <DropdownMenu.Root>
          <DropdownMenu.Trigger className="btn btn-small">{t("ui.columns")}</DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="menu" align="end">
              {table
                .getAllLeafColumns()
                .filter((column) => column.getCanHide())
                .map((column) => (
                  <DropdownMenu.CheckboxItem
                    key={column.id}
                    className="menu-item"
                    checked={column.getIsVisible()}
                    onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
                    onSelect={(event) => event.preventDefault()}
                  >
                    <span aria-hidden="true">{column.getIsVisible() ? "☑" : "☐"}</span>{" "}
                    {typeof column.columnDef.header === "string" ? column.columnDef.header : column.id}
                  </DropdownMenu.CheckboxItem>
                ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      {error ? <ErrorNotice error={error} {...(onRetry ? { onRetry } : {})} /> : null}
      {loading && !rows ? (
        <Skeleton />
      ) : rows && rows.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : rows ? (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="sort-button"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <FlexRender header={header} />
                            <span aria-hidden="true">{sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : " ↕"}</span>
                          </button>
                        ) : (
                          <FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>
                      <FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {hasFooter ? (
              <tfoot>
                {table.getFooterGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <td key={header.id}>
                        <FlexRender footer={header} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
      {pagination && total !== undefined ? (
        <nav className="pager" aria-label={t("ui.pages", { caption })}>
          <button
            type="button"
            className="btn btn-small"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            {t("ui.previous")}
          </button>
          <span>{t("ui.pageOf", { page: pagination.pageIndex + 1, pages: pageCount, total })}</span>
          <button
            type="button"
            className="btn btn-small"
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            {t("ui.next")}
          </button>
          <span className="inline-field">
            <label htmlFor={pageSizeId}>{t("ui.pageSize")}</label>
            <select
              id={pageSizeId}
              value={pagination.pageSize}
              onChange={(event) => onPaginationChange?.({ pageIndex: 0, pageSize: Number(event.target.value) })}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        </nav>
      ) : null}
    </section>
  );
}
