import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { LOTTERY_NS } from "../i18n/namespaces";
import type { VnPrizeRow } from "./vn-layout";
import styles from "./vn-result-table.module.css";

/**
 * A Vietnamese draw's results table as the official results (xổ số kết quả) print it: a row per
 * prize in the region's order (vn-layout.ts), the prize's name as the row's header and its numbers
 * beside it, wrapping between numbers on a phone. Named by `label` (a visually hidden caption).
 * It may sit in a DataTable's cell, whose phone cards change `display` under them: every element
 * names its table role, as DataTable's own do, so a screen reader keeps the table in WebKit too.
 */
export function VnResultTable({ rows, label }: { rows: readonly VnPrizeRow[]; label: string }) {
  const { t } = useTranslation(LOTTERY_NS);
  return (
    <table className={styles.prizes} role="table">
      <caption className="visually-hidden">{label}</caption>
      <thead className={styles.head} role="rowgroup">
        <tr className={styles.row} role="row">
          <th scope="col" role="columnheader" className={styles.columnHead}>
            {t("VN.table.prize")}
          </th>
          <th scope="col" role="columnheader" className={styles.columnHead}>
            {t("VN.table.numbers")}
          </th>
        </tr>
      </thead>
      <tbody className={styles.body} role="rowgroup">
        {rows.map((row) => (
          <tr key={row.prize} className={styles.row} role="row" data-prize={row.prize}>
            <th scope="row" role="rowheader" className={styles.name}>
              {t(row.label)}
            </th>
            <td role="cell" className={styles.numbers}>
              {/* Spaces between the numbers: a line breaks there, and a screen reader reads them apart. */}
              {row.numbers.map((number, i) => (
                <Fragment key={i}>
                  {i > 0 ? " " : null}
                  <span className={styles.number}>{number}</span>
                </Fragment>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The same table where a list of draws has room for one line a draw: the special prize (the
 * đề players look for first), and the whole table behind a disclosure.
 */
export function VnResultDisclosure({ rows, label }: { rows: readonly VnPrizeRow[]; label: string }) {
  const { t } = useTranslation(LOTTERY_NS);
  const special = rows.find((row) => row.prize === "special");
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        {special ? (
          <>
            <span className={styles.summaryName}>{t(special.label)}</span>{" "}
            <span className={styles.summaryNumber}>{special.numbers.join(" ")}</span>{" "}
          </>
        ) : null}
        <span className={styles.more}>{t("VN.table.allPrizes")}</span>
      </summary>
      <VnResultTable rows={rows} label={label} />
    </details>
  );
}
