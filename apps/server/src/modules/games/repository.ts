import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { games, lotteryMenus, vendors } from "../../db/schema";

export function listVendors(db: Db, merchantId: number) {
  return db
    .select()
    .from(vendors)
    .where(eq(vendors.merchantId, merchantId))
    .orderBy(asc(vendors.sort), asc(vendors.id));
}

export function listHotGames(db: Db, merchantId: number) {
  return db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.isHot, true)))
    .orderBy(asc(games.sort), asc(games.id));
}

export function listLotteryMenus(db: Db, merchantId: number) {
  return db
    .select()
    .from(lotteryMenus)
    .where(eq(lotteryMenus.merchantId, merchantId))
    .orderBy(asc(lotteryMenus.sort), asc(lotteryMenus.id));
}
