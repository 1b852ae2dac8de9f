import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CHAT_TEXT_MAX, chatPostRequest, chatTextLength, type ChatPage } from "@portal/contract/api/chat";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { ApiError, errorKeyOf, fieldErrorsOf } from "../../../shared/api/api-error";
import { watchChatRoom } from "../../../shared/api/chat-room";
import { useRegisterRealAccount } from "../../../shared/auth/trial-member";
import { loadChatTexts } from "../../../shared/i18n/chat-texts";
import { CHAT_NS } from "../../../shared/i18n/namespaces";
import type { ModalProps } from "../../../shared/modals/modal-props";
import { openModal } from "../../../shared/modals/modal-store";
import { useSession } from "../../../shared/storage/session";
import { useSystemStatus } from "../../../shared/system/system-status";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorPanel } from "../../../shared/ui/error-panel";
import { FormError } from "../../../shared/ui/form-error";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { Skeleton } from "../../../shared/ui/skeleton";
import { Spinner } from "../../../shared/ui/spinner";
import { When } from "../../../shared/ui/when";
import formStyles from "../../../shared/ui/form.module.css";
import {
  chatRoomKey,
  chatRoomQuery,
  deleteChatMessage,
  postChatMessage,
  textOn,
  type ChatMessage,
} from "../api/chat-api";
import styles from "./chat-room.module.css";

/** A reader this close to the list's end (px) counts as at the newest message: a pushed one scrolls into view. */
const NEAR_BOTTOM_PX = 80;
/** The longest wait a browser timer takes (about 24.8 days); a longer mute is read again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The room's head, in the brand's chat header colour (site.chatHeaderColour) with a text colour that reads on it. */
function RoomHead() {
  const { t } = useTranslation(CHAT_NS);
  const site = useSystemStatus()?.info.site;
  const ref = useRef<HTMLDivElement>(null);
  const colour = site?.chatHeaderColour;
  // Set through the CSSOM: the strict CSP refuses style attributes in markup.
  useLayoutEffect(() => {
    const head = ref.current;
    if (!head || !colour || !/^#[0-9a-f]{6}$/i.test(colour)) return;
    head.style.setProperty("--chat-head-bg", colour);
    head.style.setProperty("--chat-head-fg", textOn(colour));
  }, [colour]);
  return (
    <div ref={ref} className={styles.head}>
      <p className={styles.headTitle}>
        {site?.brandName ? t("chat.roomOf", { brand: site.brandName }) : t("chat.room")}
      </p>
      <p className={styles.headNote}>{t("chat.rules")}</p>
    </div>
  );
}

/** A skeleton of a few messages, at their size, announced as loading. */
function LoadingMessages() {
  const { t } = useTranslation(CHAT_NS);
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className="visually-hidden">{t("chat.loading")}</span>
      {[60, 85, 45, 70].map((width) => (
        <div key={width} className={styles.skeletonRow} aria-hidden="true">
          <Skeleton width="6rem" height="0.8rem" />
          <Skeleton width={`${width}%`} height="1.1rem" />
        </div>
      ))}
    </div>
  );
}

function MessageItem({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(CHAT_NS);
  const queryClient = useQueryClient();
  const { token } = useSession();
  const remove = useMutation({
    mutationFn: () => deleteChatMessage(message.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatRoomKey(token) }),
  });
  return (
    <li className={styles.message} data-mine={message.mine || undefined}>
      <p className={styles.meta}>
        <span className={styles.author}>{message.mine ? t("chat.you") : message.author}</span>
        <span>
          <When at={message.createdAt} />
        </span>
      </p>
      {/* Plain text, rendered as text: never HTML. */}
      <p className={styles.text}>{message.text}</p>
      {message.mine ? (
        <Button
          variant="link"
          className={styles.delete}
          busy={remove.isPending}
          aria-label={t("chat.deleteMine", { text: message.text.slice(0, 40) })}
          onClick={() => remove.mutate()}
        >
          {t("chat.delete")}
        </Button>
      ) : null}
      <FormError message={remove.isError ? t(errorKeyOf(remove.error)) : undefined} />
    </li>
  );
}

