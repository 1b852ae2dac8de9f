import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LotteryResultView } from "@portal/contract/api/lottery";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { SelectField } from "../../../shared/ui/select-field";
import { trendOf, trendPositionsOf } from "../hooks/trend";
import styles from "./trend-chart.module.css";

/**
 * The trend chart (走势图) of a game's recent draws at one position: a row per draw, newest
 * first, a column per number; the number drawn is marked (and named so to a screen reader), the
 * other cells say how many draws ago each number last came up ("20+": not in the draws shown),
 * and the last row how often each came. Players read hot and cold numbers off it. A position of
 * categories (Mark Six's colours, animals, big/small) names each column by its category. A family
 * without positions has no chart.
 */
export function TrendChart({ family, draws }: { family: string; draws: readonly LotteryResultView[] }) {
  const { t } = useTranslation(LOTTERY_NS);
  const positions = trendPositionsOf(family);
  const [index, setIndex] = useState(0);
  const position = positions[index] ?? positions[0];
  if (!position || draws.length === 0) return null;
  const { rows, counts } = trendOf(draws, position);
  const name = (i: number) => t(positions[i]!.label.key, positions[i]!.label.values);
  const caption = t("trend.caption", { position: name(positions.indexOf(position)) });
  const optionText = (option: string) => (position.optionLabel ? t(position.optionLabel(option)) : option);
  return (
    <section className={styles.panel} aria-labelledby="lottery-trend">
      <h2 id="lottery-trend" className={styles.heading}>
        {t("trend.title")}
      </h2>
      {positions.length > 1 ? (
        <SelectField
          label={t("trend.position")}
          value={String(positions.indexOf(position))}
          onValue={(value) => setIndex(Number(value))}
          options={positions.map((_, i) => ({ value: String(i), label: name(i) }))}
        />
      ) : null}
      <p className={styles.hint}>{t("trend.explain")}</p>
      {/* Scrolls sideways on a phone rather than squeezing eleven number (or twelve animal) columns. */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("verify.drawNo")}</th>
              {position.options.map((option) => (
                <th key={option} scope="col" className={position.optionLabel ? styles.category : undefined}>
                  {optionText(option)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.drawNo}>
                <th scope="row">{row.drawNo}</th>
                {row.void ? (
                  <td colSpan={position.options.length}>{t("verify.void")}</td>
                ) : (
                  row.misses.map((miss, i) =>
                    miss === 0 ? (
                      <td key={i}>
                        <strong className={styles.hit}>{optionText(position.options[i]!)}</strong>
                        <span className="visually-hidden"> {t("trend.drawn")}</span>
                      </td>
                    ) : (
                      <td key={i} className={styles.miss}>
                        {/* Not seen in the draws shown: it has missed at least as many. */}
                        {miss ?? `${row.counted}+`}
                      </td>
                    ),
                  )
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("trend.appearances")}</th>
              {counts.map((count, i) => (
                <td key={i}>{count}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
