import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { StoredAnnouncementType } from "@portal/contract/announcements";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { announcements, helpArticles, helpCategories } from "../../db/schema";

export type AnnouncementRow = typeof announcements.$inferSelect;
type AnnouncementValues = Omit<typeof announcements.$inferInsert, "id" | "merchantId" | "slug">;
type HelpCategoryValues = Pick<typeof helpCategories.$inferInsert, "title" | "sort">;
type HelpArticleValues = Pick<typeof helpArticles.$inferInsert, "categoryId" | "title" | "content" | "sort">;

/** A stable key for a row an operator made (seeds name theirs). */
const operatorSlug = () => `op-${randomUUID().slice(0, 12)}`;

/** The operators' writes and full reads of the brand's announcements and help centre. */
export class ContentAdminRepository extends Repository<ContentAdminRepository> {
  protected on(db: Db) {
    return new ContentAdminRepository(db);
  }

  /** Every announcement of these types, active or not, in the order members see them. */
  announcements(merchantId: number, types: readonly StoredAnnouncementType[]) {
    return this.db
      .select()
      .from(announcements)
      .where(and(eq(announcements.merchantId, merchantId), inArray(announcements.type, [...types])))
      .orderBy(asc(announcements.sort), desc(announcements.publishedAt), desc(announcements.id));
  }

  async insertAnnouncement(merchantId: number, values: AnnouncementValues): Promise<number> {
    const [row] = await this.db
      .insert(announcements)
      .values({ ...values, merchantId, slug: operatorSlug() })
      .returning({ id: announcements.id });
    return row!.id;
  }

  /** Updates the brand's announcement of one of these types; false when there is none. */
  async updateAnnouncement(
    merchantId: number,
    id: number,
    types: readonly StoredAnnouncementType[],
    values: Partial<AnnouncementValues>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(announcements)
      .set(values)
      .where(
        and(
          eq(announcements.id, id),
          eq(announcements.merchantId, merchantId),
          inArray(announcements.type, [...types]),
        ),
      )
      .returning({ id: announcements.id });
    return rows.length > 0;
  }

  help(merchantId: number) {
    return this.db
      .select({ category: helpCategories, article: helpArticles })
      .from(helpCategories)
      .leftJoin(helpArticles, eq(helpArticles.categoryId, helpCategories.id))
      .where(eq(helpCategories.merchantId, merchantId))
      .orderBy(asc(helpCategories.sort), asc(helpCategories.id), asc(helpArticles.sort), asc(helpArticles.id));
  }

  async insertCategory(merchantId: number, values: HelpCategoryValues): Promise<number> {
    const [row] = await this.db
      .insert(helpCategories)
      .values({ ...values, merchantId, slug: operatorSlug() })
      .returning({ id: helpCategories.id });
    return row!.id;
  }

  async updateCategory(merchantId: number, id: number, values: HelpCategoryValues): Promise<boolean> {
    const rows = await this.db
      .update(helpCategories)
      .set(values)
      .where(and(eq(helpCategories.id, id), eq(helpCategories.merchantId, merchantId)))
      .returning({ id: helpCategories.id });
    return rows.length > 0;
  }

  /** Whether the category is the brand's (articles go only into the brand's own categories). */
  async ownsCategory(merchantId: number, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: helpCategories.id })
      .from(helpCategories)
      .where(and(eq(helpCategories.id, id), eq(helpCategories.merchantId, merchantId)));
    return row !== undefined;
  }

  async insertArticle(values: HelpArticleValues): Promise<number> {
    const [row] = await this.db
      .insert(helpArticles)
      .values({ ...values, slug: operatorSlug() })
      .returning({ id: helpArticles.id });
    return row!.id;
  }

  /** Updates an article of the brand (through its category); false when there is none. */
  async updateArticle(merchantId: number, id: number, values: HelpArticleValues): Promise<boolean> {
    const rows = await this.db
      .update(helpArticles)
      .set(values)
      .where(and(eq(helpArticles.id, id), inArray(helpArticles.categoryId, this.brandCategories(merchantId))))
      .returning({ id: helpArticles.id });
    return rows.length > 0;
  }

  async deleteArticle(merchantId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(helpArticles)
      .where(and(eq(helpArticles.id, id), inArray(helpArticles.categoryId, this.brandCategories(merchantId))))
      .returning({ id: helpArticles.id });
    return rows.length > 0;
  }

  private brandCategories(merchantId: number) {
    return this.db
      .select({ id: helpCategories.id })
      .from(helpCategories)
      .where(eq(helpCategories.merchantId, merchantId));
  }
}