/**
 * The send form: one line of text, checked with the contract's own schema before it is sent. A
 * refusal for who the caller is (403: muted, on a break) reads the room again, so the form gives
 * way to the notice that says why.
 */
function SendForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(CHAT_NS);
  const { token } = useSession();
  const queryClient = useQueryClient();
  const inputId = useId();
  const counterId = `${inputId}-counter`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: postChatMessage,
    onSuccess: async () => {
      setText("");
      onSent();
      await queryClient.invalidateQueries({ queryKey: chatRoomKey(token) });
      inputRef.current?.focus();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: chatRoomKey(token) });
      }
    },
  });
  const fieldMessage = (code: string | undefined) =>
    code === "too_long" ? t("chat.tooLong", { max: CHAT_TEXT_MAX }) : code ? t("chat.required") : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = chatPostRequest.safeParse({ text });
    if (!checked.success) {
      setFieldError(fieldMessage(checked.error.issues[0]?.message ?? "required"));
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    send.mutate(checked.data.text);
  };
  const serverField = fieldMessage(fieldErrorsOf(send.error).text);
  const shownError = fieldError ?? serverField;
  const formError = send.isError && !serverField ? t(errorKeyOf(send.error)) : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t("chat.formLabel")}>
      <FormError message={formError} />
      <div className={styles.formRow}>
        <label htmlFor={inputId} className="visually-hidden">
          {t("chat.message")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={`${formStyles.input} ${styles.input}`}
          value={text}
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t("chat.placeholder")}
          onChange={(event) => {
            setText(event.target.value);
            setFieldError(undefined);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${counterId} ${errorId}` : counterId}
        />
        <Button type="submit" variant="primary" busy={send.isPending}>
          {t("chat.send")}
        </Button>
      </div>
      <p id={counterId} className={styles.counter}>
        {t("chat.counter", { used: chatTextLength(text.trim()), max: CHAT_TEXT_MAX })}
      </p>
      {shownError ? (
        <p id={errorId} className={formStyles.error} role="alert">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}

/** What stands in for the form when the caller may not post: a trial player, a member on a break, or a muted member. */
function CannotPost({
  trial,
  mutedUntil,
  blockedBy,
}: {
  trial: boolean;
  mutedUntil: number | null;
  blockedBy: ChatPage["blockedBy"];
}) {
  const { t } = useTranslation(CHAT_NS);
  const registerRealAccount = useRegisterRealAccount();
  if (trial) {
    return (
      <div className={styles.notice} role="note">
        <p>{t("chat.trialOnly")}</p>
        <Button variant="primary" onClick={() => void registerRealAccount()}>
          {t("chat.registerReal")}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.notice} role="note">
      <p>
        {blockedBy === "SELF_EXCLUDED" ? (
          t("chat.selfExcluded")
        ) : blockedBy === "ACCOUNT_TIMED_OUT" ? (
          t("chat.timedOut")
        ) : mutedUntil ? (
          <>
            {t("chat.mutedUntil")} <When at={mutedUntil} />
          </>
        ) : (
          t("chat.cannotPost")
        )}
      </p>
    </div>
  );
}

/** The room for a logged-in caller: the messages (oldest at the top, "load older" above them) and the form. */
function Room({ token, trial }: { token: string; trial: boolean }) {
  const { t } = useTranslation(CHAT_NS);
  const room = useInfiniteQuery(chatRoomQuery(token));
  const listRef = useRef<HTMLDivElement>(null);
  const pages = room.data?.pages ?? [];
  // Newest first from the server; shown oldest first, as chats read.
  const messages = pages.flatMap((page) => page.list).reverse();
  const newest = pages[0]?.list[0]?.id;
  const first = pages[0];
  const queryClient = useQueryClient();
  // The socket hears the room's changes while it is open (decision 0056).
  useEffect(() => watchChatRoom(), []);
  // A mute ends by itself: the room is read again then, and the form comes back.
  const mutedUntil = first?.mutedUntil ?? null;
  useEffect(() => {
    if (mutedUntil === null) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: chatRoomKey(token) }),
      Math.min(Math.max(0, mutedUntil - Date.now()) + 1000, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [mutedUntil, queryClient, token]);
  // Whether the reader is at (or near) the newest message; false while reading older ones.
  const atBottom = useRef(true);
  // A new message scrolls the list to it when the reader was at the bottom (or just posted it);
  // not while older messages are being read, and loading older ones does not either.
  useEffect(() => {
    const list = listRef.current;
    if (list && newest !== undefined && atBottom.current) list.scrollTop = list.scrollHeight;
  }, [newest]);

  let body;
  if (room.isPending) body = <LoadingMessages />;
  else if (room.isError && !room.data) {
    body = (
      <ErrorPanel
        message={t(errorKeyOf(room.error))}
        retryLabel={t("common.retry")}
        onRetry={() => void room.refetch()}
      />
    );
  } else if (messages.length === 0) {
    body = <EmptyState title={t("chat.empty")}>{trial ? null : t("chat.emptyHint")}</EmptyState>;
  } else {
    body = (
      <>
        {room.hasNextPage ? (
          <div className={styles.older}>
            <Button size="small" busy={room.isFetchingNextPage} onClick={() => void room.fetchNextPage()}>
              {t("chat.loadOlder")}
            </Button>
          </div>
        ) : null}
        {room.isFetchNextPageError ? <FormError message={t(errorKeyOf(room.error))} /> : null}
        <ol className={styles.list}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      </>
    );
  }
  return (
    <>
      <div
        ref={listRef}
        className={styles.scroll}
        role="log"
        aria-label={t("chat.messages")}
        tabIndex={0}
        onScroll={(event) => {
          const list = event.currentTarget;
          atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM_PX;
        }}
      >
        {body}
      </div>
      {first ? (
        first.canPost ? (
          <SendForm onSent={() => (atBottom.current = true)} />
        ) : (
          <CannotPost trial={trial} mutedUntil={first.mutedUntil} blockedBy={first.blockedBy} />
        )
      ) : null}
    </>
  );
}

/** A visitor: what the room is, and that logging in (or registering) opens it. */
function LogInFirst({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(CHAT_NS);
  const open = (name: "login" | "register") => () => {
    onClose();
    openModal(name);
  };
  return (
    <div className={styles.visitor}>
      <p className={styles.visitorText}>{t("chat.logInToChat")}</p>
      <div className={styles.visitorActions}>
        <Button onClick={open("login")}>{t("chat.logIn")}</Button>
        <Button variant="primary" onClick={open("register")}>
          {t("chat.register")}
        </Button>
      </div>
    </div>
  );
}

function ChatRoom({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(CHAT_NS);
  const session = useSession();
  const trial = session.memberType === TRIAL_MEMBER_TYPE;
  return (
    <ModalFrame title={t("modals.chatRoom")} closeLabel={t("common.close")} onClose={onClose} size="wide">
      <div className={styles.room}>
        <RoomHead />
        {session.token === null ? <LogInFirst onClose={onClose} /> : <Room token={session.token} trial={trial} />}
      </div>
    </ModalFrame>
  );
}

/**
 * The brand's chat room (decision 0056), opened by name from the modal registry: the latest
 * messages, live (a push says the room changed and it is read again), older ones on request, and
 * a one-line form for members; trial players read, visitors are asked to log in. Its texts are a
 * lazy namespace (`chat`), loaded here first.
 */
export function ChatRoomModal({ onClose }: ModalProps) {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace(CHAT_NS));
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Shown either way: a file that failed to load leaves the texts to i18next's fallback.
    const done = () => live && setReady(true);
    loadChatTexts().then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  if (!ready) {
    return (
      <ModalFrame title={t("modals.chatRoom")} closeLabel={t("common.close")} onClose={onClose} size="wide">
        <Spinner label={t("common.loading")} />
      </ModalFrame>
    );
  }
  return <ChatRoom onClose={onClose} />;
}
