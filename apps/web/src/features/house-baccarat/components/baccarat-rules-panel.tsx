import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BACCARAT_NS } from "../../../shared/i18n/namespaces";
import { BACCARAT_DECKS, BACCARAT_RTP_PERCENT, BACCARAT_SPOTS } from "@portal/contract/house-baccarat";
import { formatMoney } from "../../../shared/format/money";
import ui from "../../../shared/house-game/house-game.module.css";
import type { HouseGameLimits } from "@portal/contract/api/house-games";
import { payLabel } from "../hooks/baccarat-stakes";

/**
 * The published rules of the contract: what each spot pays, its return, the tableau; and the
 * brand's stake limits.
 */
export function BaccaratRulesPanel({ limits }: { limits: HouseGameLimits }) {
  const { t } = useTranslation(BACCARAT_NS);
  const titleId = useId();
  return (
    <section className={ui.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.panelTitle}>
        {t("houseBaccarat.rules.title")}
      </h2>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">{t("houseBaccarat.spot")}</th>
            <th scope="col" className={ui.num}>
              {t("houseBaccarat.rules.pays")}
            </th>
            <th scope="col" className={ui.num}>
              {t("houseBaccarat.rules.rtp")}
            </th>
          </tr>
        </thead>
        <tbody>
          {BACCARAT_SPOTS.map((spot) => (
            <tr key={spot}>
              <th scope="row">{t(`houseBaccarat.spots.${spot}`)}</th>
              <td className={ui.num}>{payLabel(spot)}</td>
              <td className={ui.num}>{BACCARAT_RTP_PERCENT[spot]} %</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={ui.notes}>
        <li>{t("houseBaccarat.rules.shoe", { decks: BACCARAT_DECKS })}</li>
        <li>{t("houseBaccarat.rules.values")}</li>
        <li>{t("houseBaccarat.rules.tableau")}</li>
        <li>{t("houseBaccarat.rules.bankerTableau")}</li>
        <li>{t("houseBaccarat.rules.commission")}</li>
        <li>{t("houseBaccarat.rules.push")}</li>
        <li>
          {t("houseBaccarat.stakeHint", {
            min: formatMoney(limits.minStake),
            max: formatMoney(limits.maxStake),
            step: formatMoney(limits.step),
          })}
        </li>
      </ul>
    </section>
  );
}
