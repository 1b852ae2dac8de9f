import type { z } from "zod";
import {
  CONTENT_ANNOUNCEMENT_TYPES,
  type AdminAnnouncement,
  type AdminHelp,
  type AnnouncementInput,
  type PromotionAnnouncementInput,
  type helpArticleInput,
  type helpCategoryInput,
} from "@portal/contract/api/admin-content";
import type { StoredAnnouncementType } from "@portal/contract/announcements";
import type { Db } from "../../db/client";
import type { LocalizedText } from "../../db/schema/columns";
import { AppError } from "../../http/app-error";
import type { AnnouncementRow, ContentAdminRepository } from "./admin-repository";
import { sanitizeContent } from "./sanitize";

/** Promotions are announcements of type PR, written by their own calls (managePromotions). */
const PROMOTION_TYPES = ["PR"] as const;

/** An audit entry written in the write's transaction. */
type Trace = (tx: Db) => Promise<unknown>;
/** The audit entry of a new row, which names the row's id. */
type TraceNew = (id: number) => Trace;

/** Each language's HTML as members will read it (what is stored is what is shown). */
function sanitized(html: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(html).map(([language, value]) => [language, sanitizeContent(value ?? "")]));
}

/**
 * The operators' content: announcements (not promotions, which have their own calls) and the
 * help centre. HTML is sanitized when saved with the rules used on the way out, so the editor's
 * preview, the stored row and the member's page agree. Every write is audited in its transaction.
 */
export class ContentAdmin {
  constructor(private readonly repo: ContentAdminRepository) {}

  preview(html: string): string {
    return sanitizeContent(html);
  }

  async announcements(merchantId: number, type?: AnnouncementInput["type"]): Promise<AdminAnnouncement[]> {
    const rows = await this.repo.announcements(merchantId, type ? [type] : CONTENT_ANNOUNCEMENT_TYPES);
    return rows.map(view);
  }

  async createAnnouncement(merchantId: number, input: AnnouncementInput, trace: TraceNew): Promise<number> {
    return this.repo.transaction(async (repo, tx) => {
      const id = await repo.insertAnnouncement(merchantId, this.values(input));
      await trace(id)(tx);
      return id;
    });
  }

  async updateAnnouncement(merchantId: number, id: number, input: AnnouncementInput, trace: Trace): Promise<void> {
    await this.repo.transaction(async (repo, tx) => {
      // Without a new publishing time the announcement keeps its own.
      const { publishedAt, ...values } = this.values(input);
      const changes = input.publishedAt === undefined ? values : { ...values, publishedAt };
      if (!(await repo.updateAnnouncement(merchantId, id, CONTENT_ANNOUNCEMENT_TYPES, changes)))
        throw new AppError("NOT_FOUND", "No such announcement");
      await trace(tx);
    });
  }

  /** The brand's promotions (their PR announcements), in the order members see them. */
  async promotions(merchantId: number): Promise<AdminAnnouncement[]> {
    return (await this.repo.announcements(merchantId, PROMOTION_TYPES)).map(view);
  }

  /** A new promotion (its announcement, shown before and after login); offers and events attach to its id. */
  async createPromotion(merchantId: number, input: PromotionAnnouncementInput, trace: TraceNew): Promise<number> {
    return this.repo.transaction(async (repo, tx) => {
      const id = await repo.insertAnnouncement(merchantId, this.values({ ...input, type: "PR", execution: "B" }));
      await trace(id)(tx);
      return id;
    });
  }

  /** Replaces a promotion's announcement (another type's id is NOT_FOUND); without publishedAt it keeps its time. */
  async updatePromotion(merchantId: number, id: number, input: PromotionAnnouncementInput, trace: Trace) {
    await this.repo.transaction(async (repo, tx) => {
      const { publishedAt, ...values } = this.values({ ...input, type: "PR", execution: "B" });
      const changes = input.publishedAt === undefined ? values : { ...values, publishedAt };
      if (!(await repo.updateAnnouncement(merchantId, id, PROMOTION_TYPES, changes)))
        throw new AppError("NOT_FOUND", "No such promotion");
      await trace(tx);
    });
  }

  async help(merchantId: number): Promise<AdminHelp["list"]> {
    const categories = new Map<number, AdminHelp["list"][number]>();
    for (const { category, article } of await this.repo.help(merchantId)) {
      let entry = categories.get(category.id);
      if (!entry) {
        entry = { id: category.id, title: category.title, sort: category.sort, articles: [] };
        categories.set(category.id, entry);
      }
      if (article)
        entry.articles.push({ id: article.id, title: article.title, content: article.content, sort: article.sort });
    }
    return [...categories.values()];
  }

  async createCategory(merchantId: number, input: z.infer<typeof helpCategoryInput>, trace: TraceNew): Promise<number> {
    return this.repo.transaction(async (repo, tx) => {
      const id = await repo.insertCategory(merchantId, input);
      await trace(id)(tx);
      return id;
    });
  }

  async updateCategory(merchantId: number, id: number, input: z.infer<typeof helpCategoryInput>, trace: Trace) {
    await this.repo.transaction(async (repo, tx) => {
      if (!(await repo.updateCategory(merchantId, id, input))) throw new AppError("NOT_FOUND", "No such category");
      await trace(tx);
    });
  }

  async createArticle(merchantId: number, input: z.infer<typeof helpArticleInput>, trace: TraceNew): Promise<number> {
    return this.repo.transaction(async (repo, tx) => {
      // An id of another brand's category is NOT_FOUND, as one that does not exist.
      if (!(await repo.ownsCategory(merchantId, input.categoryId))) throw new AppError("NOT_FOUND", "No such category");
      const id = await repo.insertArticle({ ...input, content: sanitized(input.content) });
      await trace(id)(tx);
      return id;
    });
  }

  async updateArticle(merchantId: number, id: number, input: z.infer<typeof helpArticleInput>, trace: Trace) {
    await this.repo.transaction(async (repo, tx) => {
      if (!(await repo.ownsCategory(merchantId, input.categoryId))) throw new AppError("NOT_FOUND", "No such category");
      if (!(await repo.updateArticle(merchantId, id, { ...input, content: sanitized(input.content) })))
        throw new AppError("NOT_FOUND", "No such article");
      await trace(tx);
    });
  }

  async deleteArticle(merchantId: number, id: number, trace: Trace): Promise<void> {
    await this.repo.transaction(async (repo, tx) => {
      if (!(await repo.deleteArticle(merchantId, id))) throw new AppError("NOT_FOUND", "No such article");
      await trace(tx);
    });
  }

  private values(input: Omit<AnnouncementInput, "type"> & { type: StoredAnnouncementType }) {
    return {
      type: input.type,
      platform: "W",
      execution: input.execution,
      title: input.title,
      content: sanitized(input.content),
      imageUrl: input.imageUrl,
      link: input.link,
      publishedAt: input.publishedAt === undefined ? new Date() : new Date(input.publishedAt),
      active: input.active,
      sort: input.sort,
    };
  }
}

function view(row: AnnouncementRow): AdminAnnouncement {
  return {
    id: row.id,
    type: row.type,
    execution: row.execution,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    link: row.link,
    publishedAt: row.publishedAt.getTime(),
    active: row.active,
    sort: row.sort,
  };
}
