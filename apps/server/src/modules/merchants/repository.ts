import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { merchants } from "../../db/schema";

export type Merchant = typeof merchants.$inferSelect;

/** The brands (merchants) of the database. */
export class MerchantRepository extends Repository<MerchantRepository> {
  protected on(db: Db) {
    return new MerchantRepository(db);
  }

  async findByCode(code: string): Promise<Merchant | undefined> {
    const rows = await this.db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
    return rows[0];
  }

  async findById(id: number): Promise<Merchant | undefined> {
    const rows = await this.db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
    return rows[0];
  }

  /** Every brand of the database (the periodic jobs run for each). */
  list(): Promise<Merchant[]> {
    return this.db.select().from(merchants).orderBy(merchants.id);
  }
}
