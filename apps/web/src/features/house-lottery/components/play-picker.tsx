import { useId, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { LotteryPlaySale } from "@portal/contract/api/lottery";
import type { LotteryFamily, Play } from "@portal/contract/lottery/engine";
import { decimalToMinor } from "@portal/contract/money";
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
 * A family's plays on sale as tabs (all of them until the brand's sale has loaded), each play's
 * odds and stake limits, its picker rows as groups of toggle buttons (one per option), a stake
 * per line, and what the picks make (lines and cost) before they go on the slip.
 */
export function PlayPicker({
  family,
  sale,
  slip,
  disabled,
  onAdd,
}: {
  family: LotteryFamily<unknown>;
  /** The plays the brand sells in this game, with their odds and limits; undefined while loading. */
  sale: readonly LotteryPlaySale[] | undefined;
  slip: readonly SlipEntry[];
  disabled: boolean;
  onAdd: (entry: SlipEntry) => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family.code);
  const plays = sale ? family.plays.filter((p) => sale.some((onSale) => onSale.play === p.code)) : family.plays;
  const [playCode, setPlayCode] = useState(family.plays[0]!.code);
  const play = plays.find((p) => p.code === playCode) ?? plays[0];
  if (!play) return <p className={ui.hint}>{t("bet.noPlays")}</p>;
  return (
    <Tabs
      items={plays.map((p) => ({ id: p.code, label: names.play(p.code) }))}
      value={play.code}
      onChange={setPlayCode}
      label={t("bet.plays")}
    >
      {/* Keyed by play: switching plays starts with empty picks. */}
      <Picks
        key={play.code}
        family={family}
        play={play}
        sale={sale?.find((onSale) => onSale.play === play.code)}
        slip={slip}
        disabled={disabled}
        onAdd={onAdd}
      />
    </Tabs>
  );
}

/** Stakes are compared in exact units: at most this many decimals, as the contract's amounts. */
const STAKE_DECIMALS = 8;

/** Whether a stake per line is within the play's limits (a malformed one is entryOf's to refuse). */
function withinLimits(stake: string, sale: LotteryPlaySale): boolean {
  const amount = decimalToMinor(stake, STAKE_DECIMALS);
  const min = decimalToMinor(sale.minStake, STAKE_DECIMALS);
  const max = decimalToMinor(sale.maxStake, STAKE_DECIMALS);
  if (amount === null || min === null || max === null) return true;
  return amount >= min && amount <= max;
}

/**
 * A price class as players read it: its keys by their names ("BIG/SMALL": Big / Small; a sum's
 * "3/18": 3 / 18), Mark Six's sign classes and 4D's orderings by their own names.
 */
function classLabel(
  t: TFunction,
  names: ReturnType<typeof lotteryNames>,
  { priceClass, exampleKey }: LotteryPlaySale["priceClasses"][number],
): string {
  const orderings = /^(\d+) orderings$/.exec(priceClass);
  if (orderings) return t("bet.priceClass.orderings", { n: Number(orderings[1]) });
  // Mark Six's sign of the draw's lunar year, by its name (the class's key is that sign).
  if (priceClass === "YEAR") return `${t("bet.priceClass.YEAR")} (${names.option(exampleKey)})`;
  return priceClass
    .split("/")
    .map((part) => t(`bet.priceClass.${part}`, { defaultValue: names.option(part) }))
    .join(" / ");
}

/**
 * A play's odds as the brand sells them: one figure for a play with one price class and one
 * prize; otherwise a table of its classes and prizes.
 */
function PlayOdds({ family, sale }: { family: string; sale: LotteryPlaySale }) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family);
  const [only] = sale.priceClasses;
  if (sale.priceClasses.length === 1 && sale.tiers.length === 1 && only)
    return <p className={styles.odds}>{t("bet.oddsValue", { odds: only.odds[0] })}</p>;
  const classed = sale.priceClasses.length > 1;
  return (
    <details className={styles.odds} open={sale.priceClasses.length <= 3}>
      <summary>{t("bet.odds")}</summary>
      <table className={styles.oddsTable}>
        <caption className="visually-hidden">{t("bet.oddsOf", { play: names.play(sale.play) })}</caption>
        <thead>
          <tr>
            {classed ? <th scope="col">{t("bet.oddsClass")}</th> : null}
            {sale.tiers.map((tier) => (
              <th key={tier} scope="col">
                {names.tier(tier)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sale.priceClasses.map((priceClass) => (
            <tr key={priceClass.priceClass}>
              {classed ? <th scope="row">{classLabel(t, names, priceClass)}</th> : null}
              {priceClass.odds.map((odds, tier) => (
                <td key={sale.tiers[tier]}>{odds}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function Picks({
  family,
  play,
  sale,
  slip,
  disabled,
  onAdd,
}: {
  family: LotteryFamily<unknown>;
  play: Play<unknown>;
  sale: LotteryPlaySale | undefined;
  slip: readonly SlipEntry[];
  disabled: boolean;
  onAdd: (entry: SlipEntry) => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family.code);
  const stakeId = useId();
  const limitsId = useId();
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

  const stakeRange = sale
    ? t("bet.stakeRange", { min: formatMoney(sale.minStake), max: formatMoney(sale.maxStake) })
    : null;
  const add = () => {
    // The server refuses a stake out of the play's limits too; said here before the slip takes it.
    if (sale && stakeRange && !withinLimits(stake, sale)) {
      setProblem(stakeRange);
      return;
    }
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
      {sale ? <PlayOdds family={family.code} sale={sale} /> : null}
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
            aria-describedby={sale ? limitsId : undefined}
            value={stake}
            onChange={(event) => {
              setProblem(null);
              setStake(event.target.value);
            }}
            disabled={disabled}
          />
        </div>
        {stakeRange ? (
          <p id={limitsId} className={ui.hint}>
            {stakeRange}
          </p>
        ) : null}
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
