import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { ODDS_SCALE } from "@portal/contract/lottery/engine";
import { pgError, queryRows, type Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { inTextList } from "../../../db/in-list";
import {
  lotteryDrawPayouts,
  lotteryPayoutRefusals,
  lotteryDraws,
  lotteryExposure,
  lotteryGames,
  lotteryLines,
  lotteryTickets,
  lotteryWins,
  type LotteryTicketStatus,
} from "./schema";

// The house lottery's tickets: sold, cancelled, voided and paid (decision 0035). SQL only here.

export type LotteryTicket = typeof lotteryTickets.$inferSelect;
/** What a graded draw owes one player (lottery_draw_payouts). */
export type LotteryPayout = typeof lotteryDrawPayouts.$inferSelect;

/** A line as it is sold: its key, its odds per tier, and what the house owes if it wins once at its best tier. */
export interface SoldLine {
  key: string;
  odds: readonly number[];
  liability: bigint;
}

/** What a ticket must stay within (the play's settings, decision 0035). */
export interface TicketLimits {
  /** The most the house may owe on one key of one draw. */
  exposureLimit: bigint;
  /** The most one player may stake on the play in one draw, all tickets together. */
  maxDrawStake: bigint;
}

/** How many of an EXPOSURE_LIMIT refusal's keys it names (`value.keys`). */
export const EXPOSURE_KEYS_SHOWN = 10;

/** A slip's selection already placed under the slip's requestId (by a request sent at the same time). */
export class AlreadyPlaced extends Error {
  constructor() {
    super("this selection of the slip is already placed");
  }
}

/** The statuses of a ticket that holds or held its stake: a slip sent again does not place its selection again. */
export const PLACED: LotteryTicketStatus[] = ["PENDING", "OPEN", "CANCELLING", "CANCELLED"];

/** Tickets with their draw and game (what a ticket's view needs), to be narrowed by the caller. */
/**
 * The ticket (`ticket`: its id in SQL) has a line that hit a tier paying more than the stake back:
 * it won a prize. A tie's refund (和局退本: a REFUND tier, or PK10's sum of 11, at 1x) gives the
 * stake back and wins nothing. Read through the ticket's lines and its draw's winning keys.
 */
export const paidAPrize = (ticket: SQL) => sql`exists (select 1 from ${lotteryLines} l
  join ${lotteryWins} x on x.draw_id = l.draw_id and x.play = l.play and x.key = l.key
  where l.ticket_id = ${ticket} and coalesce(l.odds[x.tier + 1], 0) > ${ODDS_SCALE}::int)`;

function ticketsWithDraws(db: Db) {
  return db
    .select({
      ticket: lotteryTickets,
      draw: lotteryDraws,
      gameCode: lotteryGames.code,
      // Only a paid ticket is looked into: the rest won nothing.
      prize: sql<boolean>`(${lotteryTickets.payout} > 0 and ${paidAPrize(sql`${lotteryTickets.id}`)})`,
    })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .$dynamic();
}

/**
 * A ticket and its lines, written PENDING (its bet call comes next), while its draw takes
 * tickets: OPEN and not yet closed by the database's clock, checked under a share lock on the
 * draw's row, which drawing takes for update, so no ticket joins a drawn draw. In the
 * same transaction the player's stake on the play in the draw stays within `maxDrawStake` (under
 * a lock per draw, player and play, so two tickets at once cannot both slip under it) and each
 * key's liability within `exposureLimit` (EXPOSURE_LIMIT otherwise: nothing is written).
 */
export async function insertTicket(
  db: Db,
  ticket: Omit<typeof lotteryTickets.$inferInsert, "gameId">,
  lines: readonly SoldLine[],
  tiers: number,
  limits: TicketLimits,
): Promise<LotteryTicket> {
  if (lines.length === 0 || lines.some((line) => line.odds.length !== tiers))
    throw new RangeError("a ticket has lines, each with one odds per tier of its play");
  return db.transaction(async (tx) => {
    const [draw] = await tx
      .select({
        gameId: lotteryDraws.gameId,
        open: sql<boolean>`${lotteryDraws.status} = 'OPEN' and ${lotteryDraws.closesAt} > now()`,
      })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, ticket.drawId))
      .for("share");
    if (!draw?.open) throw new AppError("NO_OPEN_DRAW", "The draw no longer takes tickets");

    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`lottery-stake:${ticket.drawId}:${ticket.playerId}:${ticket.play}`}))`,
    );
    // The same slip sent twice: the other request placed this selection (its stake is not counted
    // against the limits a second time). Under the lock above, which it took for the same play.
    if (ticket.requestId) {
      const [placed] = await tx
        .select({ id: lotteryTickets.id })
        .from(lotteryTickets)
        .where(
          and(
            eq(lotteryTickets.merchantId, ticket.merchantId),
            eq(lotteryTickets.playerId, ticket.playerId),
            eq(lotteryTickets.requestId, ticket.requestId),
            eq(lotteryTickets.requestIndex, ticket.requestIndex!),
            inArray(lotteryTickets.status, PLACED),
          ),
        );
      if (placed) throw new AlreadyPlaced();
    }
    const [staked] = await queryRows<{ total: string }>(
      tx as unknown as Db,
      sql`select coalesce(sum(cost), 0)::text as total from ${lotteryTickets}
        where draw_id = ${ticket.drawId} and player_id = ${ticket.playerId} and play = ${ticket.play}
          and status in ('PENDING', 'OPEN')`,
    );
    // The ticket's cost (a lô point's stake × 27 in the north) counts against the limit, with the
    // player's tickets already on the play in the draw: refused whole, even as the first ticket.
    if (BigInt(staked!.total) + ticket.cost > limits.maxDrawStake)
      throw new AppError(
        "DRAW_STAKE_LIMIT",
        "This ticket would take your stake on this play in this draw past its limit",
      );

    // Each key's liability grows only while it stays within the limit; a key refused returns no row.
    // Rows taken in key order (the statement's `order by`): two tickets on the same keys lock
    // them in the same order, so they queue instead of deadlocking.
    const exposure = lines.map((line) => ({ key: line.key, liability: String(line.liability) }));
    const taken = await queryRows<{ key: string }>(
      tx as unknown as Db,
      sql`insert into ${lotteryExposure} as x (draw_id, play, key, liability)
        select ${ticket.drawId}, ${ticket.play}, v.key, v.liability
        from jsonb_to_recordset(${JSON.stringify(exposure)}::jsonb) as v(key text, liability bigint)
        where v.liability <= ${String(limits.exposureLimit)}::bigint
        order by v.key
        on conflict (draw_id, play, key) do update set liability = x.liability + excluded.liability
          where x.liability + excluded.liability <= ${String(limits.exposureLimit)}::bigint
        returning key`,
    );
    if (taken.length !== lines.length) {
      const full = lines.map((l) => l.key).filter((key) => !taken.some((t) => t.key === key));
      // The refused keys (at most 10), which the bet page names ("Number 27 has reached...").
      throw new AppError("EXPOSURE_LIMIT", "The house takes no more on this number in this draw", undefined, {
        keys: full.slice(0, EXPOSURE_KEYS_SHOWN),
      });
    }

    const [row] = await tx
      .insert(lotteryTickets)
      .values({ ...ticket, gameId: draw.gameId, status: "PENDING" })
      .returning()
      .catch((error: unknown) => {
        // The same slip sent twice at once: the other request placed this selection.
        const { code, constraint } = pgError(error);
        if (code === "23505" && (constraint === undefined || constraint === "lottery_tickets_request"))
          throw new AlreadyPlaced();
        throw error;
      });
    await tx.insert(lotteryLines).values(
      lines.map((line) => ({
        ticketId: row!.id,
        drawId: row!.drawId,
        play: row!.play,
        key: line.key,
        unitStake: row!.unitStake,
        odds: [...line.odds],
        liability: line.liability,
      })),
    );
    return row!;
  });
}

/**
 * A slip's tickets placed under its requestId (holding or having held their stake), in the slip's
 * order, with their draw and game: read through the unique index that keeps them one a selection.
 */
export function requestTickets(db: Db, merchantId: number, playerId: string, requestId: string) {
  return ticketsWithDraws(db)
    .where(
      and(
        eq(lotteryTickets.merchantId, merchantId),
        eq(lotteryTickets.playerId, playerId),
        eq(lotteryTickets.requestId, requestId),
        inArray(lotteryTickets.status, PLACED),
      ),
    )
    .orderBy(asc(lotteryTickets.requestIndex));
}

/**
 * Moves a ticket from one status to another, once: false when it was no longer in `from`. A
 * ticket leaving for CANCELLED, VOIDED or REFUSED gives its lines' liability back in the same
 * transaction (it no longer risks anything).
 */
export async function moveTicket(
  db: Db,
  ticketId: number,
  from: LotteryTicketStatus | readonly LotteryTicketStatus[],
  to: LotteryTicketStatus,
): Promise<boolean> {
  const froms = typeof from === "string" ? [from] : [...from];
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(lotteryTickets)
      .set({ status: to })
      .where(and(eq(lotteryTickets.id, ticketId), inArray(lotteryTickets.status, froms)))
      .returning({ drawId: lotteryTickets.drawId, play: lotteryTickets.play, unitStake: lotteryTickets.unitStake });
    if (moved.length === 0) return false;
    if (to === "CANCELLED" || to === "VOIDED" || to === "REFUSED") {
      await tx.execute(sql`
        update ${lotteryExposure} x set liability = x.liability - l.liability
        from (
          -- What the line reserved; one hit at its best odds for a line sold before it was kept.
          select key, coalesce(liability,
            ceil(unit_stake::numeric * (select max(o) from unnest(odds) o) / 10000)::bigint) as liability
          from ${lotteryLines} where ticket_id = ${ticketId}
        ) l
        where x.draw_id = ${moved[0]!.drawId} and x.play = ${moved[0]!.play} and x.key = l.key`);
    }
    return true;
  });
}

/**
 * Claims a member's OPEN ticket for cancelling (CANCELLING) while its draw still takes tickets,
 * under the draw's share lock as a sale takes it: false when it is not the player's, not OPEN or
 * its draw has closed.
 */
export async function claimCancel(db: Db, ticketId: number, merchantId: number, playerId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ drawId: lotteryTickets.drawId })
      .from(lotteryTickets)
      .where(
        and(
          eq(lotteryTickets.id, ticketId),
          eq(lotteryTickets.merchantId, merchantId),
          eq(lotteryTickets.playerId, playerId),
        ),
      );
    if (!ticket) return false;
    const [draw] = await tx
      .select({
        gameId: lotteryDraws.gameId,
        open: sql<boolean>`${lotteryDraws.status} = 'OPEN' and ${lotteryDraws.closesAt} > now()`,
      })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.id, ticket.drawId))
      .for("share");
    if (!draw?.open) return false;
    const claimed = await tx
      .update(lotteryTickets)
      .set({ status: "CANCELLING" })
      .where(and(eq(lotteryTickets.id, ticketId), eq(lotteryTickets.status, "OPEN")))
      .returning({ id: lotteryTickets.id });
    return claimed.length === 1;
  });
}

export async function ticketById(db: Db, ticketId: number): Promise<LotteryTicket | undefined> {
  const [row] = await db.select().from(lotteryTickets).where(eq(lotteryTickets.id, ticketId));
  return row;
}

/** A draw's tickets whose call is still on its way (PENDING, CANCELLING, VOIDING). */
export function unfinishedTickets(db: Db, drawId: number): Promise<LotteryTicket[]> {
  return db
    .select()
    .from(lotteryTickets)
    .where(
      and(eq(lotteryTickets.drawId, drawId), inArray(lotteryTickets.status, ["PENDING", "CANCELLING", "VOIDING"])),
    );
}

/** A void draw's tickets still holding a stake or on their way back (to refund), a page at a time. */
export function liveTickets(db: Db, drawId: number, limit: number): Promise<LotteryTicket[]> {
  return db
    .select()
    .from(lotteryTickets)
    .where(
      and(
        eq(lotteryTickets.drawId, drawId),
        inArray(lotteryTickets.status, ["PENDING", "OPEN", "VOIDING", "CANCELLING"]),
      ),
    )
    .orderBy(asc(lotteryTickets.id))
    .limit(limit);
}

/** Drawn draws not yet settled and void draws not yet refunded, of a brand, oldest first. */
export function drawsToSettle(db: Db, merchantId: number, limit: number) {
  return db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(
      and(
        eq(lotteryGames.merchantId, merchantId),
        sql`(${lotteryDraws.status} = 'DRAWN' or (${lotteryDraws.status} = 'VOID' and ${lotteryDraws.settledAt} is null))`,
      ),
    )
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(limit);
}

/**
 * A page of a draw's payouts not yet paid, in key order: those after `after` (the page before,
 * or how far the draw is paid). A walk of the primary key's index, whatever the draw's size.
 */
export function unpaidPayouts(db: Db, drawId: number, after: string | null, limit: number) {
  return db
    .select()
    .from(lotteryDrawPayouts)
    .where(
      and(eq(lotteryDrawPayouts.drawId, drawId), after === null ? undefined : gt(lotteryDrawPayouts.playerId, after)),
    )
    .orderBy(asc(lotteryDrawPayouts.playerId))
    .limit(limit);
}

/** How far a draw's payouts are paid (null: none yet). */
export async function paidThrough(db: Db, drawId: number): Promise<string | null> {
  const [row] = await db
    .select({ paidThrough: lotteryDraws.paidThrough })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, drawId));
  return row?.paidThrough ?? null;
}

/**
 * Every payout up to the player `through` (in key order) is paid: the draw's mark moves on, never
 * back (two runs paying side by side may report their pages in either order).
 */
export async function markPaidThrough(db: Db, drawId: number, through: string): Promise<void> {
  await db
    .update(lotteryDraws)
    .set({ paidThrough: through })
    .where(
      and(eq(lotteryDraws.id, drawId), or(isNull(lotteryDraws.paidThrough), lt(lotteryDraws.paidThrough, through))),
    );
}

/** Payouts the platform refused: kept aside, to be sent again first on each run. */
export async function recordRefusals(db: Db, drawId: number, playerIds: readonly string[]): Promise<void> {
  if (playerIds.length === 0) return;
  await db
    .insert(lotteryPayoutRefusals)
    .values(playerIds.map((playerId) => ({ drawId, playerId })))
    .onConflictDoNothing();
}

/** Refused payouts now answered OK. */
export async function clearRefusals(db: Db, drawId: number, playerIds: readonly string[]): Promise<void> {
  if (playerIds.length === 0) return;
  await db
    .delete(lotteryPayoutRefusals)
    .where(and(eq(lotteryPayoutRefusals.drawId, drawId), inTextList(lotteryPayoutRefusals.playerId, playerIds)));
}

/** A page of a draw's refused payouts, in key order after `after`. */
export function refusedPayouts(db: Db, drawId: number, after: string | null, limit: number) {
  return db
    .select({ payout: lotteryDrawPayouts })
    .from(lotteryPayoutRefusals)
    .innerJoin(
      lotteryDrawPayouts,
      and(
        eq(lotteryDrawPayouts.drawId, lotteryPayoutRefusals.drawId),
        eq(lotteryDrawPayouts.playerId, lotteryPayoutRefusals.playerId),
      ),
    )
    .where(
      and(
        eq(lotteryPayoutRefusals.drawId, drawId),
        after === null ? undefined : gt(lotteryPayoutRefusals.playerId, after),
      ),
    )
    .orderBy(asc(lotteryPayoutRefusals.playerId))
    .limit(limit)
    .then((rows) => rows.map((row) => row.payout));
}

/**
 * A drawn draw whose payouts are all paid and whose tickets' calls have all arrived becomes
 * SETTLED; a void one with no ticket left holding a stake is marked refunded. Once. A ticket
 * still PENDING, CANCELLING or VOIDING (its call lost, another run's rollback on its way) keeps
 * the draw open to settlement, so it is finished on a later run, never left behind.
 */
export async function markSettled(db: Db, drawId: number): Promise<boolean> {
  const rows = await db
    .update(lotteryDraws)
    .set({
      status: sql`case when ${lotteryDraws.status} = 'DRAWN' then 'SETTLED' else ${lotteryDraws.status} end`,
      settledAt: sql`now()`,
    })
    .where(
      and(
        eq(lotteryDraws.id, drawId),
        sql`${lotteryDraws.status} in ('DRAWN', 'VOID')`,
        isNull(lotteryDraws.settledAt),
        sql`not exists (select 1 from ${lotteryDrawPayouts} p where p.draw_id = ${drawId}
          and (${lotteryDraws.paidThrough} is null or p.player_id > ${lotteryDraws.paidThrough}))`,
        sql`not exists (select 1 from ${lotteryPayoutRefusals} r where r.draw_id = ${drawId})`,
        sql`not exists (select 1 from ${lotteryTickets} t where t.draw_id = ${drawId}
          and (t.status in ('PENDING', 'CANCELLING', 'VOIDING')
            or (t.status = 'OPEN' and ${lotteryDraws.status} = 'VOID')))`,
      ),
    )
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

/** A page of a player's list, newest first: before the id `before`, of one game or of all. */
export interface PlayerPage {
  game?: string | undefined;
  before?: number | undefined;
  limit: number;
}

/** A player's tickets, newest first, with their draw and game: the bet page's "my tickets". */
export function playerTickets(db: Db, merchantId: number, playerId: string, { game, before, limit }: PlayerPage) {
  return ticketsWithDraws(db)
    .where(
      and(
        eq(lotteryTickets.merchantId, merchantId),
        eq(lotteryTickets.playerId, playerId),
        before === undefined ? undefined : lt(lotteryTickets.id, before),
        // The game's id looked up once (not its code per row): the list reads its own index.
        game === undefined
          ? undefined
          : eq(
              lotteryTickets.gameId,
              sql`(select ${lotteryGames.id} from ${lotteryGames} where ${lotteryGames.merchantId} = ${merchantId} and ${lotteryGames.code} = ${game})`,
            ),
        inArray(lotteryTickets.status, ["PENDING", "OPEN", "CANCELLING", "CANCELLED", "VOIDING", "VOIDED"]),
      ),
    )
    .orderBy(desc(lotteryTickets.id))
    .limit(limit);
}
