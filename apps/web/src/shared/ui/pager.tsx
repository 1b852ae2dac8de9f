import { useTranslation } from "react-i18next";
import { Button } from "./button";
import styles from "./pager.module.css";

/** The paging fields of a record list's answer (api/paging.ts in the contract). */
export interface CursorPaged {
  next: string | null;
  prev: string | null;
  total: number;
  totalCapped: boolean;
  pageSize: number;
}

/**
 * Previous and next page of a list paged by cursor (the money records and the agent centre's team
 * lists; its texts stay under `wallet.*`, where the first lists put them), the page's number and how many records
 * match ("more than 1,000" when the server stopped counting); nothing when everything fits on one page.
 * The page number is a polite status: the pager stays while the next page loads, so a screen reader
 * hears "Page 2 of 5" when it changes (the table itself is not live).
 */
export function Pager({
  data,
  page,
  onCursor,
}: {
  data: CursorPaged;
  /** The page's number as counted by the clicks that led here (the server pages by cursor). */
  page: number;
  onCursor: (cursor: string, step: 1 | -1) => void;
}) {
  const { t } = useTranslation();
  if (!data.next && !data.prev) return null;
  const total = data.total.toLocaleString("en-US");
  const pages = Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)));
  return (
    <nav className={styles.pager} aria-label={t("wallet.pages")}>
      <Button type="button" disabled={!data.prev} onClick={() => data.prev && onCursor(data.prev, -1)}>
        {t("wallet.previousPage")}
      </Button>
      <span className={styles.pagerText}>
        <span role="status">
          {data.totalCapped ? t("wallet.pageNumber", { page }) : t("wallet.pageOf", { page, pages })}
        </span>
        <span className={styles.muted}>
          {data.totalCapped ? t("wallet.recordCountCapped", { total }) : t("wallet.recordCount", { total })}
        </span>
      </span>
      <Button type="button" disabled={!data.next} onClick={() => data.next && onCursor(data.next, 1)}>
        {t("wallet.nextPage")}
      </Button>
    </nav>
  );
}
