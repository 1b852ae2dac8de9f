import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LOTTERY_CHASE_MAX_DRAWS } from "@portal/contract/api/lottery";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import ui from "../../../shared/house-game/house-game.module.css";
import styles from "./house-lottery.module.css";

/** The slip's chase (追号, decision 0037): off, or the draws typed and whether a win stops it. */
export interface ChaseChoice {
  on: boolean;
  draws: string;
  stopOnWin: boolean;
}

export const NO_CHASE: ChaseChoice = { on: false, draws: "5", stopOnWin: true };

/** The draws a chase choice follows, or null when it is off or the number typed is not 2..max. */
export function chaseDraws(choice: ChaseChoice): number | null {
  if (!choice.on || !/^\d{1,3}$/.test(choice.draws.trim())) return null;
  const draws = Number(choice.draws);
  return draws >= 2 && draws <= LOTTERY_CHASE_MAX_DRAWS ? draws : null;
}

/** The slip's chase controls: a switch, then how many draws and whether to stop after a win. */
export function ChaseOptions({
  choice,
  disabled,
  onChange,
}: {
  choice: ChaseChoice;
  disabled: boolean;
  onChange: (choice: ChaseChoice) => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  const drawsId = useId();
  const invalid = choice.on && chaseDraws(choice) === null;
  return (
    <fieldset className={styles.chase}>
      <legend className={ui.label}>{t("chase.title")}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={choice.on}
          disabled={disabled}
          onChange={(event) => onChange({ ...choice, on: event.target.checked })}
        />
        {t("chase.toggle")}
      </label>
      {choice.on ? (
        <>
          <div className={styles.stake}>
            <label htmlFor={drawsId} className={ui.label}>
              {t("chase.draws")}
            </label>
            <input
              id={drawsId}
              className={ui.input}
              inputMode="numeric"
              value={choice.draws}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${drawsId}-error` : undefined}
              disabled={disabled}
              onChange={(event) => onChange({ ...choice, draws: event.target.value })}
            />
          </div>
          {invalid ? (
            <p id={`${drawsId}-error`} className={ui.error} role="alert">
              {t("chase.drawsInvalid", { max: LOTTERY_CHASE_MAX_DRAWS })}
            </p>
          ) : null}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={choice.stopOnWin}
              disabled={disabled}
              onChange={(event) => onChange({ ...choice, stopOnWin: event.target.checked })}
            />
            {t("chase.stopOnWin")}
          </label>
          <p className={ui.hint}>{t("chase.hint")}</p>
        </>
      ) : null}
    </fieldset>
  );
}
