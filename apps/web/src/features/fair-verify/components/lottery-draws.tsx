import { useState } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isChainDraw, type ChainDrawView, type LotteryGameView } from "@portal/contract/api/lottery";
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

/** A game's draws, newest first, a page at a time, each with its Verify button. */
function DrawList({ game, live }: { game: LotteryGameView; live: boolean }) {
  const { t } = useTranslation(LOTTERY_NS);
  const dateTime = useDateTime();
  const query = useInfiniteQuery(lotteryResultsQuery(game.code, pollMsOf(game), live));
  const [checking, setChecking] = useState<ChainDrawView | null>(null);

  const columns: Column<ChainDrawView>[] = [
    { key: "drawNo", header: t("verify.drawNo"), cell: (draw) => draw.drawNo },
    {
      key: "time",
      header: t("verify.time"),
      cell: (draw) => <time dateTime={isoDateTime(draw.drawsAt)}>{dateTime(draw.drawsAt)}</time>,
    },
    {
      key: "result",
      header: t("verify.result"),
      cell: (draw) => <DrawResult family={game.family} result={draw.result} isVoid={draw.status === "VOID"} />,
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

function GameDraws({ games }: { games: readonly LotteryGameView[] }) {
  const { t } = useTranslation(LOTTERY_NS);
  const gameName = useGameName();
  const [code, setCode] = useState(games[0]!.code);
  const game = games.find((candidate) => candidate.code === code) ?? games[0]!;
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
      <DrawList key={game.code} game={game} live={live} />
    </div>
  );
}

/**
 * The lottery part of /house/verify: pick one of the brand's house lottery games, see its recent
 * draws, and check any of them in the browser (draw-check-dialog.tsx). Public: no login. The
 * official daily games are not listed: their results are the lottery companies', entered and
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
