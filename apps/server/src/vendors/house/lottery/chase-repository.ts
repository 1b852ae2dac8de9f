import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../db/client";
import { lotteryChasePlans, lotteryDraws, lotteryGames, lotteryTickets, type ChaseSelection } from "./schema";
import { paidAPrize, PLACED, type LotteryTicket, type PlayerPage } from "./tickets-repository";

// The house lottery's chase plans (decision 0037). SQL only here.

export type ChasePlan = typeof lotteryChasePlans.$inferSelect;

/** A plan with what its tickets came to: the player's list of plans reads these. */
export interface ChasePlanSummary {
  plan: ChasePlan;
  gameCode: string;
  /** Draws with tickets bought, played (settled), and refunded (cancelled or void). */
  bought: number;
  played: number;
  refunded: number;
  lastDrawNo: string | null;
  cost: bigint;
  refundedAmount: bigint;
  won: bigint;
  /** A ticket still waits for its draw (OPEN or on its way, its draw not yet settled). */
  waiting: boolean;
  /** A ticket could still be cancelled: OPEN, its draw still taking tickets. */
  cancellable: boolean;
}

/** Inserts a plan; null when the player has a plan of that requestId already (sent twice at once). */
export async function insertPlan(
  db: Db,
  plan: {
    merchantId: number;
    playerId: string;
    requestId: string;
    gameId: number;
    selections: ChaseSelection[];
    draws: number;
    stopOnWin: boolean;
    firstDrawNo: string;
    lastClosesAt: Date;
  },
): Promise<ChasePlan | null> {
  const rows = await db.insert(lotteryChasePlans).values(plan).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** The player's plan of a requestId, if any. */
export async function planByRequest(
  db: Db,
  merchantId: number,
  playerId: string,
  requestId: string,
): Promise<ChasePlan | undefined> {
  const [row] = await db
    .select()
    .from(lotteryChasePlans)
    .where(
      and(
        eq(lotteryChasePlans.merchantId, merchantId),
        eq(lotteryChasePlans.playerId, playerId),
        eq(lotteryChasePlans.requestId, requestId),
      ),
    );
  return row;
}

/** A plan's buying has ended (whatever it bought). */
export async function markPlanMade(db: Db, planId: number): Promise<void> {
  await db
    .update(lotteryChasePlans)
    .set({ madeAt: sql`now()` })
    .where(eq(lotteryChasePlans.id, planId));
}

/** Whether a plan's tickets are still being bought: not made yet, begun less than `withinMs` ago by the database's clock. */
export async function isBeingMade(db: Db, planId: number, withinMs: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lotteryChasePlans.id })
    .from(lotteryChasePlans)
    .where(
      and(
        eq(lotteryChasePlans.id, planId),
        isNull(lotteryChasePlans.madeAt),
        sql`${lotteryChasePlans.createdAt} > now() - make_interval(secs => ${withinMs / 1000})`,
      ),
    );
  return row !== undefined;
}

/** Whether a plan holds a ticket that holds or held its stake (bought, cancelled or on its way): it bought something. */
export async function boughtAnything(db: Db, planId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lotteryTickets.id })
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.chasePlanId, planId), inArray(lotteryTickets.status, PLACED)))
    .limit(1);
  return row !== undefined;
}

/** A plan that bought nothing gives its requestId up: the same plan sent again is bought anew. */
export async function releaseRequest(db: Db, planId: number): Promise<void> {
  await db.update(lotteryChasePlans).set({ requestId: null }).where(eq(lotteryChasePlans.id, planId));
}

export async function planById(db: Db, planId: number): Promise<ChasePlan | undefined> {
  const [row] = await db.select().from(lotteryChasePlans).where(eq(lotteryChasePlans.id, planId));
  return row;
}

/**
 * A plan (the row of lottery_chase_plans in the statement) has a graded winning ticket: one of
 * its paid tickets won a prize (paidAPrize: a tie's refund is not one, and does not stop a plan
 * that stops after a win). Read through the plan's tickets, at most its draws times its selections.
 */
