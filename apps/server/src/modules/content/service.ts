import {
  AGENT_ANNOUNCEMENT_TYPE,
  ANNOUNCEMENT_GROUP_OF,
  ANNOUNCEMENT_PLATFORM_WEB,
  type AnnouncementExecution,
  type AnnouncementType,
} from "@portal/contract/announcements";
import type { AgentAnnouncement, Announcement, AnnouncementContent } from "@portal/contract/api/content";
import type { HelpCategory } from "@portal/contract/api/system";
import { pickText, type Language } from "@portal/contract/languages";
import type { ContentRepository } from "./repository";
import { sanitizeContent } from "./sanitize";

/**
 * Announcements for a visitor in a given execution context. Execution B (before login) shows
 * only B items; A (after login) shows A and B; F (first login) shows everything.
 */
const VISIBLE_EXECUTIONS: Record<AnnouncementExecution, AnnouncementExecution[]> = {
  B: ["B"],
  A: ["A", "B"],
  F: ["F", "A", "B"],
};

/** What visitors read: announcements (operator HTML, sanitised) and the help centre. */
export class ContentService {
  constructor(private readonly content: ContentRepository) {}

  async announcements(
    merchantId: number,
    query: { types: AnnouncementType[]; platform: string; execution: AnnouncementExecution },
    lang: Language,
  ): Promise<AnnouncementContent> {
    const rows = await this.content.listAnnouncements(merchantId, query.types, query.platform);
    const visible = VISIBLE_EXECUTIONS[query.execution];
    const content: AnnouncementContent = { banners: [], player: [], popup: [], promotion: [], home: [] };
    for (const row of rows) {
      const execution = row.execution;
      if (!visible.includes(execution)) continue;
      const type = row.type;
      // Agents' announcements have a call of their own (the query's types never name them).
      if (type === AGENT_ANNOUNCEMENT_TYPE) continue;
      const item: Announcement = {
        id: row.id,
        type,
        title: pickText(row.title, lang),
        content: sanitizeContent(pickText(row.content, lang)),
        time: row.publishedAt.getTime(),
        execution,
        imageUrl: row.imageUrl,
        link: row.link,
      };
      content[ANNOUNCEMENT_GROUP_OF[type]].push(item);
    }
    return content;
  }

  /** Announcements addressed to agents (AGENTANNOUNCE3), newest first by the operators' order. */
  async agentAnnouncements(merchantId: number, lang: Language): Promise<AgentAnnouncement[]> {
    const rows = await this.content.listAnnouncements(merchantId, [AGENT_ANNOUNCEMENT_TYPE], ANNOUNCEMENT_PLATFORM_WEB);
    return rows.map((row) => ({
      id: row.id,
      title: pickText(row.title, lang),
      content: sanitizeContent(pickText(row.content, lang)),
      time: row.publishedAt.getTime(),
    }));
  }

  async helpCenter(merchantId: number, lang: Language): Promise<HelpCategory[]> {
    const rows = await this.content.listHelp(merchantId);
    const categories = new Map<number, HelpCategory>();
    for (const { category, article } of rows) {
      let entry = categories.get(category.id);
      if (!entry) {
        entry = { id: category.id, title: pickText(category.title, lang), articles: [] };
        categories.set(category.id, entry);
      }
      if (article) {
        entry.articles.push({
          id: article.id,
          title: pickText(article.title, lang),
          content: sanitizeContent(pickText(article.content, lang)),
        });
      }
    }
    return [...categories.values()];
  }
}
