import { useMemo, useState } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  POINTS_ADMIN,
  REDEMPTION_STATUSES,
  redemptionReviewRequest,
  REWARD_KINDS,
  rewardInput,
  rewardUpdate,
  type AdminRedemption,
  type AdminReward,
  type RedemptionStatus,
} from "@portal/contract/api/points";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, usePaging, type Columns } from "../../shared/ui/data-table";
import { ConfirmDialog, FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { formatAmount, formatCount } from "../numbers";
import { SectionPage, StatusFilter, useSectionTexts } from "../section";
import {
  amountOrUndefined,
  LocalizedInputs,
  numberOrNull,
  textIn,
  textsOf,
  useFieldError,
  writtenTexts,
} from "./loyalty-fields";
import { loadLoyaltyTexts } from "./loyalty-texts";
import styles from "./loyalty.module.css";

const REWARDS_KEY = ["points-rewards"] as const;
const REDEMPTIONS_KEY = ["points-redemptions"] as const;

/**
 * Promotions & loyalty > Points mall (decision 0041): the mall's rewards (added, changed, restocked
 * with `managePromotions`) and the physical rewards' redemptions, waiting ones first, approved or
 * rejected (points and stock back) after a confirmation.
 */
export default function PointsPage() {
  useSectionTexts(loadLoyaltyTexts);
  const { t } = useTranslation("loyalty");
  return (
    <SectionPage title={t("points.title")}>
      <Tabs.Root defaultValue="rewards">
        <Tabs.List className="tab-list" aria-label={t("points.tabs")}>
          <Tabs.Trigger value="rewards" className="tab">
            {t("points.rewards")}
          </Tabs.Trigger>
          <Tabs.Trigger value="redemptions" className="tab">
            {t("points.redemptions")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="rewards" className="stack">
          <RewardsTab />
        </Tabs.Content>
        <Tabs.Content value="redemptions" className="stack">
          <RedemptionsTab />
        </Tabs.Content>
      </Tabs.Root>
    </SectionPage>
  );
}

function RewardsTab() {
  const { t } = useTranslation("loyalty");
  const canWrite = hasPermission(useSession(), PERMISSION.managePromotions);
  const [editing, setEditing] = useState<AdminReward | "new" | null>(null);
  const query = useQuery({
    queryKey: REWARDS_KEY,
    queryFn: ({ signal }) => apiGet<{ list: AdminReward[] }>(POINTS_ADMIN.rewards, undefined, signal),
  });
  const columns = useMemo<Columns<AdminReward>>(
    () => [
      {
        id: "name",
        accessorFn: (r) => textIn(r.names),
        header: t("points.name"),
        enableHiding: false,
        cell: ({ row }) => textIn(row.original.names),
      },
      { accessorKey: "kind", header: t("points.kind"), cell: ({ row }) => t(`points.kinds.${row.original.kind}`) },
      { accessorKey: "cost", header: t("points.cost"), cell: ({ row }) => formatCount(row.original.cost) },
      {
        id: "amount",
        accessorFn: (r) => Number(r.amount ?? 0),
        header: t("points.amount"),
        cell: ({ row }) => (row.original.amount === null ? "—" : formatAmount(row.original.amount)),
      },
      {
        id: "stock",
        accessorFn: (r) => r.stock ?? Infinity,
        header: t("points.stock"),
        cell: ({ row }) => (row.original.stock === null ? t("points.unlimited") : formatCount(row.original.stock)),
      },
      {
        accessorKey: "active",
        header: t("form.active"),
        cell: ({ row }) => (
          <span className={row.original.active ? "badge badge-ok" : "badge"}>
            {row.original.active ? t("form.on") : t("form.off")}
          </span>
        ),
      },
      { accessorKey: "sort", header: t("form.sort") },
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
                  aria-label={t("actions.editNamed", { name: textIn(row.original.names) })}
                  onClick={() => setEditing(row.original)}
                >
                  {t("actions.edit")}
                </button>
              ),
            },
          ] satisfies Columns<AdminReward>)
        : []),
    ],
    [t, canWrite],
  );
  return (
    <>
      <DataTable
        caption={t("points.rewards")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("points.noRewards")}
        rowKey={(row) => String(row.id)}
        toolbar={
          canWrite ? (
            <button type="button" className="btn btn-primary btn-small" onClick={() => setEditing("new")}>
              {t("points.newReward")}
            </button>
          ) : null
        }
      />
      {editing ? <RewardDialog reward={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** A new reward sets its stock; a change moves it by addStock (the server's rule: never set outright). */
type RewardValues = z.input<typeof rewardInput> & z.input<typeof rewardUpdate>;
type RewardBody = z.output<typeof rewardInput> | z.output<typeof rewardUpdate>;

function RewardDialog({ reward, onClose }: { reward: AdminReward | null; onClose: () => void }) {
  const { t } = useTranslation("loyalty");
  const fieldError = useFieldError();
  const form = useForm<RewardValues, unknown, RewardBody>({
    resolver: zodResolver(reward ? rewardUpdate : rewardInput) as unknown as Resolver<
      RewardValues,
      unknown,
      RewardBody
    >,
    defaultValues: {
      kind: reward?.kind ?? "PHYSICAL",
      name: textsOf(reward?.names),
      description: textsOf(reward?.descriptions),
      imageUrl: reward?.imageUrl ?? "",
      cost: reward?.cost ?? 1000,
      amount: reward?.amount ?? undefined,
      active: reward?.active ?? true,
      sort: reward?.sort ?? 0,
      ...(reward ? { addStock: 0 } : { stock: null }),
    },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const save = useDialogMutation({
    mutationFn: (body: RewardBody) => {
      const sent = { ...body, name: writtenTexts(body.name), description: writtenTexts(body.description) };
      return reward
        ? apiSend<AdminReward>("PUT", pathWith(POINTS_ADMIN.reward, { id: reward.id }), sent)
        : apiSend<AdminReward>("POST", POINTS_ADMIN.rewards, sent);
    },
    success: (saved) => t(reward ? "points.saved" : "points.created", { name: textIn(saved.names) }),
    onClose,
    invalidate: [REWARDS_KEY],
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={reward ? t("points.editTitle") : t("points.newReward")}
      description={t("points.rewardText")}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      busy={save.isPending}
    >
      <div className={styles.rowFields}>
        <Field label={t("points.kind")}>
          {(props) => (
            <select {...props} {...form.register("kind")}>
              {REWARD_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`points.kinds.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("points.cost")} error={fieldError(errors.cost)}>
          {(props) => (
            <input {...props} type="number" min={1} step={1} {...form.register("cost", { valueAsNumber: true })} />
          )}
        </Field>
        {kind === "MONEY" ? (
          <Field label={t("points.amount")} error={fieldError(errors.amount)}>
            {(props) => (
              <input
                {...props}
                inputMode="decimal"
                autoComplete="off"
                // A physical reward credits no money: the box leaves the form with its value.
                {...form.register("amount", { setValueAs: amountOrUndefined, shouldUnregister: true })}
              />
            )}
          </Field>
        ) : null}
        {reward ? (
          <Field
            label={t("points.addStock")}
            error={fieldError(errors.addStock)}
            hint={t("points.addStockHint", {
              stock: reward.stock === null ? t("points.unlimited") : formatCount(reward.stock),
            })}
          >
            {(props) => (
              <input {...props} type="number" step={1} {...form.register("addStock", { valueAsNumber: true })} />
            )}
          </Field>
        ) : (
          <Field label={t("points.stock")} error={fieldError(errors.stock)} hint={t("points.stockHint")}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={0}
                step={1}
                {...form.register("stock", { setValueAs: numberOrNull })}
              />
            )}
          </Field>
        )}
      </div>
      <LocalizedInputs
        legend={t("points.name")}
        field={t("points.name")}
        maxLength={500}
        error={errors.name ? t("form.oneLanguage") : undefined}
        register={(lang) => form.register(`name.${lang}`)}
      />
      <LocalizedInputs
        legend={t("points.description")}
        field={t("points.description")}
        maxLength={500}
        register={(lang) => form.register(`description.${lang}`)}
      />
      <div className={styles.rowFields}>
        <Field label={t("points.imageUrl")} error={fieldError(errors.imageUrl)}>
          {(props) => <input {...props} autoComplete="off" {...form.register("imageUrl")} />}
        </Field>
        <Field label={t("form.sort")} error={fieldError(errors.sort)}>
          {(props) => (
            <input {...props} type="number" min={0} step={1} {...form.register("sort", { valueAsNumber: true })} />
          )}
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" {...form.register("active")} />
        {t("points.listed")}
      </label>
    </FormDialog>
  );
}

interface Page<T> {
  list: T[];
  total: number;
}

function RedemptionsTab() {
  const { t } = useTranslation("loyalty");
  const canReview = hasPermission(useSession(), PERMISSION.managePromotions);
  const [status, setStatus] = useState<RedemptionStatus | "">("IN_PROCESS");
  const [pagination, setPagination] = usePaging();
  const query = useQuery({
    queryKey: [...REDEMPTIONS_KEY, status, pagination.pageIndex, pagination.pageSize],
    queryFn: ({ signal }) =>
      apiGet<Page<AdminRedemption>>(
        POINTS_ADMIN.redemptions,
        { status: status || undefined, page: pagination.pageIndex + 1, pageSize: pagination.pageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<Columns<AdminRedemption>>(
    () => [
      { accessorKey: "id", header: t("points.redemptionId") },
      { accessorKey: "account", header: t("points.member"), enableHiding: false },
      { accessorKey: "name", header: t("points.reward") },
      { accessorKey: "cost", header: t("points.cost"), cell: ({ row }) => formatCount(row.original.cost) },
      {
        id: "delivery",
        header: t("points.delivery"),
        enableSorting: false,
        cell: ({ row }) => {
          const delivery = row.original.delivery;
          if (!delivery) return "—";
          return (
            <span>
              {delivery.name} · {delivery.phone}
              <br />
              {delivery.address}
            </span>
          );
        },
      },
      {
        accessorKey: "status",
        header: t("points.status"),
        cell: ({ row }) => (
          <span className={`badge badge-${row.original.status}`}>{t(`points.statuses.${row.original.status}`)}</span>
        ),
      },
      {
        accessorKey: "createdAt",
        header: t("points.createdAt"),
        cell: ({ row }) => formatTime(row.original.createdAt),
      },
      { accessorKey: "note", header: t("points.note"), enableSorting: false },
      ...(canReview
        ? ([
            {
              id: "actions",
              header: t("actions.label"),
              enableSorting: false,
              enableHiding: false,
              cell: ({ row }) =>
                row.original.status === "IN_PROCESS" ? (
                  <div className="row-actions">
                    <RedemptionDecision redemption={row.original} approve />
                    <RedemptionDecision redemption={row.original} approve={false} />
                  </div>
                ) : null,
            },
          ] satisfies Columns<AdminRedemption>)
        : []),
    ],
    [t, canReview],
  );
  return (
    <DataTable
      caption={t("points.redemptions")}
      columns={columns}
      rows={query.data?.list}
      total={query.data?.total ?? 0}
      pagination={pagination}
      onPaginationChange={setPagination}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText={status === "IN_PROCESS" ? t("points.noneWaiting") : t("points.noRedemptions")}
      rowKey={(row) => String(row.id)}
      toolbar={
        <StatusFilter
          label={t("points.status")}
          value={status}
          statuses={REDEMPTION_STATUSES}
          statusLabel={(s) => t(`points.statuses.${s}`)}
          onChange={(next) => {
            setStatus(next);
            setPagination({ ...pagination, pageIndex: 0 });
          }}
        />
      }
    />
  );
}

/** Approve or reject one redemption: asked twice, with a note (a rejection's reason, which the member reads). */
function RedemptionDecision({ redemption, approve }: { redemption: AdminRedemption; approve: boolean }) {
  const { t } = useTranslation("loyalty");
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(redemptionReviewRequest), defaultValues: { approve, note: "" } });
  const values = { name: redemption.name, account: redemption.account, cost: formatCount(redemption.cost) };
  const decide = useMutation({
    mutationFn: (body: z.output<typeof redemptionReviewRequest>) =>
      apiSend<unknown>("POST", pathWith(POINTS_ADMIN.review, { id: redemption.id }), body),
    onSuccess: () => {
      toast("success", t(approve ? "points.approved" : "points.rejected", values));
      setOpen(false);
      form.reset();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: REDEMPTIONS_KEY }),
        client.invalidateQueries({ queryKey: REWARDS_KEY }),
      ]),
  });
  const label = approve ? t("points.approve") : t("points.reject");
  return (
    <>
      <button
        type="button"
        className={approve ? "btn btn-small btn-primary" : "btn btn-small btn-danger-outline"}
        aria-label={t(approve ? "points.approveNamed" : "points.rejectNamed", values)}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(approve ? "points.approveTitle" : "points.rejectTitle", values)}
        description={t(approve ? "points.approveText" : "points.rejectText", values)}
        confirmLabel={label}
        danger={!approve}
        busy={decide.isPending}
        onConfirm={() => void form.handleSubmit((body) => decide.mutate(body))()}
      >
        <Field
          label={approve ? t("points.noteOptional") : t("points.reason")}
          error={fieldError(form.formState.errors.note)}
        >
          {(props) => <textarea {...props} rows={3} maxLength={500} {...form.register("note")} />}
        </Field>
      </ConfirmDialog>
    </>
  );
}
