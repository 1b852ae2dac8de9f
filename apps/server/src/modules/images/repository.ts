import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { announcements, brandImages, games, vendors } from "../../db/schema";

/** Operators' pictures, and the picture columns of what shows them. */
export class BrandImageRepository extends Repository<BrandImageRepository> {
  protected on(db: Db) {
    return new BrandImageRepository(db);
  }

  /** Stores a checked picture; answers its id. */
  async insert(image: typeof brandImages.$inferInsert): Promise<number> {
    const [row] = await this.db.insert(brandImages).values(image).returning({ id: brandImages.id });
    return row!.id;
  }

  async find(id: number) {
    const [row] = await this.db.select().from(brandImages).where(eq(brandImages.id, id));
    return row;
  }

  /** A picture of this brand (another brand's id is not found). */
  async findOwned(merchantId: number, id: number) {
    const [row] = await this.db
      .select({ id: brandImages.id, sha256: brandImages.sha256, contentType: brandImages.contentType })
      .from(brandImages)
      .where(and(eq(brandImages.merchantId, merchantId), eq(brandImages.id, id)));
    return row;
  }

  /** Answers whether the brand has that vendor. */
  async setVendorIcon(merchantId: number, vassalage: string, url: string): Promise<boolean> {
    const rows = await this.db
      .update(vendors)
      .set({ icon: url })
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage)))
      .returning({ id: vendors.id });
    return rows.length > 0;
  }

  async setGameIcon(merchantId: number, gameId: number, url: string): Promise<boolean> {
    const rows = await this.db
      .update(games)
      .set({ icon: url })
      .where(and(eq(games.merchantId, merchantId), eq(games.id, gameId)))
      .returning({ id: games.id });
    return rows.length > 0;
  }

  /** A banner (type B) or promotion (type PR) of the brand. */
  async setAnnouncementImage(merchantId: number, id: number, type: "B" | "PR", url: string): Promise<boolean> {
    const rows = await this.db
      .update(announcements)
      .set({ imageUrl: url })
      .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id), eq(announcements.type, type)))
      .returning({ id: announcements.id });
    return rows.length > 0;
  }
}
