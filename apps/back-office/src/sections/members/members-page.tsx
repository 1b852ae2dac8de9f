import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  MEMBER_SEARCH_FIELDS,
  MEMBERS_ADMIN,
  type MemberRow,
  type MemberSearchField,
  type memberSearchSchema,
} from "@portal/contract/api/admin-members";
import { apiGet, pathWith } from "../../shared/api/client";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { formatTime } from "../../shared/ui/format";
import { SectionPage, useSectionTexts } from "../section";
import { CursorPager } from "./cursor-pager";
import { loadMembersTexts } from "./members-texts";

type SearchAnswer = z.infer<typeof memberSearchSchema>;
export const MEMBER_SEARCH_PAGE_SIZE = 20;

const isField = (value: string | null): value is MemberSearchField =>
  value !== null && (MEMBER_SEARCH_FIELDS as readonly string[]).includes(value);

/**
 * Members > Search: by username (prefix), mobile (digits), IP or label; newest first, paged by
 * cursor with the server's count (capped). The search lives in the address, so the member page's
 * Back returns to the same page of results.
 */
export default function MembersPage() {
  useSectionTexts(loadMembersTexts);
  const { t } = useTranslation("members");
  const [params, setParams] = useSearchParams();
  const field = isField(params.get("field")) ? (params.get("field") as MemberSearchField) : "ACCOUNT";
  const q = params.get("q") ?? "";
  const cursor = params.get("cursor") ?? undefined;
  const [draft, setDraft] = useState({ field, q });
  const query = useQuery({
    queryKey: ["members", field, q, cursor],
    queryFn: ({ signal }) =>
      apiGet<SearchAnswer>(
        MEMBERS_ADMIN.search,
        { field, q: q || undefined, cursor, pageSize: MEMBER_SEARCH_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const go = (next: { field: MemberSearchField; q: string; cursor?: string }) => {
    const search = new URLSearchParams();
    search.set("field", next.field);
    if (next.q) search.set("q", next.q);
    if (next.cursor) search.set("cursor", next.cursor);
    setParams(search);
  };

  const columns = useMemo<Columns<MemberRow>>(
    () => [
      {
        accessorKey: "account",
        header: t("fields.account"),
        enableHiding: false,
        cell: ({ row }) => (
          <Link to={pathWith("/members/:memberId", { memberId: row.original.id })}>{row.original.account}</Link>
        ),
      },
      { accessorKey: "id", header: t("fields.id") },
      { accessorKey: "nickname", header: t("fields.nickname") },
      { accessorKey: "mobile", header: t("fields.mobile"), cell: ({ row }) => row.original.mobile ?? "—" },
      {
        accessorKey: "status",
        header: t("fields.status"),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: "labels",
        header: t("fields.labels"),
        enableSorting: false,
        accessorFn: (row) => row.labels.join(", "),
      },
      {
        accessorKey: "registeredAt",
        header: t("fields.registeredAt"),
        cell: ({ row }) => formatTime(row.original.registeredAt),
      },
      {
        accessorKey: "lastLoginAt",
        header: t("fields.lastLoginAt"),
        cell: ({ row }) => formatTime(row.original.lastLoginAt),
      },
    ],
    [t],
  );

  return (
    <SectionPage title={t("search.title")}>
      <form
        role="search"
        aria-label={t("search.title")}
        className="table-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          go({ field: draft.field, q: draft.q.trim() });
        }}
      >
        <label className="inline-field">
          {t("search.field")}
          <select
            value={draft.field}
            onChange={(event) => setDraft({ ...draft, field: event.target.value as MemberSearchField })}
          >
            {MEMBER_SEARCH_FIELDS.map((value) => (
              <option key={value} value={value}>
                {t(`search.by.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t("search.query")}
          <input
            type="search"
            maxLength={64}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </label>
        <button type="submit" className="btn btn-primary">
          {t("search.submit")}
        </button>
      </form>
      <p className="muted">{t(`search.hint.${field}`)}</p>
      <DataTable
        caption={t("search.results")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={q ? t("search.empty") : t("search.none")}
        rowKey={(row) => String(row.id)}
      />
      <CursorPager
        caption={t("search.results")}
        page={query.data}
        onCursor={(next) => go({ field, q, cursor: next })}
      />
    </SectionPage>
  );
}

export function StatusBadge({ status }: { status: MemberRow["status"] }) {
  const { t } = useTranslation("members");
  return (
    <span className={`badge ${status === "ACTIVE" ? "badge-ok" : "badge-REJECTED"}`}>{t(`status.${status}`)}</span>
  );
}
