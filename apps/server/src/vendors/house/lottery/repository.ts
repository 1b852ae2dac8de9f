import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../db/client";
import { isDrawInterval } from "./schedule";
import { lotteryChains, lotteryDrawPayouts, lotteryDraws, lotteryGames, lotteryPlaySettings } from "./schema";

// The house lottery's SQL, on its own tables only.

export type LotteryGame = typeof lotteryGames.$inferSelect;
export type LotteryChain = typeof lotteryChains.$inferSelect;
export type LotteryDraw = typeof lotteryDraws.$inferSelect;
export type LotteryPlaySettingsRow = typeof lotteryPlaySettings.$inferSelect;

/** A draw to be made: its time, number and close, before it takes a chain index. */
export interface PlannedDraw {
  drawsAt: Date;
  closesAt: Date;
  drawNo: string;
}

/** Every game of the brand, enabled or not (a disabled one still draws the draws it made). */
export function allGames(db: Db, merchantId: number): Promise<LotteryGame[]> {
  return db.select().from(lotteryGames).where(eq(lotteryGames.merchantId, merchantId)).orderBy(asc(lotteryGames.id));
}

/** Sets a game's own settings: the game as saved, or undefined when the brand has no such game. */
export async function updateGameSettings(
  db: Db,
  merchantId: number,
  code: string,
  settings: { enabled: boolean; closeBeforeSec: number },
): Promise<LotteryGame | undefined> {
  const [row] = await db
    .update(lotteryGames)
    .set(settings)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, code)))
    .returning();
  return row;
}

export function enabledGames(db: Db, merchantId: number): Promise<LotteryGame[]> {
  return db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.enabled, true)))
    .orderBy(asc(lotteryGames.id));
}

export async function gameByCode(db: Db, merchantId: number, code: string): Promise<LotteryGame | undefined> {
  const [row] = await db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, code)));
  return row;
}

/**
 * Adds a game unless the brand has one of that code (seeding is idempotent). Its interval must
 * divide the day and it must close before it draws (the table's checks say so too).
 */
export async function addGame(db: Db, game: typeof lotteryGames.$inferInsert): Promise<void> {
  if (!isDrawInterval(game.intervalSec) || game.closeBeforeSec < 0 || game.closeBeforeSec >= game.intervalSec)
    throw new RangeError(`lottery game ${game.code}: an interval dividing the day, closing before it draws`);
  if (game.official && (game.intervalSec !== 86_400 || !(game.weekdays! >= 1 && game.weekdays! <= 127)))
    throw new RangeError(`lottery game ${game.code}: an official game draws daily on some weekdays`);
  await db.insert(lotteryGames).values(game).onConflictDoNothing();
}

/**
 * Makes the planned draws that are later than the game's last one, each taking the next index
 * of the game's newest chain; a chain with no index left is followed by a new one from
 * `newChain` (about 10 ms of hashing, once a week for a one-minute game). The game's row is
 * locked for the transaction, so two runners scheduling at once make each draw once. Each draw
 * closes by the game's close time as read under that lock, not as its caller read the game: an
 * operator's new close time (draw-list.ts, which moves the draws already made under the same
 * lock) is never undone by a sweep that read the game just before it.
 */
export async function scheduleDraws(
  db: Db,
  gameId: number,
  planned: readonly PlannedDraw[],
  /** Null for an official game: its draws take no chain. */
  newChain: (() => { seed: string; commitment: string; length: number }) | null,
): Promise<number> {
  if (planned.length === 0) return 0;
  return db.transaction(async (tx) => {
    const [game] = await tx
      .select({ closeBeforeSec: lotteryGames.closeBeforeSec })
      .from(lotteryGames)
      .where(eq(lotteryGames.id, gameId))
      .for("update");
    const [last] = await tx
      .select({ drawsAt: lotteryDraws.drawsAt })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.gameId, gameId))
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(1);
    const due = planned
      .filter((draw) => !last || draw.drawsAt > last.drawsAt)
      .map((draw) => ({ ...draw, closesAt: new Date(draw.drawsAt.getTime() - game!.closeBeforeSec * 1000) }));
    if (!newChain) {
      if (due.length > 0) await tx.insert(lotteryDraws).values(due.map((draw) => ({ gameId, ...draw })));
      return due.length;
    }
    let [chain] = await tx
      .select()
      .from(lotteryChains)
      .where(eq(lotteryChains.gameId, gameId))
      .orderBy(desc(lotteryChains.id))
      .limit(1);
    for (const draw of due) {
      if (!chain || chain.used >= chain.length) {
        // The full chain keeps its count (written below for the chain in use at the end).
        if (chain) await tx.update(lotteryChains).set({ used: chain.used }).where(eq(lotteryChains.id, chain.id));
        [chain] = await tx
          .insert(lotteryChains)
          .values({ gameId, ...newChain() })
          .returning();
      }
      const current: LotteryChain = chain!;
      const index = current.used + 1;
      await tx.insert(lotteryDraws).values({ gameId, chainId: current.id, chainIndex: index, ...draw });
      chain = { ...current, used: index };
    }
    if (chain && due.length > 0)
      await tx.update(lotteryChains).set({ used: chain.used }).where(eq(lotteryChains.id, chain.id));
    return due.length;
  });
}

