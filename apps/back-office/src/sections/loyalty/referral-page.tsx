import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  REFERRAL_ADMIN,
  REFERRAL_STATUSES,
  REFERRAL_WINDOW_DAYS_MAX,
  referralTermsRequest,
  type AdminReferral,
  type AdminReferralPage,
  type ReferralStatus,
  type ReferralTerms,
} from "@portal/contract/api/referral";
import { refusedFields } from "../../shared/api/api-error";
import { apiGet, apiSend } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { ErrorNotice, Skeleton, useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { CursorPager, useCursor } from "../members/cursor-pager";
import { formatAmount } from "../numbers";
import { SectionPage, StatusFilter, useSectionTexts } from "../section";
import { loadLoyaltyTexts } from "./loyalty-texts";
import styles from "./loyalty.module.css";

const TERMS_KEY = ["referral-terms"] as const;
const REFERRALS_KEY = ["referrals"] as const;
type TermsForm = z.input<typeof referralTermsRequest>;
type TermsBody = z.output<typeof referralTermsRequest>;
const TERM_FIELDS = ["reward", "minFirstDeposit", "minTurnover", "windowDays"] as const;

/**
 * Promotions & loyalty > Refer a friend (decision 0043): the brand's terms in its money (saved
 * with `configureBrand`, read-only without), and every referral, newest first, by status and
 * referrer, paged by the server's cursor.
 */
export default function ReferralPage() {
  useSectionTexts(loadLoyaltyTexts);
  const { t } = useTranslation("loyalty");
  // The list names members and their first deposits: only for operators who read members (decision 0054).
  const canReadMembers = hasPermission(useSession(), PERMISSION.readMembers);
  return (
    <SectionPage title={t("referral.title")}>
      <p className="muted">{t("referral.intro")}</p>
      <TermsSection />
      {canReadMembers ? <ReferralsSection /> : null}
    </SectionPage>
  );
}

function TermsSection() {
  const { t } = useTranslation("loyalty");
  const query = useQuery({
    queryKey: TERMS_KEY,
    queryFn: ({ signal }) => apiGet<ReferralTerms>(REFERRAL_ADMIN.terms, undefined, signal),
  });
  return (
    <section className="stack" aria-labelledby="referral-terms">
      <h2 id="referral-terms">{t("referral.terms")}</h2>
      {query.data ? (
        <TermsForm terms={query.data} />
      ) : query.error ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton rows={2} />
      )}
    </section>
  );
}

function TermsForm({ terms }: { terms: ReferralTerms }) {
  const { t } = useTranslation("loyalty");
  const errorText = useErrorText();
  const client = useQueryClient();
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const form = useForm<TermsForm, unknown, TermsBody>({
    resolver: zodResolver(referralTermsRequest),
    defaultValues: terms,
  });
  useEffect(() => form.reset(terms), [form, terms]);
  const save = useMutation({
    mutationFn: (body: TermsBody) => apiSend<ReferralTerms>("PUT", REFERRAL_ADMIN.terms, body),
    onSuccess: (saved) => {
      client.setQueryData(TERMS_KEY, saved);
      toast("success", t("referral.saved"));
    },
    onError: (error) => {
      toast("error", errorText(error));
      const fields = refusedFields(error);
      for (const name of TERM_FIELDS) if (fields[name]) form.setError(name, { message: "server" });
    },
  });
  const errors = form.formState.errors;
  const errorOf = (name: (typeof TERM_FIELDS)[number]) =>
    errors[name] ? t(name === "windowDays" ? "referral.windowDaysError" : "form.errors.amount") : undefined;
  return (
    <form
      className="stack"
      noValidate
      aria-label={t("referral.terms")}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <fieldset className="stack" disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
        <label className="check">
          <input type="checkbox" {...form.register("enabled")} />
          {t("referral.enabled")}
        </label>
        <div className={styles.rowFields}>
          <Field label={t("referral.reward")} hint={t("referral.rewardHint")} error={errorOf("reward")}>
            {(props) => <input {...props} inputMode="decimal" autoComplete="off" {...form.register("reward")} />}
          </Field>
          <Field label={t("referral.minFirstDeposit")} error={errorOf("minFirstDeposit")}>
            {(props) => (
              <input {...props} inputMode="decimal" autoComplete="off" {...form.register("minFirstDeposit")} />
            )}
          </Field>
          <Field label={t("referral.minTurnover")} error={errorOf("minTurnover")}>
            {(props) => <input {...props} inputMode="decimal" autoComplete="off" {...form.register("minTurnover")} />}
          </Field>
          <Field label={t("referral.windowDays")} error={errorOf("windowDays")}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={1}
                max={REFERRAL_WINDOW_DAYS_MAX}
                step={1}
                {...form.register("windowDays", { valueAsNumber: true })}
              />
            )}
          </Field>
        </div>
      </fieldset>
      {canEdit ? (
        <div className="row-end">
          <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending}>
            {t("actions.save")}
          </button>
        </div>
      ) : (
        <p className="muted">{t("referral.readOnly")}</p>
      )}
    </form>
  );
}

