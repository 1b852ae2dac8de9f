import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { houseSeeds } from "../../db/schema";

export type HouseSeed = typeof houseSeeds.$inferSelect;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The member's active seed pair, made on first use (a random server seed, a random client seed). */
export async function activeSeed(db: Db, owner: { merchantId: number; memberId: number }): Promise<HouseSeed> {
  const serverSeed = randomBytes(32).toString("hex");
  await db
    .insert(houseSeeds)
    .values({ ...owner, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed: randomBytes(8).toString("hex") })
    .onConflictDoNothing();
  const [seed] = await db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, owner.memberId), eq(houseSeeds.active, true)));
  return seed!;
}

/** Takes the next nonce of the active pair (committed before the round is played). */
export async function nextNonce(db: Db, owner: { merchantId: number; memberId: number }): Promise<HouseSeed> {
  const seed = await activeSeed(db, owner);
  const [updated] = await db
    .update(houseSeeds)
    .set({ nonce: sql`${houseSeeds.nonce} + 1` })
    .where(eq(houseSeeds.id, seed.id))
    .returning();
  return updated!;
}

/**
 * Ends the active pair and reveals its server seed (so every round played with it can be
 * verified), and starts a new pair with the member's client seed.
 */
export async function rotateSeed(
  db: Db,
  owner: { merchantId: number; memberId: number },
  clientSeed: string,
): Promise<{ revealed: HouseSeed; next: HouseSeed }> {
  const current = await activeSeed(db, owner);
  const [revealed] = await db
    .update(houseSeeds)
    .set({ active: false, revealedAt: new Date() })
    .where(and(eq(houseSeeds.id, current.id), eq(houseSeeds.active, true)))
    .returning();
  const serverSeed = randomBytes(32).toString("hex");
  const [next] = await db
    .insert(houseSeeds)
    .values({ ...owner, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed })
    .returning();
  return { revealed: revealed ?? current, next: next! };
}
