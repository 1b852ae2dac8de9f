import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { serverKeys } from "../../db/schema";

export type ServerKey = typeof serverKeys.$inferSelect;

export async function findServerKey(db: Db, name: string): Promise<ServerKey | undefined> {
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  return row;
}

/** Stores the key unless one of that name exists (the first instance to start wins). */
export async function insertServerKeyIfAbsent(
  db: Db,
  key: { name: string; privateKey: string; publicKey: string },
): Promise<void> {
  await db.insert(serverKeys).values(key).onConflictDoNothing();
}
