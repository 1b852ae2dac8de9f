import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import type { Fairness, SeedRotation } from "./game-api";
import { verifyUrl, type VerifyGame } from "./verify-link";
import styles from "./house-game.module.css";

/** One fact of the panel: its term, and its value named by the term (found by that name). */
function Fact({ label, value, hash = false }: { label: string; value: ReactNode; hash?: boolean }) {
  const id = useId();
  return (
    <div>
      <dt id={id}>{label}</dt>
      <dd className={hash ? styles.hash : undefined} aria-labelledby={id}>
        {value}
      </dd>
    </div>
  );
}

/** A client seed the server accepts: letters, digits, _ or -, 1 to 64. */
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

export interface FairnessPanelProps {
  /** The active pair (its server seed only as a hash); null until known. */
  fairness: Fairness | null;
  /** The pair the last rotation ended, its server seed revealed. */
  revealed: SeedRotation["revealed"] | null;
  busy: boolean;
  disabled: boolean;
  /** The translated reason of the last failed rotation. */
  error: string | null;
  onRotate: (clientSeed: string) => void;
  /** The game's own explanation of how its outcome is read from the bytes (translated). */
  explainOutcome: string;
  /** Which game the verify page recomputes when the player follows the panel's link. */
  game: VerifyGame;
}

/**
 * Provably fair, for every house game: the committed server seed hash, the client seed and
 * nonce, the seed rotation, and a link to the page that recomputes a round in the browser.
 */
export function FairnessPanel({
  fairness,
  revealed,
  busy,
  disabled,
  error,
  onRotate,
  explainOutcome,
  game,
}: FairnessPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const revealedId = useId();
  const [clientSeed, setClientSeed] = useState("");
  const [invalid, setInvalid] = useState(false);
  const shownError = invalid ? t("houseSlot.fair.clientSeedInvalid") : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seed = clientSeed.trim();
    if (!CLIENT_SEED.test(seed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onRotate(seed);
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t("houseSlot.fair.title")}
      </h2>
      {/* The pair in play, a group apart from a revealed one (whose facts have the same terms). */}
      <div role="group" aria-label={t("houseSlot.fair.current")}>
        <dl className={styles.facts}>
          <Fact label={t("houseSlot.fair.serverSeedHash")} value={fairness?.serverSeedHash ?? "—"} hash />
          <Fact label={t("houseSlot.fair.clientSeed")} value={fairness?.clientSeed ?? "—"} hash />
          <Fact label={t("houseSlot.fair.nonce")} value={fairness?.nonce ?? "—"} />
        </dl>
      </div>
      <p className={styles.explain}>{t("houseSlot.fair.explainOutcome")}</p>
      <p className={styles.explain}>{explainOutcome}</p>
      <p className={styles.explain}>{t("houseSlot.fair.explainRotate")}</p>

      <form className={styles.seedForm} onSubmit={submit} noValidate>
        <label htmlFor="fair-new-client-seed" className={styles.label}>
          {t("houseSlot.fair.newClientSeed")}
        </label>
        <div className={styles.seedRow}>
          <input
            id="fair-new-client-seed"
            className={styles.input}
            value={clientSeed}
            onChange={(event) => setClientSeed(event.target.value)}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={shownError ? "fair-error" : "fair-seed-hint"}
          />
          <Button type="submit" variant="primary" disabled={busy || disabled}>
            {t("houseSlot.fair.rotate")}
          </Button>
        </div>
        <p id="fair-seed-hint" className={styles.hint}>
          {t("houseSlot.fair.clientSeedHint")}
        </p>
        {shownError ? (
          <p id="fair-error" className={styles.error} role="alert">
            {shownError}
          </p>
        ) : null}
      </form>

      {revealed ? (
        <div className={styles.revealed} role="status" aria-labelledby={revealedId}>
          <h3 id={revealedId} className={styles.subTitle}>
            {t("houseSlot.fair.revealedTitle")}
          </h3>
          <dl className={styles.facts}>
            <Fact label={t("houseSlot.fair.serverSeed")} value={revealed.serverSeed} hash />
            <Fact label={t("houseSlot.fair.serverSeedHash")} value={revealed.serverSeedHash} hash />
            <Fact label={t("houseSlot.fair.clientSeed")} value={revealed.clientSeed} hash />
            <Fact label={t("houseSlot.fair.roundsPlayed")} value={revealed.nonce} />
          </dl>
          <p className={styles.explain}>{t("houseSlot.fair.verifyHint")}</p>
        </div>
      ) : null}
      <p className={styles.explain}>
        {/* A new window: the game page itself may be in the portal's game frame. Once a seed is
            revealed, the link fills it in (with its client seed and hash) for the player. */}
        <a
          href={verifyUrl(
            revealed
              ? {
                  game,
                  serverSeed: revealed.serverSeed,
                  clientSeed: revealed.clientSeed,
                  hash: revealed.serverSeedHash,
                }
              : { game },
          )}
          target="_blank"
          rel="noopener"
        >
          {t("fairVerify.open")}
        </a>
      </p>
    </section>
  );
}
