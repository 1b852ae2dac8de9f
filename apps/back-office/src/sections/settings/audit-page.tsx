import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ADMIN, type auditEntrySchema } from "@portal/contract/api/admin";
import { auditQuery, type AuditPage as AuditAnswer } from "@portal/contract/api/admin-operations";
import { apiGet } from "../../shared/api/client";
import { DataTable, PAGE_SIZES, type Columns } from "../../shared/ui/data-table";
import { BrandTimeField } from "../../shared/ui/brand-time-field";
import { Field } from "../../shared/ui/field";
import { formatTime, fromLocalInput } from "../../shared/ui/format";
import { formatCount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { loadSettingsTexts } from "./settings-texts";
import styles from "./settings.module.css";

type Entry = z.infer<typeof auditEntrySchema>;

/** The actions the filter offers by name (any other can still be typed). */
export const AUDIT_ACTIONS = [
  "adjustment.approve",
  "adjustment.reject",
  "agents.platformContract",
  "agents.rebateRates",
  "agents.refuseBill",
  "agents.releaseBill",
  "chat.hide",
  "chat.mute",
  "chat.unmute",
  "content.announcement",
  "content.helpArticle",
  "content.helpArticleDeleted",
  "content.helpCategory",
  "deposit.confirm",
  "deposit.reject",
  "featureSwitch.update",
  "feedback.reply",
  "game.settings",
  "house.gameSettings",
  "image.upload",
  "job.rerun",
  "lottery.drawVoidRequested",
  "lottery.drawVoided",
  "lottery.gameSettings",
  "lottery.playSettings",
  "lottery.resultConfirmed",
  "lottery.resultEntered",
  "member.adjust",
  "member.adjustRequested",
  "member.forcePasswordChange",
  "member.labels",
  "member.revokeSessions",
  "member.status",
  "message.send",
  "missions.create",
  "missions.update",
  "operator.create",
  "operator.enrol",
  "operator.loginFailed",
  "operator.recoveryCodeUsed",
  "operator.recoveryCodes",
  "paymentChannel.create",
  "paymentChannel.update",
  "picture.set",
  "points.redemptionReview",
  "points.rewardCreate",
  "points.rewardUpdate",
  "promotion.announcement",
  "promotion.applicationReview",
  "promotion.eventCreate",
  "promotion.eventUpdate",
  "promotion.offerCreate",
  "promotion.offerUpdate",
  "protection.liftTimeOut",
  "raffles.create",
  "raffles.setActive",
  "referral.terms",
  "registrationRule.update",
  "setting.approve",
  "setting.changeRequested",
  "setting.reject",
  "setting.update",
  "vendor.maintenance",
  "vendor.order",
  "vendor.settings",
  "vendorBets.pull",
  "vendorTransfers.reconcile",
  "vip.levelSet",
  "withdrawal.approve",
  "withdrawal.pay",
  "withdrawal.received",
  "withdrawal.reject",
] as const;

/**
 * The filter form: the call's own fields (contract), and the period as the operator types it
 * (date and time in the brand's clock, turned into the call's epoch milliseconds).
 */
const filterForm = auditQuery
  .pick({ operator: true, action: true, targetType: true, targetId: true })
  .extend({ from: z.string(), to: z.string() })
  .refine((form) => form.from === "" || form.to === "" || fromLocalInput(form.from) < fromLocalInput(form.to), {
    message: "period",
    path: ["to"],
  });
type FilterForm = z.input<typeof filterForm>;
export type AuditFilter = Omit<z.infer<typeof auditQuery>, "cursor" | "pageSize">;
const EMPTY: FilterForm = { operator: "", action: "", targetType: "", targetId: "", from: "", to: "" };

/** The filter the call takes: empty fields left out, the period's brand times as epoch ms. */
export function filterOf(form: FilterForm): AuditFilter {
  const at = (value: string) => (value === "" ? undefined : fromLocalInput(value));
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const filter: AuditFilter = {};
  const set = <K extends keyof AuditFilter>(key: K, value: AuditFilter[K] | undefined) => {
    if (value !== undefined && !Number.isNaN(value)) filter[key] = value;
  };
  set("operator", text(form.operator));
  set("action", text(form.action));
  set("targetType", text(form.targetType));
  set("targetId", text(form.targetId));
  set("from", at(form.from));
  set("to", at(form.to));
  return filter;
}

/**
 * Settings > Audit log: every operator write, newest first, filtered by operator, action,
 * target and period, paged by the server's cursor (`next`, `prev`). Sorting and columns apply to
 * the page shown.
 */
export default function AuditPage() {
  useSectionTexts(loadSettingsTexts);
  const { t } = useTranslation("settings");
  const [filter, setFilter] = useState<AuditFilter>({});
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [pageSize, setPageSize] = useState(50);
  const query = useQuery({
    queryKey: ["audit", filter, cursor, pageSize],
    queryFn: ({ signal }) => apiGet<AuditAnswer>(ADMIN.audit, { ...filter, cursor, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<Entry>>(
    () => [
      { accessorKey: "time", header: t("audit.time"), cell: ({ row }) => formatTime(row.original.time) },
      {
        accessorKey: "operator",
        header: t("audit.operator"),
        cell: ({ row }) => row.original.operator ?? t("audit.nobody"),
      },
      {
        accessorKey: "action",
        header: t("audit.action"),
        enableHiding: false,
        cell: ({ row }) => t(`audit.actions.${row.original.action}`, { defaultValue: row.original.action }),
      },
      { accessorKey: "targetType", header: t("audit.targetType") },
      { accessorKey: "targetId", header: t("audit.targetId") },
      {
        id: "detail",
        header: t("audit.detail"),
        enableSorting: false,
        cell: ({ row }) => <code className="value">{JSON.stringify(row.original.detail)}</code>,
      },
      { accessorKey: "ip", header: t("audit.ip") },
    ],
    [t],
  );
  return (
    <SectionPage title={t("audit.title")}>
      <AuditFilters
        onApply={(next) => {
          setFilter(next);
          setCursor(undefined);
        }}
      />
      <DataTable
        caption={t("audit.title")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={Object.keys(filter).length > 0 ? t("audit.noMatch") : t("audit.empty")}
        rowKey={(row) => String(row.id)}
      />
      <AuditPager
        page={query.data}
        pageSize={pageSize}
        onCursor={setCursor}
        onPageSize={(size) => {
          setPageSize(size);
          setCursor(undefined);
        }}
      />
    </SectionPage>
  );
}

function AuditFilters({ onApply }: { onApply: (filter: AuditFilter) => void }) {
  const { t } = useTranslation("settings");
  const actionsId = useId();
  const form = useForm<FilterForm>({ resolver: zodResolver(filterForm), defaultValues: EMPTY });
  const errors = form.formState.errors;
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t("audit.filters")}
      noValidate
      onSubmit={form.handleSubmit((values) => onApply(filterOf(values)))}
    >
      <Field label={t("audit.operator")} hint={t("audit.operatorHint")}>
        {(props) => <input {...props} autoComplete="off" spellCheck={false} {...form.register("operator")} />}
      </Field>
      <Field label={t("audit.action")}>
        {(props) => (
          <>
            <input {...props} list={actionsId} autoComplete="off" spellCheck={false} {...form.register("action")} />
            <datalist id={actionsId}>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`audit.actions.${action}`, { defaultValue: action })}
                </option>
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label={t("audit.targetType")}>
        {(props) => <input {...props} autoComplete="off" spellCheck={false} {...form.register("targetType")} />}
      </Field>
      <Field label={t("audit.targetId")}>
        {(props) => <input {...props} autoComplete="off" spellCheck={false} {...form.register("targetId")} />}
      </Field>
      <BrandTimeField label={t("audit.from")} step={1} {...form.register("from")} />
      <BrandTimeField
        label={t("audit.to")}
        error={errors.to ? t("audit.periodError") : undefined}
        step={1}
        {...form.register("to")}
      />
      <div className="row-actions">
        <button type="submit" className="btn btn-primary">
          {t("audit.apply")}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            form.reset(EMPTY);
            onApply({});
          }}
        >
          {t("audit.clear")}
        </button>
      </div>
    </form>
  );
}

/** Newer and older pages by the server's cursors, the count as the server gives it ("1,000+"), the page size. */
function AuditPager({
  page,
  pageSize,
  onCursor,
  onPageSize,
}: {
  page: AuditAnswer | undefined;
  pageSize: number;
  onCursor: (cursor: string) => void;
  onPageSize: (size: number) => void;
}) {
  const { t } = useTranslation("settings");
  const sizeId = useId();
  if (!page) return null;
  // The count picks the plural (inAll_one, inAll_other); the text shows it formatted ("1,000+").
  const formatted = `${formatCount(page.total)}${page.totalCapped ? "+" : ""}`;
  return (
    <nav className="pager" aria-label={t("audit.paging")}>
      <button
        type="button"
        className="btn btn-small"
        disabled={page.prev === null}
        onClick={() => page.prev !== null && onCursor(page.prev)}
      >
        {t("audit.newer")}
      </button>
      <span>{t("audit.inAll", { count: page.total, formatted })}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={page.next === null}
        onClick={() => page.next !== null && onCursor(page.next)}
      >
        {t("audit.older")}
      </button>
      <span className="inline-field">
        <label htmlFor={sizeId}>{t("ui.pageSize")}</label>
        <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {[...PAGE_SIZES, 200].map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
