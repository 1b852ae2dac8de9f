import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  CHAT_ADMIN,
  CHAT_MUTE_MINUTES_MAX,
  CHAT_MUTE_REASON_MAX,
  chatMuteRequest,
  type AdminChatMessage,
  type AdminChatPage,
} from "@portal/contract/api/chat";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { CursorPager, useCursor } from "../members/cursor-pager";
import { loadMembersTexts } from "../members/members-texts";
import { SectionPage, useSectionTexts } from "../section";
import styles from "./messages.module.css";
import { loadMessagesTexts } from "./messages-texts";

const KEY = ["chatMessages"] as const;
const PAGE_SIZE = 20;

/**
 * Messages & feedback > Chat room (decision 0056): the brand's chat messages, newest first and
 * paged by the server's cursor (`next`, `prev`), hidden ones marked; hide one, mute or unmute its
 * author (manageMembers; each audited by the server).
 */
export default function ChatPage() {
  useSectionTexts(loadMessagesTexts);
  // The pager's words (`paging.*`), shared with the other keyset-paged lists.
  useSectionTexts(loadMembersTexts);
  const { t } = useTranslation("messages");
  const canModerate = hasPermission(useSession(), PERMISSION.manageMembers);
  const client = useQueryClient();
  const errorText = useErrorText();
  const [cursor, setCursor] = useCursor();
  const [muting, setMuting] = useState<AdminChatMessage | null>(null);
  const query = useQuery({
    queryKey: [...KEY, cursor],
    queryFn: ({ signal }) => apiGet<AdminChatPage>(CHAT_ADMIN.messages, { cursor, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const hide = useMutation({
    mutationFn: (row: AdminChatMessage) => apiSend("DELETE", pathWith(CHAT_ADMIN.message, { id: row.id })),
    onSuccess: (_, row) => toast("success", t("chat.hidden", { id: row.id })),
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const unmute = useMutation({
    mutationFn: (row: AdminChatMessage) => apiSend("DELETE", pathWith(CHAT_ADMIN.mute, { memberId: row.memberId })),
    onSuccess: (_, row) => toast("success", t("chat.unmuted", { account: row.account })),
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });

  const columns = useMemo<Columns<AdminChatMessage>>(
    () => [
      { accessorKey: "createdAt", header: t("chat.posted"), cell: ({ row }) => formatTime(row.original.createdAt) },
      { accessorKey: "account", header: t("chat.member") },
      {
        accessorKey: "text",
        header: t("chat.text"),
        enableSorting: false,
        cell: ({ row }) => <span className={styles.text}>{row.original.text}</span>,
      },
      {
        id: "state",
        header: t("chat.state"),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="stack">
            {row.original.hiddenAt ? <span className="badge">{t("chat.hiddenBadge")}</span> : null}
            {row.original.mutedUntil ? (
              <span className="badge badge-warning">
                {t("chat.mutedUntil", { time: formatTime(row.original.mutedUntil) })}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: "actions",
        header: t("chat.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) =>
          canModerate ? (
            <span className="row-end">
              {row.original.hiddenAt ? null : (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t("chat.hideLabel", { id: row.original.id })}
                  disabled={hide.isPending}
                  onClick={() => hide.mutate(row.original)}
                >
                  {t("chat.hide")}
                </button>
              )}
              {row.original.mutedUntil ? (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t("chat.unmuteLabel", { account: row.original.account })}
                  disabled={unmute.isPending}
                  onClick={() => unmute.mutate(row.original)}
                >
                  {t("chat.unmute")}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t("chat.muteLabel", { account: row.original.account })}
                  onClick={() => setMuting(row.original)}
                >
                  {t("chat.mute")}
                </button>
              )}
            </span>
          ) : null,
      },
    ],
    [t, canModerate, hide, unmute],
  );

  return (
    <SectionPage title={t("chat.title")}>
      <DataTable
        caption={t("chat.title")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("chat.empty")}
        rowKey={(row) => String(row.id)}
      />
      <CursorPager caption={t("chat.title")} page={query.data} onCursor={setCursor} />
      {muting ? <MuteDialog row={muting} onClose={() => setMuting(null)} /> : null}
    </SectionPage>
  );
}

type MuteInput = z.input<typeof chatMuteRequest>;
type MuteBody = z.output<typeof chatMuteRequest>;

/** Mutes the author of a message for some minutes, with a reason for the audit log. */
function MuteDialog({ row, onClose }: { row: AdminChatMessage; onClose: () => void }) {
  const { t } = useTranslation("messages");
  const form = useForm<MuteInput, unknown, MuteBody>({
    resolver: zodResolver(chatMuteRequest),
    defaultValues: { minutes: 60, reason: "" },
  });
  const mute = useDialogMutation({
    mutationFn: (body: MuteBody) => apiSend("PUT", pathWith(CHAT_ADMIN.mute, { memberId: row.memberId }), body),
    success: () => t("chat.muted", { account: row.account }),
    onClose,
    invalidate: [KEY],
  });
  return (
    <FormDialog
      title={t("chat.muteTitle", { account: row.account })}
      description={t("chat.muteText")}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => mute.mutate(body))}
      submitLabel={t("chat.mute")}
      busy={mute.isPending}
      danger
    >
      <Field
        label={t("chat.minutes")}
        hint={t("chat.minutesHint", { max: CHAT_MUTE_MINUTES_MAX })}
        error={form.formState.errors.minutes ? t("chat.minutesInvalid", { max: CHAT_MUTE_MINUTES_MAX }) : undefined}
      >
        {(props) => (
          <input {...props} type="number" min={1} max={CHAT_MUTE_MINUTES_MAX} {...form.register("minutes")} />
        )}
      </Field>
      <Field label={t("chat.reason")}>
        {(props) => <input {...props} maxLength={CHAT_MUTE_REASON_MAX} {...form.register("reason")} />}
      </Field>
    </FormDialog>
  );
}
