import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { houseSeeds } from "../../db/schema";

export type HouseSeed = typeof houseSeeds.$inferSelect;
type Owner = { merchantId: number; memberId: number };
/** A database handle or a transaction (a transaction is a database handle in drizzle). */
type Queryable = Pick<Db, "select" | "insert" | "update">;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * How often a statement on the member's active pair is retried after finding none. A retry
 * happens only when the member had no pair yet, or when a rotation committed between our
 * statement's snapshot and its lock (PostgreSQL's READ COMMITTED re-check then drops the row
 * it revealed, and the next statement sees the pair it started): each retry is another
 * rotation's progress, so running out means something else is broken.
 */
const MAX_ATTEMPTS = 100;

function newPair(owner: Owner, clientSeed: string) {
  const serverSeed = randomBytes(32).toString("hex");
  return { ...owner, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed };
}

/**
 * Makes the member's first pair (a random server seed, a random client seed) unless there is
 * an active one: the unique index on active pairs makes concurrent makers agree on one.
 */
async function ensurePair(db: Queryable, owner: Owner) {
  await db
    .insert(houseSeeds)
    .values(newPair(owner, randomBytes(8).toString("hex")))
    .onConflictDoNothing();
}

/** Runs `find` on the active pair until it finds it, making the first pair when there is none. */
async function withActivePair(db: Queryable, owner: Owner, find: () => Promise<HouseSeed | undefined>) {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const seed = await find();
    if (seed) return seed;
    await ensurePair(db, owner);
  }
  throw new Error(`no active house seed pair for member ${owner.memberId} after ${MAX_ATTEMPTS} attempts`);
}

const isActivePairOf = (owner: Owner) => and(eq(houseSeeds.memberId, owner.memberId), eq(houseSeeds.active, true));

/** The member's active seed pair (made on first use), as committed now. */
export function activeSeed(db: Db, owner: Owner): Promise<HouseSeed> {
  return withActivePair(db, owner, async () => {
    const [seed] = await db.select().from(houseSeeds).where(isActivePairOf(owner));
    return seed;
  });
}

/**
 * Takes the next nonce of the active pair, in one statement: the row lock it takes is held to
 * the end of the caller's transaction, which records the round, so a rotation (which locks the
 * same row) reveals the pair only after the round is recorded, and no nonce is ever taken from a
 * revealed pair (`active` is re-checked under the lock).
 */
export function takeNonce(tx: Queryable, owner: Owner): Promise<HouseSeed> {
  return withActivePair(tx, owner, async () => {
    const [seed] = await tx
      .update(houseSeeds)
      .set({ nonce: sql`${houseSeeds.nonce} + 1` })
      .where(isActivePairOf(owner))
      .returning();
    return seed;
  });
}

/**
 * Ends the active pair and reveals its server seed (so every round played with it can be
 * verified), and starts a new pair with the member's client seed, in one transaction: the pair
 * is locked first, so rounds being recorded on it finish before, and concurrent rotations take
 * turns, each revealing the pair the one before started.
 */
export function rotateSeed(
  db: Db,
  owner: Owner,
  clientSeed: string,
): Promise<{ revealed: HouseSeed; next: HouseSeed }> {
  return db.transaction(async (tx) => {
    const current = await withActivePair(tx, owner, async () => {
      const [seed] = await tx.select().from(houseSeeds).where(isActivePairOf(owner)).for("update");
      return seed;
    });
    const [revealed] = await tx
      .update(houseSeeds)
      .set({ active: false, revealedAt: new Date() })
      .where(eq(houseSeeds.id, current.id))
      .returning();
    const [next] = await tx.insert(houseSeeds).values(newPair(owner, clientSeed)).returning();
    return { revealed: revealed!, next: next! };
  });
}
