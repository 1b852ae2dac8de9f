import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LotteryFamily, Play } from "@portal/contract/lottery/engine";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { lotteryNames } from "../../../shared/lottery/play-names";
import { formatMoney } from "../../../shared/format/money";
import ui from "../../../shared/house-game/house-game.module.css";
import { Button } from "../../../shared/ui/button";
import { Tabs } from "../../../shared/ui/tabs";
import { costOf, entryOf, linesFor, type SlipEntry } from "../hooks/slip";
import styles from "./house-lottery.module.css";

const DEFAULT_STAKE = "1";

/**
 * A family's plays as tabs, each play's picker rows as groups of toggle buttons (one per option),
 * a stake per line, and what the picks make (lines and cost) before they go on the slip.
 */
export function PlayPicker({
  family,
  slip,
  disabled,
  onAdd,
}: {
  family: LotteryFamily<unknown>;
  slip: readonly SlipEntry[];
  disabled: boolean;
  onAdd: (entry: SlipEntry) => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family.code);
  const [playCode, setPlayCode] = useState(family.plays[0]!.code);
  const play = family.plays.find((p) => p.code === playCode) ?? family.plays[0]!;
  return (
    <Tabs
      items={family.plays.map((p) => ({ id: p.code, label: names.play(p.code) }))}
      value={play.code}
      onChange={setPlayCode}
      label={t("bet.plays")}
    >
      {/* Keyed by play: switching plays starts with empty picks. */}
      <Picks key={play.code} family={family} play={play} slip={slip} disabled={disabled} onAdd={onAdd} />
    </Tabs>
  );
}

function Picks({
  family,
  play,
  slip,
  disabled,
  onAdd,
}: {
  family: LotteryFamily<unknown>;
  play: Play<unknown>;
  slip: readonly SlipEntry[];
  disabled: boolean;
  onAdd: (entry: SlipEntry) => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family.code);
  const stakeId = useId();
  const [picks, setPicks] = useState<string[][]>(() => play.rows.map(() => []));
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (row: number, option: string) => {
    setProblem(null);
    setPicks((current) =>
      current.map((chosen, i) => {
        if (i !== row) return chosen;
        if (chosen.includes(option)) return chosen.filter((o) => o !== option);
        const max = play.rows[row]!.max ?? play.rows[row]!.options.length;
        // A row taking one pick swaps it; a full row takes no more.
        if (max === 1) return [option];
        return chosen.length >= max ? chosen : [...chosen, option];
      }),
    );
  };
  const lines = linesFor(play, picks);
  const cost = typeof lines === "number" && lines > 0 ? costOf(play, lines, stake) : null;

  const add = () => {
    const entry = entryOf(play, picks, stake, slip, Date.now());
    if (typeof entry === "string") {
      setProblem(t(entry));
      return;
    }
    onAdd(entry);
    setPicks(play.rows.map(() => []));
  };

  return (
    <div className={styles.picker}>
      {play.rows.map((row, i) => (
        <fieldset key={row.name} className={styles.row}>
          <legend className={ui.label}>{names.row(row.name)}</legend>
          <div className={styles.options}>
            {row.options.map((option) => {
              const chosen = picks[i]!.includes(option);
              return (
                <button
                  key={option}
                  type="button"
                  className={styles.option}
                  aria-pressed={chosen}
                  disabled={disabled}
                  onClick={() => toggle(i, option)}
                >
                  {names.option(option)}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className={ui.controls}>
        <div className={styles.stake}>
          <label htmlFor={stakeId} className={ui.label}>
            {t("bet.unitStake")}
          </label>
          <input
            id={stakeId}
            className={ui.input}
            inputMode="decimal"
            value={stake}
            onChange={(event) => {
              setProblem(null);
              setStake(event.target.value);
            }}
            disabled={disabled}
          />
        </div>
        <p className={styles.pricing} aria-live="polite">
          {lines === "TOO_MANY"
            ? t("bet.tooManyLines")
            : t("bet.pricing", { lines, cost: cost === null ? "—" : formatMoney(cost) })}
        </p>
        <Button variant="primary" onClick={add} disabled={disabled}>
          {t("bet.addToSlip")}
        </Button>
      </div>
      {problem ? (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
