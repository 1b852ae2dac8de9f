import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { merchants } from "../../db/schema";

export type Merchant = typeof merchants.$inferSelect;

export async function findMerchantByCode(db: Db, code: string): Promise<Merchant | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return rows[0];
}

export async function findMerchantById(db: Db, id: number): Promise<Merchant | undefined> {
  const rows = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return rows[0];
}

/** Every brand of the database (the periodic jobs run for each). */
export async function listMerchants(db: Db): Promise<Merchant[]> {
  return db.select().from(merchants).orderBy(merchants.id);
}
