import { useTranslation } from "react-i18next";
import type { Announcement } from "@portal/contract/api/content";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { Button } from "../../../shared/ui/button";
import { SafeHtml } from "../../../shared/ui/safe-html";
import { EmptyState } from "../../../shared/ui/empty-state";
import paneStyles from "../../../shared/ui/two-pane.module.css";
import { useNoticeBoard } from "../hooks/use-notice-board";
import styles from "./notice-board.module.css";

export interface NoticeBoardProps {
  notices: readonly Announcement[];
  initialId?: number;
  /** Heading level of the selected notice's title: 2 on a page, 3 inside a dialog. */
  titleLevel?: 2 | 3;
}

/** Titles 8 per page on the left, the selected notice on the right (spec section 2). */
export function NoticeBoard({ notices, initialId, titleLevel = 3 }: NoticeBoardProps) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const board = useNoticeBoard(notices, initialId);
  if (notices.length === 0) return <EmptyState title={t("notice.empty")} />;
  const Title = titleLevel === 2 ? "h2" : "h3";
  const selected = board.selected;

  return (
    <div className={paneStyles.panes}>
      <nav className={paneStyles.listPane} aria-label={t("notice.listLabel")}>
        <ol className={styles.list}>
          {board.items.map(({ item, number }) => {
            const active = item.id === selected?.id;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={active ? `${styles.item} ${styles.active}` : styles.item}
                  aria-current={active ? "true" : undefined}
                  onClick={() => board.select(item.id)}
                >
                  <span className={styles.number}>{number}</span>
                  <span className={styles.itemTitle}>{item.title}</span>
                </button>
              </li>
            );
          })}
        </ol>
        <div className={styles.pager}>
          <Button
            type="button"
            onClick={board.previous}
            disabled={board.page <= 1}
            aria-label={t("notice.previousPage")}
          >
            ‹
          </Button>
          <span aria-live="polite">
            {board.page} / {board.pages}
          </span>
          <Button
            type="button"
            onClick={board.next}
            disabled={board.page >= board.pages}
            aria-label={t("notice.nextPage")}
          >
            ›
          </Button>
        </div>
      </nav>
      {selected ? (
        <article
          className={`${paneStyles.detailPane} ${styles.detail}`}
          aria-labelledby={`notice-title-${selected.id}`}
        >
          <Title id={`notice-title-${selected.id}`} className={styles.title}>
            {selected.title}
          </Title>
          <time className={styles.time} dateTime={isoDateTime(selected.time)}>
            {dateTime(selected.time)}
          </time>
          <SafeHtml html={selected.content} />
        </article>
      ) : null}
    </div>
  );
}
