import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import { EmptyState } from "../../../shared/ui/empty-state";
import { QueryState } from "../../../shared/ui/query-state";
import { SafeHtml } from "../../../shared/ui/safe-html";
import { agentAnnouncementsQuery, type AgentAnnouncement } from "../api/announcements-api";
import { useAgentText } from "../hooks/use-agent-text";
import styles from "./agent-center.module.css";
import announcementStyles from "./agent-announcements.module.css";

/** One announcement: its title, when it was published, and the operator's HTML (sanitized as the notices are). */
function AnnouncementItem({ announcement, idPrefix }: { announcement: AgentAnnouncement; idPrefix: string }) {
  const dateTime = useDateTime();
  const titleId = `${idPrefix}-${announcement.id}`;
  return (
    <article className={announcementStyles.item} aria-labelledby={titleId}>
      <h4 id={titleId}>{announcement.title}</h4>
      <time className={announcementStyles.time} dateTime={isoDateTime(announcement.time)}>
        {dateTime(announcement.time)}
      </time>
      <SafeHtml html={announcement.content} className={announcementStyles.body} />
    </article>
  );
}

/**
 * "Announcement" (announcement, AGENTANNOUNCE3): the operator's announcements to agents, each with
 * its title, date and text, in the server's order (newest first within the operator's order).
 */
export function AgentAnnouncementsPage() {
  const { t } = useAgentText();
  const { token } = useSession();
  const announcements = useQuery(agentAnnouncementsQuery(token, useLanguage()));
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h3 id={titleId}>{t("center.agent.announcement")}</h3>
        <QueryState query={announcements}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={t("announcements.empty")} />
            ) : (
              <ol className={announcementStyles.list} aria-label={t("announcements.list")}>
                {list.map((announcement) => (
                  <li key={announcement.id}>
                    <AnnouncementItem announcement={announcement} idPrefix={titleId} />
                  </li>
                ))}
              </ol>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
