import { useId, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { LOTTERY_PICKS_MAX, type LotteryPlaySale } from "@portal/contract/api/lottery";
import { cartesian, numberOptions, type LotteryFamily, type PickRow, type Play } from "@portal/contract/lottery/engine";
import { decimalToMinor } from "@portal/contract/money";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { lotteryNames } from "../../../shared/lottery/play-names";
import { formatMoney } from "../../../shared/format/money";
import ui from "../../../shared/house-game/house-game.module.css";
import { Button } from "../../../shared/ui/button";
import { Tabs } from "../../../shared/ui/tabs";
import {
  costOf,
  drawLimitPassed,
  entryOf,
  linesFor,
  nextEntryId,
  type HeldInDraw,
  type SlipEntry,
} from "../hooks/slip";
import styles from "./house-lottery.module.css";

const DEFAULT_STAKE = "1";

const NO_HELD: HeldInDraw = new Map();

/**
 * A family's plays on sale as tabs (all of them until the brand's sale has loaded), each play's
 * odds and stake limits (per line and per draw), its picker rows as groups of toggle buttons (one
 * per option, or one per digit for a row of every 3-digit number), a stake per line, and what the
 * picks make (lines and cost) before they go on the slip.
 */
export function PlayPicker({
  family,
  sale,
  slip,
  held = NO_HELD,
  disabled,
  onAdd,
}: {
  family: LotteryFamily<unknown>;
  /** The plays the brand sells in this game, with their odds and limits; undefined while loading. */
  sale: readonly LotteryPlaySale[] | undefined;
  slip: readonly SlipEntry[];
  /** What the player's tickets already stake on each play in the draw taking tickets (heldInDraw). */
  held?: HeldInDraw;
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
        held={held}
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

/** The names of a number's digits, thousands to units (a row of every 3-digit number takes the last three). */
const DIGIT_PLACES = ["thousands", "hundreds", "tens", "units"] as const;
const DIGITS = numberOptions(10, 1);
/** How many of the numbers made digit by digit are listed under their rows. */
const NUMBERS_SHOWN = 12;

/** The places of a row picked digit by digit ("hundreds", "tens", "units"), or null for a row of buttons. */
function digitPlacesOf(row: PickRow): readonly string[] | null {
  const width = row.options[0]?.length ?? 0;
  if (!row.byDigit || width < 1 || width > DIGIT_PLACES.length) return null;
  return DIGIT_PLACES.slice(-width);
}

/** The numbers the digits picked make: every combination, one digit a place, ascending ("123"). */
function numbersOf(digits: readonly (readonly string[])[]): string[] {
  if (digits.length === 0 || digits.some((place) => place.length === 0)) return [];
  return cartesian(digits.map((place) => [...place].sort())).map((number) => number.join(""));
}

/**
 * Numbers typed in a digit row's field ("123 456, 789"): those of the row's width, and the words
 * that are not such a number (said to the player; the entry waits until they are mended).
 */
function typedNumbers(text: string, width: number): { numbers: string[]; invalid: string[] } {
  const words = text.split(/[\s,;，、]+/).filter((word) => word !== "");
  const pattern = new RegExp(`^\\d{${width}}$`);
  return {
    numbers: words.filter((word) => pattern.test(word)),
    invalid: [...new Set(words.filter((word) => !pattern.test(word)))],
  };
}

/** An example of typed numbers of a width ("123, 456" for three digits). */
const typedExample = (width: number) => `${"123456789".slice(0, width)}, ${"456789123".slice(0, width)}`;

/** A row's numbers: the digits' and the typed ones together, once each, ascending. */
const mergedNumbers = (...lists: readonly string[][]) => [...new Set(lists.flat())].sort();

function Picks({
  family,
  play,
  sale,
  slip,
  held,
  disabled,
  onAdd,
}: {
  family: LotteryFamily<unknown>;
  play: Play<unknown>;
  sale: LotteryPlaySale | undefined;
  slip: readonly SlipEntry[];
  held: HeldInDraw;
  disabled: boolean;
  onAdd: (entry: SlipEntry) => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family.code);
  const stakeId = useId();
  const limitsId = useId();
  const drawLimitId = useId();
  const unitsId = useId();
  const typedId = useId();
  const problemId = useId();
  // The digit row whose typed numbers the last "add" refused: its field is marked and described by the refusal.
  const [mistypedRow, setMistypedRow] = useState<number | null>(null);
  const places = play.rows.map(digitPlacesOf);
  const empty = () => play.rows.map(() => []);
  // A row of buttons keeps its picks; a row picked digit by digit keeps its digits, one list a place.
  const [chosen, setChosen] = useState<string[][]>(empty);
  const [digits, setDigits] = useState<string[][][]>(() => places.map((row) => (row ? row.map(() => []) : [])));
  // A digit row's typed numbers, as typed (numbers the digits cannot make in one entry: 123 and 456).
  const [typed, setTyped] = useState<string[]>(() => play.rows.map(() => ""));
  const [stake, setStake] = useState(DEFAULT_STAKE);
  const [problem, setProblem] = useState<string | null>(null);
  const typedRows = places.map((rowPlaces, i) => (rowPlaces ? typedNumbers(typed[i]!, rowPlaces.length) : null));
  // The picks as the API takes them: a digit row's numbers ("123"), whatever the picker's controls.
  const picks = play.rows.map((_, i) =>
    places[i] ? mergedNumbers(numbersOf(digits[i]!), typedRows[i]!.numbers) : chosen[i]!,
  );

  /** One more or one fewer of a row's options; a row taking one pick swaps it; a full row takes no more. */
  const toggled = (current: readonly string[], option: string, max: number) => {
    if (current.includes(option)) return current.filter((o) => o !== option);
    if (max === 1) return [option];
    return current.length >= max ? [...current] : [...current, option];
  };
  const toggle = (row: number, option: string) => {
    setProblem(null);
    const max = play.rows[row]!.max ?? play.rows[row]!.options.length;
    setChosen((current) => current.map((picked, i) => (i === row ? toggled(picked, option, max) : picked)));
  };
  const toggleDigit = (row: number, place: number, digit: string) => {
    setProblem(null);
    // One number at most: one digit a place; otherwise any digits (the numbers' count is checked on adding).
    const max = play.rows[row]!.max === 1 ? 1 : DIGITS.length;
    setDigits((current) =>
      current.map((rowDigits, i) =>
        i === row ? rowDigits.map((picked, p) => (p === place ? toggled(picked, digit, max) : picked)) : rowDigits,
      ),
    );
  };

  const tooManyNumbers = picks.some((row) => row.length > LOTTERY_PICKS_MAX);
  const lines = tooManyNumbers ? 0 : linesFor(play, picks);
  const cost = typeof lines === "number" && lines > 0 ? costOf(play, lines, stake) : null;

  const stakeRange = sale
    ? t("bet.stakeRange", { min: formatMoney(sale.minStake), max: formatMoney(sale.maxStake) })
    : null;
  const drawLimit = sale ? t("bet.drawLimit", { max: formatMoney(sale.maxDrawStake) }) : null;
  const describedBy = [sale ? limitsId : null, sale ? drawLimitId : null, play.costUnits > 1 ? unitsId : null]
    .filter((id) => id !== null)
    .join(" ");
  const add = () => {
    const mistyped = typedRows.findIndex((row) => row !== null && row.invalid.length > 0);
    if (mistyped >= 0) {
      setMistypedRow(mistyped);
      const invalid = typedRows[mistyped]!.invalid;
      setProblem(t("bet.typedInvalid", { digits: places[mistyped]!.length, numbers: invalid.join(", ") }));
      return;
    }
    // The server refuses a stake out of the play's limits too; said here before the slip takes it.
    if (sale && stakeRange && !withinLimits(stake, sale)) {
      setProblem(stakeRange);
      return;
    }
    const entry = entryOf(play, picks, stake, slip, nextEntryId());
    if (typeof entry === "string") {
      setProblem(t(entry, { max: LOTTERY_PICKS_MAX }));
      return;
    }
    // The play's stakes in one draw, its tickets' costs (a lô point's stake × 27) together: the
    // slip's, this entry's and the player's tickets in the draw, within the per-draw limit.
    const passed = drawLimitPassed(
      [...slip, entry].filter((other) => other.play === play.code),
      sale ? [sale] : undefined,
      held,
    );
    if (passed) {
      setProblem(
        t("bet.drawLimitPassed", {
          play: names.play(play.code),
          total: formatMoney(passed.total),
          max: formatMoney(passed.max),
        }),
      );
      return;
    }
    onAdd(entry);
    setChosen(empty());
    setDigits(places.map((row) => (row ? row.map(() => []) : [])));
    setTyped(play.rows.map(() => ""));
  };

  return (
    <div className={styles.picker}>
      {sale ? <PlayOdds family={family.code} sale={sale} /> : null}
      {play.rows.map((row, i) => {
        const rowPlaces = places[i];
        if (rowPlaces) {
          const numbers = picks[i]!;
          const shown = numbers.slice(0, NUMBERS_SHOWN).join(", ") + (numbers.length > NUMBERS_SHOWN ? ", …" : "");
          return (
            <fieldset key={row.name} className={styles.row}>
              <legend className={ui.label}>{names.row(row.name)}</legend>
              {rowPlaces.map((place, p) => (
                <fieldset key={place} className={styles.digitPlace}>
                  <legend className={ui.hint}>{t(`bet.digitPlace.${place}`)}</legend>
                  <div className={styles.options}>
                    {DIGITS.map((digit) => (
                      <button
                        key={digit}
                        type="button"
                        className={styles.option}
                        aria-pressed={digits[i]![p]!.includes(digit)}
                        disabled={disabled}
                        onClick={() => toggleDigit(i, p, digit)}
                      >
                        {digit}
                      </button>
                    ))}
                  </div>
                </fieldset>
              ))}
              <div className={styles.typed}>
                <label htmlFor={`${typedId}-${i}`} className={ui.hint}>
                  {t("bet.typeNumbers")}
                </label>
                <input
                  id={`${typedId}-${i}`}
                  className={ui.input}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={problem !== null && mistypedRow === i}
                  aria-describedby={`${typedId}-${i}-hint${problem !== null && mistypedRow === i ? ` ${problemId}` : ""}`}
                  value={typed[i]}
                  disabled={disabled}
                  onChange={(event) => {
                    setProblem(null);
                    setMistypedRow(null);
                    const text = event.target.value;
                    setTyped((current) => current.map((value, row) => (row === i ? text : value)));
                  }}
                />
                <p id={`${typedId}-${i}-hint`} className={ui.hint}>
                  {t("bet.typeNumbersHint", { digits: rowPlaces.length, example: typedExample(rowPlaces.length) })}
                </p>
              </div>
              <p className={ui.hint} aria-live="polite">
                {numbers.length > 0 ? t("bet.digitsPicked", { numbers: shown }) : null}
              </p>
            </fieldset>
          );
        }
        return (
          <fieldset key={row.name} className={styles.row}>
            <legend className={ui.label}>{names.row(row.name)}</legend>
            <div className={styles.options}>
              {row.options.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={styles.option}
                  aria-pressed={chosen[i]!.includes(option)}
                  disabled={disabled}
                  onClick={() => toggle(i, option)}
                >
                  {names.option(option)}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className={ui.controls}>
        <div className={styles.stake}>
          <label htmlFor={stakeId} className={ui.label}>
            {t("bet.unitStake")}
          </label>
          <input
            id={stakeId}
            className={ui.input}
            inputMode="decimal"
            aria-describedby={describedBy || undefined}
            value={stake}
            onChange={(event) => {
              setProblem(null);
              setStake(event.target.value);
            }}
            disabled={disabled}
          />
        </div>
        {/* The play's limits: per line, per draw (its tickets' costs together), and for lô what a
            point costs: it is checked against every number of the draw, its stake once for each. */}
        {sale || play.costUnits > 1 ? (
          <div className={styles.limits}>
            {stakeRange ? (
              <p id={limitsId} className={ui.hint}>
                {stakeRange}
              </p>
            ) : null}
            {drawLimit ? (
              <p id={drawLimitId} className={ui.hint}>
                {drawLimit}
              </p>
            ) : null}
            {play.costUnits > 1 ? (
              <p id={unitsId} className={ui.hint}>
                {t("bet.costUnits", { units: play.costUnits })}
              </p>
            ) : null}
          </div>
        ) : null}
        <p className={styles.pricing} aria-live="polite">
          {tooManyNumbers
            ? t("bet.tooManyNumbers", { max: LOTTERY_PICKS_MAX })
            : lines === "TOO_MANY"
              ? t("bet.tooManyLines")
              : t("bet.pricing", { lines, cost: cost === null ? "—" : formatMoney(cost) })}
        </p>
        <Button variant="primary" onClick={add} disabled={disabled}>
          {t("bet.addToSlip")}
        </Button>
      </div>
      {problem ? (
        <p id={problemId} className={ui.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
