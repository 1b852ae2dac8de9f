import { useCallback, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MEMBERS_ADMIN } from "@portal/contract/api/admin-members";
import type { Downline, DownlinesPage } from "@portal/contract/api/agents";
import { apiGet, pathWith } from "../../shared/api/client";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { formatTime } from "../../shared/ui/format";
import { ErrorNotice } from "../../shared/ui/states";
import { formatAmount, formatCount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { AgentSearch } from "./agent-search";
import { Pager, useMemberType } from "./agent-ui";
import { loadAgentsTexts } from "./agents-texts";
import styles from "./agents.module.css";

/**
 * Agents > Agent tree: find an account (top-level agents first), then its path from the top of
 * the tree and its direct downlines, a page at a time; a downline's account goes down a level, a
 * step of the path goes back up. The account shown lives in the address (`?member=`).
 */
export default function TreePage() {
  useSectionTexts(loadAgentsTexts);
  const { t } = useTranslation("agents");
  const [params, setParams] = useSearchParams();
  const memberId = Number(params.get("member")) || null;
  const cursor = params.get("cursor") ?? undefined;
  const show = useCallback(
    (id: number | null, nextCursor?: string) => {
      const next = new URLSearchParams();
      if (id !== null) next.set("member", String(id));
      if (nextCursor) next.set("cursor", nextCursor);
      setParams(next);
    },
    [setParams],
  );
  const chooseLabel = useCallback(
    (account: string) => ({ text: t("tree.browse"), name: t("tree.browseOf", { account }) }),
    [t],
  );
  const choose = useCallback((row: { id: number }) => show(row.id), [show]);

  return (
    <SectionPage title={t("tree.title")}>
      {memberId === null ? (
        <>
          <p className="muted">{t("tree.intro")}</p>
          <AgentSearch chooseLabel={chooseLabel} onChoose={choose} />
        </>
      ) : (
        <Downlines memberId={memberId} cursor={cursor} show={show} />
      )}
    </SectionPage>
  );
}

function Downlines({
  memberId,
  cursor,
  show,
}: {
  memberId: number;
  cursor: string | undefined;
  show: (id: number | null, cursor?: string) => void;
}) {
  const { t } = useTranslation("agents");
  const typeName = useMemberType();
  const query = useQuery({
    queryKey: ["agents", "downlines", memberId, cursor],
    queryFn: ({ signal }) => apiGet<DownlinesPage>(pathWith(MEMBERS_ADMIN.downlines, { memberId }), { cursor }, signal),
    placeholderData: keepPreviousData,
  });
  const path = query.data?.path ?? [];
  const current = path.at(-1);
  const account = current?.memberId === memberId ? current.account : "";
  const caption = account ? t("tree.downlinesOf", { account }) : t("tree.downlines");

  const columns = useMemo<Columns<Downline>>(
    () => [
      {
        accessorKey: "account",
        header: t("fields.account"),
        enableHiding: false,
        cell: ({ row }) => (
          <button
            type="button"
            className="btn-link"
            title={t("tree.goDown", { account: row.original.account })}
            onClick={() => show(row.original.memberId)}
          >
            {row.original.account}
          </button>
        ),
      },
      { accessorKey: "memberType", header: t("fields.type"), cell: ({ row }) => typeName(row.original.memberType) },
      { accessorKey: "status", header: t("fields.status"), cell: ({ row }) => t(`status.${row.original.status}`) },
      { accessorKey: "teamSize", header: t("fields.teamSize"), cell: ({ row }) => formatCount(row.original.teamSize) },
      {
        accessorKey: "directCount",
        header: t("fields.directCount"),
        cell: ({ row }) => formatCount(row.original.directCount),
      },
      {
        id: "balance",
        accessorFn: (row) => Number(row.balance),
        header: t("fields.balance"),
        cell: ({ row }) => `${formatAmount(row.original.balance)} ${row.original.currency}`,
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
      {
        id: "page",
        header: t("fields.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) => (
          <Link
            to={pathWith("/members/:memberId", { memberId: row.original.memberId })}
            aria-label={t("fields.memberPageOf", { account: row.original.account })}
          >
            {t("fields.memberPage")}
          </Link>
        ),
      },
    ],
    [t, typeName, show],
  );

  return (
    <div className="stack">
      <nav aria-label={t("tree.path")}>
        <ol className={styles.crumbs}>
          <li>
            <button type="button" className="btn-link" onClick={() => show(null)}>
              {t("tree.top")}
            </button>
          </li>
          {path.map((step) =>
            step.memberId === memberId ? (
              <li key={step.memberId} aria-current="page">
                <strong>{step.account}</strong>
              </li>
            ) : (
              <li key={step.memberId}>
                <button type="button" className="btn-link" onClick={() => show(step.memberId)}>
                  {step.account}
                </button>
              </li>
            ),
          )}
        </ol>
      </nav>
      {account ? (
        <p>
          <Link to={pathWith("/members/:memberId", { memberId })} aria-label={t("fields.memberPageOf", { account })}>
            {t("fields.memberPage")}
          </Link>
        </p>
      ) : null}
      {query.error && !query.data ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption={caption}
            columns={columns}
            rows={query.data?.list}
            loading={query.isPending}
            error={query.error}
            onRetry={() => void query.refetch()}
            emptyText={t("tree.noDownlines", { account })}
            rowKey={(row) => String(row.memberId)}
          />
          <Pager caption={caption} page={query.data} onCursor={(next) => show(memberId, next)} />
        </>
      )}
    </div>
  );
}
