import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LINES, PAYTABLE, RTP_PERCENT } from "../hooks/slot-rules";
import { SlotSymbolArt } from "./slot-symbols";
import ui from "../../../shared/house-game/house-game.module.css";
import styles from "./house-slot.module.css";

const COUNTS = [3, 4, 5] as const;

/** The published paytable: multiples of the line bet for 3, 4 and 5 of a kind, and the RTP. */
export function PaytablePanel() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={ui.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.panelTitle}>
        {t("houseSlot.paytable")}
      </h2>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">{t("houseSlot.symbol")}</th>
            {COUNTS.map((count) => (
              <th key={count} scope="col" className={ui.num}>
                {t("houseSlot.ofAKind", { n: count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAYTABLE.map((row) => (
            <tr key={row.symbol}>
              <th scope="row" className={styles.symbolName}>
                <SlotSymbolArt className={styles.miniTile} symbol={row.symbol} />
                {t(`houseSlot.symbols.${row.symbol}`)}
              </th>
              {row.pays.map((pays, i) => (
                <td key={COUNTS[i]} className={ui.num}>
                  {pays === null ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t("houseSlot.noPay")}</span>
                    </>
                  ) : (
                    `×${pays}`
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={ui.notes}>
        <li>{t("houseSlot.payNote", { lines: LINES })}</li>
        <li>{t("houseSlot.wildNote")}</li>
        <li>{t("houseSlot.rtp", { rtp: RTP_PERCENT })}</li>
      </ul>
    </section>
  );
}
