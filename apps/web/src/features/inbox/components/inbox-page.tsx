import { useEffect, useId, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorKeyOf } from "../../../shared/api/api-error";
import { invalidateMessageQueries } from "../../../shared/api/unread-messages";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { loadInboxTexts } from "../../../shared/i18n/inbox-texts";
import { INBOX_NS } from "../../../shared/i18n/namespaces";
import { useSession } from "../../../shared/storage/session";
import { Badge } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import { CenterPage } from "../../../shared/ui/center-page";
import { EmptyState } from "../../../shared/ui/empty-state";
import { FormError } from "../../../shared/ui/form-error";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { SafeHtml } from "../../../shared/ui/safe-html";
import { Spinner } from "../../../shared/ui/spinner";
import { toast } from "../../../shared/ui/toast";
import { When } from "../../../shared/ui/when";
import cardStyles from "../../../shared/ui/card.module.css";
import { deleteMessage, inboxQuery, messageQuery, readAllMessages, type InboxItem } from "../api/inbox-api";
import styles from "./inbox.module.css";

/** One message opened (the server marks it read): its title, time and content, Back and Delete. */
function MessageView({ id, onBack }: { id: number; onBack: (deleted: boolean) => void }) {
  const { t } = useTranslation(INBOX_NS);
  const { token } = useSession();
  const queryClient = useQueryClient();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const message = useQuery(messageQuery(token, id));
  const opened = message.data !== undefined;
  // Opened means read: the badge and the list follow at once.
  useEffect(() => {
    if (!opened) return;
    headingRef.current?.focus();
    void invalidateMessageQueries(queryClient);
  }, [opened, queryClient]);
  const remove = useMutation({
    mutationFn: () => deleteMessage(id),
    onSuccess: async () => {
      toast("success", t("inbox.deleted"));
      await invalidateMessageQueries(queryClient);
      onBack(true);
    },
  });
  return (
    <article className={styles.message} aria-labelledby={titleId}>
      <div>
        <Button onClick={() => onBack(false)}>{t("inbox.back")}</Button>
      </div>
      <QueryState query={message}>
        {(m) => (
          <>
            <h4 id={titleId} ref={headingRef} tabIndex={-1} className={styles.messageTitle}>
              {m.title}
            </h4>
            <p className={styles.count}>
              <When at={m.createdAt} />
            </p>
            <SafeHtml html={m.content} className={styles.content} />
            <FormError message={remove.isError ? t(errorKeyOf(remove.error)) : undefined} />
            <div>
              <Button busy={remove.isPending} onClick={() => remove.mutate()}>
                {t("inbox.delete")}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </article>
  );
}

/** A message's card in the list: its title (bold and marked while unread) and time; opens it. */
function MessageCard({ message, onOpen, focus }: { message: InboxItem; onOpen: () => void; focus: boolean }) {
  const { t } = useTranslation(INBOX_NS);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <li className={styles.item} data-unread={message.read ? undefined : true}>
      <button ref={ref} type="button" className={styles.open} onClick={onOpen}>
        <span className={styles.title}>{message.title}</span>
        {message.read ? null : <Badge tone="accent">{t("inbox.unread")}</Badge>}
        <span className={styles.time}>
          <When at={message.createdAt} />
        </span>
      </button>
    </li>
  );
}

function Inbox() {
  const { t } = useTranslation(INBOX_NS);
  const { token } = useSession();
  const queryClient = useQueryClient();
  const paging = useCursorPaging();
  const [openId, setOpenId] = useState<number | null>(null);
  // The card to give the focus back to after Back (none after a delete: the list's first).
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const page = useQuery(inboxQuery(token, paging.position.cursor));
  const readAll = useMutation({
    mutationFn: readAllMessages,
    onSuccess: () => invalidateMessageQueries(queryClient),
  });

  if (openId !== null) {
    return (
      <CenterPage title={t("center.member.messageV2")}>
        <MessageView
          id={openId}
          onBack={(deleted) => {
            setReturnTo(deleted ? null : openId);
            setOpenId(null);
          }}
        />
      </CenterPage>
    );
  }
  return (
    <CenterPage title={t("center.member.messageV2")}>
      <QueryState query={page}>
        {(data) => (
          <>
            <div className={styles.toolbar}>
              <p className={styles.count} role="status">
                {t("inbox.unreadCount", { count: data.unread })}
              </p>
              <Button busy={readAll.isPending} disabled={data.unread === 0} onClick={() => readAll.mutate()}>
                {t("inbox.readAll")}
              </Button>
            </div>
            <FormError message={readAll.isError ? t(errorKeyOf(readAll.error)) : undefined} />
            {data.list.length === 0 ? (
              <EmptyState title={t("inbox.empty")}>{t("inbox.emptyHint")}</EmptyState>
            ) : (
              <ul className={cardStyles.list} aria-label={t("inbox.listLabel")}>
                {data.list.map((message) => (
                  <MessageCard
                    key={message.id}
                    message={message}
                    focus={message.id === returnTo}
                    onOpen={() => setOpenId(message.id)}
                  />
                ))}
              </ul>
            )}
            <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
          </>
        )}
      </QueryState>
    </CenterPage>
  );
}

/**
 * The member centre's platform information (messageV2): the operators' messages, unread first
 * then newest, a page by cursor; one opened (and so read) with its content as announcements show
 * theirs; delete, mark all read. Every change refreshes the header's unread badge, as a message
 * pushed over /ws does. Its texts are a lazy namespace (`inbox`), loaded here first.
 */
export function InboxPage() {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace(INBOX_NS));
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Shown either way: a file that failed to load leaves the texts to i18next's fallback.
    const done = () => live && setReady(true);
    loadInboxTexts().then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? <Inbox /> : <Spinner label={t("common.loading")} />;
}