/** The game's last draw time (null: none yet). */
export async function lastDrawTime(db: Db, gameId: number): Promise<Date | null> {
  const [row] = await db
    .select({ drawsAt: lotteryDraws.drawsAt })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.gameId, gameId))
    .orderBy(desc(lotteryDraws.drawsAt))
    .limit(1);
  return row?.drawsAt ?? null;
}

/** A game's OPEN draws from `from` on (inclusive), oldest first, at most `limit`: a chase plan's draws. */
export function openDrawsFrom(db: Db, gameId: number, from: Date, limit: number): Promise<LotteryDraw[]> {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.status, "OPEN"), gte(lotteryDraws.drawsAt, from)))
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(limit);
}

/** A game's OPEN draws whose time has come, oldest first, with their chain. */
export function dueDraws(db: Db, gameId: number, now: Date, limit: number) {
  return db
    .select({ draw: lotteryDraws, chain: lotteryChains })
    .from(lotteryDraws)
    .innerJoin(lotteryChains, eq(lotteryChains.id, lotteryDraws.chainId))
    .where(and(eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.status, "OPEN"), lte(lotteryDraws.drawsAt, now)))
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(limit);
}

/** Records a draw's element and result, once: false when it was no longer OPEN. */
export async function markDrawn(db: Db, drawId: number, element: string, result: unknown, at: Date): Promise<boolean> {
  const rows = await db
    .update(lotteryDraws)
    .set({ status: "DRAWN", element, result, drawnAt: at })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, "OPEN")))
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

/**
 * A game's void fast draws whose time has come and whose element is not revealed yet (voided by
 * operators before they were drawn), oldest first, with their chain: the sweep reveals each in
 * its turn (drawDue), however long ago its time was (a game whose sweep was down catches up).
 * Read by the partial index `lottery_draws_to_reveal`, which holds only those not revealed yet.
 */
export function voidDrawsToReveal(db: Db, gameId: number, now: Date, limit: number) {
  return db
    .select({ draw: lotteryDraws, chain: lotteryChains })
    .from(lotteryDraws)
    .innerJoin(lotteryChains, eq(lotteryChains.id, lotteryDraws.chainId))
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        eq(lotteryDraws.status, "VOID"),
        lte(lotteryDraws.drawsAt, now),
        isNull(lotteryDraws.element),
        isNotNull(lotteryDraws.chainId),
      ),
    )
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(limit);
}

/** Writes a void draw's element, once: false when it was revealed already. */
export async function revealVoidElement(db: Db, drawId: number, element: string): Promise<boolean> {
  const rows = await db
    .update(lotteryDraws)
    .set({ element })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, "VOID"), isNull(lotteryDraws.element)))
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

/** Voids an OPEN draw (its element revealed all the same, so anyone can see why), once. */
export async function markVoid(db: Db, drawId: number, element: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(lotteryDraws)
    .set({ status: "VOID", element, drawnAt: at })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, "OPEN")))
    .returning({ id: lotteryDraws.id });
  return rows.length === 1;
}

/** The draw taking tickets at `now` (the earliest OPEN one not yet closed), if any. */
export async function currentDraw(db: Db, gameId: number, now: Date) {
  const [row] = await db
    .select({ draw: lotteryDraws, commitment: lotteryChains.commitment })
    .from(lotteryDraws)
    .leftJoin(lotteryChains, eq(lotteryChains.id, lotteryDraws.chainId))
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        eq(lotteryDraws.status, "OPEN"),
        gt(lotteryDraws.closesAt, now),
        // Implied (a draw closes before its time), and it bounds the index scan.
        gt(lotteryDraws.drawsAt, now),
      ),
    )
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(1);
  return row;
}

