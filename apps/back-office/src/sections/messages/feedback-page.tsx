import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  FEEDBACK_ADMIN,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
  feedbackReplyRequest,
  type AdminFeedbackView,
  type FeedbackStatus,
} from "@portal/contract/api/feedback";
import { apiGet, apiSend, fetchImage, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { DialogFrame } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { ErrorNotice, Skeleton, useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, StatusFilter, useSectionTexts } from "../section";
import styles from "./messages.module.css";
import { loadMessagesTexts } from "./messages-texts";

interface Page<T> {
  list: T[];
  total: number;
}
const KEY = ["feedback"] as const;

/** Messages & feedback > Feedback: the members' feedback by status, its detail with images, the reply. */
export default function FeedbackPage() {
  useSectionTexts(loadMessagesTexts);
  const { t } = useTranslation("messages");
  const [status, setStatus] = useState<FeedbackStatus | "">("OPEN");
  const [pagination, setPagination] = usePaging();
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: [...KEY, status, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<Page<AdminFeedbackView>>(
        FEEDBACK_ADMIN.list,
        { status: status || undefined, page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  // The open item as last read (a reply updates it in place until the list is read again).
  const [opened, setOpened] = useState<AdminFeedbackView | null>(null);
  const current = opened ?? query.data?.list.find((item) => item.id === openId) ?? null;

  const columns = useMemo<Columns<AdminFeedbackView>>(
    () => [
      {
        accessorKey: "createdAt",
        header: t("feedback.received"),
        cell: ({ row }) => formatTime(row.original.createdAt),
      },
      { accessorKey: "account", header: t("feedback.member") },
      { accessorKey: "type", header: t("feedback.type"), cell: ({ row }) => t(`feedback.types.${row.original.type}`) },
      {
        accessorKey: "text",
        header: t("feedback.text"),
        enableSorting: false,
        cell: ({ row }) => (row.original.text.length > 60 ? `${row.original.text.slice(0, 60)}…` : row.original.text),
      },
      { accessorKey: "images", header: t("feedback.images") },
      {
        accessorKey: "status",
        header: t("feedback.statusLabel"),
        cell: ({ row }) => (
          <span className={`badge ${row.original.status === "OPEN" ? "badge-warning" : "badge-ok"}`}>
            {t(`feedback.status.${row.original.status}`)}
          </span>
        ),
      },
      {
        id: "actions",
        header: t("feedback.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              setOpened(null);
              setOpenId(row.original.id);
            }}
          >
            {t("feedback.view")}
          </button>
        ),
      },
    ],
    [t],
  );

  return (
    <SectionPage title={t("feedback.title")}>
      <DataTable
        caption={t("feedback.title")}
        columns={columns}
        rows={query.data?.list}
        total={query.data?.total ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("feedback.empty")}
        rowKey={(row) => String(row.id)}
        toolbar={
          <StatusFilter
            label={t("feedback.statusLabel")}
            value={status}
            statuses={FEEDBACK_STATUSES}
            statusLabel={(s) => t(`feedback.status.${s}`)}
            onChange={(next) => {
              setStatus(next);
              setPagination({ ...pagination, pageIndex: 0 });
            }}
          />
        }
      />
      {openId !== null && current ? (
        <FeedbackDialog
          item={current}
          onAnswered={setOpened}
          onClose={() => {
            setOpenId(null);
            setOpened(null);
          }}
        />
      ) : null}
    </SectionPage>
  );
}

/** One feedback: the member's text, its type and images (fetched with the operator's session), and the reply. */
function FeedbackDialog({
  item,
  onAnswered,
  onClose,
}: {
  item: AdminFeedbackView;
  onAnswered: (item: AdminFeedbackView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("messages");
  const canReply = hasPermission(useSession(), PERMISSION.sendMessages);
  return (
    <DialogFrame
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("feedback.detailTitle", { id: item.id, account: item.account })}
      description={t("feedback.detailText", {
        type: t(`feedback.types.${item.type}`),
        time: formatTime(item.createdAt),
        status: t(`feedback.status.${item.status}`),
      })}
    >
      <div className="stack">
        <section className="stack" aria-label={t("feedback.text")}>
          <h3>{t("feedback.text")}</h3>
          <p className={styles.text}>{item.text}</p>
        </section>
        {item.images > 0 ? (
          <section className="stack" aria-label={t("feedback.images")}>
            <h3>{t("feedback.images")}</h3>
            <div className={styles.images}>
              {Array.from({ length: item.images }, (_, index) => (
                <FeedbackImage key={index} id={item.id} index={index} />
              ))}
            </div>
          </section>
        ) : null}
        {item.status === "ANSWERED" ? (
          <section className={`stack ${styles.reply}`} aria-label={t("feedback.replyHeading")}>
            <h3>{t("feedback.replyHeading")}</h3>
            <p className={styles.text}>{item.reply}</p>
            <p className="muted">{t("feedback.repliedAt", { time: formatTime(item.repliedAt) })}</p>
          </section>
        ) : canReply ? (
          <ReplyForm item={item} onAnswered={onAnswered} />
        ) : null}
      </div>
    </DialogFrame>
  );
}

function FeedbackImage({ id, index }: { id: number; index: number }) {
  const { t } = useTranslation("messages");
  const image = useQuery({
    queryKey: ["feedbackImage", id, index],
    queryFn: ({ signal }) => fetchImage(pathWith(FEEDBACK_ADMIN.image, { id, index }), signal),
    staleTime: Infinity,
  });
  if (image.isPending) return <Skeleton rows={3} />;
  if (image.error) return <ErrorNotice error={image.error} onRetry={() => void image.refetch()} />;
  return <img className={styles.image} src={image.data} alt={t("feedback.imageAlt", { index: index + 1, id })} />;
}

function ReplyForm({ item, onAnswered }: { item: AdminFeedbackView; onAnswered: (item: AdminFeedbackView) => void }) {
  const { t } = useTranslation("messages");
  const client = useQueryClient();
  const errorText = useErrorText();
  const form = useForm({ resolver: zodResolver(feedbackReplyRequest), defaultValues: { reply: "" } });
  const reply = useMutation({
    mutationFn: (body: { reply: string }) =>
      apiSend<AdminFeedbackView>("POST", pathWith(FEEDBACK_ADMIN.reply, { id: item.id }), body),
    onSuccess: (answered) => {
      toast("success", t("feedback.replied", { account: item.account }));
      onAnswered(answered);
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <form
      className="stack"
      aria-label={t("feedback.reply")}
      noValidate
      onSubmit={form.handleSubmit((body) => reply.mutate(body))}
    >
      <Field
        label={t("feedback.replyLabel")}
        error={form.formState.errors.reply ? t("feedback.replyMissing") : undefined}
      >
        {(props) => <textarea {...props} rows={4} maxLength={FEEDBACK_REPLY_MAX} {...form.register("reply")} />}
      </Field>
      <div className="row-end">
        <button type="submit" className="btn btn-primary" disabled={reply.isPending} aria-busy={reply.isPending}>
          {t("feedback.sendReply")}
        </button>
      </div>
    </form>
  );
}
