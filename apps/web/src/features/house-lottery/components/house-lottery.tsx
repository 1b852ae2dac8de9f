import { useEffect, useMemo, useState } from "react";
import type { TFunction } from "i18next";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { LotteryBuyAnswer, LotteryChaseAnswer, LotteryTicketView } from "@portal/contract/api/lottery";
import { playOf, type LotteryFamily } from "@portal/contract/lottery/engine";
import { familyAt } from "@portal/contract/lottery/families/index";
import { lotteryVerifyUrl } from "@portal/contract/routes";
import { secondsLeft } from "../../../shared/hooks/countdown";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { useLanguage } from "../../../shared/i18n/use-language";
import { formatMoney } from "../../../shared/format/money";
import { withZone } from "../../../shared/format/clock";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { ApiError } from "../../../shared/api/api-error";
import { gameErrorText, isSessionEnded } from "../../../shared/house-game/game-error";
import ui from "../../../shared/house-game/house-game.module.css";
import { DrawResult } from "../../../shared/lottery/draw-result";
import { OfficialEntryText } from "../../../shared/lottery/official-entry";
import { familyUtcOffsetMin } from "../../../shared/lottery/official-schedule";
import { lotteryGamesQuery, lotteryResultsQuery } from "../../../shared/lottery/lottery-api";
import { keyText, lotteryNames } from "../../../shared/lottery/play-names";
import { useLotteryLive } from "../../../shared/lottery/use-lottery-live";
import { useRequestIds } from "../../../shared/hooks/request-id";
import { getMerchantCode } from "../../../shared/storage/merchant";
import { openModal } from "../../../shared/modals/modal-store";
import { Button } from "../../../shared/ui/button";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import {
  buyChase,
  buySlip,
  cancelChase,
  cancelTicket,
  fetchCurrentDraw,
  fetchPlaysOnSale,
  type LotteryLaunch,
} from "../api/lottery-bet-api";
import { drawLimitPassed, heldInDraw, type SlipEntry } from "../hooks/slip";
import { useNow } from "../../../shared/hooks/use-now";
import { useLotteryLaunch } from "../hooks/use-lottery-launch";
import { useMyOrders } from "../hooks/use-my-orders";
import { BetSlip } from "./bet-slip";
import { NO_CHASE, chaseDraws, type ChaseChoice } from "./chase-options";
import { MyChases } from "./my-chases";
import { MyTickets } from "./my-tickets";
import { PlayPicker } from "./play-picker";
import { TrendChart } from "./trend-chart";
import styles from "./house-lottery.module.css";

const ERROR_KEYS = { sessionEnded: "bet.sessionEnded", betRange: "bet.stakeRange" };
/** Recent draws shown under the bet page's picker. */
const RECENT = 10;

/** "01:05" from 65 seconds; hours shown when there are any. */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * An exposure limit's refusal naming the numbers it refused (`keys`, lines of the selection's
 * play: "Number 27 has reached this draw's limit..."), or null when it names none.
 */
function exposureText(
  t: TFunction,
  family: LotteryFamily<unknown>,
  play: string | undefined,
  keys: unknown,
): string | null {
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => typeof key === "string")) return null;
  const names = lotteryNames(t, family.code);
  const numbers = (keys as string[]).map((key) => keyText(names, play ? playOf(family, play) : undefined, key));
  return numbers.length === 1
    ? t("bet.exposureOne", { number: numbers[0] })
    : t("bet.exposureMany", { numbers: numbers.join(", ") });
}

/** What the value of a refusal carries as its keys (an EXPOSURE_LIMIT's), if anything. */
const keysOf = (value: unknown): unknown =>
  typeof value === "object" && value !== null ? (value as { keys?: unknown }).keys : undefined;

/**
 * The house lottery's bet page for one game, opened by a launch's game_url (decision 0035): the
 * draw taking tickets with its countdown to close, the last result and recent draws, the play
 * picker, the bet slip and the member's tickets. Like every house game page it knows only its
 * launch URL: every call carries the game token, never the portal's login.
 */
export function HouseLottery() {
  const { t } = useTranslation(LOTTERY_NS);
  const launch = useLotteryLaunch();
  if (launch.token === null || launch.game === null)
    return (
      <p className={ui.error} role="alert">
        {t("bet.sessionEnded")}
      </p>
    );
  return <LotteryGamePage launch={{ ...launch, token: launch.token, game: launch.game }} />;
}

