import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { LotteryDrawState } from "@portal/contract/api/lottery-admin";
import { queryRows, type Db } from "../../../db/client";
import { cappedCount, Keyset, type CursorRequest } from "../../../db/keyset";
import { updateGameSettings, type LotteryGame } from "./repository";
import { lotteryChains, lotteryDraws, lotteryGames, lotteryTickets, type LotteryTicketStatus } from "./schema";

// The back office's list of a brand's draws (Games > Lottery draws) and its games' own settings: their SQL.

/** The list's order: newest draw time first, ties (draws of two games at one instant) by id. */
const drawKeys = new Keyset("lotteryDraws", [
  { column: lotteryDraws.drawsAt, kind: "time" },
  { column: lotteryDraws.id, kind: "int" },
]);

export interface DrawListFilter {
  merchantId: number;
  game?: string | undefined;
  /** A state as operators read it (LOTTERY_DRAW_STATES), at `now`. */
  state?: LotteryDrawState | undefined;
  official?: boolean | undefined;
  /** One draw by its number (within `game`). */
  drawNo?: string | undefined;
  now: Date;
}

/**
 * Whether an earlier draw of the same game still takes tickets at `now` (OPEN, not closed): the
 * draw `d` is then SCHEDULED, made ahead, as a game sells one draw at a time (currentDraw: the
 * earliest OPEN one not closed). Read by `lottery_draws_open` (a game's few OPEN draws).
 */
const earlierOnSale = (d: "d" | "lottery_draws", now: Date) =>
  sql`exists (select 1 from lottery_draws p where p.game_id = ${sql.raw(d)}.game_id and p.status = 'OPEN'
    and p.draws_at < ${sql.raw(d)}.draws_at and p.closes_at > ${now.toISOString()}::timestamptz)`;

/** The SQL condition of a state at `now` on `lottery_draws` (LOTTERY_DRAW_STATES). */
function stateCondition(state: LotteryDrawState, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const open = sql`${lotteryDraws.status} = 'OPEN'`;
  switch (state) {
    case "SCHEDULED":
      return sql`${open} and ${lotteryDraws.closesAt} > ${at} and ${earlierOnSale("lottery_draws", now)}`;
    case "OPEN":
      return sql`${open} and ${lotteryDraws.closesAt} > ${at} and not ${earlierOnSale("lottery_draws", now)}`;
    case "CLOSED":
      return sql`${open} and ${lotteryDraws.closesAt} <= ${at}`;
    default:
      return sql`${lotteryDraws.status} = ${state}`;
  }
}

/**
 * A page of the brand's draws matching the filter, newest first, with their game and chain's
 * commitment, and how many match (up to COUNT_CAP). The brand's games are read first (a few
 * dozen at most) and each game's draws on their own from `lottery_draws_game_time`, then merged:
 * each query stops after a page of rows however long the game's history is.
 */
