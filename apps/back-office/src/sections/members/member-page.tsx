import { useMemo, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import * as Tabs from "@radix-ui/react-tabs";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AdjustmentAnswer } from "@portal/contract/api/admin-adjustments";
import { MEMBERS_ADMIN, type MemberProfile } from "@portal/contract/api/admin-members";
import { serialIdParam } from "@portal/contract/api/money";
import { PROTECTION_ADMIN, type Protection } from "@portal/contract/api/protection";
import { apiGet, pathWith } from "../../shared/api/client";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { useAddressTab } from "../../shared/ui/address-tab";
import { formatTime } from "../../shared/ui/format";
import { ErrorNotice, Skeleton } from "../../shared/ui/states";
import { formatAmount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { LabelsAction, LiftBreakAction, MemberActions, memberKey, protectionKey } from "./member-actions";
import { ReturnFundsAction } from "./return-funds-action";
import { BetsList, DepositsList, LedgerList, WithdrawalsList } from "./member-lists";
import { StatusBadge } from "./members-page";
import { loadMembersTexts } from "./members-texts";
import styles from "./members.module.css";

const TABS = ["profile", "sessions", "linked", "ledger", "bets", "deposits", "withdrawals"] as const;

type Session = MemberProfile["sessions"][number];
type Wallet = MemberProfile["wallets"][number];
type Linked = MemberProfile["linked"][number];

export const memberPath = (memberId: number) => pathWith("/members/:memberId", { memberId });

/**
 * Members > a member (/members/:memberId): the header with the actions the operator's
 * permissions allow, and tabs (in the address, so reload and back keep them): profile, sessions
 * and devices, linked members, then the member's own records, each paged by cursor.
 */
export default function MemberPage() {
  useSectionTexts(loadMembersTexts);
  const { t } = useTranslation("members");
  const params = useParams();
  const parsed = serialIdParam.safeParse(params.memberId);
  const memberId = parsed.success ? parsed.data : null;
  const [tab, chooseTab] = useAddressTab(TABS);
  const [adjusted, setAdjusted] = useState<AdjustmentAnswer | null>(null);
  const query = useQuery({
    queryKey: memberId === null ? ["member", "none"] : memberKey(memberId),
    queryFn: ({ signal }) =>
      apiGet<MemberProfile>(pathWith(MEMBERS_ADMIN.member, { memberId: memberId ?? 0 }), undefined, signal),
    enabled: memberId !== null,
  });
  const member = query.data;
  if (memberId === null) return <p role="status">{t("member.notFound")}</p>;
  return (
    <SectionPage
      title={member ? t("member.title", { account: member.account }) : t("member.loadingTitle")}
      actions={<Link to="/members">{t("member.back")}</Link>}
    >
      {query.error ? <ErrorNotice error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <Skeleton rows={8} /> : null}
      {member ? (
        <>
          <div className={styles.head}>
            <span>
              {t("fields.status")}: <StatusBadge status={member.status} />
            </span>
            <MemberActions member={member} onAdjusted={setAdjusted} />
          </div>
          {adjusted?.status === "PENDING_APPROVAL" ? (
            <p className="notice" role="status">
              {t("adjust.waitingNotice", { approvalId: adjusted.approvalId ?? "" })}
            </p>
          ) : null}
          <Tabs.Root value={tab} onValueChange={chooseTab} className="tabs">
            <Tabs.List className="tab-list" aria-label={t("member.tabs")}>
              {TABS.map((value) => (
                <Tabs.Trigger key={value} value={value} className="tab">
                  {t(`tabs.${value}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="profile">
              <Profile member={member} />
            </Tabs.Content>
            <Tabs.Content value="sessions">
              <Sessions member={member} />
            </Tabs.Content>
            <Tabs.Content value="linked">
              <LinkedMembers member={member} />
            </Tabs.Content>
            <Tabs.Content value="ledger">
              <LedgerList memberId={member.id} />
            </Tabs.Content>
            <Tabs.Content value="bets">
              <BetsList memberId={member.id} />
            </Tabs.Content>
            <Tabs.Content value="deposits">
              <DepositsList memberId={member.id} />
            </Tabs.Content>
            <Tabs.Content value="withdrawals">
              <WithdrawalsList memberId={member.id} />
            </Tabs.Content>
          </Tabs.Root>
        </>
      ) : null}
    </SectionPage>
  );
}

function Terms({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={styles.terms}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Profile({ member }: { member: MemberProfile }) {
  const { t } = useTranslation("members");
  const walletColumns = useMemo<Columns<Wallet>>(
    () => [
      {
        accessorKey: "kind",
        header: t("wallets.kind"),
        enableHiding: false,
        cell: ({ row }) => walletName(t, row.original.kind),
      },
      { accessorKey: "currency", header: t("wallets.currency") },
      {
        accessorKey: "balance",
        header: t("wallets.balance"),
        cell: ({ row }) => formatAmount(row.original.balance),
      },
    ],
    [t],
  );
  const dash = "—";
  return (
    <div className="stack">
      <section aria-labelledby="member-profile" className="stack">
        <h2 id="member-profile">{t("profile.title")}</h2>
        <Terms
          items={[
            [t("fields.id"), member.id],
            [t("fields.account"), member.account],
            [t("fields.nickname"), member.nickname || dash],
            [t("fields.mobile"), member.mobile ?? dash],
            [t("fields.email"), member.email ?? dash],
            [t("fields.language"), member.language],
            [
              t("fields.memberType"),
              t(`memberTypes.${member.memberType}`, { defaultValue: String(member.memberType) }),
            ],
            [t("fields.vipLevel"), t("profile.vip", { level: member.vipLevel })],
            [t("fields.registeredAt"), `${formatTime(member.registeredAt)} · ${member.registeredIp || dash}`],
            [t("fields.lastLoginAt"), `${formatTime(member.lastLoginAt)} · ${member.lastLoginIp || dash}`],
            [t("fields.mustChangePassword"), member.mustChangePassword ? t("profile.yes") : t("profile.no")],
            [
              t("fields.protection"),
              member.protection
                ? t("profile.protectionUntil", {
                    kind: t(`protection.${member.protection.kind}`, { defaultValue: member.protection.kind }),
                    until: formatTime(member.protection.endsAt),
                  })
                : t("profile.noProtection"),
            ],
            [
              t("fields.uplines"),
              member.uplines.length === 0 ? (
                t("profile.noUpline")
              ) : (
                <ol className={styles.chain} aria-label={t("fields.uplines")}>
                  {member.uplines.map((upline) => (
                    <li key={upline.id}>
                      <Link to={memberPath(upline.id)}>{upline.account}</Link>
                    </li>
                  ))}
                </ol>
              ),
            ],
          ]}
        />
      </section>
      <ProtectionPanel member={member} />
      <section aria-labelledby="member-labels" className="stack">
        <div className="section-head">
          <h2 id="member-labels">{t("fields.labels")}</h2>
          <LabelsAction member={member} />
        </div>
        {member.labels.length === 0 ? (
          <p className="muted">{t("labels.none")}</p>
        ) : (
          <ul className="row-actions" aria-labelledby="member-labels">
            {member.labels.map((label) => (
              <li key={label}>
                <span className="badge">{label}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="member-wallets" className="stack">
        <h2 id="member-wallets">{t("wallets.title")}</h2>
        <DataTable
          caption={t("wallets.title")}
          columns={walletColumns}
          rows={member.wallets}
          loading={false}
          error={null}
          emptyText={t("wallets.empty")}
          rowKey={(row) => `${row.kind}:${row.currency}`}
        />
      </section>
    </div>
  );
}

type Limit = Protection["limits"][number];

/** A limit's value: an amount, minutes of a session, or "no limit". */
function limitValue(
  t: (key: string, options?: Record<string, unknown>) => string,
  kind: Limit["kind"],
  value: string | null,
) {
  if (value === null) return t("protection.noLimit");
  return kind === "SESSION_MINUTES" ? t("protection.minutes", { minutes: value }) : formatAmount(value);
}

/**
 * The member's player protection as the server answers it (PROTECTION_ADMIN.memberProtection):
 * limits in force with any raise waiting for its cool-down, the break in force, the reality
 * check; and lifting a time-out early. A self-exclusion holds until its end: said, not offered;
 * its money can be returned to the member's bank account instead.
 */
function ProtectionPanel({ member }: { member: MemberProfile }) {
  const { t } = useTranslation("members");
  const query = useQuery({
    queryKey: protectionKey(member.id),
    queryFn: ({ signal }) =>
      apiGet<Protection>(pathWith(PROTECTION_ADMIN.memberProtection, { memberId: member.id }), undefined, signal),
  });
  const columns = useMemo<Columns<Limit>>(
    () => [
      {
        accessorKey: "kind",
        header: t("protection.limit"),
        enableHiding: false,
        cell: ({ row }) => t(`protection.limitKinds.${row.original.kind}`),
      },
      {
        accessorKey: "value",
        header: t("protection.inForce"),
        cell: ({ row }) => limitValue(t, row.original.kind, row.original.value),
      },
      {
        id: "pending",
        header: t("protection.pending"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.pending
            ? t("protection.pendingValue", {
                value: limitValue(t, row.original.kind, row.original.pending.value),
                at: formatTime(Date.parse(row.original.pending.appliesAt)),
              })
            : "—",
      },
    ],
    [t],
  );
  const protection = query.data;
  const active = protection?.activeBreak ?? null;
  const until = active ? formatTime(Date.parse(active.until)) : "";
  return (
    <section aria-labelledby="member-protection" className="stack">
      <h2 id="member-protection">{t("protection.title")}</h2>
      {query.error ? <ErrorNotice error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <Skeleton rows={3} /> : null}
      {protection && !protection.enabled ? <p className="muted">{t("protection.off")}</p> : null}
      {/* A break taken while the brand offered protection still holds after it stopped: shown, and
          a self-exclusion's money can still be returned. */}
      {protection && (protection.enabled || active) ? (
        <>
          <div className="section-head">
            <h3 id="member-break">{t("protection.break")}</h3>
            {active?.kind === "TIME_OUT" ? <LiftBreakAction member={member} until={until} /> : null}
            {active?.kind === "SELF_EXCLUSION" ? (
              // Keyed by member: the page stays mounted when it moves to another member (an upline's
              // link), and the form must not keep the last member's bank account.
              <ReturnFundsAction key={member.id} member={member} until={until} />
            ) : null}
          </div>
          {active ? (
            <>
              <Terms
                items={[
                  [t("protection.breakKind"), t(`protection.${active.kind}`)],
                  [t("protection.since"), formatTime(Date.parse(active.since))],
                  [t("protection.until"), until],
                ]}
              />
              {active.kind === "SELF_EXCLUSION" ? (
                <p className="notice" role="note">
                  {t("protection.selfExclusionHolds", { until })}
                </p>
              ) : null}
            </>
          ) : (
            <p className="muted">{t("protection.noBreak")}</p>
          )}
          {protection.enabled ? (
            <>
              <p>
                {t("protection.realityCheck")}:{" "}
                {protection.realityCheckMinutes === 0
                  ? t("protection.realityCheckOff")
                  : t("protection.minutes", { minutes: protection.realityCheckMinutes })}
              </p>
              <DataTable
                caption={t("protection.limits")}
                columns={columns}
                rows={protection.limits}
                loading={false}
                error={null}
                emptyText={t("protection.noLimits")}
                rowKey={(row) => row.kind}
              />
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** A wallet's name: MAIN, DEMO, the holds, VENDOR:<code> (its vendor's code shown). */
function walletName(t: (key: string, options?: Record<string, unknown>) => string, kind: string): string {
  if (kind.startsWith("VENDOR:")) return t("wallets.vendor", { vendor: kind.slice("VENDOR:".length) });
  return t(`wallets.kinds.${kind}`, { defaultValue: kind });
}

function Sessions({ member }: { member: MemberProfile }) {
  const { t } = useTranslation("members");
  const columns = useMemo<Columns<Session>>(
    () => [
      {
        accessorKey: "createdAt",
        header: t("sessions.createdAt"),
        enableHiding: false,
        cell: ({ row }) => formatTime(row.original.createdAt),
      },
      {
        accessorKey: "lastSeenAt",
        header: t("sessions.lastSeenAt"),
        cell: ({ row }) => formatTime(row.original.lastSeenAt),
      },
      { accessorKey: "ip", header: t("sessions.ip") },
      {
        accessorKey: "deviceId",
        header: t("sessions.deviceId"),
        cell: ({ row }) => <code>{row.original.deviceId || "—"}</code>,
      },
      { accessorKey: "origin", header: t("sessions.origin") },
      {
        accessorKey: "active",
        header: t("sessions.active"),
        cell: ({ row }) => (
          <span className={`badge ${row.original.active ? "badge-ok" : ""}`}>
            {row.original.active ? t("sessions.open") : t("sessions.ended")}
          </span>
        ),
      },
    ],
    [t],
  );
  return (
    <DataTable
      caption={t("sessions.title")}
      columns={columns}
      rows={member.sessions}
      loading={false}
      error={null}
      emptyText={t("sessions.empty")}
      rowKey={(row) => `${row.createdAt}:${row.deviceId}:${row.ip}`}
    />
  );
}

function LinkedMembers({ member }: { member: MemberProfile }) {
  const { t } = useTranslation("members");
  const columns = useMemo<Columns<Linked>>(
    () => [
      {
        accessorKey: "account",
        header: t("fields.account"),
        enableHiding: false,
        cell: ({ row }) => <Link to={memberPath(row.original.id)}>{row.original.account}</Link>,
      },
      { accessorKey: "id", header: t("fields.id") },
      {
        accessorKey: "status",
        header: t("fields.status"),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
    ],
    [t],
  );
  return (
    <div className="stack">
      <p className="muted">{t("linked.intro")}</p>
      <DataTable
        caption={t("linked.title")}
        columns={columns}
        rows={member.linked}
        loading={false}
        error={null}
        emptyText={t("linked.empty")}
        rowKey={(row) => String(row.id)}
      />
    </div>
  );
}