function LotteryGamePage({ launch }: { launch: LotteryLaunch }) {
  const { t } = useTranslation(LOTTERY_NS);
  const language = useLanguage();
  const now = useNow();
  const games = useQuery(lotteryGamesQuery());
  const game = games.data?.find((g) => g.code === launch.game);
  // Draw times in the zone the family's draws are known by (a Vietnamese draw in GMT+7), said in the header.
  const zone = game ? familyUtcOffsetMin(game.family) : undefined;
  const dateTime = useDateTime(zone);

  // The server's clock against this browser's, from the draw's answer: the countdown follows the server.
  const [offset, setOffset] = useState(0);
  const draw = useQuery({
    queryKey: ["lottery", "draw", launch.game],
    queryFn: async ({ signal }) => {
      const answer = await fetchCurrentDraw(launch, signal);
      setOffset(answer.serverTime - Date.now());
      return answer;
    },
    retry: false,
  });
  // What the brand sells in this game: the plays on sale, their odds and stake limits.
  const sale = useQuery({
    // Asked again with each draw: an operator's change of odds or limits shows from the next one.
    queryKey: ["lottery", "plays", launch.game, draw.data?.drawNo],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchPlaysOnSale(launch, signal),
  });
  const serverNow = now + offset;
  const closesIn = draw.data ? secondsLeft(draw.data.closesAt, serverNow) : 0;
  const closed = !draw.data || closesIn === 0;
  // Once the draw closes (or while there is none), the next one is asked for every second or so.
  const waiting = draw.data === undefined || closesIn === 0 || draw.isError;
  const { isFetching, refetch, dataUpdatedAt, errorUpdatedAt } = draw;
  useEffect(() => {
    if (!waiting || isFetching) return;
    const timer = setTimeout(() => void refetch(), 1_500);
    return () => clearTimeout(timer);
    // Armed again after each answer (not on each tick of the clock, which would cancel it).
  }, [waiting, isFetching, refetch, dataUpdatedAt, errorUpdatedAt]);

  // Draws pushed over /ws as they are drawn and settled; polled only while the socket is away.
  const live = useLotteryLive(launch.merchant || getMerchantCode());
  const results = useInfiniteQuery(lotteryResultsQuery(launch.game, 5_000, live));
  const recent = results.data?.pages[0]?.slice(0, RECENT) ?? [];
  const { tickets, chases, refresh: refreshOrders } = useMyOrders(launch, live, recent[0]?.drawNo);

  const [slip, setSlip] = useState<SlipEntry[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const failed = (cause: unknown) => {
    if (isSessionEnded(cause)) setEnded(true);
    setError(gameErrorText(t, cause, ERROR_KEYS));
  };
  // The family of the draw taking tickets (Mark Six's depends on its lunar year).
  const family = game ? familyAt(game.family, draw.data?.drawsAt ?? now) : undefined;
  /** The reason a selection of the slip was not placed: an exposure limit's names its numbers. */
  const refusalText = (errorCode: string, index: number, keys: unknown) =>
    (errorCode === "EXPOSURE_LIMIT" && family ? exposureText(t, family, slip[index]?.play, keys) : null) ??
    t(`errors.${errorCode}`);
  // What the player's tickets already stake on each play of the draw taking tickets.
  const held = useMemo(() => heldInDraw(tickets.data ?? [], draw.data?.drawNo), [tickets.data, draw.data?.drawNo]);

  const [chase, setChase] = useState<ChaseChoice>(NO_CHASE);
  // The same slip placed again (after a lost answer or a refusal) carries the same requestId, and
  // goes to the draw it was first sent to: never bought again on the next draw unnoticed. Once the
  // server answers that draw closed (or the slip changes), it is a new slip.
  const ids = useRequestIds();
  const [sentTo, setSentTo] = useState<{ slip: string; drawNo: string } | null>(null);
  const place = useMutation({
    mutationFn: async (): Promise<LotteryBuyAnswer | LotteryChaseAnswer> => {
      const selections = slip.map(({ play, picks, unitStake }) => ({ play, picks, unitStake }));
      const draws = chaseDraws(chase);
      const content = JSON.stringify([selections, draws, chase.stopOnWin]);
      const drawNo = sentTo?.slip === content ? sentTo.drawNo : draw.data!.drawNo;
      setSentTo({ slip: content, drawNo });
      const requestId = ids.idFor(JSON.stringify([content, drawNo]));
      return draws === null
        ? buySlip(launch, requestId, drawNo, selections)
        : buyChase(launch, requestId, drawNo, selections, { draws, stopOnWin: chase.stopOnWin });
    },
    onMutate: () => {
      setError(null);
      setNotice(null);
    },
    onSuccess: (answer) => {
      ids.done();
      setSentTo(null);
      if ("plan" in answer) {
        // A chase is made whole or in part: the slip is cleared either way, the answer says how far it went.
        setSlip([]);
        setChase(NO_CHASE);
        setNotice(t("chase.made", { draws: answer.plan.bought, balance: formatMoney(answer.balance) }));
        if (answer.unplaced)
          setError(
            t("chase.partly", {
              bought: answer.plan.bought,
              draws: answer.plan.draws,
              drawNo: answer.unplaced.drawNo,
              reason: t(`errors.${answer.unplaced.errorCode}`),
            }),
          );
      } else {
        // What was placed leaves the slip; what was not stays, with the reason.
        const placed = answer.tickets.length;
        setSlip((current) => current.slice(placed));
        setNotice(t("bet.placed", { tickets: placed, balance: formatMoney(answer.balance) }));
        const { unplaced } = answer;
        if (unplaced)
          setError(t("bet.unplaced", { reason: refusalText(unplaced.errorCode, unplaced.index, unplaced.keys) }));
      }
      refreshOrders();
    },
    onError: (cause) => {
      failed(cause);
      // Nothing placed: the first selection was refused (an exposure limit's refusal names its numbers).
      if (cause instanceof ApiError && cause.code === "EXPOSURE_LIMIT")
        setError(refusalText(cause.code, 0, keysOf(cause.value)));
      if (cause instanceof ApiError && cause.code === "NO_OPEN_DRAW") {
        ids.done();
        setSentTo(null);
      }
      void draw.refetch();
    },
  });
  const cancel = useMutation({
    mutationFn: (ticket: LotteryTicketView) => cancelTicket(launch, ticket.id),
    onMutate: () => {
      setError(null);
      setNotice(null);
    },
    onSuccess: (answer) => {
      setNotice(t("bet.cancelled", { balance: formatMoney(answer.balance) }));
      refreshOrders();
    },
    onError: failed,
  });
  const stopChase = useMutation({
    mutationFn: (id: number) => cancelChase(launch, id),
    onMutate: () => {
      setError(null);
      setNotice(null);
    },
    onSuccess: (answer) => {
      setNotice(t("chase.cancelled", { balance: formatMoney(answer.balance) }));
      refreshOrders();
    },
    onError: failed,
  });

  if (games.isPending) return <p className={ui.hint}>{t("bet.loading")}</p>;
  if (!game || !family)
    return (
      <p className={ui.error} role="alert">
        {t("bet.noGame")}
      </p>
    );
  const names = lotteryNames(t, family.code);
  const columns: Column<(typeof recent)[number]>[] = [
    { key: "drawNo", header: t("verify.drawNo"), cell: (row) => row.drawNo },
    {
      key: "time",
      header: withZone(t("verify.time"), zone),
      cell: (row) => <time dateTime={isoDateTime(row.drawsAt, zone)}>{dateTime(row.drawsAt)}</time>,
    },
    {
      key: "result",
      header: t("verify.result"),
      // One line a draw; a Vietnamese draw's full table opens from its line.
      cell: (row) => (
        <DrawResult
          family={game.family}
          result={row.result}
          isVoid={row.status === "VOID"}
          compact
          label={t("VN.table.caption", { drawNo: row.drawNo })}
        />
      ),
    },
  ];
  if (game.official)
    columns.push({
      key: "official",
      header: t("official.column"),
      cell: (row) => (row.official ? <OfficialEntryText entry={row.official} offsetMin={zone} /> : null),
    });
  // A fast draw is checked on the verify page, in a new window: this page may be in the portal's
  // game frame. The page opens the draw's check at once.
  else
    columns.push({
      key: "verify",
      header: t("verify.check"),
      cell: (row) => (
        <a
          href={lotteryVerifyUrl(game.code, row.drawNo)}
          target="_blank"
          rel="noopener"
          aria-label={`${t("verify.verifyDraw", { drawNo: row.drawNo })} ${t("verify.newWindow")}`}
        >
          {t("verify.verify")}
        </a>
      ),
    });
  const last = recent[0];
  const commitment = draw.data?.commitment;

  return (
    <div className={styles.page}>
      <section className={styles.header} aria-label={t("bet.drawInfo")}>
        <div>
          <p className={styles.gameName}>{game.name?.[language] ?? names.family()}</p>
          <p className={ui.hint}>{draw.data ? t("bet.drawNo", { drawNo: draw.data.drawNo }) : t("bet.waitingDraw")}</p>
          {game.official ? <p className={ui.hint}>{t("official.note")}</p> : null}
          {/* The chain this draw's result comes from, published before the draw: anyone can check
              the result against it once drawn (decision 0035). */}
          {commitment && draw.data?.chainIndex ? (
            <div className={styles.chain}>
              <dl className={styles.chainFacts}>
                <div>
                  <dt>{t("verify.index")}</dt>
                  <dd>{draw.data.chainIndex}</dd>
                </div>
                <div>
                  <dt>{t("verify.commitment")}</dt>
                  <dd className={ui.hash}>{commitment}</dd>
                </div>
              </dl>
              <a href={lotteryVerifyUrl(game.code)} target="_blank" rel="noopener">
                {t("bet.verifyDraws")} <span className="visually-hidden">{t("verify.newWindow")}</span>
              </a>
            </div>
          ) : null}
          {/* The brand's chat room, where players talk about the draws (decision 0056). */}
          <Button size="small" onClick={() => openModal("chatRoom")}>
            {t("modals.chatRoom")}
          </Button>
        </div>
        <div className={styles.countdown} role="timer" aria-label={t("bet.closesIn")}>
          <span className={ui.label}>{t("bet.closesIn")}</span>
          <span className={styles.clock}>{draw.data && !closed ? clock(closesIn) : t("bet.closed")}</span>
        </div>
        <div className={styles.last}>
          <span className={ui.label}>{last ? t("bet.lastResult", { drawNo: last.drawNo }) : t("bet.noResults")}</span>
          {last ? (
            <DrawResult
              family={game.family}
              result={last.result}
              isVoid={last.status === "VOID"}
              label={t("bet.lastResult", { drawNo: last.drawNo })}
            />
          ) : null}
        </div>
      </section>

      {ended || error ? (
        <p className={ui.error} role="alert">
          {ended ? t("bet.sessionEnded") : error}
        </p>
      ) : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}

      <div className={ui.game}>
        <div className={ui.machine}>
          <PlayPicker
            family={family}
            sale={sale.data}
            slip={slip}
            held={held}
            disabled={ended}
            onAdd={(entry) => {
              setNotice(null);
              setSlip((current) => [...current, entry]);
            }}
          />
        </div>
        <div className={ui.side}>
          <BetSlip
            family={family.code}
            entries={slip}
            drawNo={closed ? null : draw.data!.drawNo}
            busy={place.isPending}
            disabled={ended}
            chase={chase}
            onChase={setChase}
            onRemove={(id) => setSlip((current) => current.filter((entry) => entry.id !== id))}
            onPlace={() => {
              // Each play's stakes in the draw within its per-draw limit, before anything is sent
              // (the player's tickets in the draw may have grown since the slip was made).
              const passed = drawLimitPassed(slip, sale.data, held);
              if (passed) {
                setNotice(null);
                setError(
                  t("bet.drawLimitPassed", {
                    play: names.play(passed.play),
                    total: formatMoney(passed.total),
                    max: formatMoney(passed.max),
                  }),
                );
                return;
              }
              place.mutate();
            }}
          />
        </div>
      </div>

      <MyTickets
        family={family.code}
        tickets={tickets.data ?? []}
        now={serverNow}
        cancelling={cancel.isPending ? (cancel.variables?.id ?? null) : null}
        onCancel={(ticket) => cancel.mutate(ticket)}
      />

      <MyChases
        family={family.code}
        plans={chases.data ?? []}
        cancelling={stopChase.isPending ? (stopChase.variables ?? null) : null}
        onCancel={(plan) => stopChase.mutate(plan.id)}
      />

      <TrendChart family={family.code} draws={results.data?.pages[0] ?? []} />

      <section className={styles.panel} aria-labelledby="lottery-recent">
        <h2 id="lottery-recent" className={styles.heading}>
          {t("verify.draws")}
        </h2>
        {recent.length === 0 ? (
          <p className={ui.hint}>{t("verify.noDraws")}</p>
        ) : (
          <DataTable columns={columns} rows={recent} rowKey={(row) => row.drawNo} label={t("verify.draws")} />
        )}
      </section>
    </div>
  );
}
