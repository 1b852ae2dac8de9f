import { ANNOUNCEMENTS_PER_PAGE } from "@portal/contract/constants";

/** Items are numbered with two digits, continuing across pages: 01..08, then 09.. (spec section 2). */
export function itemNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}

export function pageCount(total: number, perPage: number = ANNOUNCEMENTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The 1-based page that holds the item at `index`. */
export function pageOfIndex(index: number, perPage: number = ANNOUNCEMENTS_PER_PAGE): number {
  return Math.floor(Math.max(0, index) / perPage) + 1;
}

export function clampPage(page: number, total: number, perPage: number = ANNOUNCEMENTS_PER_PAGE): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, perPage));
}

export interface PagedItem<T> {
  item: T;
  index: number;
  number: string;
}

/** The items of a 1-based page, each with its running two-digit number. */
export function pageItems<T>(
  items: readonly T[],
  page: number,
  perPage: number = ANNOUNCEMENTS_PER_PAGE,
): PagedItem<T>[] {
  const start = (clampPage(page, items.length, perPage) - 1) * perPage;
  return items
    .slice(start, start + perPage)
    .map((item, i) => ({ item, index: start + i, number: itemNumber(start + i) }));
}
