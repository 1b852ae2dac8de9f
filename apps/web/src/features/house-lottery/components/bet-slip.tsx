import { useTranslation } from "react-i18next";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { lotteryNames } from "../../../shared/lottery/play-names";
import { formatMoney } from "../../../shared/format/money";
import ui from "../../../shared/house-game/house-game.module.css";
import { Button } from "../../../shared/ui/button";
import { chaseTotal, slipTotal, type SlipEntry } from "../hooks/slip";
import { ChaseOptions, chaseDraws, type ChaseChoice } from "./chase-options";
import styles from "./house-lottery.module.css";

/** The picks of a selection as the player chose them: each row's options, rows apart. */
export function picksText(names: ReturnType<typeof lotteryNames>, picks: readonly (readonly string[])[]): string {
  return picks
    .filter((row) => row.length > 0)
    .map((row) => row.map(names.option).join(" "))
    .join(" | ");
}

/**
 * The slip: its selections with lines and cost (lines × stake, and for lô × the draw's numbers a
 * point is checked against), the chase options, the total (per draw and for the whole chase), and
 * the one button that places them all.
 */
export function BetSlip({
  family,
  entries,
  drawNo,
  busy,
  disabled,
  chase,
  onChase,
  onRemove,
  onPlace,
}: {
  family: string;
  entries: readonly SlipEntry[];
  drawNo: string | null;
  busy: boolean;
  disabled: boolean;
  chase: ChaseChoice;
  onChase: (choice: ChaseChoice) => void;
  onRemove: (id: number) => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family);
  const draws = chaseDraws(chase);
  const label =
    drawNo === null
      ? t("bet.placeBets")
      : draws === null
        ? t("bet.placeOn", { drawNo })
        : t("chase.place", { draws, drawNo });
  return (
    <section className={styles.panel} aria-labelledby="lottery-slip">
      <h2 id="lottery-slip" className={styles.heading}>
        {t("bet.slip")}
      </h2>
      {entries.length === 0 ? (
        <p className={ui.hint}>{t("bet.slipEmpty")}</p>
      ) : (
        <ul className={styles.slip}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.slipEntry}>
              <div>
                <strong>{names.play(entry.play)}</strong>
                <span className={styles.picks}>{picksText(names, entry.picks)}</span>
                <span className={ui.hint}>
                  {/* A lô point costs its stake once for each number of the draw: the price says so. */}
                  {t(entry.units > 1 ? "bet.entryPriceUnits" : "bet.entryPrice", {
                    lines: entry.lines,
                    units: entry.units,
                    stake: formatMoney(entry.unitStake),
                    cost: formatMoney(entry.cost),
                  })}
                </span>
              </div>
              <Button
                size="small"
                onClick={() => onRemove(entry.id)}
                disabled={busy}
                aria-label={t("bet.removeEntry", { play: names.play(entry.play) })}
              >
                {t("bet.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ChaseOptions choice={chase} disabled={disabled || busy} onChange={onChase} />
      <p className={styles.total}>
        {t("bet.total")}{" "}
        <strong>
          {draws === null
            ? formatMoney(slipTotal(entries))
            : t("chase.total", {
                perDraw: formatMoney(slipTotal(entries)),
                draws,
                total: formatMoney(chaseTotal(entries, draws)),
              })}
        </strong>
      </p>
      <Button
        variant="primary"
        className={styles.place}
        onClick={onPlace}
        disabled={disabled || entries.length === 0 || drawNo === null || (chase.on && draws === null)}
        busy={busy}
      >
        {label}
      </Button>
    </section>
  );
}
