import { useEffect, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { loadInboxTexts } from "../../../shared/i18n/inbox-texts";
import { INBOX_NS } from "../../../shared/i18n/namespaces";
import { useSession } from "../../../shared/storage/session";
import { Badge } from "../../../shared/ui/badge";
import { CenterPage } from "../../../shared/ui/center-page";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { Spinner } from "../../../shared/ui/spinner";
import { When } from "../../../shared/ui/when";
import cardStyles from "../../../shared/ui/card.module.css";
import { feedbackListQuery, feedbackSettingsQuery, type FeedbackView } from "../api/feedback-api";
import { FeedbackForm } from "./feedback-form";
import styles from "./feedback.module.css";

/** One feedback sent: its type, status, time and text, and the operator's reply once there is one. */
function FeedbackCard({ item }: { item: FeedbackView }) {
  const { t } = useTranslation(INBOX_NS);
  const titleId = useId();
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.cardHead}>
          <h5 id={titleId} className={styles.heading}>
            {t(`feedback.types.${item.type}`)}
          </h5>
          <Badge tone={item.status === "ANSWERED" ? "success" : "warning"}>{t(`feedback.status.${item.status}`)}</Badge>
        </div>
        <p className={styles.muted}>
          <When at={item.createdAt} />
          {item.images > 0 ? ` · ${t("feedback.imageCount", { count: item.images })}` : null}
        </p>
        <p className={styles.text}>{item.text}</p>
        {item.reply !== null ? (
          <section className={styles.reply} aria-label={t("feedback.replyHeading")}>
            <p className={styles.replyHeading}>{t("feedback.replyHeading")}</p>
            <p className={styles.text}>{item.reply}</p>
            {item.repliedAt !== null ? (
              <p className={styles.muted}>
                <When at={item.repliedAt} />
              </p>
            ) : null}
          </section>
        ) : (
          <p className={styles.muted}>{t("feedback.awaiting")}</p>
        )}
      </article>
    </li>
  );
}

/** The member's feedback, newest first, a page by cursor. */
function FeedbackList() {
  const { t } = useTranslation(INBOX_NS);
  const { token } = useSession();
  const headingId = useId();
  const paging = useCursorPaging();
  const list = useQuery(feedbackListQuery(token, paging.position.cursor));
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t("feedback.mine")}
      </h4>
      <QueryState query={list}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t("feedback.none")} />
          ) : (
            <>
              <ul className={cardStyles.list}>
                {data.list.map((item) => (
                  <FeedbackCard key={item.id} item={item} />
                ))}
              </ul>
              <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function Feedback() {
  const { t } = useTranslation(INBOX_NS);
  const { token } = useSession();
  const settings = useQuery(feedbackSettingsQuery(token));
  return (
    <CenterPage title={t("center.member.feedback")}>
      <p className={styles.muted}>{t("feedback.lead")}</p>
      <QueryState query={settings}>{(range) => <FeedbackForm range={range} />}</QueryState>
      <FeedbackList />
    </CenterPage>
  );
}

/**
 * The member centre's feedback (FEEDBACK3): the form (type, text within the brand's range, up to
 * three screenshots) and the member's feedback with the operators' replies. Its texts share the
 * `inbox` namespace with platform information, loaded here first.
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace(INBOX_NS));
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => live && setReady(true);
    loadInboxTexts().then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? <Feedback /> : <Spinner label={t("common.loading")} />;
}
