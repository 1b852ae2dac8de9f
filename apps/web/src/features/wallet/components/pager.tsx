import { useTranslation } from "react-i18next";
import styles from "./wallet.module.css";

/** Previous and next page of a list; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  testId,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t("wallet.pages")} data-testid={testId}>
      <button
        type="button"
        className="btn"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-prev`}
      >
        {t("wallet.previousPage")}
      </button>
      <span data-testid={`${testId}-current`}>{t("wallet.pageOf", { page, pages })}</span>
      <button
        type="button"
        className="btn"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t("wallet.nextPage")}
      </button>
    </nav>
  );
}
