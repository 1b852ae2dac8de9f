import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../shared/ui/select-field";
import { BACCARAT_NS } from "../../../shared/i18n/namespaces";
import { BaccaratHands } from "../../../shared/house-game/baccarat-hands";
import ui from "../../../shared/house-game/house-game.module.css";
import { VERIFY_GAMES, readVerifyPrefill, type VerifyGame } from "../../../shared/house-game/verify-link";
import { loadLotteryTexts } from "../../../shared/i18n/lottery-texts";
import { Button } from "../../../shared/ui/button";
import { Spinner } from "../../../shared/ui/spinner";
import { Tabs } from "../../../shared/ui/tabs";
import { parseNonce, verifyRound, type VerifyResult } from "../hooks/verify-round";
import { SlotOutcome } from "./slot-outcome";

/** The lottery part, with the lottery's texts (their own namespace): a chunk of its own, loaded when opened. */
const LotteryDraws = lazy(() =>
  Promise.all([import("./lottery-draws"), loadLotteryTexts()]).then(([module]) => ({ default: module.LotteryDraws })),
);

type VerifyPart = "house" | "lottery";

/**
 * /house/verify, in two parts: a house game round from its seeds (HouseRoundVerify), and the
 * house lottery's draws from their hash chains (lottery-draws.tsx). No login needed. The part is
 * in the address (`part=lottery`, as the back office links a draw), kept there as the player
 * switches, replacing the entry (a tab is no page to go back to).
 */
export function FairVerify() {
  const { t } = useTranslation(BACCARAT_NS);
  const [params, setParams] = useSearchParams();
  const part: VerifyPart = params.get("part") === "lottery" ? "lottery" : "house";
  const setPart = (next: VerifyPart) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("part", next);
        // A linked draw is opened once: switching back does not open it again.
        updated.delete("drawNo");
        return updated;
      },
      { replace: true },
    );
  return (
    <Tabs
      label={t("fairVerify.tabs.label")}
      items={[
        { id: "house", label: t("fairVerify.tabs.house") },
        { id: "lottery", label: t("fairVerify.tabs.lottery") },
      ]}
      value={part}
      onChange={setPart}
    >
      {part === "house" ? (
        <HouseRoundVerify />
      ) : (
        <Suspense fallback={<Spinner label={t("common.loading")} />}>
          <LotteryDraws />
        </Suspense>
      )}
    </Tabs>
  );
}

/**
 * A house game round: a player pastes a round's seeds (the server seed revealed by a rotation, the
 * client seed, the nonce), or follows a game's link that fills them in, and sees the outcome recomputed in the browser, and whether the
 * server seed hashes to the hash the game showed before play. No login, no server call.
 */
function HouseRoundVerify() {
  const { t } = useTranslation(BACCARAT_NS);
  const id = useId();
  // A game page's link may fill in the game and a revealed seed pair; the player picks the round.
  const [params] = useSearchParams();
  const [prefill] = useState(() => readVerifyPrefill(params));
  const [game, setGame] = useState<VerifyGame>(prefill.game);
  const [serverSeed, setServerSeed] = useState(prefill.serverSeed);
  const [clientSeed, setClientSeed] = useState(prefill.clientSeed);
  const [nonce, setNonce] = useState("1");
  const [hash, setHash] = useState(prefill.hash);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNonce(nonce);
    if (serverSeed.trim() === "" || clientSeed.trim() === "" || parsed === null) {
      setError(t("fairVerify.required"));
      return;
    }
    setError(null);
    try {
      setResult(
        await verifyRound({ game, serverSeed: serverSeed.trim(), clientSeed: clientSeed.trim(), nonce: parsed, hash }),
      );
    } catch {
      setError(t("fairVerify.failed"));
    }
  };

  const field = (name: string, label: string, value: string, set: (v: string) => void, hint?: string) => (
    <div className={ui.seedForm}>
      <label htmlFor={`${id}-${name}`} className={ui.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={ui.input}
        value={value}
        onChange={(event) => set(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${id}-${name}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-${name}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className={ui.game}>
      <form className={ui.panel} onSubmit={(event) => void submit(event)} noValidate>
        <p className={ui.explain}>{t("fairVerify.intro")}</p>
        <SelectField
          label={t("fairVerify.game")}
          value={game}
          onValue={(value) => setGame(value as VerifyGame)}
          options={VERIFY_GAMES.map((g) => ({ value: g, label: t(`fairVerify.games.${g}`) }))}
        />
        {field("server-seed", t("fairVerify.serverSeed"), serverSeed, setServerSeed)}
        {field("client-seed", t("fairVerify.clientSeed"), clientSeed, setClientSeed)}
        {field("nonce", t("fairVerify.nonce"), nonce, setNonce, t("fairVerify.nonceHint"))}
        {field("hash", t("fairVerify.hash"), hash, setHash, t("fairVerify.hashHint"))}
        <Button type="submit" variant="primary">
          {t("fairVerify.verify")}
        </Button>
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>

      {result ? (
        <section className={ui.machine} aria-live="polite" data-game={result.game}>
          <dl className={ui.facts}>
            <div>
              <dt id={`${id}-computed-hash`}>{t("fairVerify.computedHash")}</dt>
              <dd className={ui.hash} aria-labelledby={`${id}-computed-hash`}>
                {result.serverSeedHash}
              </dd>
            </div>
          </dl>
          {result.hashMatches !== null ? (
            <p className={result.hashMatches ? ui.explain : ui.error} data-matches={result.hashMatches}>
              {result.hashMatches ? t("fairVerify.hashMatch") : t("fairVerify.hashMismatch")}
            </p>
          ) : null}
          {result.game === "baccarat" ? (
            <>
              <BaccaratHands round={result.baccarat} />
              <p className={ui.amount} data-result={result.baccarat.result}>
                {t(`houseBaccarat.result.${result.baccarat.result}`)}
                {result.baccarat.natural ? ` · ${t("houseBaccarat.natural")}` : ""}
              </p>
            </>
          ) : (
            <SlotOutcome outcome={result.slot} />
          )}
        </section>
      ) : null}
    </div>
  );
}
