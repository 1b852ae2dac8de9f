import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { uploads } from "../../db/schema";

/** Member-sent images (deposit receipts, withdrawal proofs), stored once checked. */
export class UploadRepository extends Repository<UploadRepository> {
  protected on(db: Db) {
    return new UploadRepository(db);
  }

  /** Stores an upload's checked bytes; answers its id. */
  async insert(upload: typeof uploads.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(uploads).values(upload).returning({ id: uploads.id });
    return row!.id;
  }
}
