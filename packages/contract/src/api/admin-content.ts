import { z } from "zod";
import { AGENT_ANNOUNCEMENT_TYPE, ANNOUNCEMENT_EXECUTIONS } from "../announcements";
import { epochMs, exactText, text } from "../input-schemas";
import { LANGUAGES } from "../languages";
import { serialIdParam } from "./money";

/**
 * The back office's content (issue 17): announcements (banners B, player notices PL, popups PU
 * by execution, home notices H, agents' notices AG) and the help centre (categories and
 * articles). Every text is per language; HTML is written by the operators' rich-text editor and
 * sanitized by the server when saved (the same rules as on the way out), so what is stored, the
 * preview and what members read are one. Promotions (PR) have their own calls (promotions.ts).
 */
export const CONTENT_ADMIN = {
  announcements: "/admin/content/announcements",
  announcement: "/admin/content/announcements/:id",
  help: "/admin/content/help",
  helpCategories: "/admin/content/help/categories",
  helpCategory: "/admin/content/help/categories/:id",
  helpArticles: "/admin/content/help/articles",
  helpArticle: "/admin/content/help/articles/:id",
  /** The HTML as members would read it: the editor's preview. */
  preview: "/admin/content/preview",
} as const;

export const CONTENT_ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "H", AGENT_ANNOUNCEMENT_TYPE] as const;
export const contentIdParams = z.object({ id: serialIdParam });

/** A text per language: at least one language; each within `max` characters. */
export const localizedInput = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGES), text(max))
    .refine((texts) => Object.values(texts).some((value) => value !== undefined && value !== ""), "one_language");

/** HTML per language, up to 50,000 characters each (pictures by URL, not inline). */
const localizedHtml = z
  .partialRecord(z.enum(LANGUAGES), exactText(50_000))
  .refine((texts) => Object.keys(texts).length > 0, "one_language");

/** Where a banner or notice leads: nothing, a page of the portal ("/promotions") or an https address. */
export const contentLink = z
  .string()
  .trim()
  .max(500)
  // A portal path starts with one slash: "//host" would leave the site.
  .regex(/^$|^\/(?!\/)[A-Za-z0-9/_?=&.-]*$|^https:\/\/[^\s"'<>]+$/, "link");
/** A picture: none, one of the brand's uploaded images (/media/images/...) or an https address. */
export const contentImage = z
  .string()
  .trim()
  .max(500)
  .regex(/^$|^\/media\/images\/[A-Za-z0-9._-]+$|^https:\/\/[^\s"'<>]+$/, "image");

export const announcementInput = z.object({
  type: z.enum(CONTENT_ANNOUNCEMENT_TYPES),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS).default("B"),
  title: localizedInput(200),
  content: localizedHtml,
  imageUrl: contentImage.default(""),
  link: contentLink.default(""),
  /** When it starts showing (epoch ms); now when left out. */
  publishedAt: epochMs.optional(),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type AnnouncementInput = z.infer<typeof announcementInput>;

/**
 * A promotion's announcement as an operator writes it (PROMOTION_ADMIN.promotions, permission
 * managePromotions): the same fields, its type PR, shown before and after login. Its offer or
 * event is attached by its own calls (promotions.ts, promotion-events.ts).
 */
export const promotionAnnouncementInput = announcementInput.omit({ type: true, execution: true });
export type PromotionAnnouncementInput = z.infer<typeof promotionAnnouncementInput>;

const localizedOut = z.partialRecord(z.enum(LANGUAGES), z.string());
export const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS),
  title: localizedOut,
  content: localizedOut,
  imageUrl: z.string(),
  link: z.string(),
  publishedAt: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
export const announcementListQuery = z.object({ type: z.enum(CONTENT_ANNOUNCEMENT_TYPES).optional() });
export const adminAnnouncementsSchema = z.object({ list: z.array(adminAnnouncementSchema) });

export const helpCategoryInput = z.object({
  title: localizedInput(120),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export const helpArticleInput = z.object({
  categoryId: serialIdParam,
  title: localizedInput(200),
  content: localizedHtml,
  sort: z.number().int().min(0).max(10_000).default(0),
});
export const adminHelpSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      title: localizedOut,
      sort: z.number().int(),
      articles: z.array(
        z.object({ id: z.number().int(), title: localizedOut, content: localizedOut, sort: z.number().int() }),
      ),
    }),
  ),
});
export type AdminHelp = z.infer<typeof adminHelpSchema>;
export const createdSchema = z.object({ id: z.number().int() });

export const previewRequest = z.object({ html: exactText(50_000) });
export const previewSchema = z.object({ html: z.string() });
