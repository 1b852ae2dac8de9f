import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { StoredAnnouncementType } from "@portal/contract/announcements";
import type { Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { announcements, helpArticles, helpCategories } from "../../db/schema";

/** The brand's announcements and help centre (operators write them). */
export class ContentRepository extends Repository<ContentRepository> {
  protected on(db: Db) {
    return new ContentRepository(db);
  }

  listAnnouncements(merchantId: number, types: readonly StoredAnnouncementType[], platform: string) {
    return this.db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantId, merchantId),
          eq(announcements.active, true),
          eq(announcements.platform, platform),
          inArray(announcements.type, types),
        ),
      )
      .orderBy(asc(announcements.sort), desc(announcements.publishedAt), desc(announcements.id));
  }

  /** Each category with each of its articles (a category without articles once, with null). */
  listHelp(merchantId: number) {
    return this.db
      .select({ category: helpCategories, article: helpArticles })
      .from(helpCategories)
      .leftJoin(helpArticles, eq(helpArticles.categoryId, helpCategories.id))
      .where(eq(helpCategories.merchantId, merchantId))
      .orderBy(asc(helpCategories.sort), asc(helpCategories.id), asc(helpArticles.sort), asc(helpArticles.id));
  }
}