export async function pageDraws(db: Db, filter: DrawListFilter, request: CursorRequest) {
  const games = await db
    .select()
    .from(lotteryGames)
    .where(
      and(
        eq(lotteryGames.merchantId, filter.merchantId),
        filter.game !== undefined ? eq(lotteryGames.code, filter.game) : undefined,
        filter.official !== undefined ? eq(lotteryGames.official, filter.official) : undefined,
      ),
    );
  const byId = new Map(games.map((game) => [game.id, game]));
  const scope = {
    merchantId: filter.merchantId,
    game: filter.game ?? null,
    status: filter.state ?? null,
    official: filter.official ?? null,
    drawNo: filter.drawNo ?? null,
  };
  // SCHEDULED, OPEN and CLOSED are OPEN draws split by the clock: each game's still read from
  // `lottery_draws_game_status_time` in the list's order, then checked.
  const matching = (gameIds: number[]): SQL | undefined =>
    and(
      gameIds.length === 1 ? eq(lotteryDraws.gameId, gameIds[0]!) : inArray(lotteryDraws.gameId, gameIds),
      filter.state !== undefined ? stateCondition(filter.state, filter.now) : undefined,
      filter.drawNo !== undefined ? eq(lotteryDraws.drawNo, filter.drawNo) : undefined,
    );
  const page = await drawKeys.page(request, scope, async ({ direction, after, orderBy, limit }) => {
    const perGame = await Promise.all(
      games.map((game) =>
        db
          .select({ key: drawKeys.select, draw: lotteryDraws, commitment: lotteryChains.commitment })
          .from(lotteryDraws)
          .leftJoin(lotteryChains, eq(lotteryChains.id, lotteryDraws.chainId))
          .where(and(matching([game.id]), after))
          .orderBy(...orderBy)
          .limit(limit),
      ),
    );
    return drawKeys.merge(perGame, direction, limit);
  });
  const counted =
    games.length === 0
      ? { total: 0, totalCapped: false }
      : await cappedCount(
          db,
          db
            .select({ one: sql`1` })
            .from(lotteryDraws)
            .where(matching(games.map((game) => game.id)))
            .$dynamic(),
        );
  const drawIds = page.rows.map((row) => row.draw.id);
  const [figures, opens] = await Promise.all([ticketFigures(db, drawIds), opensOf(db, drawIds, filter.now)]);
  return {
    ...page,
    ...counted,
    rows: page.rows.map(({ draw, commitment }) => ({
      draw,
      commitment,
      game: byId.get(draw.gameId)!,
      opensAt: opens.get(draw.id)?.opensAt ?? null,
      scheduled: opens.get(draw.id)?.scheduled ?? false,
      figures: figures.get(draw.id) ?? { tickets: 0, stake: 0n, payout: 0n, refunded: 0n },
    })),
  };
}

/** A ticket sold in a draw: live, or refunded (voided, or its refund under way). */
const SOLD: LotteryTicketStatus[] = ["OPEN", "VOIDING", "VOIDED"];

/**
 * The tickets sold in the page's draws, by draw: live ones (OPEN: a settled draw's tickets stay
 * OPEN, its status says they are settled) and those voided or being voided (refunded: a void
 * draw's, or a bet voided on its own), not those cancelled by the member or refused. How many,
 * their stake, what they won (a losing ticket's null payout counts 0) and the stake refunded.
 * One grouped query, read by `lottery_tickets_draw_player`.
 */
async function ticketFigures(db: Db, drawIds: number[]) {
  const figures = new Map<number, { tickets: number; stake: bigint; payout: bigint; refunded: bigint }>();
  if (drawIds.length === 0) return figures;
  const rows = await db
    .select({
      drawId: lotteryTickets.drawId,
      tickets: sql<number>`count(*)::int`,
      stake: sql<string>`coalesce(sum(${lotteryTickets.cost}), 0)::text`,
      payout: sql<string>`coalesce(sum(${lotteryTickets.payout}) filter (where ${lotteryTickets.status} = 'OPEN'), 0)::text`,
      refunded: sql<string>`coalesce(sum(${lotteryTickets.cost}) filter (where ${lotteryTickets.status} <> 'OPEN'), 0)::text`,
    })
    .from(lotteryTickets)
    .where(and(inArray(lotteryTickets.drawId, drawIds), inArray(lotteryTickets.status, SOLD)))
    .groupBy(lotteryTickets.drawId);
  for (const row of rows)
    figures.set(Number(row.drawId), {
      tickets: Number(row.tickets),
      stake: BigInt(row.stake),
      payout: BigInt(row.payout),
      refunded: BigInt(row.refunded),
    });
  return figures;
}

/**
 * When each of the page's draws began taking tickets: its game's previous draw's close (the
 * draw taking tickets is the earliest one not closed; a void draw before it is passed over, as
 * sales pass over it), and whether an earlier draw of its game
 * still takes tickets at `now` (then it is SCHEDULED, if OPEN and not closed). One query, a step
 * back in `lottery_draws_game_time` and one in `lottery_draws_open` per draw.
 */
