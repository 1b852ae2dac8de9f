import { useEffect, useId, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { applyPageLanguage } from "../../../shared/i18n/i18n";
import { formatMoney } from "../../../shared/format/money";
import { FairnessPanel } from "../../../shared/house-game/fairness-panel";
import { fetchFairness, rotateSeed, type Fairness, type SeedRotation } from "../../../shared/house-game/game-api";
import { gameErrorText, isSessionEnded } from "../../../shared/house-game/game-error";
import { readLaunchParams } from "../../../shared/house-game/launch-params";
import ui from "../../../shared/house-game/house-game.module.css";
import { spinSlot, type SlotSpin } from "../api/house-slot-api";
import { BET_STEPS, DEFAULT_BET, LINES, isSlotSymbol, lineWinAmount } from "../hooks/slot-rules";
import { PaytablePanel } from "./paytable-panel";
import { SlotReels } from "./slot-reels";
import styles from "./house-slot.module.css";

const ERROR_KEYS = { sessionEnded: "houseSlot.sessionEnded", betRange: "houseSlot.betRange" };
const slotErrorText = (t: TFunction, error: unknown) => gameErrorText(t, error, ERROR_KEYS);

function WinsTable({ spin }: { spin: SlotSpin }) {
  const { t } = useTranslation();
  if (spin.wins.length === 0) {
    return (
      <div className={styles.wins} data-testid="slot-wins">
        <p className={ui.hint}>{t("houseSlot.noWin")}</p>
      </div>
    );
  }
  return (
    <div className={styles.wins} data-testid="slot-wins">
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
              <tr key={win.line} data-testid={`slot-win-${win.line}`}>
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
  const [params] = useSearchParams();
  const [launch] = useState(() => readLaunchParams(params));
  const token = launch.token;
  const betId = useId();
  const [bet, setBet] = useState<string>(DEFAULT_BET);
  const [last, setLast] = useState<SlotSpin | null>(null);
  const [fairness, setFairness] = useState<Fairness | null>(null);
  const [revealed, setRevealed] = useState<SeedRotation["revealed"] | null>(null);
  const [endedByCall, setEnded] = useState(false);
  const [spinError, setSpinError] = useState<string | null>(null);
  const [rotateError, setRotateError] = useState<string | null>(null);

  useEffect(() => (launch.language ? applyPageLanguage(launch.language) : undefined), [launch.language]);

  const fairnessQuery = useQuery({
    queryKey: ["house", "fairness", token, launch.merchant],
    queryFn: () => fetchFairness({ ...launch, token: token! }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
  const ended = token === null || endedByCall || isSessionEnded(fairnessQuery.error);

  const spin = useMutation({
    mutationFn: (amount: string) => spinSlot({ ...launch, token: token! }, amount),
    onMutate: () => setSpinError(null),
    onSuccess: (result) => {
      setLast(result);
      setFairness(result.fairness);
    },
    onError: (error) => {
      if (isSessionEnded(error)) setEnded(true);
      setSpinError(slotErrorText(t, error));
    },
  });

  const rotate = useMutation({
    mutationFn: (clientSeed: string) => rotateSeed({ ...launch, token: token! }, clientSeed),
    onMutate: () => setRotateError(null),
    onSuccess: (result) => {
      setRevealed(result.revealed);
      setFairness(result.next);
    },
    onError: (error) => {
      if (isSessionEnded(error)) setEnded(true);
      setRotateError(slotErrorText(t, error));
    },
  });

  const busy = spin.isPending || rotate.isPending;
  const error = ended
    ? t("houseSlot.sessionEnded")
    : (spinError ?? (fairnessQuery.error ? slotErrorText(t, fairnessQuery.error) : null));
  const won = last !== null && last.payout !== "" && !/^0*(\.0*)?$/.test(last.payout);

  return (
    <div className={ui.game} data-testid="slot-page">
      <div className={ui.machine}>
        <SlotReels grid={last?.grid ?? null} spinning={spin.isPending} />

        <div className={ui.controls}>
          <div className={styles.betField}>
            <label htmlFor={betId} className={ui.label}>
              {t("houseSlot.bet")}
            </label>
            <select
              id={betId}
              className={ui.select}
              value={bet}
              onChange={(event) => setBet(event.target.value)}
              disabled={busy}
              aria-describedby={`${betId}-hint`}
              data-testid="slot-bet"
            >
              {BET_STEPS.map((step) => (
                <option key={step} value={step}>
                  {formatMoney(step)}
                </option>
              ))}
            </select>
            <p id={`${betId}-hint`} className={ui.hint}>
              {t("houseSlot.betHint", { lines: LINES })}
            </p>
          </div>
          <button
            type="button"
            className={`btn btn-primary ${ui.spin}`}
            onClick={() => spin.mutate(bet)}
            disabled={busy || ended}
            aria-busy={spin.isPending}
            data-testid="slot-spin"
          >
            {spin.isPending ? t("houseSlot.spinning") : t("houseSlot.spin")}
          </button>
        </div>

        {error ? (
          <p className={ui.error} role="alert" data-testid="slot-error">
            {error}
          </p>
        ) : null}

        <dl className={ui.summary}>
          <div>
            <dt>{t("houseSlot.lastBet")}</dt>
            <dd className={ui.amount} data-testid="slot-last-bet">
              {last ? formatMoney(last.bet) : "—"}
            </dd>
          </div>
          <div>
            <dt>{t("houseSlot.payout")}</dt>
            <dd className={ui.amount} data-testid="slot-payout" data-won={won}>
              {last ? formatMoney(last.payout) : "—"}
            </dd>
          </div>
          <div>
            <dt>{t("houseSlot.balance")}</dt>
            <dd className={ui.amount} data-testid="slot-balance">
              {last ? formatMoney(last.balance) : "—"}
            </dd>
          </div>
        </dl>
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
        <FairnessPanel
          fairness={fairness ?? fairnessQuery.data ?? null}
          revealed={revealed}
          busy={busy}
          disabled={ended}
          error={rotateError}
          onRotate={(seed) => rotate.mutate(seed)}
          explainOutcome={t("houseSlot.fair.explainStops")}
          testId="slot-fairness"
        />
        <PaytablePanel />
      </div>
    </div>
  );
}
