import { useId, useState, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import { withZone } from "../../../shared/format/clock";
import { isoDateTime } from "../../../shared/format/date-time";
import { PROMOTIONS_NS } from "../../../shared/i18n/namespaces";
import { errorCodeOf, errorKeyOf } from "../../../shared/api/api-error";
import { invalidateRewardQueries } from "../../../shared/api/reward-queries";
import { guardDecision } from "../../../shared/auth/guarded-action";
import { compareDecimal } from "../../../shared/format/decimal";
import { formatMoney } from "../../../shared/format/money";
import { useDateTime } from "../../../shared/format/use-date-time";
import { useNow } from "../../../shared/hooks/use-now";
import { useRequestIds } from "../../../shared/hooks/request-id";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { ErrorPanel } from "../../../shared/ui/error-panel";
import stackStyles from "../../../shared/ui/stack.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import { isNotFound } from "../api/events-api";
import {
  CLIENT_SEED,
  drawRaffle,
  raffleInfoQuery,
  raffleKey,
  raffleQuery,
  randomClientSeed,
  type Raffle,
  type RaffleDraw,
  type RaffleInfo,
  type RafflePrize,
} from "../api/raffles-api";
import { prizeChances, refusalReason } from "../hooks/offer-text";
import { GuestNote } from "./guest-note";
import { RewardCenterLink } from "./reward-center-link";
import styles from "./promotions.module.css";

/** Enough fraction digits for any amount the server sends (the next draw's remainder is worked out exactly). */
const SCALE = 8;

const hasMoney = (amount: string) => compareDecimal(amount, "0") === 1;

/** Whether the raffle runs now, or has not started, or has ended (the server has the last word on a draw). */
function phaseOf(raffle: Raffle, now: number): "NOT_STARTED" | "RUNNING" | "ENDED" {
  if (now < raffle.startsAt) return "NOT_STARTED";
  return now >= raffle.endsAt ? "ENDED" : "RUNNING";
}

/** How much more qualifying amount earns the next draw, or null when no more draws can be earned. */
function untilNextDraw(raffle: Raffle): string | null {
  if (raffle.earned >= raffle.maxDraws) return null;
  const per = decimalToMinor(raffle.perDraw, SCALE);
  const so = decimalToMinor(raffle.qualifying, SCALE);
  if (per === null || so === null) return null;
  const rest = per * BigInt(raffle.earned + 1) - so;
  return rest > 0n ? minorToDecimal(rest, SCALE) : null;
}

/** The prizes with their chance of the next draw and how many are left. */
function Prizes({ prizes }: { prizes: readonly RafflePrize[] }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const chances = prizeChances(prizes);
  const columns: Column<RafflePrize>[] = [
    { key: "label", header: t("promo.raffle.prize"), cell: (p) => p.label },
    {
      key: "cash",
      header: t("promo.raffle.cash"),
      cell: (p) => (hasMoney(p.amount) ? formatMoney(p.amount) : "—"),
      numeric: true,
    },
    {
      key: "chance",
      header: t("promo.raffle.chance"),
      // A percent reads the same in every language of the portal ("25%").
      cell: (p) => `${chances.get(p.id) ?? "0"}%`,
      numeric: true,
    },
    {
      key: "left",
      header: t("promo.raffle.left"),
      cell: (p) => (p.left === null ? t("promo.raffle.unlimited") : p.left),
      numeric: true,
    },
  ];
  return (
    <>
      <h4 className={styles.subheading}>{t("promo.raffle.prizes")}</h4>
      <DataTable label={t("promo.raffle.prizes")} columns={columns} rows={prizes} rowKey={(p) => String(p.id)} />
    </>
  );
}

/** A refused draw: the error as the portal tells it (a raffle's own words where the default speaks of a bonus), then the reason. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const code = errorCodeOf(error);
  const reason = code === "PROMOTION_NOT_ELIGIBLE" ? refusalReason(error) : null;
  const headline =
    code === "PROMOTION_NOT_ELIGIBLE"
      ? t("promo.raffle.refused")
      : code === "OUT_OF_STOCK"
        ? t("promo.raffle.outOfStock")
        : t(errorKeyOf(error));
  return (
    <div className={styles.refusal} role="alert">
      <p>{headline}</p>
      {reason === "ENDED" || reason === "NOT_STARTED" ? <p>{t(`promo.raffle.reason.${reason}`)}</p> : null}
    </div>
  );
}

/**
 * Provably fair (decision 0046), behind a "Fairness" disclosure: how a draw is decided, the server
 * seed's hash published from the start, the seed once the raffle has ended, and the client seed of
 * the next draw (a random one, which the member may change).
 */
function Fairness({
  raffle,
  seed,
}: {
  raffle: Raffle;
  /** The next draw's client seed while the raffle runs; null: no draw to come. */
  seed: { value: string; invalid: boolean; onChange: (seed: string) => void } | null;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const inputId = useId();
  const hintId = useId();
  return (
    <div className={stackStyles.section}>
      <div>
        <Button variant="link" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>
          {t("promo.raffle.fairness")}
        </Button>
      </div>
      {/* Hidden by the attribute on an element without a class (a class's display would show it). */}
      <div id={contentId} hidden={!open}>
        <div className={stackStyles.section}>
          <p className={textStyles.muted}>{t("promo.raffle.fairExplain")}</p>
          <dl className={styles.terms}>
            <dt>{t("promo.raffle.seedHash")}</dt>
            <dd className={styles.seed}>{raffle.seedHash}</dd>
            <dt>{t("promo.raffle.serverSeed")}</dt>
            <dd className={raffle.serverSeed === null ? undefined : styles.seed}>
              {raffle.serverSeed ?? t("promo.raffle.serverSeedHidden")}
            </dd>
          </dl>
          {seed ? (
            <>
              <label htmlFor={inputId} className={textStyles.muted}>
                {t("promo.raffle.clientSeed")}
              </label>
              <div className={styles.actions}>
                <input
                  id={inputId}
                  className={styles.seedInput}
                  value={seed.value}
                  onChange={(event) => seed.onChange(event.target.value)}
                  maxLength={64}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={seed.invalid || undefined}
                  aria-describedby={hintId}
                />
                <Button onClick={() => seed.onChange(randomClientSeed())}>{t("promo.raffle.newSeed")}</Button>
              </div>
              <p id={hintId} className={textStyles.muted}>
                {t("promo.raffle.clientSeedHint")}
              </p>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The member's draws, newest first, with what a player needs to check each: its nonce and client seed. */
function History({ draws }: { draws: readonly RaffleDraw[] }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const dateTime = useDateTime();
  const columns: Column<RaffleDraw>[] = [
    { key: "nonce", header: t("promo.raffle.nonce"), cell: (d) => d.nonce, numeric: true },
    { key: "prize", header: t("promo.raffle.prize"), cell: (d) => d.label },
    {
      key: "cash",
      header: t("promo.raffle.cash"),
      cell: (d) => (hasMoney(d.amount) ? formatMoney(d.amount) : "—"),
      numeric: true,
    },
    {
      key: "seed",
      header: t("promo.raffle.drawClientSeed"),
      cell: (d) => <span className={styles.seed}>{d.clientSeed}</span>,
    },
    {
      key: "at",
      header: withZone(t("promo.raffle.drawnAt")),
      cell: (d) => <time dateTime={isoDateTime(d.createdAt)}>{dateTime(d.createdAt)}</time>,
    },
  ];
  return (
    <>
      <h4 className={styles.subheading}>{t("promo.raffle.history")}</h4>
      {draws.length === 0 ? (
        <p className={textStyles.muted}>{t("promo.raffle.noDraws")}</p>
      ) : (
        <DataTable label={t("promo.raffle.history")} columns={columns} rows={draws} rowKey={(d) => String(d.id)} />
      )}
    </>
  );
}

/** The raffle's answer with a new draw in it (before the raffle is read again). */
function withDraw(raffle: Raffle, draw: RaffleDraw): Raffle {
  if (raffle.draws.some((d) => d.id === draw.id)) return raffle;
  return {
    ...raffle,
    used: raffle.used + 1,
    available: Math.max(0, raffle.available - 1),
    prizes: raffle.prizes.map((p) => (p.id === draw.prizeId && p.left !== null ? { ...p, left: p.left - 1 } : p)),
    draws: [draw, ...raffle.draws],
  };
}

/**
 * The member's side: the qualifying amount and draws, the Draw button while a draw is left, the
 * result in a live region, the refusal, the fairness disclosure. A draw carries one requestId per
 * client seed: a retry after a failure sends the same one; a new seed is drawn after each success.
 */
function Standing({ promotionId, raffle }: { promotionId: number; raffle: Raffle }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const dateTime = useDateTime();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const headingId = useId();
  const ids = useRequestIds();
  // The raffle opens or closes while the page is open: read the clock now and then.
  const now = useNow(30_000);
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [invalid, setInvalid] = useState(false);
  const draw = useMutation({
    mutationFn: (seed: string) => drawRaffle(promotionId, ids.idFor(seed), seed),
    onSuccess: (made) => {
      ids.done();
      setClientSeed(randomClientSeed());
      queryClient.setQueryData(raffleKey(token, promotionId), (old: Raffle | undefined) =>
        old ? withDraw(old, made) : old,
      );
      void queryClient.invalidateQueries({ queryKey: raffleKey(token, promotionId) });
      // A money prize is a reward to claim in the reward center.
      if (hasMoney(made.amount)) void invalidateRewardQueries(queryClient);
    },
    // Whatever was refused, the standing is read again (draws, stock and period may have changed).
    onError: () => void queryClient.invalidateQueries({ queryKey: raffleKey(token, promotionId) }),
  });
  const submit = () => {
    const seed = clientSeed.trim();
    if (!CLIENT_SEED.test(seed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    draw.mutate(seed);
  };
  const phase = phaseOf(raffle, now);
  const next = untilNextDraw(raffle);
  const won = draw.isSuccess && hasMoney(draw.data.amount);
  return (
    <section className={stackStyles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {t("promo.raffle.yourDraws")}
      </h4>
      <dl className={styles.terms}>
        <dt>{t(`promo.raffle.qualifying.${raffle.qualifier}`)}</dt>
        <dd className={textStyles.amount}>{formatMoney(raffle.qualifying)}</dd>
        <dt>{t("promo.raffle.earned")}</dt>
        <dd>{raffle.earned}</dd>
        <dt>{t("promo.raffle.used")}</dt>
        <dd>{raffle.used}</dd>
        <dt>{t("promo.raffle.available")}</dt>
        <dd>{raffle.available}</dd>
      </dl>
      {phase === "NOT_STARTED" ? (
        <p className={styles.reason} role="note">
          {t("promo.raffle.notStarted", { start: dateTime(raffle.startsAt) })}
        </p>
      ) : phase === "ENDED" ? (
        <p className={styles.reason} role="note">
          {t("promo.raffle.ended")}
        </p>
      ) : raffle.available > 0 ? (
        <div className={styles.actions}>
          <Button variant="primary" busy={draw.isPending} onClick={submit}>
            {t("promo.raffle.draw")}
          </Button>
        </div>
      ) : (
        <p className={textStyles.muted}>
          {next === null
            ? t("promo.raffle.allUsed")
            : t(`promo.raffle.next.${raffle.qualifier}`, { amount: formatMoney(next) })}
        </p>
      )}
      {/* Always there, so the result of a draw is announced when it arrives. */}
      <p className={won ? textStyles.success : styles.message} role="status">
        {draw.isSuccess
          ? won
            ? t("promo.raffle.won", { amount: formatMoney(draw.data.amount) })
            : t("promo.raffle.noPrize")
          : null}
      </p>
      {won ? <RewardCenterLink /> : null}
      {invalid ? (
        <p className={styles.refusal} role="alert">
          {t("promo.raffle.clientSeedInvalid")}
        </p>
      ) : draw.isError ? (
        <Refusal error={draw.error} />
      ) : null}
      <Fairness
        raffle={raffle}
        seed={
          phase === "RUNNING"
            ? {
                value: clientSeed,
                invalid,
                onChange: (seed) => {
                  setClientSeed(seed);
                  setInvalid(false);
                },
              }
            : null
        }
      />
    </section>
  );
}

/** The raffle's frame: its title, what earns a draw and the prizes, then the caller's part. */
function RaffleFrame({ info, children }: { info: RaffleInfo; children: ReactNode }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const dateTime = useDateTime();
  return (
    <>
      <p className={styles.message}>
        {t(`promo.raffle.rule.${info.qualifier}`, {
          perDraw: formatMoney(info.perDraw),
          from: dateTime(info.startsAt),
          to: dateTime(info.endsAt),
          max: info.maxDraws,
        })}
      </p>
      <Prizes prizes={info.prizes} />
      {children}
    </>
  );
}

/**
 * The panel around a raffle query: nothing for a promotion without a raffle, nor while it loads;
 * the error with a retry; else the frame with the caller's part.
 */
function RaffleSection<T extends RaffleInfo>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (raffle: T) => ReactNode;
}) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const headingId = useId();
  if (query.isPending || (query.isError && isNotFound(query.error))) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t("promo.raffle.title")}
      </h3>
      {query.isError ? (
        <ErrorPanel
          message={t(errorKeyOf(query.error))}
          retryLabel={t("common.retry")}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <RaffleFrame info={query.data}>{children(query.data)}</RaffleFrame>
      )}
    </section>
  );
}

/** A member's raffle: its standing, the Draw button and the draws made. */
function MemberRaffle({ promotionId }: { promotionId: number }) {
  const { token } = useSession();
  return (
    <RaffleSection query={useQuery(raffleQuery(token, promotionId))}>
      {(raffle) => (
        <>
          <Standing promotionId={promotionId} raffle={raffle} />
          <History draws={raffle.draws} />
        </>
      )}
    </RaffleSection>
  );
}

/** A visitor's or trial player's raffle: the prizes and rule, and the way to take part. */
function GuestRaffle({ promotionId, decision }: { promotionId: number; decision: "login" | "trial" }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  return (
    <RaffleSection query={useQuery(raffleInfoQuery(promotionId))}>
      {() => (
        <GuestNote
          decision={decision}
          message={t("promo.raffle.loginToDraw")}
          loginLabel={t("promo.raffle.loginButton")}
        />
      )}
    </RaffleSection>
  );
}

/**
 * The raffle of a promotion below its article (/promoDetail; decision 0046): its prizes and their
 * chances, what earns a draw, the member's draws and the Draw button, the draws made with what
 * checks them. A visitor or trial player sees the rule and the prizes and is asked to log in.
 */
export function RafflePanel({ promotionId }: { promotionId: number }) {
  const decision = guardDecision(useSession());
  return decision === "allow" ? (
    <MemberRaffle promotionId={promotionId} />
  ) : (
    <GuestRaffle promotionId={promotionId} decision={decision} />
  );
}
