import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AnnouncementType } from "@portal/contract/announcements";
import type { Db } from "../../db/client";
import { announcements, helpArticles, helpCategories } from "../../db/schema";

export function listAnnouncements(db: Db, merchantId: number, types: readonly AnnouncementType[], platform: string) {
  return db
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

export async function listHelp(db: Db, merchantId: number) {
  const rows = await db
    .select({ category: helpCategories, article: helpArticles })
    .from(helpCategories)
    .leftJoin(helpArticles, eq(helpArticles.categoryId, helpCategories.id))
    .where(eq(helpCategories.merchantId, merchantId))
    .orderBy(asc(helpCategories.sort), asc(helpCategories.id), asc(helpArticles.sort), asc(helpArticles.id));
  return rows;
}
