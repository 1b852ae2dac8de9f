import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";

/** Stores an upload's checked bytes; answers its id. */
export async function insertUpload(db: Db, upload: typeof uploads.$inferInsert): Promise<number> {
  const [row] = await db.insert(uploads).values(upload).returning({ id: uploads.id });
  return row!.id;
}
