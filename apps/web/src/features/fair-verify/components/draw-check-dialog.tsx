import { useId, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { LotteryResultView } from "@portal/contract/api/lottery";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { Badge } from "../../../shared/ui/badge";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { Spinner } from "../../../shared/ui/spinner";
import { checkDraw, type DrawCheck, type DrawGame } from "../hooks/verify-draw";
import { DrawResult } from "./draw-result";
import styles from "./lottery-draws.module.css";

/** One check's outcome: Yes or No, and what was checked. */
function CheckLine({ pass, text }: { pass: boolean; text: string }) {
  const { t } = useTranslation(LOTTERY_NS);
  return (
    <li className={styles.check} data-pass={pass}>
      <Badge tone={pass ? "success" : "danger"}>{pass ? t("verify.yes") : t("verify.no")}</Badge> <span>{text}</span>
    </li>
  );
}

function CheckOutcome({ game, draw, check }: { game: DrawGame; draw: LotteryResultView; check: DrawCheck }) {
  const { t } = useTranslation(LOTTERY_NS);
  const id = useId();
  const isVoid = draw.status === "VOID";
  const steps = draw.chainIndex;
  const { recomputed } = check;
  const fact = (name: string, term: string, value: ReactNode, mono = false) => (
    <div>
      <dt id={`${id}-${name}`}>{term}</dt>
      <dd aria-labelledby={`${id}-${name}`} className={mono ? styles.mono : undefined}>
        {value}
      </dd>
    </div>
  );
  return (
    <>
      <ul className={styles.checks} aria-label={t("verify.checks")}>
        <CheckLine
          pass={check.chained}
          text={check.chained ? t("verify.chainYes", { steps }) : t("verify.chainNo", { steps })}
        />
        <CheckLine
          pass={check.resultMatches}
          text={
            isVoid
              ? check.resultMatches
                ? t("verify.voidYes")
                : t("verify.voidNo")
              : check.resultMatches
                ? t("verify.resultYes")
                : t("verify.resultNo")
          }
        />
      </ul>
      <dl className={styles.facts}>
        {fact(
          "published",
          t("verify.published"),
          <DrawResult family={game.family} result={draw.result} isVoid={isVoid} />,
        )}
        {fact(
          "recomputed",
          t("verify.recomputed"),
          recomputed === null ? (
            "—"
          ) : "void" in recomputed ? (
            <DrawResult family={game.family} result={null} isVoid />
          ) : (
            <DrawResult family={game.family} result={recomputed.result} />
          ),
        )}
        {fact("element", t("verify.element"), draw.element || "—", true)}
        {fact("index", t("verify.index"), draw.chainIndex)}
        {fact("commitment", t("verify.commitment"), draw.commitment, true)}
      </dl>
      {game.family === "CHAIN" ? <p className={styles.explain}>{t("verify.chainDigits")}</p> : null}
    </>
  );
}

/**
 * A draw checked in this browser (verify-draw.ts): whether its element chains to the published
 * commitment, whether it gives the published result, and the values checked, to compare by hand.
 */
export function DrawCheckDialog({
  game,
  draw,
  onClose,
}: {
  game: DrawGame;
  draw: LotteryResultView;
  onClose: () => void;
}) {
  const { t } = useTranslation(LOTTERY_NS);
  // The check is pure and its inputs are its key: opening the same draw again shows it at once.
  const check = useQuery({
    queryKey: ["lottery", "check", game.code, game.family, draw],
    queryFn: () => checkDraw(game, draw),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <ModalFrame
      title={t("verify.dialogTitle", { drawNo: draw.drawNo })}
      closeLabel={t("common.close")}
      onClose={onClose}
    >
      <div className={styles.body} aria-live="polite">
        {check.isPending ? (
          <Spinner label={t("verify.checking")} />
        ) : check.isError ? (
          <p className={styles.error} role="alert">
            {t("verify.cannot")}
          </p>
        ) : (
          <CheckOutcome game={game} draw={draw} check={check.data} />
        )}
      </div>
    </ModalFrame>
  );
}