const WON = sql`exists (select 1 from ${lotteryTickets} w
  where w.chase_plan_id = ${lotteryChasePlans.id} and w.payout > 0 and w.status = 'OPEN' and ${paidAPrize(sql`w.id`)})`;

/** A ticket given back: cancelled (or on its way), voided, or OPEN in a void draw. */
const REFUNDED = sql.raw(
  `t.status in ('CANCELLING', 'CANCELLED', 'VOIDING', 'VOIDED') or (t.status = 'OPEN' and d.status = 'VOID')`,
);

/**
 * A player's plans, newest first (before the cursor `before`), each with its tickets summed: one
 * read of the page's plans and one of their tickets through the plan index.
 */
export async function playerPlans(
  db: Db,
  merchantId: number,
  playerId: string,
  { game, before, limit }: PlayerPage,
): Promise<ChasePlanSummary[]> {
  const plans = await db
    .select({ plan: lotteryChasePlans, gameCode: lotteryGames.code })
    .from(lotteryChasePlans)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryChasePlans.gameId))
    .where(
      and(
        eq(lotteryChasePlans.merchantId, merchantId),
        eq(lotteryChasePlans.playerId, playerId),
        before === undefined ? undefined : sql`${lotteryChasePlans.id} < ${before}`,
        game === undefined ? undefined : eq(lotteryGames.code, game),
        // A plan that bought nothing (refused at its first ticket) was never the player's.
        sql`exists (select 1 from ${lotteryTickets} t where t.chase_plan_id = ${lotteryChasePlans.id} and t.status <> 'REFUSED')`,
      ),
    )
    .orderBy(sql`${lotteryChasePlans.id} desc`)
    .limit(limit);
  if (plans.length === 0) return [];
  // Each draw of a plan classed once, all its tickets together: played when a ticket of it
  // played in a settled draw, refunded when every ticket of it was given back (or is on its way
  // back), so played + refunded never exceeds the draws bought.
  const sums = await queryRows<{
    plan_id: string;
    bought: number;
    played: number;
    refunded: number;
    last_draw_no: string | null;
    cost: string;
    refunded_amount: string;
    won: string;
    waiting: boolean;
    cancellable: boolean;
  }>(
    db,
    sql`with draws as (
        select t.chase_plan_id, d.draw_no,
          sum(t.cost) as cost,
          coalesce(sum(t.cost) filter (where ${REFUNDED}), 0) as refunded_amount,
          coalesce(sum(t.payout) filter (where t.status = 'OPEN' and d.status = 'SETTLED'), 0) as won,
          bool_or(t.status = 'OPEN' and d.status = 'SETTLED') as played,
          bool_and(${REFUNDED}) as refunded,
          bool_or(t.status = 'PENDING' or (t.status = 'OPEN' and d.status in ('OPEN', 'DRAWN'))) as waiting,
          bool_or(t.status = 'OPEN' and d.status = 'OPEN' and d.closes_at > now()) as cancellable
        from ${lotteryTickets} t join ${lotteryDraws} d on d.id = t.draw_id
        where t.chase_plan_id in (${sql.join(
          plans.map(({ plan }) => sql`${plan.id}`),
          sql`, `,
        )}) and t.status <> 'REFUSED'
        group by t.chase_plan_id, d.id
      )
      select chase_plan_id::text as plan_id, count(*)::int as bought,
        count(*) filter (where played)::int as played,
        count(*) filter (where refunded)::int as refunded,
        max(draw_no) as last_draw_no,
        sum(cost)::text as cost, sum(refunded_amount)::text as refunded_amount, sum(won)::text as won,
        bool_or(waiting) as waiting, bool_or(cancellable) as cancellable
      from draws group by chase_plan_id`,
  );
  const byPlan = new Map(sums.map((row) => [Number(row.plan_id), row]));
  return plans.map(({ plan, gameCode }) => {
    const row = byPlan.get(plan.id);
    return {
      plan,
      gameCode,
      bought: row?.bought ?? 0,
      played: row?.played ?? 0,
      refunded: row?.refunded ?? 0,
      lastDrawNo: row?.last_draw_no ?? null,
      cost: BigInt(row?.cost ?? 0),
      refundedAmount: BigInt(row?.refunded_amount ?? 0),
      won: BigInt(row?.won ?? 0),
      waiting: row?.waiting ?? false,
      cancellable: row?.cancellable ?? false,
    };
  });
}

