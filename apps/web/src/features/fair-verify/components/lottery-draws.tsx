import { useState } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { isChainDraw, type ChainDrawView, type LotteryGameView } from "@portal/contract/api/lottery";
import { LOTTERY_VERIFY_PARAM } from "@portal/contract/routes";
import { withZone } from "../../../shared/format/clock";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { Button } from "../../../shared/ui/button";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import { SelectField } from "../../../shared/ui/select-field";
import { lotteryGamesQuery, lotteryResultsQuery } from "../../../shared/lottery/lottery-api";
import { useLotteryLive } from "../../../shared/lottery/use-lottery-live";
import { getMerchantCode } from "../../../shared/storage/merchant";
import { drawByNumber } from "../hooks/draw-by-number";
import { DrawCheckDialog } from "./draw-check-dialog";
import { DrawResult } from "../../../shared/lottery/draw-result";
import styles from "./lottery-draws.module.css";

/** How often an empty list asks again: the game's interval, between 5 s and a minute. */
const pollMsOf = (game: LotteryGameView) => Math.min(Math.max(game.intervalSec, 5), 60) * 1000;

/** A game as players name it: its family, then how often it draws ("SSC · 1 min"). */
function useGameName() {
  const { t } = useTranslation(LOTTERY_NS);
  return (game: LotteryGameView) => {
    const interval =
      game.intervalSec % 60 === 0
        ? t("verify.minutes", { n: game.intervalSec / 60 })
        : t("verify.seconds", { n: game.intervalSec });
    return `${t(`family.${game.family}`, { defaultValue: game.code })} · ${interval}`;
  };
}

/** The address's parameters this part reads: a game, and a draw of it to check (the back office's link). */
const { game: GAME_PARAM, drawNo: DRAW_PARAM } = LOTTERY_VERIFY_PARAM;

/** Sets or removes parameters of the address, replacing its entry (no history step per choice). */
function useAddress() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes))
          if (value === null) updated.delete(name);
          else updated.set(name, value);
        return updated;
      },
      { replace: true },
    );
  return [params, update] as const;
}

/**
 * The draw the address names (`drawNo`), checked in the same dialog as one picked from the list,
 * whether or not the list shows it: read by its number (draw-by-number.ts). Closing it takes it
 * out of the address.
 */
function LinkedDrawCheck({ game, drawNo, onClose }: { game: LotteryGameView; drawNo: string; onClose: () => void }) {
  const { t } = useTranslation(LOTTERY_NS);
  const draw = useQuery({
    queryKey: ["lottery", "draw", game.code, drawNo],
    queryFn: ({ signal }) => drawByNumber(game, drawNo, signal),
    staleTime: Infinity,
    retry: false,
  });
  if (draw.isPending) return null;
  if (draw.isError || draw.data === null)
    return (
      <p className={styles.error} role="alert">
        {t("verify.drawNotFound", { drawNo })}
      </p>
    );
  return <DrawCheckDialog game={game} draw={draw.data} onClose={onClose} />;
}

