import { useMemo, useState } from "react";
import { Link } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { MEMBERS_ADMIN, type MemberRow, type memberSearchSchema } from "@portal/contract/api/admin-members";
import { apiGet, pathWith } from "../../shared/api/client";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { formatTime } from "../../shared/ui/format";
import { Pager, useMemberType } from "./agent-ui";

type SearchAnswer = z.infer<typeof memberSearchSchema>;
export const AGENT_SEARCH_PAGE_SIZE = 20;

/**
 * Finds an account by the start of its username (the member search), top-level agents only by
 * default (agents with no upline: the tree's starting points, the platform's contract holders).
 * Each row has the page's own action (`choose`) and a link to the member's page.
 */
export function AgentSearch({
  chooseLabel,
  onChoose,
}: {
  /** The action's visible label and its accessible name for a row ("Browse", "Browse agent01"). */
  chooseLabel: (account: string) => { text: string; name: string };
  onChoose: (row: MemberRow) => void;
}) {
  const { t } = useTranslation("agents");
  const typeName = useMemberType();
  const [draft, setDraft] = useState({ q: "", topOnly: true });
  const [search, setSearch] = useState<{ q: string; topOnly: boolean; cursor?: string }>({ q: "", topOnly: true });
  const query = useQuery({
    queryKey: ["agents", "search", search.q, search.topOnly, search.cursor],
    queryFn: ({ signal }) =>
      apiGet<SearchAnswer>(
        MEMBERS_ADMIN.search,
        {
          field: "ACCOUNT",
          q: search.q || undefined,
          topAgents: search.topOnly ? "true" : undefined,
          cursor: search.cursor,
          pageSize: AGENT_SEARCH_PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Columns<MemberRow>>(
    () => [
      { accessorKey: "account", header: t("fields.account"), enableHiding: false },
      { accessorKey: "memberType", header: t("fields.type"), cell: ({ row }) => typeName(row.original.memberType) },
      { accessorKey: "status", header: t("fields.status"), cell: ({ row }) => t(`status.${row.original.status}`) },
      {
        accessorKey: "registeredAt",
        header: t("fields.registeredAt"),
        cell: ({ row }) => formatTime(row.original.registeredAt),
      },
      {
        id: "actions",
        header: t("fields.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => {
          const label = chooseLabel(row.original.account);
          return (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn-small btn-primary"
                aria-label={label.name}
                onClick={() => onChoose(row.original)}
              >
                {label.text}
              </button>
              <Link
                to={pathWith("/members/:memberId", { memberId: row.original.id })}
                aria-label={t("fields.memberPageOf", { account: row.original.account })}
              >
                {t("fields.memberPage")}
              </Link>
            </div>
          );
        },
      },
    ],
    [t, typeName, chooseLabel, onChoose],
  );

  return (
    <div className="stack">
      <form
        role="search"
        aria-label={t("search.title")}
        className="table-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ q: draft.q.trim(), topOnly: draft.topOnly });
        }}
      >
        <label className="inline-field">
          {t("search.account")}
          <input
            type="search"
            maxLength={64}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.topOnly}
            onChange={(event) => setDraft({ ...draft, topOnly: event.target.checked })}
          />
          {t("search.topOnly")}
        </label>
        <button type="submit" className="btn btn-primary">
          {t("search.submit")}
        </button>
      </form>
      <p className="muted">{search.topOnly ? t("search.hintTop") : t("search.hintAll")}</p>
      <DataTable
        caption={t("search.results")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={search.q ? t("search.empty") : search.topOnly ? t("search.noTopAgents") : t("search.none")}
        rowKey={(row) => String(row.id)}
      />
      <Pager caption={t("search.results")} page={query.data} onCursor={(cursor) => setSearch({ ...search, cursor })} />
    </div>
  );
}
