import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../shared/ui/select-field";
import { formatMoney } from "../../../shared/format/money";
import { FairnessPanel } from "../../../shared/house-game/fairness-panel";
import { GameSummary } from "../../../shared/house-game/game-summary";
import { useGameLimits } from "../../../shared/house-game/game-limits";
import { useHouseGame } from "../../../shared/house-game/use-house-game";
import ui from "../../../shared/house-game/house-game.module.css";
import { Button } from "../../../shared/ui/button";
import { spinSlot, type SlotSpin } from "../api/house-slot-api";
import { LINES, betChoices, isSlotSymbol, lineWinAmount, offeredBet } from "../hooks/slot-rules";
import { PaytablePanel } from "./paytable-panel";
import { SlotReels } from "./slot-reels";
import styles from "./house-slot.module.css";

const ERROR_KEYS = { sessionEnded: "houseSlot.sessionEnded", betRange: "houseSlot.betRange" };

function WinsTable({ spin }: { spin: SlotSpin }) {
  const { t } = useTranslation();
  if (spin.wins.length === 0) {
    return (
      <div className={styles.wins}>
        <p className={ui.hint}>{t("houseSlot.noWin")}</p>
      </div>
    );
  }
  return (
    <div className={styles.wins}>
      <table className={ui.table}>
        <caption className={ui.caption}>{t("houseSlot.winningLines")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("houseSlot.line")}</th>
            <th scope="col">{t("houseSlot.symbol")}</th>
            <th scope="col" className={ui.num}>
              {t("houseSlot.count")}
            </th>
            <th scope="col" className={ui.num}>
              {t("houseSlot.pays")}
            </th>
          </tr>
        </thead>
        <tbody>
          {spin.wins.map((win) => {
            const amount = lineWinAmount(spin.bet, win.pays);
            return (
              <tr key={win.line}>
                <td>{win.line}</td>
                <td>{isSlotSymbol(win.symbol) ? t(`houseSlot.symbols.${win.symbol}`) : win.symbol}</td>
                <td className={ui.num}>{win.count}</td>
                <td className={ui.num}>{amount === null ? `×${win.pays}` : `${formatMoney(amount)} (×${win.pays})`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "Lucky Sevens", the house slot's game page. It knows only what its launch URL carries (the
 * game token, language and merchant), never the portal's login: every call is made with the
 * game token, and a game session that ended asks the player to open the game again.
 */
export function HouseSlot() {
  const { t } = useTranslation();
  const limits = useGameLimits("slot");
  const choices = useMemo(() => betChoices(limits), [limits]);
  const [chosen, setBet] = useState<string | null>(null);
  const bet = offeredBet(choices, chosen);
  const game = useHouseGame(ERROR_KEYS, spinSlot);
  const { last, balance, busy, ended, error } = game;
  const spin = game.play;
  const won = last !== null && last.payout !== "" && !/^0*(\.0*)?$/.test(last.payout);

  return (
    <div className={ui.game}>
      <div className={ui.machine}>
        <SlotReels grid={last?.grid ?? null} spinning={spin.isPending} round={last?.roundId ?? ""} />

        <div className={ui.controls}>
          <SelectField
            className={styles.betField}
            label={t("houseSlot.bet")}
            value={bet}
            onValue={setBet}
            disabled={busy}
            options={choices.map((step) => ({ value: step, label: formatMoney(step) }))}
            hint={
              <>
                {t("houseSlot.betHint", { lines: LINES })}{" "}
                <span>
                  {t("houseSlot.betRange", {
                    min: formatMoney(limits.minStake),
                    max: formatMoney(limits.maxStake),
                    step: formatMoney(limits.step),
                  })}
                </span>
              </>
            }
          />
          <Button
            type="button"
            variant="primary"
            className={ui.spin}
            onClick={() => spin.mutate(bet)}
            disabled={busy || ended}
            aria-busy={spin.isPending}
          >
            {spin.isPending ? t("houseSlot.spinning") : t("houseSlot.spin")}
          </Button>
        </div>

        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}

        <GameSummary
          figures={[
            { label: t("houseSlot.lastBet"), value: last && formatMoney(last.bet) },
            { label: t("houseSlot.payout"), value: last && formatMoney(last.payout), won },
            { label: t("houseSlot.balance"), value: balance && formatMoney(balance) },
          ]}
        />
        <p className="visually-hidden" aria-live="polite">
          {last
            ? won
              ? t("houseSlot.resultWin", { payout: formatMoney(last.payout), lines: last.wins.length })
              : t("houseSlot.resultNone")
            : ""}
        </p>

        {last ? <WinsTable spin={last} /> : null}
      </div>

      <div className={ui.side}>
        <FairnessPanel {...game.fairnessPanel} game="slot" explainOutcome={t("houseSlot.fair.explainStops")} />
        <PaytablePanel />
      </div>
    </div>
  );
}
