import { and, asc, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { lotteryDraws, lotteryGames } from "./schema";

// The SQL of official draws (decision 0036): results typed in by one operator, confirmed by
// another; and of the voids of draws not drawn yet, official or fast.

/** Who acted: the platform's operator id, and the name shown with the result. */
export interface Actor {
  id: number;
  name: string;
}

/** An official game's draw by its number, with its game. */
export function officialDraw(db: Db, merchantId: number, code: string, drawNo: string) {
  return brandDraw(db, merchantId, code, drawNo, true);
}

/** A draw of one of the brand's games (official or fast; only an official one when `officialOnly`), with its game. */
export async function brandDraw(db: Db, merchantId: number, code: string, drawNo: string, officialOnly = false) {
  const [row] = await db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(
      and(
        eq(lotteryGames.merchantId, merchantId),
        eq(lotteryGames.code, code),
        officialOnly ? eq(lotteryGames.official, true) : undefined,
        eq(lotteryDraws.drawNo, drawNo),
      ),
    );
  return row;
}

/** The brand's official draws whose time has come and that are still OPEN (no confirmed result), oldest first. */
export function awaitingOfficialDraws(db: Db, merchantId: number, now: Date, limit: number) {
  return db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(
      and(
        eq(lotteryGames.merchantId, merchantId),
        eq(lotteryGames.official, true),
        eq(lotteryDraws.status, "OPEN"),
        lte(lotteryDraws.drawsAt, now),
      ),
    )
    .orderBy(asc(lotteryDraws.drawsAt), asc(lotteryGames.id))
    .limit(limit);
}

/**
 * Writes (or replaces) the first entry of a draw that has taken place and is not confirmed;
 * false when it no longer is one.
 */
export async function saveEntry(db: Db, drawId: number, result: unknown, by: Actor, at: Date): Promise<boolean> {
  const rows = await db
    .update(lotteryDraws)
    .set({ enteredResult: result, enteredBy: by.id, enteredByName: by.name, enteredAt: at })
    .where(
      and(
        eq(lotteryDraws.id, drawId),
        eq(lotteryDraws.status, "OPEN"),
        lte(lotteryDraws.drawsAt, at),
        isNull(lotteryDraws.confirmedBy),
      ),
    )
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

/**
 * Confirms the entry made by `enteredBy` holding exactly `result`, by another operator: the draw
 * becomes DRAWN with that result. One conditional statement, so an entry replaced meanwhile, a
 * second confirmation or a void all make it do nothing (false).
 */
export async function saveConfirmation(
  db: Db,
  drawId: number,
  enteredBy: number,
  result: unknown,
  by: Actor,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(lotteryDraws)
    .set({
      status: "DRAWN",
      result: sql`${lotteryDraws.enteredResult}`,
      confirmedBy: by.id,
      confirmedByName: by.name,
      confirmedAt: at,
      drawnAt: at,
    })
    .where(
      and(
        eq(lotteryDraws.id, drawId),
        eq(lotteryDraws.status, "OPEN"),
        eq(lotteryDraws.enteredBy, enteredBy),
        ne(lotteryDraws.enteredBy, by.id),
        sql`${lotteryDraws.enteredResult} = ${JSON.stringify(result)}::jsonb`,
      ),
    )
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

/**
 * Voids a draw still taking tickets (no result can be known), by one operator; false when it no
 * longer can be. The void and a fast draw's drawing (markDrawn) both ask for an OPEN draw, so
 * whichever comes first wins and a drawn draw is never voided. A void fast draw's element is not
 * written here: it is revealed by the sweep once its time has come (service.ts, drawDue).
 */
export async function voidBeforeClose(db: Db, drawId: number, reason: string, by: Actor, at: Date): Promise<boolean> {
  const rows = await db
    .update(lotteryDraws)
    .set({ status: "VOID", voidReason: reason, voidedBy: by.id, voidedByName: by.name, drawnAt: at })
    .where(
      and(
        eq(lotteryDraws.id, drawId),
        eq(lotteryDraws.status, "OPEN"),
        gt(lotteryDraws.closesAt, at),
        // The sales' clock: a draw the database has closed takes no one-operator void.
        gt(lotteryDraws.closesAt, sql`clock_timestamp()`),
      ),
    )
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

/** A fast draw is voided only before its time, by the database's clock (its result is fixed by then). */
const beforeItsTime = (fast: boolean) => (fast ? gt(lotteryDraws.drawsAt, sql`clock_timestamp()`) : undefined);

/** Asks for a draw whose sales have closed to be voided (a second operator confirms it); false when it is no longer OPEN. */
export async function saveVoidRequest(
  db: Db,
  drawId: number,
  reason: string,
  by: Actor,
  at: Date,
  fast: boolean,
): Promise<boolean> {
  const rows = await db
    .update(lotteryDraws)
    .set({ voidReason: reason, voidRequestedBy: by.id, voidRequestedByName: by.name, voidRequestedAt: at })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, "OPEN"), beforeItsTime(fast)))
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

/**
 * Voids a draw whose void `requestedBy` asked for, by another operator: one conditional
 * statement, so a confirmed result, a new request or a second void make it do nothing (false).
 */
export async function confirmVoid(
  db: Db,
  drawId: number,
  requestedBy: number,
  by: Actor,
  at: Date,
  fast: boolean,
): Promise<boolean> {
  const rows = await db
    .update(lotteryDraws)
    .set({ status: "VOID", voidedBy: by.id, voidedByName: by.name, drawnAt: at })
    .where(
      and(
        eq(lotteryDraws.id, drawId),
        eq(lotteryDraws.status, "OPEN"),
        eq(lotteryDraws.voidRequestedBy, requestedBy),
        ne(lotteryDraws.voidRequestedBy, by.id),
        beforeItsTime(fast),
      ),
    )
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}