/** A game's made draws (drawn, settled or void) before `before`, newest first, with their chain's commitment (null: official). */
export function recentResults(db: Db, gameId: number, before: Date, limit: number) {
  return db
    .select({ draw: lotteryDraws, commitment: lotteryChains.commitment })
    .from(lotteryDraws)
    .leftJoin(lotteryChains, eq(lotteryChains.id, lotteryDraws.chainId))
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        sql`${lotteryDraws.status} in ('DRAWN', 'SETTLED', 'VOID')`,
        lt(lotteryDraws.drawsAt, before),
      ),
    )
    .orderBy(desc(lotteryDraws.drawsAt))
    .limit(limit);
}

// --- operator settings -----------------------------------------------------------------------

/** The brand's settings rows of a family's plays (plays without one are on their defaults). */
export function playSettingsOf(db: Db, merchantId: number, family: string): Promise<LotteryPlaySettingsRow[]> {
  return db
    .select()
    .from(lotteryPlaySettings)
    .where(and(eq(lotteryPlaySettings.merchantId, merchantId), eq(lotteryPlaySettings.family, family)));
}

/** Writes a play's settings, replacing the brand's earlier ones. */
export async function savePlaySettings(db: Db, row: typeof lotteryPlaySettings.$inferInsert): Promise<void> {
  const { merchantId: _m, family: _f, play: _p, ...changes } = row;
  await db
    .insert(lotteryPlaySettings)
    .values(row)
    .onConflictDoUpdate({
      target: [lotteryPlaySettings.merchantId, lotteryPlaySettings.family, lotteryPlaySettings.play],
      set: { ...changes, updatedAt: sql`now()` },
    });
}

// --- grading ----------------------------------------------------------------------------------

/** Payouts written at once past which their table's statistics are made again (gradeDraw). */
const ANALYZE_AFTER_PAYOUTS = 10_000;

/**
 * Parts a draw's tickets are graded in, each its own transaction on its own connection: one
 * statement runs on one core, and a million-ticket draw's grading left the others idle.
 */
const GRADING_PARTS = 2;

/**
 * Grades a drawn draw in set-based statements, however many tickets it has (decision 0035): its
 * wins are written, each winning ticket gets the sum of its lines' `floor(stake × Σ odds[tier] ×
 * hits / 10,000)` (a losing one keeps a null payout, read as 0 once its draw is settled: updating
 * a million losers would cost seconds; a line's own payout is not stored, as nothing shows it and
 * writing it cost half the grading), and then each player's total for the draw (0 for one who won
 * nothing) is recorded to be paid once. The tickets are graded in GRADING_PARTS parts side by
 * side (by id). Every statement gives the same result run again, so grading twice or side by side
 * grades once: `winningTickets` counts the tickets whose payout this run wrote, `players` the
 * payouts it recorded or changed.
 */
export async function gradeDraw(
  db: Db,
  drawId: number,
  wins: readonly { play: string; key: string; tier: number; hits: number }[],
): Promise<{ winningTickets: number; players: number }> {
  const drawn = await db.transaction(async (tx) => {
    if (!(await stillDrawn(tx, drawId, "update"))) return false;
    await tx.execute(sql`
      insert into lottery_wins (draw_id, play, key, tier, hits)
      select ${drawId}, w.play, w.key, w.tier, w.hits
      from jsonb_to_recordset(${JSON.stringify(wins)}::jsonb) as w(play text, key text, tier int, hits int)
      on conflict do nothing`);
    return true;
  });
  if (!drawn) return { winningTickets: 0, players: 0 };
  const winningTickets = await inParts(db, drawId, GRADING_PARTS, gradeTickets);
  // One part (a transaction with the draw's row held for share): split, each part would read
  // every ticket of the draw to find its players.
  const players = await inParts(db, drawId, 1, recordPayouts);
  // A big draw's payouts are new rows the planner has no statistics for yet: it would take
  // each page of them (settlement's unpaidPayouts) for a few rows and read all that are left
  // to sort them, 25 ms a page at 100,000 players, instead of walking the key's index.
  if (players >= ANALYZE_AFTER_PAYOUTS) await db.execute(sql`analyze lottery_draw_payouts`);
  return { winningTickets, players };
}

