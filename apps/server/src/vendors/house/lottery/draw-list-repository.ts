import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../db/client";
import { cappedCount, Keyset, type CursorRequest } from "../../../db/keyset";
import {
  lotteryChains,
  lotteryDraws,
  lotteryGames,
  lotteryTickets,
  type LotteryDrawStatus,
  type LotteryTicketStatus,
} from "./schema";

// The back office's list of a brand's draws (Games > Lottery draws): its SQL.

/** The list's order: newest draw time first, ties (draws of two games at one instant) by id. */
const drawKeys = new Keyset("lotteryDraws", [
  { column: lotteryDraws.drawsAt, kind: "time" },
  { column: lotteryDraws.id, kind: "int" },
]);

export interface DrawListFilter {
  merchantId: number;
  game?: string | undefined;
  status?: LotteryDrawStatus | undefined;
  official?: boolean | undefined;
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
    status: filter.status ?? null,
    official: filter.official ?? null,
  };
  const matching = (gameIds: number[]): SQL | undefined =>
    and(
      gameIds.length === 1 ? eq(lotteryDraws.gameId, gameIds[0]!) : inArray(lotteryDraws.gameId, gameIds),
      filter.status !== undefined ? eq(lotteryDraws.status, filter.status) : undefined,
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
  const [figures, opens] = await Promise.all([ticketFigures(db, drawIds), opensOf(db, drawIds)]);
  return {
    ...page,
    ...counted,
    rows: page.rows.map(({ draw, commitment }) => ({
      draw,
      commitment,
      game: byId.get(draw.gameId)!,
      opensAt: opens.get(draw.id) ?? null,
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
 * draw taking tickets is the earliest one not closed). One query, a step back in
 * `lottery_draws_game_time` per draw.
 */
async function opensOf(db: Db, drawIds: number[]) {
  const opens = new Map<number, number>();
  if (drawIds.length === 0) return opens;
  const rows = await queryRows<{ id: string | number; opens_at: string | null }>(
    db,
    sql`select d.id, (
        select (extract(epoch from p.closes_at) * 1000)::bigint::text from lottery_draws p
        where p.game_id = d.game_id and p.draws_at < d.draws_at
        order by p.draws_at desc limit 1) as opens_at
      from lottery_draws d where d.id in (${sql.join(
        drawIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  for (const row of rows) if (row.opens_at !== null) opens.set(Number(row.id), Number(row.opens_at));
  return opens;
}
