import { useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CONTENT_ADMIN, CONTENT_ANNOUNCEMENT_TYPES, type AdminAnnouncement } from "@portal/contract/api/admin-content";
import { apiGet } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { formatTime } from "../../shared/ui/format";
import { SectionPage, StatusFilter, useSectionTexts } from "../section";
import { AnnouncementEditor, ANNOUNCEMENTS_KEY } from "./announcement-editor";
import { loadContentTexts } from "./content-texts";
import { textIn } from "./localized-fields";

type AnnouncementType = (typeof CONTENT_ANNOUNCEMENT_TYPES)[number];

/**
 * Content > Announcements: banners, player notices, popups (by execution), the home notice and
 * agents' notices, filtered by type; new and edit (with `manageContent`) in the editor dialog.
 */
export default function AnnouncementsPage() {
  useSectionTexts(loadContentTexts);
  const { t } = useTranslation("content");
  const session = useSession();
  const canWrite = hasPermission(session, PERMISSION.manageContent);
  const [type, setType] = useState<AnnouncementType | "">("");
  // null: closed; "new": a new one; else the one being edited.
  const [editing, setEditing] = useState<AdminAnnouncement | "new" | null>(null);
  const query = useQuery({
    queryKey: [...ANNOUNCEMENTS_KEY, type],
    queryFn: ({ signal }) =>
      apiGet<{ list: AdminAnnouncement[] }>(CONTENT_ADMIN.announcements, { type: type || undefined }, signal),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Columns<AdminAnnouncement>>(
    () => [
      {
        accessorKey: "type",
        header: t("fields.type"),
        cell: ({ row }) => t(`types.${row.original.type}`, { defaultValue: row.original.type }),
      },
      {
        accessorKey: "execution",
        header: t("fields.execution"),
        cell: ({ row }) => (row.original.type === "PU" ? t(`executions.${row.original.execution}`) : "—"),
      },
      {
        id: "title",
        accessorFn: (row) => textIn(row.title),
        header: t("fields.title"),
        enableHiding: false,
      },
      {
        accessorKey: "active",
        header: t("fields.active"),
        cell: ({ row }) => (
          <span className={row.original.active ? "badge badge-ok" : "badge"}>
            {row.original.active ? t("announcements.active") : t("announcements.inactive")}
          </span>
        ),
      },
      {
        accessorKey: "publishedAt",
        header: t("fields.publishedAt"),
        cell: ({ row }) => formatTime(row.original.publishedAt),
      },
      { accessorKey: "sort", header: t("fields.sort") },
      ...(canWrite
        ? ([
            {
              id: "actions",
              header: t("actions.label"),
              enableSorting: false,
              enableHiding: false,
              cell: ({ row }) => (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t("actions.editNamed", { name: textIn(row.original.title) })}
                  onClick={() => setEditing(row.original)}
                >
                  {t("actions.edit")}
                </button>
              ),
            },
          ] satisfies Columns<AdminAnnouncement>)
        : []),
    ],
    [t, canWrite],
  );

  return (
    <SectionPage
      title={t("announcements.title")}
      actions={
        canWrite ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("announcements.new")}
          </button>
        ) : null
      }
    >
      <DataTable
        caption={t("announcements.title")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={type ? t("announcements.emptyType") : t("announcements.empty")}
        rowKey={(row) => String(row.id)}
        toolbar={
          <StatusFilter
            label={t("fields.type")}
            value={type}
            statuses={CONTENT_ANNOUNCEMENT_TYPES}
            statusLabel={(value) => t(`types.${value}`)}
            onChange={setType}
          />
        }
      />
      {editing ? (
        <AnnouncementEditor
          announcement={editing === "new" ? null : editing}
          defaultType={type || "B"}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </SectionPage>
  );
}
