/**
 * Reading a table as a person (or a screen reader) does, for component tests: a row by a cell's
 * text, a cell by its column's heading. Only tests import this file.
 */
import { within } from "@testing-library/react";

/** A row's cells in order; its own heading (a `th scope="row"`) counts as a cell, as a screen reader reads it. */
function cellsOf(row: HTMLElement): HTMLElement[] {
  const cells = [...within(row).queryAllByRole("rowheader"), ...within(row).queryAllByRole("cell")];
  return cells.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** The rows of a table's body (the row group after the headings), in order. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  const body = within(table)
    .getAllByRole("rowgroup")
    .find((group) => within(group).queryAllByRole("columnheader").length === 0);
  if (!body) throw new Error("The table has no body");
  return within(body).getAllByRole("row");
}

/** The one row of `table` with a cell (or row heading) that reads exactly `text`. */
export function rowWith(table: HTMLElement, text: string): HTMLElement {
  const rows = within(table)
    .getAllByRole("row")
    // (The text test first: reading a row's cells by role is slow in jsdom.)
    .filter((row) => row.textContent?.includes(text) && cellsOf(row).some((cell) => cell.textContent?.trim() === text));
  if (rows.length !== 1) throw new Error(`${rows.length} rows have a cell reading "${text}"`);
  return rows[0]!;
}

/** The cell of `row` under the column headed `header` in `table` (paired by position). */
export function cellUnder(table: HTMLElement, row: HTMLElement, header: string): HTMLElement {
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((heading) => heading.textContent?.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`No column headed "${header}" (there are ${headers.join(", ")})`);
  const cell = cellsOf(row)[index];
  if (!cell) throw new Error(`The row has no cell under "${header}"`);
  return cell;
}
