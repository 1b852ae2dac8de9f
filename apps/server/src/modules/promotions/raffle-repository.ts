import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { memberRewards, raffleDraws, rafflePrizes, raffles } from "../../db/schema";

export type Raffle = typeof raffles.$inferSelect;
export type RafflePrize = typeof rafflePrizes.$inferSelect;
export type RaffleDrawRow = typeof raffleDraws.$inferSelect;

/** Raffles, their prizes and draws (decision 0046). */
export class RaffleRepository extends Repository<RaffleRepository> {
  protected on(db: Db) {
    return new RaffleRepository(db);
  }

  async ofPromotion(merchantId: number, announcementId: number): Promise<Raffle | undefined> {
    const [row] = await this.db
      .select()
      .from(raffles)
      .where(and(eq(raffles.merchantId, merchantId), eq(raffles.announcementId, announcementId)));
    return row;
  }

  /** The raffle under its row lock (only inside a transaction): its draws queue here. */
  async lock(id: number): Promise<Raffle | undefined> {
    const [row] = await this.db.select().from(raffles).where(eq(raffles.id, id)).for("update");
    return row;
  }

  prizes(raffleId: number): Promise<RafflePrize[]> {
    return this.db.select().from(rafflePrizes).where(eq(rafflePrizes.raffleId, raffleId)).orderBy(asc(rafflePrizes.id));
  }

  async takePrize(prizeId: number): Promise<void> {
    await this.db
      .update(rafflePrizes)
      .set({ stock: sql`${rafflePrizes.stock} - 1` })
      .where(and(eq(rafflePrizes.id, prizeId), sql`${rafflePrizes.stock} is not null`));
  }

  draws(raffleId: number, memberId: number, limit: number): Promise<RaffleDrawRow[]> {
    return this.db
      .select()
      .from(raffleDraws)
      .where(and(eq(raffleDraws.raffleId, raffleId), eq(raffleDraws.memberId, memberId)))
      .orderBy(desc(raffleDraws.nonce))
      .limit(limit);
  }

  async drawCount(raffleId: number, memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(raffleDraws)
      .where(and(eq(raffleDraws.raffleId, raffleId), eq(raffleDraws.memberId, memberId)));
    return row?.n ?? 0;
  }

  /** How many draws the raffle gave (every member's): the next draw's nonce follows. */
  async raffleDrawCount(raffleId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(raffleDraws).where(eq(raffleDraws.raffleId, raffleId));
    return row?.n ?? 0;
  }

  async drawByRequest(memberId: number, requestId: string): Promise<RaffleDrawRow | undefined> {
    const [row] = await this.db
      .select()
      .from(raffleDraws)
      .where(and(eq(raffleDraws.memberId, memberId), eq(raffleDraws.requestId, requestId)));
    return row;
  }

  async insertDraw(draw: typeof raffleDraws.$inferInsert): Promise<RaffleDrawRow> {
    const [row] = await this.db.insert(raffleDraws).values(draw).returning();
    return row!;
  }

  /** A draw's money as a reward of the reward center (once: its source is the draw). */
  async issuePrize(prize: typeof memberRewards.$inferInsert): Promise<void> {
    await this.db.insert(memberRewards).values(prize).onConflictDoNothing();
  }

  // --- Operators ---

  list(merchantId: number): Promise<Raffle[]> {
    return this.db
      .select()
      .from(raffles)
      .where(eq(raffles.merchantId, merchantId))
      .orderBy(desc(raffles.id))
      .limit(200);
  }

  async insert(raffle: typeof raffles.$inferInsert, prizes: Omit<typeof rafflePrizes.$inferInsert, "raffleId">[]) {
    const [made] = await this.db.insert(raffles).values(raffle).onConflictDoNothing().returning();
    if (!made) return undefined;
    await this.db.insert(rafflePrizes).values(prizes.map((p) => ({ ...p, raffleId: made.id })));
    return made;
  }

  async setActive(merchantId: number, id: number, active: boolean): Promise<Raffle | undefined> {
    const [row] = await this.db
      .update(raffles)
      .set({ active })
      .where(and(eq(raffles.merchantId, merchantId), eq(raffles.id, id)))
      .returning();
    return row;
  }
}