/** A game's draws, newest first, a page at a time, each with its Verify button. */
function DrawList({ game, live, linked }: { game: LotteryGameView; live: boolean; linked: string | null }) {
  const { t } = useTranslation(LOTTERY_NS);
  const dateTime = useDateTime();
  const query = useInfiniteQuery(lotteryResultsQuery(game.code, pollMsOf(game), live));
  const [checking, setChecking] = useState<ChainDrawView | null>(null);
  const [, setAddress] = useAddress();

  const columns: Column<ChainDrawView>[] = [
    { key: "drawNo", header: t("verify.drawNo"), cell: (draw) => draw.drawNo },
    {
      key: "time",
      header: withZone(t("verify.time")),
      cell: (draw) => <time dateTime={isoDateTime(draw.drawsAt)}>{dateTime(draw.drawsAt)}</time>,
    },
    {
      key: "result",
      header: t("verify.result"),
      // One line a draw; a Vietnamese draw's full table opens from its line, and shows in the check.
      cell: (draw) => (
        <DrawResult
          family={game.family}
          result={draw.result}
          isVoid={draw.status === "VOID"}
          compact
          label={t("VN.table.caption", { drawNo: draw.drawNo })}
        />
      ),
    },
    {
      key: "verify",
      header: t("verify.check"),
      cell: (draw) => (
        <Button
          size="small"
          aria-label={t("verify.verifyDraw", { drawNo: draw.drawNo })}
          onClick={() => setChecking(draw)}
        >
          {t("verify.verify")}
        </Button>
      ),
    },
  ];

  return (
    <>
      {linked !== null ? (
        <LinkedDrawCheck game={game} drawNo={linked} onClose={() => setAddress({ [DRAW_PARAM]: null })} />
      ) : null}
      <QueryState query={query}>
        {(data) => {
          const draws = data.pages.flat().filter(isChainDraw);
          if (draws.length === 0) return <EmptyState title={t("verify.noDraws")} />;
          return (
            <>
              <DataTable
                label={t("verify.draws")}
                columns={columns}
                rows={draws}
                rowKey={(draw) => `${draw.chainIndex}:${draw.drawNo}`}
              />
              {query.hasNextPage ? (
                <Button
                  className={styles.more}
                  busy={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t("verify.more")}
                </Button>
              ) : null}
            </>
          );
        }}
      </QueryState>
      {checking ? <DrawCheckDialog game={game} draw={checking} onClose={() => setChecking(null)} /> : null}
    </>
  );
}

/**
 * The game picker and the picked game's draws. The game is the address's `lotteryGame` when the
 * brand has it (else the first game: an unknown one is no error), kept there as the player picks
 * another; the address's `drawNo` is a draw of that game to check.
 */
function GameDraws({ games }: { games: readonly LotteryGameView[] }) {
  const { t } = useTranslation(LOTTERY_NS);
  const gameName = useGameName();
  const [params, setAddress] = useAddress();
  const named = games.find((candidate) => candidate.code === params.get(GAME_PARAM));
  const game = named ?? games[0]!;
  // A draw named for a game the brand does not have is not looked for in another game.
  const linked = named || !params.has(GAME_PARAM) ? params.get(DRAW_PARAM) : null;
  const setCode = (code: string) => setAddress({ [GAME_PARAM]: code, [DRAW_PARAM]: null });
  // One socket while the page is open, whichever game is picked: each draw is pushed over /ws
  // while it is live, and the list polls only while it is not.
  const live = useLotteryLive(getMerchantCode());
  // Two games of one family and interval are told apart by their codes.
  const shown = games.map(gameName);
  const names = new Map(
    games.map((candidate, i) => [
      candidate.code,
      shown.indexOf(shown[i]!) === shown.lastIndexOf(shown[i]!) ? shown[i]! : `${shown[i]!} (${candidate.code})`,
    ]),
  );
  return (
    <div className={styles.draws}>
      <div className={styles.panel}>
        <SelectField
          label={t("verify.game")}
          value={game.code}
          onValue={setCode}
          options={games.map((candidate) => ({
            value: candidate.code,
            label: names.get(candidate.code) ?? candidate.code,
          }))}
        />
        <p className={styles.explain}>{t("verify.how")}</p>
        {game.family === "CHAIN" ? <p className={styles.explain}>{t("verify.chainDigits")}</p> : null}
      </div>
      <DrawList key={game.code} game={game} live={live} linked={linked || null} />
    </div>
  );
}

/**
 * The lottery part of /house/verify: pick one of the brand's house lottery games, see its recent
 * draws, and check any of them in the browser (draw-check-dialog.tsx); a link may name the game
 * and a draw to check (`lotteryGame`, `drawNo`: the back office's Lottery draws page links so).
 * Public: no login. The official daily games are not listed: their results are the lottery companies', entered and
 * confirmed by two operators (shown with their results), not drawn from a chain.
 */
export function LotteryDraws() {
  const { t } = useTranslation(LOTTERY_NS);
  const games = useQuery({ ...lotteryGamesQuery(), select: (list) => list.filter((game) => !game.official) });
  return (
    <QueryState query={games}>
      {(list) => (list.length === 0 ? <EmptyState title={t("verify.noGames")} /> : <GameDraws games={list} />)}
    </QueryState>
  );
}
