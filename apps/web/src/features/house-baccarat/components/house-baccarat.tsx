import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BACCARAT_NS } from "../../../shared/i18n/namespaces";
import { BACCARAT_SPOTS } from "@portal/contract/house-baccarat";
import { formatMoney } from "../../../shared/format/money";
import { BaccaratHands } from "../../../shared/house-game/baccarat-hands";
import { FairnessPanel } from "../../../shared/house-game/fairness-panel";
import { GameSummary } from "../../../shared/house-game/game-summary";
import { useGameLimits } from "../../../shared/house-game/game-limits";
import { useHouseGame } from "../../../shared/house-game/use-house-game";
import ui from "../../../shared/house-game/house-game.module.css";
import { Button } from "../../../shared/ui/button";
import { dealBaccarat, type BaccaratDeal } from "../api/house-baccarat-api";
import {
  DEFAULT_CHIP,
  NO_STAKES,
  addChip,
  betsOf,
  chipsFor,
  stakeLimitsOf,
  toDecimal,
  totalStake,
} from "../hooks/baccarat-stakes";
import { BaccaratRulesPanel } from "./baccarat-rules-panel";
import styles from "./house-baccarat.module.css";

const ERROR_KEYS = { sessionEnded: "houseBaccarat.sessionEnded", betRange: "houseBaccarat.stakeHint" };

/** What each staked spot of the last round returned (a pushed stake comes back as it was). */
function ReturnsTable({ round }: { round: BaccaratDeal }) {
  const { t } = useTranslation(BACCARAT_NS);
  const spots = BACCARAT_SPOTS.filter((spot) => round.bets[spot] !== undefined);
  return (
    <table className={ui.table}>
      <caption className={ui.caption}>{t("houseBaccarat.returns")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("houseBaccarat.spot")}</th>
          <th scope="col" className={ui.num}>
            {t("houseBaccarat.stake")}
          </th>
          <th scope="col" className={ui.num}>
            {t("houseBaccarat.returned")}
          </th>
        </tr>
      </thead>
      <tbody>
        {spots.map((spot) => {
          const pushed = round.result === "TIE" && spot !== "TIE";
          return (
            <tr key={spot}>
              <th scope="row">{t(`houseBaccarat.spots.${spot}`)}</th>
              <td className={ui.num}>{formatMoney(round.bets[spot] ?? "")}</td>
              <td className={ui.num}>
                {formatMoney(round.returns[spot] ?? "")}
                {pushed ? ` (${t("houseBaccarat.pushed")})` : ""}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * "Punto Banco", the house baccarat's game page. Like the slot's, it knows only what its launch
 * URL carries (game token, language, merchant): chips go on Player, Banker or Tie, one deal
 * settles them all, and the fairness panel shows the seeds the cards came from.
 */
export function HouseBaccarat() {
  const { t } = useTranslation(BACCARAT_NS);
  const gameLimits = useGameLimits("baccarat");
  const limits = useMemo(() => stakeLimitsOf(gameLimits), [gameLimits]);
  const chips = useMemo(() => chipsFor(limits), [limits]);
  const [chosenChip, setChip] = useState<bigint>(DEFAULT_CHIP);
  const chip = chips.includes(chosenChip) ? chosenChip : chips[0]!;
  const [stakes, setStakes] = useState(NO_STAKES);
  const game = useHouseGame(ERROR_KEYS, dealBaccarat, BACCARAT_NS);
  const { last, busy, ended, error } = game;
  const deal = game.play;
  const total = totalStake(stakes);
  const resultText = last
    ? t("houseBaccarat.resultAnnounce", {
        result: t(`houseBaccarat.result.${last.result}`),
        player: last.playerTotal,
        banker: last.bankerTotal,
        payout: formatMoney(last.payout),
      })
    : "";

  return (
    <div className={ui.game}>
      <div className={ui.machine}>
        <BaccaratHands round={last} />
        {last ? (
          <p className={styles.result} data-result={last.result}>
            {t(`houseBaccarat.result.${last.result}`)}
            {last.natural ? ` · ${t("houseBaccarat.natural")}` : ""}
          </p>
        ) : null}

        <fieldset className={styles.chips} disabled={busy}>
          <legend className={ui.label}>{t("houseBaccarat.chip")}</legend>
          {chips.map((value) => (
            <button
              key={String(value)}
              type="button"
              className={styles.chip}
              aria-pressed={chip === value}
              onClick={() => setChip(value)}
            >
              {formatMoney(toDecimal(value), 0)}
            </button>
          ))}
        </fieldset>

        <div className={styles.spots}>
          {BACCARAT_SPOTS.map((spot) => (
            <button
              key={spot}
              type="button"
              className={styles.spot}
              disabled={busy || ended}
              data-won={last?.result === spot}
              onClick={() => setStakes(addChip(stakes, spot, chip, limits))}
              aria-label={t("houseBaccarat.placeChip", {
                chip: formatMoney(toDecimal(chip)),
                spot: t(`houseBaccarat.spots.${spot}`),
                stake: formatMoney(toDecimal(stakes[spot])),
              })}
            >
              <span className={styles.spotName}>{t(`houseBaccarat.spots.${spot}`)}</span>
              <span className={styles.spotStake}>{formatMoney(toDecimal(stakes[spot]))}</span>
            </button>
          ))}
        </div>

        <div className={ui.controls}>
          <div className={styles.actions}>
            <Button type="button" onClick={() => setStakes(NO_STAKES)} disabled={busy || total === 0n}>
              {t("houseBaccarat.clear")}
            </Button>
            <Button
              type="button"
              variant="primary"
              onClick={() => deal.mutate(betsOf(stakes))}
              disabled={busy || ended || total === 0n}
              aria-busy={deal.isPending}
            >
              {deal.isPending ? t("houseBaccarat.dealing") : t("houseBaccarat.deal")}
            </Button>
          </div>
          <p className={ui.hint}>{total === 0n ? t("houseBaccarat.noBets") : t("houseBaccarat.keepBets")}</p>
        </div>

        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}

        <GameSummary
          figures={[
            {
              label: t("houseBaccarat.totalStake"),
              value: last && formatMoney(last.stake),
            },
            { label: t("houseBaccarat.payout"), value: last && formatMoney(last.payout) },
            { label: t("houseBaccarat.balance"), value: game.balance && formatMoney(game.balance) },
          ]}
        />
        <p className="visually-hidden" aria-live="polite">
          {resultText}
        </p>
        {last ? <ReturnsTable round={last} /> : null}
      </div>

      <div className={ui.side}>
        <FairnessPanel {...game.fairnessPanel} game="baccarat" explainOutcome={t("houseBaccarat.fairExplain")} />
        <BaccaratRulesPanel limits={gameLimits} />
      </div>
    </div>
  );
}
