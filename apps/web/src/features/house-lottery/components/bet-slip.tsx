import { useTranslation } from "react-i18next";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { lotteryNames } from "../../../shared/lottery/play-names";
import { formatMoney } from "../../../shared/format/money";
import ui from "../../../shared/house-game/house-game.module.css";
import { Button } from "../../../shared/ui/button";
import { slipTotal, type SlipEntry } from "../hooks/slip";
import styles from "./house-lottery.module.css";

/** The picks of a selection as the player chose them: each row's options, rows apart. */
export function picksText(names: ReturnType<typeof lotteryNames>, picks: readonly (readonly string[])[]): string {
  return picks
    .filter((row) => row.length > 0)
    .map((row) => row.map(names.option).join(" "))
    .join(" | ");
}

/** The slip: its selections with lines and cost, the total, and the one button that places them all. */
export function BetSlip({
  family,
  entries,
  drawNo,
  busy,
  disabled,
  onRemove,
  onPlace,
}: {
  family: string;
  entries: readonly SlipEntry[];
  drawNo: string | null;
  busy: boolean;
  disabled: boolean;
  onRemove: (id: number) => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const names = lotteryNames(t, family);
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
                  {t("bet.entryPrice", {
                    lines: entry.lines,
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
      <p className={styles.total}>
        {t("bet.total")} <strong>{formatMoney(slipTotal(entries))}</strong>
      </p>
      <Button
        variant="primary"
        className={styles.place}
        onClick={onPlace}
        disabled={disabled || entries.length === 0 || drawNo === null}
        busy={busy}
      >
        {drawNo === null ? t("bet.placeBets") : t("bet.placeOn", { drawNo })}
      </Button>
    </section>
  );
}
