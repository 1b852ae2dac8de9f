import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ReferralStatus } from "@portal/contract/api/referral";
import { withZone } from "../../../shared/format/clock";
import { isoDateTime } from "../../../shared/format/date-time";
import { useDateTime } from "../../../shared/format/use-date-time";
import { shownPage, useCursorPaging } from "../../../shared/hooks/cursor-paging";
import { REFERRAL_NS } from "../../../shared/i18n/namespaces";
import { useSession } from "../../../shared/storage/session";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pager } from "../../../shared/ui/pager";
import { QueryState } from "../../../shared/ui/query-state";
import textStyles from "../../../shared/ui/text.module.css";
import { referralFriendsQuery, type ReferralFriend } from "../api/referral-api";
import styles from "./referral.module.css";

const STATUS_TONE: Record<ReferralStatus, BadgeTone> = {
  PENDING: "warning",
  QUALIFIED: "success",
  REFUSED: "danger",
  EXPIRED: "muted",
};

/** A friend's status as a tag, with why a refused one earns nothing, or when a qualified one qualified. */
function StatusCell({ friend }: { friend: ReferralFriend }) {
  const { t } = useTranslation(REFERRAL_NS);
  const dateTime = useDateTime();
  return (
    <div data-status={friend.status}>
      <Badge tone={STATUS_TONE[friend.status]}>{t(`referral.status.${friend.status}`)}</Badge>
      {friend.reason ? <p className={styles.note}>{t(`referral.reason.${friend.reason}`)}</p> : null}
      {friend.qualifiedAt !== null ? (
        <p className={styles.note}>
          {t("referral.qualifiedAt")}{" "}
          <time dateTime={isoDateTime(friend.qualifiedAt)}>{dateTime(friend.qualifiedAt)}</time>
        </p>
      ) : null}
    </div>
  );
}

/** "My friends": the members who joined with the code, newest first, a page by cursor. */
export function FriendList() {
  const { t } = useTranslation(REFERRAL_NS);
  const dateTime = useDateTime();
  const { token } = useSession();
  const headingId = useId();
  const paging = useCursorPaging();
  const friends = useQuery(referralFriendsQuery(token, paging.position.cursor));
  const columns: Column<ReferralFriend>[] = [
    { key: "account", header: t("referral.account"), cell: (f) => f.account },
    {
      key: "joinedAt",
      header: withZone(t("referral.joinedAt")),
      cell: (f) => <time dateTime={isoDateTime(f.joinedAt)}>{dateTime(f.joinedAt)}</time>,
    },
    // How far the friend is, not how much it deposited or bet: those are the friend's own.
    {
      key: "depositReached",
      header: t("referral.firstDeposit"),
      cell: (f) => t(f.depositReached ? "referral.reached" : "referral.notYet"),
    },
    {
      key: "turnoverPercent",
      header: t("referral.turnover"),
      numeric: true,
      cell: (f) => <span className={textStyles.amount}>{t("referral.percent", { percent: f.turnoverPercent })}</span>,
    },
    { key: "status", header: t("referral.statusColumn"), cell: (f) => <StatusCell friend={f} /> },
  ];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={textStyles.heading}>
        {t("referral.myFriends")}
      </h4>
      <QueryState query={friends}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t("referral.noFriends")} />
          ) : (
            <>
              <DataTable
                label={t("referral.friendsTable")}
                columns={columns}
                rows={data.list}
                rowKey={(f) => `${f.joinedAt}-${f.account}`}
              />
              <Pager data={data} page={shownPage(paging.position, data)} onCursor={paging.follow} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
