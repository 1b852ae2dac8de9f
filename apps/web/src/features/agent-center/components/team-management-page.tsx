import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { useSession } from "../../../shared/storage/session";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import { downlinesQuery, rebateRatesQuery, type Downline, type DownlineFilter } from "../api/agent-api";
import { useCallerCapabilities } from "../hooks/use-caller-type";
import { DownlineFilterForm, type DownlineSearch } from "./downline-filter";
import { DownlineTable } from "./downline-table";
import { SetRatesDialog } from "./set-rates-dialog";
import { TeamBreadcrumb } from "./team-breadcrumb";
import styles from "./agent-center.module.css";

const NO_SEARCH: DownlineSearch = { search: "", kind: "", status: "" };

/**
 * "Team management" (teamManagement): the caller's direct downlines, filtered and paged by cursor;
 * an account with a team opens that team's level (the breadcrumb goes back up), and the caller's
 * own direct downlines get their rebate rates set here.
 */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const caller = useCallerCapabilities();
  const [filter, setFilter] = useState<DownlineFilter>({ parentId: undefined, ...NO_SEARCH });
  const paging = useCursorPaging();
  const downlines = useQuery(downlinesQuery(token, filter, paging.position.cursor));
  const ceiling = useQuery({ ...rebateRatesQuery(token), enabled: token !== null && caller.setRates }).data;
  const [editing, setEditing] = useState<Downline | null>(null);
  const titleId = useId();
  const title = t("center.agent.teamManagement");

  const openLevel = (parentId: number | undefined) => {
    setFilter((now) => ({ ...now, parentId }));
    paging.reset();
  };

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h3 id={titleId}>{title}</h3>
        <DownlineFilterForm
          onSearch={(search) => {
            setFilter((now) => ({ ...now, ...search }));
            paging.reset();
          }}
        />
        <QueryState query={downlines}>
          {(data) => (
            <>
              <TeamBreadcrumb path={data.path} onStep={openLevel} />
              {data.list.length === 0 ? (
                <EmptyState title={t("agent.team.empty")} />
              ) : (
                <>
                  <DownlineTable
                    label={t("agent.team.downlines")}
                    rows={data.list}
                    onOpen={(row) => openLevel(row.memberId)}
                    // The server sets only the caller's own direct downlines' rates (deeper ones are
                    // their own upline's to set), so the action shows on the caller's level alone.
                    onRates={caller.setRates && data.path.length <= 1 ? setEditing : null}
                  />
                  <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
                </>
              )}
            </>
          )}
        </QueryState>
      </section>
      {editing ? <SetRatesDialog downline={editing} ceiling={ceiling} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