async function opensOf(db: Db, drawIds: number[], now: Date) {
  const opens = new Map<number, { opensAt: number | null; scheduled: boolean }>();
  if (drawIds.length === 0) return opens;
  const rows = await queryRows<{ id: string | number; opens_at: string | null; scheduled: boolean }>(
    db,
    sql`select d.id, (
        select (extract(epoch from p.closes_at) * 1000)::bigint::text from lottery_draws p
        where p.game_id = d.game_id and p.draws_at < d.draws_at and p.status <> 'VOID'
        order by p.draws_at desc limit 1) as opens_at,
        ${earlierOnSale("d", now)} as scheduled
      from lottery_draws d where d.id in (${sql.join(
        drawIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  for (const row of rows)
    opens.set(Number(row.id), {
      opensAt: row.opens_at === null ? null : Number(row.opens_at),
      scheduled: row.scheduled === true || String(row.scheduled) === "t",
    });
  return opens;
}

/**
 * Sets a game's own settings and, in the same transaction (the game's row locked, as the sweep
 * locks it to make draws: scheduleDraws), moves the close of its draws already made to the new
 * close time. The rule, by the database's clock at the change (`clock_timestamp()`: a sale
 * checks `closes_at` against the database's clock too):
 * - only OPEN draws that have not closed under the old close (`closes_at > now`) and would not
 *   have closed under the new one (`draws_at - new > now`) move, to `draws_at - new`;
 * - a draw that has closed stays closed: a shorter close time never opens it again (its sales
 *   ended, players were told so, a void of it may need two operators already);
 * - a draw still selling whose new close would already be past keeps its old close: it is never
 *   closed retroactively, which would leave a ticket being bought at this moment (its sale
 *   checked the draw open a moment ago, its bet on its way) sold in a draw recorded as closed
 *   before it, and the players who were counting down to its close cut short. It closes when it
 *   was going to; the draws after it close by the new rule (still after it: a close time is
 *   under the interval, so a draw's new close is after the draw before it is drawn).
 * A sale takes the draw's row for share: the move waits for the sales under way, and a sale
 * after it sees the new close. The chase plans of the game whose last draw moved keep their
 * `last_closes_at` (the bound of the stop job's read) equal to that draw's close.
 */
export async function saveGameSettings(
  db: Db,
  merchantId: number,
  code: string,
  settings: { enabled: boolean; closeBeforeSec: number },
): Promise<{ game: LotteryGame; moved: number } | undefined> {
  return db.transaction(async (tx) => {
    const game = await updateGameSettings(tx, merchantId, code, settings);
    if (!game) return undefined;
    const close = sql`${lotteryDraws.drawsAt} - make_interval(secs => ${settings.closeBeforeSec})`;
    const [moved] = await queryRows<{ moved: number }>(
      tx,
      sql`with moved as (
          select ${lotteryDraws.id} as id, ${lotteryDraws.closesAt} as old_close, ${close} as new_close
          from ${lotteryDraws}
          where ${lotteryDraws.gameId} = ${game.id} and ${lotteryDraws.status} = 'OPEN'
            and ${lotteryDraws.closesAt} > clock_timestamp() and ${close} > clock_timestamp()
            and ${lotteryDraws.closesAt} <> ${close}
          for update
        ), draws as (
          update lottery_draws d set closes_at = m.new_close from moved m
          where d.id = m.id
          returning d.id, m.old_close, m.new_close
        ), plans as (
          update lottery_chase_plans p set last_closes_at = m.new_close from draws m
          where p.game_id = ${game.id} and p.last_closes_at = m.old_close
          returning 1
        )
        select (select count(*) from draws)::int as moved, (select count(*) from plans)::int as plans`,
    );
    return { game, moved: moved?.moved ?? 0 };
  });
}