/**
 * The brand's plans with draws to give back, the soonest to close first: those a graded win has stopped (stop
 * on win; marked stopped or not yet), and those cancelled, that still hold a ticket in a draw
 * taking tickets (or one whose cancel was cut short). Read through the partial index of plans
 * that may give back, whose last draw has not closed, and the tickets' plan indexes.
 */
export function plansToWithdraw(db: Db, merchantId: number, limit: number): Promise<ChasePlan[]> {
  return (
    db
      .select()
      .from(lotteryChasePlans)
      .where(
        and(
          eq(lotteryChasePlans.merchantId, merchantId),
          sql`(${lotteryChasePlans.stopOnWin} or ${lotteryChasePlans.cancelledAt} is not null)`,
          sql`${lotteryChasePlans.lastClosesAt} > now()`,
          sql`(${lotteryChasePlans.cancelledAt} is not null or ${lotteryChasePlans.stoppedAt} is not null
          or ${WON})`,
          sql`exists (select 1 from ${lotteryTickets} t join ${lotteryDraws} d on d.id = t.draw_id
          where t.chase_plan_id = ${lotteryChasePlans.id}
            and (t.status = 'CANCELLING' or (t.status = 'OPEN' and d.status = 'OPEN' and d.closes_at > now())))`,
        ),
      )
      // The soonest to close first: a plan that keeps failing does not starve those after it for ever.
      .orderBy(asc(lotteryChasePlans.lastClosesAt), asc(lotteryChasePlans.id))
      .limit(limit)
  );
}

/**
 * A plan's tickets a stop or a cancel gives back: OPEN in a draw still taking tickets by the
 * database's clock, or CANCELLING (a cancel cut short: sent again). The cancel checks the draw again.
 */
export function ticketsToWithdraw(db: Db, planId: number): Promise<LotteryTicket[]> {
  return db
    .select({ ticket: lotteryTickets })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(
      and(
        eq(lotteryTickets.chasePlanId, planId),
        sql`(${lotteryTickets.status} = 'CANCELLING' or (${lotteryTickets.status} = 'OPEN'
          and ${lotteryDraws.status} = 'OPEN' and ${lotteryDraws.closesAt} > now()))`,
      ),
    )
    .orderBy(lotteryTickets.id)
    .then((rows) => rows.map((row) => row.ticket));
}

/**
 * Whether a plan is over for buying: a graded win has stopped it (stop on win) or its player
 * cancelled it, while its draws were still being bought.
 */
export async function isPlanOver(db: Db, planId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lotteryChasePlans.id })
    .from(lotteryChasePlans)
    .where(
      and(
        eq(lotteryChasePlans.id, planId),
        sql`(${lotteryChasePlans.cancelledAt} is not null or ${lotteryChasePlans.stoppedAt} is not null
          or (${lotteryChasePlans.stopOnWin} and ${WON}))`,
      ),
    );
  return row !== undefined;
}

/** Marks a plan stopped by a win, once. */
export async function markPlanStopped(db: Db, planId: number): Promise<void> {
  await db
    .update(lotteryChasePlans)
    .set({ stoppedAt: sql`now()` })
    .where(and(eq(lotteryChasePlans.id, planId), isNull(lotteryChasePlans.stoppedAt)));
}

/** Marks a plan cancelled by its player, once. */
export async function markPlanCancelled(db: Db, planId: number): Promise<void> {
  await db
    .update(lotteryChasePlans)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(lotteryChasePlans.id, planId), isNull(lotteryChasePlans.cancelledAt)));
}
