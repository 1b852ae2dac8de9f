import { useTranslation } from "react-i18next";
import { openModal } from "../../../shared/modals/modal-store";
import { useAnnouncements } from "../hooks/use-announcements";
import styles from "./notice-marquee.module.css";

/**
 * The strip of player notice titles; a click opens the notice modal. It says there are none only
 * once the announcements have answered so (loading, it says so; after a failed call, nothing).
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const { data, isLoading } = useAnnouncements();
  const notices = data?.player;
  return (
    <div className={styles.strip}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
      </svg>
      <button type="button" className={styles.button} onClick={() => openModal("notice")}>
        <span className="visually-hidden">{t("notice.marqueeLabel")}: </span>
        <span className={styles.viewport}>
          <span className={styles.track}>
            {notices === undefined
              ? isLoading && t("common.loading")
              : notices.length === 0
                ? t("notice.empty")
                : notices.map((n) => <span key={n.id}>{n.title}</span>)}
          </span>
        </span>
      </button>
    </div>
  );
}
