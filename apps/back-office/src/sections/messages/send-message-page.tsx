import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  INBOX_ADMIN,
  MESSAGE_AUDIENCES,
  MESSAGE_CONTENT_MAX,
  MESSAGE_TITLE_MAX,
  sendMessageRequest,
  type BroadcastView,
  type MessageAudience,
  type SendMessageRequest,
} from "@portal/contract/api/inbox";
import { apiGet, apiSend } from "../../shared/api/client";
import { useRequestId } from "../../shared/api/request-id";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { ConfirmDialog } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, useSectionTexts } from "../section";
import { plainTextToHtml } from "./message-html";
import { loadMessagesTexts } from "./messages-texts";

interface Page<T> {
  list: T[];
  total: number;
}
const KEY = ["broadcasts"] as const;
/** The VIP levels a message may name (the contract's range). */
const VIP_LEVELS = Array.from({ length: 11 }, (_, level) => level);
/** The plain text an operator may write: its HTML must stay under the contract's limit. */
const CONTENT_TEXT_MAX = 5_000;

/**
 * The form's fields: the audience and its target (an account, a label or a level, by kind), the
 * title and the plain text. The body sent is checked again by the contract's own schema.
 */
const messageForm = z
  .object({
    audience: z.enum(MESSAGE_AUDIENCES),
    target: z.string().trim().max(64),
    vipLevel: z.string(),
    title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
    content: z.string().trim().min(1).max(CONTENT_TEXT_MAX),
  })
  .superRefine((values, context) => {
    if (["MEMBER", "LABEL", "TEAM"].includes(values.audience) && values.target === "") {
      context.addIssue({ code: "custom", path: ["target"], message: "required" });
    }
    if (plainTextToHtml(values.content).length > MESSAGE_CONTENT_MAX) {
      context.addIssue({ code: "custom", path: ["content"], message: "tooLong" });
    }
  });
type MessageForm = z.output<typeof messageForm>;

/** The call's body for the form's values (without its request id). */
function bodyOf(values: MessageForm, requestId: string): SendMessageRequest {
  const common = { requestId, title: values.title, content: plainTextToHtml(values.content) };
  switch (values.audience) {
    case "ALL":
      return sendMessageRequest.parse({ ...common, audience: "ALL" });
    case "VIP_LEVEL":
      return sendMessageRequest.parse({ ...common, audience: "VIP_LEVEL", target: Number(values.vipLevel) });
    default:
      return sendMessageRequest.parse({ ...common, audience: values.audience, target: values.target });
  }
}

/** Who the message goes to, in words ("members at VIP level 4"). */
function useAudienceText() {
  const { t } = useTranslation("messages");
  return (audience: MessageAudience, target: string) => t(`send.to.${audience}`, { target });
}

/** Messages & feedback > Send message: the form (with the sendMessages permission) and the sent list. */
export default function SendMessagePage() {
  useSectionTexts(loadMessagesTexts);
  const { t } = useTranslation("messages");
  const canSend = hasPermission(useSession(), PERMISSION.sendMessages);
  return (
    <SectionPage title={t("send.title")}>
      {canSend ? <SendMessageForm /> : <p className="muted">{t("send.readOnly")}</p>}
      <BroadcastList />
    </SectionPage>
  );
}

