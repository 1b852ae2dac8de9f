import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { SpinOutcome } from "@portal/contract/house-slot";
import ui from "../../../shared/house-game/house-game.module.css";

/** A recomputed slot spin: the reel stops, the symbols in view and the line wins. */
export function SlotOutcome({ outcome }: { outcome: SpinOutcome }) {
  const { t } = useTranslation();
  const stopsId = useId();
  return (
    <>
      <dl className={ui.facts}>
        <div>
          <dt id={stopsId}>{t("fairVerify.stops")}</dt>
          <dd aria-labelledby={stopsId}>{outcome.stops.join(", ")}</dd>
        </div>
      </dl>
      <table className={ui.table}>
        <caption className={ui.caption}>{t("fairVerify.grid")}</caption>
        <tbody>
          {outcome.grid.map((row, r) => (
            <tr key={r}>
              {row.map((symbol, reel) => (
                <td key={reel}>{t(`houseSlot.symbols.${symbol}`)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {outcome.wins.length === 0 ? (
        <p className={ui.hint}>{t("houseSlot.noWin")}</p>
      ) : (
        <ul className={ui.notes}>
          {outcome.wins.map((win) => (
            <li key={win.line}>
              {t("fairVerify.lineWin", {
                line: win.line,
                n: win.count,
                symbol: t(`houseSlot.symbols.${win.symbol}`),
                pays: win.pays,
              })}
            </li>
          ))}
        </ul>
      )}
      <p className={ui.amount}>{t("fairVerify.totalPays", { pays: outcome.lineBets })}</p>
    </>
  );
}
