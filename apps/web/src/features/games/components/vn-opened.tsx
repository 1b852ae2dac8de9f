import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { API } from "@portal/contract/api/paths";
import type { Game, VnOpened } from "@portal/contract/api/content";
import { apiGet } from "../../../shared/api/client";
import { withZone } from "../../../shared/format/clock";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { LOTTERY_NS } from "../../../shared/i18n/namespaces";
import { DrawResult } from "../../../shared/lottery/draw-result";
import { LIVE_SAFETY_MS } from "../../../shared/lottery/lottery-api";
import { OfficialEntryText } from "../../../shared/lottery/official-entry";
import { VIETNAM_UTC_OFFSET_MIN } from "../../../shared/lottery/official-schedule";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import styles from "./sections.module.css";

/** How many of a game's latest draws the Vietnam lottery page shows, and how often it asks again without /ws. */
const SHOWN = 5;
const REFRESH_MS = 30_000;

/**
 * A house Vietnamese game's opened numbers (its latest draws), each in the official results
 * table (a row per prize, in the region's order): the spec's /lgw/vn/numeros/opened/game.
 * Public. Under the game's lottery results key, so a draw pushed over /ws (`live`,
 * useLotteryLive) reads it again at once; without the socket it polls. Its times are Vietnam's
 * (GMT+7, said in the column's header), as the page's schedule: the draws are Vietnam's.
 */
export function VnOpenedNumbers({ game, live }: { game: Game; live: boolean }) {
  const { t } = useTranslation();
  const dateTime = useDateTime(VIETNAM_UTC_OFFSET_MIN);
  const query = useQuery({
    queryKey: ["lottery", "results", game.gameCode, "opened"],
    queryFn: ({ signal }) => apiGet<VnOpened>(API.vnOpened, { gameCode: game.gameCode, count: SHOWN }, signal),
    refetchInterval: live ? LIVE_SAFETY_MS : REFRESH_MS,
  });
  const opened = query.data;
  if (!opened || opened.list.length === 0) return null;
  const columns: Column<VnOpened["list"][number]>[] = [
    { key: "drawNo", header: t("games.vnOpened.drawNo"), cell: (draw) => draw.drawNo },
    {
      key: "time",
      header: withZone(t("games.vnOpened.time"), VIETNAM_UTC_OFFSET_MIN),
      cell: (draw) => (
        <time dateTime={isoDateTime(draw.drawsAt, VIETNAM_UTC_OFFSET_MIN)}>{dateTime(draw.drawsAt)}</time>
      ),
    },
    {
      key: "result",
      header: t("games.vnOpened.result"),
      // Each draw's official results table, named by its draw.
      cell: (draw) => (
        <DrawResult
          family={opened.family}
          result={draw.result}
          isVoid={draw.void}
          label={t("VN.table.caption", { ns: LOTTERY_NS, drawNo: draw.drawNo })}
        />
      ),
    },
  ];
  // An official game's results: who entered and who confirmed each (no chain to verify them by).
  if (opened.list.some((draw) => draw.official !== null))
    columns.push({
      key: "official",
      header: t("games.vnOpened.official"),
      cell: (draw) =>
        draw.official ? <OfficialEntryText entry={draw.official} offsetMin={VIETNAM_UTC_OFFSET_MIN} /> : null,
    });
  const title = t("games.vnOpened.title", { name: game.name });
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      <DataTable columns={columns} rows={opened.list} rowKey={(draw) => draw.drawNo} label={title} />
    </section>
  );
}