function ReferralsSection() {
  const { t } = useTranslation("loyalty");
  const [status, setStatus] = useState<ReferralStatus | "">("");
  const [typed, setTyped] = useState("");
  const [referrer, setReferrer] = useState("");
  const [cursor, setCursor] = useCursor();
  const query = useQuery({
    queryKey: [...REFERRALS_KEY, status, referrer, cursor],
    queryFn: ({ signal }) =>
      apiGet<AdminReferralPage>(
        REFERRAL_ADMIN.referrals,
        { status: status || undefined, referrer: referrer || undefined, cursor, pageSize: 20 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<AdminReferral>>(
    () => [
      { accessorKey: "referrer", header: t("referral.referrer"), enableHiding: false },
      { accessorKey: "friend", header: t("referral.friend") },
      {
        accessorKey: "status",
        header: t("referral.status"),
        cell: ({ row }) => (
          <span className={row.original.status === "QUALIFIED" ? "badge badge-ok" : "badge"}>
            {t(`referral.statuses.${row.original.status}`)}
          </span>
        ),
      },
      {
        accessorKey: "reason",
        header: t("referral.reason"),
        cell: ({ row }) => (row.original.reason ? t(`referral.reasons.${row.original.reason}`) : "—"),
      },
      { accessorKey: "joinedAt", header: t("referral.joinedAt"), cell: ({ row }) => formatTime(row.original.joinedAt) },
      {
        id: "firstDeposit",
        accessorFn: (r) => Number(r.firstDeposit ?? -1),
        header: t("referral.firstDeposit"),
        cell: ({ row }) => (row.original.firstDeposit === null ? "—" : formatAmount(row.original.firstDeposit)),
      },
      {
        id: "turnover",
        accessorFn: (r) => Number(r.turnover),
        header: t("referral.turnover"),
        cell: ({ row }) => formatAmount(row.original.turnover),
      },
      {
        accessorKey: "qualifiedAt",
        header: t("referral.qualifiedAt"),
        cell: ({ row }) => (row.original.qualifiedAt === null ? "—" : formatTime(row.original.qualifiedAt)),
      },
    ],
    [t],
  );
  const filtered = status !== "" || referrer !== "";
  return (
    <section className="stack" aria-labelledby="referral-list">
      <h2 id="referral-list">{t("referral.list")}</h2>
      <form
        className={styles.rowFields}
        role="search"
        aria-label={t("referral.filters")}
        onSubmit={(event) => {
          event.preventDefault();
          setReferrer(typed.trim());
          setCursor(undefined);
        }}
      >
        <StatusFilter
          label={t("referral.status")}
          value={status}
          statuses={REFERRAL_STATUSES}
          statusLabel={(s) => t(`referral.statuses.${s}`)}
          onChange={(value) => {
            setStatus(value);
            setCursor(undefined);
          }}
        />
        <Field label={t("referral.referrer")}>
          {(props) => (
            <input
              {...props}
              type="search"
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <div className="row-actions">
          <button type="submit" className="btn btn-primary btn-small">
            {t("referral.search")}
          </button>
        </div>
      </form>
      <DataTable
        caption={t("referral.list")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={filtered ? t("referral.noMatch") : t("referral.empty")}
        rowKey={(row) => String(row.friendId)}
      />
      <CursorPager caption={t("referral.list")} page={query.data} onCursor={setCursor} namespace="loyalty" />
    </section>
  );
}
