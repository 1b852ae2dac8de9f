import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { serverKeys } from "../../db/schema";

export type ServerKey = typeof serverKeys.$inferSelect;

/** The server's own keys and secrets, by name. */
export class ServerKeyRepository extends Repository<ServerKeyRepository> {
  protected on(db: Db) {
    return new ServerKeyRepository(db);
  }

  async find(name: string): Promise<ServerKey | undefined> {
    const [row] = await this.db.select().from(serverKeys).where(eq(serverKeys.name, name));
    return row;
  }

  /** Stores the key unless one of that name exists (the first instance to start wins). */
  async insertIfAbsent(key: { name: string; privateKey: string; publicKey: string }): Promise<void> {
    await this.db.insert(serverKeys).values(key).onConflictDoNothing();
  }
}