function SendMessageForm() {
  const { t } = useTranslation("messages");
  const client = useQueryClient();
  const errorText = useErrorText();
  const audienceText = useAudienceText();
  // Kept until the call succeeds: sending again after a lost answer reaches nobody twice.
  const [requestId, renewRequestId] = useRequestId();
  const [pending, setPending] = useState<MessageForm | null>(null);
  const form = useForm({
    resolver: zodResolver(messageForm),
    defaultValues: { audience: "MEMBER" as MessageAudience, target: "", vipLevel: "1", title: "", content: "" },
  });
  const audience = useWatch({ control: form.control, name: "audience" });
  const send = useMutation({
    mutationFn: (values: MessageForm) =>
      apiSend<BroadcastView>("POST", INBOX_ADMIN.messages, bodyOf(values, requestId)),
    onSuccess: (sent) => {
      toast("success", t("send.sent", { count: sent.recipients }));
      setPending(null);
      renewRequestId();
      form.reset();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const { errors } = form.formState;
  const targetOf = (values: MessageForm) => (values.audience === "VIP_LEVEL" ? values.vipLevel : values.target);
  const targetField = {
    MEMBER: { label: t("send.member"), hint: t("send.memberHint") },
    LABEL: { label: t("send.label"), hint: t("send.labelHint") },
    TEAM: { label: t("send.agent"), hint: t("send.agentHint") },
  } as const;
  return (
    <>
      <form
        className="stack form-narrow"
        aria-label={t("send.formTitle")}
        noValidate
        onSubmit={form.handleSubmit((values) => setPending(values))}
      >
        <h2>{t("send.formTitle")}</h2>
        <Field label={t("send.audience")}>
          {(props) => (
            <select {...props} {...form.register("audience")}>
              {MESSAGE_AUDIENCES.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`send.audiences.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {audience === "MEMBER" || audience === "LABEL" || audience === "TEAM" ? (
          <Field
            key={audience}
            label={targetField[audience].label}
            hint={targetField[audience].hint}
            error={errors.target ? t("send.required") : undefined}
          >
            {(props) => (
              <input
                {...props}
                maxLength={audience === "LABEL" ? 64 : 32}
                autoComplete="off"
                {...form.register("target")}
              />
            )}
          </Field>
        ) : null}
        {audience === "VIP_LEVEL" ? (
          <Field label={t("send.vipLevel")}>
            {(props) => (
              <select {...props} {...form.register("vipLevel")}>
                {VIP_LEVELS.map((level) => (
                  <option key={level} value={String(level)}>
                    {t("send.level", { level })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {audience === "ALL" ? <p className="notice">{t("send.allWarning")}</p> : null}
        <Field label={t("send.messageTitle")} error={errors.title ? t("send.required") : undefined}>
          {(props) => <input {...props} maxLength={MESSAGE_TITLE_MAX} {...form.register("title")} />}
        </Field>
        <Field
          label={t("send.content")}
          hint={t("send.contentHint")}
          error={
            errors.content ? t(errors.content.message === "tooLong" ? "send.tooLong" : "send.required") : undefined
          }
        >
          {(props) => <textarea {...props} rows={8} maxLength={CONTENT_TEXT_MAX} {...form.register("content")} />}
        </Field>
        <button type="submit" className="btn btn-primary">
          {t("send.submit")}
        </button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t("send.confirmTitle")}
        description={
          pending
            ? t("send.confirmText", {
                title: pending.title,
                audience: audienceText(pending.audience, targetOf(pending)),
              })
            : ""
        }
        confirmLabel={t("send.confirm")}
        busy={send.isPending}
        onConfirm={() => {
          if (pending) send.mutate(pending);
        }}
      />
    </>
  );
}

/** The brand's sent messages, newest first, paged by the server. */
function BroadcastList() {
  const { t } = useTranslation("messages");
  const [pagination, setPagination] = usePaging();
  const query = useQuery({
    queryKey: [...KEY, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<Page<BroadcastView>>(
        INBOX_ADMIN.messages,
        { page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<BroadcastView>>(
    () => [
      {
        accessorKey: "createdAt",
        header: t("broadcasts.sentAt"),
        cell: ({ row }) => formatTime(row.original.createdAt),
      },
      { accessorKey: "title", header: t("broadcasts.messageTitle"), enableHiding: false },
      {
        id: "audience",
        accessorFn: (row) => `${row.audience} ${row.target}`,
        header: t("broadcasts.audience"),
        cell: ({ row }) => t(`send.to.${row.original.audience}`, { target: row.original.target }),
      },
      { accessorKey: "recipients", header: t("broadcasts.recipients") },
      { accessorKey: "operator", header: t("broadcasts.operator") },
    ],
    [t],
  );
  return (
    <DataTable
      caption={t("broadcasts.title")}
      columns={columns}
      rows={query.data?.list}
      total={query.data?.total ?? 0}
      pagination={pagination}
      onPaginationChange={setPagination}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText={t("broadcasts.empty")}
      rowKey={(row) => String(row.id)}
      toolbar={<h2>{t("broadcasts.title")}</h2>}
    />
  );
}
