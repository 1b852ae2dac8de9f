import { useId } from "react";
import { RichText } from "../../../shared/ui/rich-text";
import { useAnnouncements } from "../hooks/use-announcements";
import styles from "./home-notice.module.css";

/**
 * The home page's notices (type H): the operator's highlighted messages, each with its title and
 * content, under the banners. None published, nothing is shown.
 */
export function HomeNotice() {
  const notices = useAnnouncements().data?.home ?? [];
  const id = useId();
  if (notices.length === 0) return null;
  return (
    <div className={styles.list}>
      {notices.map((notice) => (
        <section key={notice.id} className={styles.notice} aria-labelledby={`${id}-${notice.id}`}>
          <h2 id={`${id}-${notice.id}`} className={styles.title}>
            {notice.title}
          </h2>
          <RichText html={notice.content} className={styles.content} />
        </section>
      ))}
    </div>
  );
}
