import { useId, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ChainDrawView } from "@portal/contract/api/lottery";
import { LOTTERY_CHAIN_LENGTH } from "@portal/contract/lottery/hash-chain";
import { ApiError } from "../../../shared/api/api-error";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { Badge } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { Spinner } from "../../../shared/ui/spinner";
import { previousDraw } from "../../../shared/lottery/lottery-api";
import { CannotRecompute, NoWebCrypto, checkDraw, type DrawCheck, type DrawGame } from "../hooks/verify-draw";
import { DrawResult } from "../../../shared/lottery/draw-result";
import styles from "./lottery-draws.module.css";

/** One check's outcome: Yes or No, and what was checked. */
/** One check's line: passed, failed, or (null) nothing to check, said in its text. */
function CheckLine({ pass, text }: { pass: boolean | null; text: string }) {
  const { t } = useTranslation(LOTTERY_NS);
  const badge =
    pass === null ? (
      <Badge>{t("verify.notChecked")}</Badge>
    ) : (
      <Badge tone={pass ? "success" : "danger"}>{pass ? t("verify.yes") : t("verify.no")}</Badge>
    );
  return (
    <li className={styles.check} data-pass={pass ?? undefined}>
      {badge} <span>{text}</span>
    </li>
  );
}

/** What the link check says (DrawLink): the previous draw linked to, or the new chain started. */
function useLinkText() {
  const { t } = useTranslation(LOTTERY_NS);
  return (draw: ChainDrawView, link: DrawCheck["link"]) => {
    const length = LOTTERY_CHAIN_LENGTH;
    const { previous } = link;
    if (link.kind === "follows") {
      const values = { drawNo: link.previous.drawNo, index: link.previous.chainIndex };
      return link.pass ? t("verify.linkYes", values) : t("verify.linkNo", values);
    }
    if (draw.chainIndex !== 1) return t("verify.startNotFirst", { steps: draw.chainIndex });
    if (previous === null) return t("verify.startFirst");
    const values = { drawNo: previous.drawNo, index: previous.chainIndex, length };
    return link.pass ? t("verify.startAfterFull", values) : t("verify.startEarly", values);
  };
}

function CheckOutcome({ game, draw, check }: { game: DrawGame; draw: ChainDrawView; check: DrawCheck }) {
  const { t } = useTranslation(LOTTERY_NS);
  const id = useId();
  const isVoid = draw.status === "VOID";
  const steps = draw.chainIndex;
  const { recomputed } = check;
  const linkText = useLinkText();
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
          text={
            !check.indexInRange
              ? t("verify.indexOut", { steps, length: LOTTERY_CHAIN_LENGTH })
              : check.chained
                ? t("verify.chainYes", { steps })
                : t("verify.chainNo", { steps })
          }
        />
        <CheckLine
          pass={check.resultMatches}
          text={
            isVoid
              ? check.resultMatches === null
                ? t("verify.calledOff")
                : check.resultMatches
                  ? t("verify.voidYes")
                  : t("verify.voidNo")
              : check.resultMatches
                ? t("verify.resultYes")
                : t("verify.resultNo")
          }
        />
        <CheckLine pass={check.link.pass} text={linkText(draw, check.link)} />
      </ul>
      {check.link.kind === "starts" && check.link.pass ? (
        <p className={styles.explain}>{t("verify.startNote")}</p>
      ) : null}
      <dl className={styles.facts}>
        {fact(
          "published",
          t("verify.published"),
          <DrawResult family={game.family} result={draw.result} isVoid={isVoid} label={t("verify.published")} />,
        )}
        {fact(
          "recomputed",
          t("verify.recomputed"),
          recomputed === null ? (
            "—"
          ) : "void" in recomputed ? (
            <DrawResult family={game.family} result={null} isVoid />
          ) : (
            <DrawResult family={game.family} result={recomputed.result} label={t("verify.recomputed")} />
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

/** Why a draw could not be checked, each failure in its own words. */
function CannotCheck({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation(LOTTERY_NS);
  const [message, retry] =
    error instanceof CannotRecompute
      ? [t("verify.cannotFamily"), false]
      : error instanceof NoWebCrypto
        ? [t("verify.cannot"), false]
        : error instanceof ApiError
          ? [t("verify.previousFailed"), true]
          : [t("verify.checkFailed"), false];
  return (
    <>
      <p className={styles.error} role="alert">
        {message}
      </p>
      {retry ? (
        <Button size="small" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      ) : null}
    </>
  );
}

/**
 * A draw checked in this browser (verify-draw.ts): whether its element chains to the published
 * commitment, whether it links to the game's draw before it (fetched here: the results before
 * this draw's time, one of them), whether it gives the published result, and the values checked,
 * to compare by hand.
 */
export function DrawCheckDialog({ game, draw, onClose }: { game: DrawGame; draw: ChainDrawView; onClose: () => void }) {
  const { t } = useTranslation(LOTTERY_NS);
  // The check is pure and its inputs are its key: opening the same draw again shows it at once.
  const check = useQuery({
    queryKey: ["lottery", "check", game.code, game.family, draw],
    queryFn: async ({ signal }) => checkDraw(game, draw, await previousDraw(game.code, draw.drawsAt, signal)),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <ModalFrame
      title={t("verify.dialogTitle", { drawNo: draw.drawNo })}
      closeLabel={t("common.close")}
      onClose={onClose}
    >
      {/* Focusable, as the dialog's body may scroll on a phone: arrow keys scroll it (axe: scrollable-region-focusable). */}
      <div
        className={styles.body}
        aria-live="polite"
        role="region"
        aria-label={t("verify.dialogTitle", { drawNo: draw.drawNo })}
        tabIndex={0}
      >
        {check.isPending ? (
          <Spinner label={t("verify.checking")} />
        ) : check.isError ? (
          <CannotCheck error={check.error} onRetry={() => void check.refetch()} />
        ) : (
          <CheckOutcome game={game} draw={draw} check={check.data} />
        )}
      </div>
    </ModalFrame>
  );
}