/**
 * Whether the draw is still to be graded, its row locked (`update` while its wins are written,
 * `share` by each part, so the parts run side by side and nothing settles the draw under them):
 * false once it is settled (by another run: graded and paid already, nothing to do).
 */
async function stillDrawn(tx: Db, drawId: number, lock: "update" | "share"): Promise<boolean> {
  const [draw] = await tx
    .select({ status: lotteryDraws.status })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, drawId))
    .for(lock);
  if (draw?.status === "SETTLED") return false;
  if (draw?.status !== "DRAWN") throw new Error(`lottery draw ${drawId} is not drawn`);
  return true;
}

/**
 * Runs a grading step in `count` transactions side by side (part `k` of them), and answers the
 * sum of their counts once every part has ended (the first failure then fails it).
 */
async function inParts(
  db: Db,
  drawId: number,
  count: number,
  step: (tx: Db, drawId: number, k: number, count: number) => Promise<number>,
): Promise<number> {
  const parts = Array.from({ length: count }, (_, k) =>
    db.transaction(async (tx) => {
      if (!(await stillDrawn(tx, drawId, "share"))) return 0;
      // A big draw's winning lines and its players' totals are sorted and hashed in memory: at
      // the default 4 MB, a million-ticket draw's spill to disk.
      await tx.execute(sql`set local work_mem = '64MB'`);
      return step(tx, drawId, k, count);
    }),
  );
  const ended = await Promise.allSettled(parts);
  const failed = ended.find((part) => part.status === "rejected");
  if (failed) throw failed.reason;
  return ended.reduce((sum, part) => sum + (part.status === "fulfilled" ? part.value : 0), 0);
}

/**
 * The winning tickets' payouts of one part (tickets by id), in one statement: only the draw's
 * winning lines are read (by the index of its few winning keys), each line's payout from all its
 * hits, and only tickets that change are written.
 */
async function gradeTickets(tx: Db, drawId: number, k: number, parts: number): Promise<number> {
  const [graded] = await queryRows<{ tickets: number }>(
    tx,
    sql`
    with won as (
      select l.ticket_id, l.key,
        floor(sum(l.unit_stake::numeric * coalesce(l.odds[w.tier + 1], 0) * w.hits) / 10000)::bigint as payout
      from lottery_lines l
      join lottery_wins w on w.draw_id = l.draw_id and w.play = l.play and w.key = l.key
      where l.draw_id = ${drawId} and l.ticket_id % ${parts}::int = ${k}::int
      group by l.ticket_id, l.key
    ), tickets as (
      update lottery_tickets t set payout = s.total
      from (select ticket_id, sum(payout)::bigint as total from won group by ticket_id having sum(payout) > 0) s
      where t.id = s.ticket_id and t.status = 'OPEN' and t.payout is distinct from s.total
      returning 1
    )
    select count(*)::int as tickets from tickets`,
  );
  return graded?.tickets ?? 0;
}

/**
 * The players get their total for the draw, once every ticket is graded: every player with a
 * live ticket gets a row, 0 when nothing won (its win call settles the round).
 */
async function recordPayouts(tx: Db, drawId: number): Promise<number> {
  return rowCount(
    await tx.execute(sql`
      insert into lottery_draw_payouts (draw_id, player_id, amount, token, currency)
      -- Any of the player's tokens and its currency will do: byte order (collate "C") spares a
      -- million locale comparisons.
      select ${drawId}, player_id, coalesce(sum(payout), 0)::bigint, max(token collate "C"), max(currency collate "C") from lottery_tickets
      where draw_id = ${drawId} and status = 'OPEN'
      group by player_id
      on conflict (draw_id, player_id) do update set amount = excluded.amount
        where lottery_draw_payouts.amount <> excluded.amount and not exists (
          select 1 from lottery_draws d where d.id = ${drawId} and lottery_draw_payouts.player_id <= d.paid_through)`),
  );
}

/** A draw with its game. */
export async function drawWithGame(db: Db, drawId: number) {
  const [row] = await db
    .select({ draw: lotteryDraws, game: lotteryGames })
    .from(lotteryDraws)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryDraws.gameId))
    .where(eq(lotteryDraws.id, drawId));
  return row;
}

/** What a graded draw owes each player. */
export function drawPayouts(db: Db, drawId: number) {
  return db.select().from(lotteryDrawPayouts).where(eq(lotteryDrawPayouts.drawId, drawId));
}

const rowCount = (result: unknown) =>
  Number(
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0,
  );
