import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { VIP_ADMIN, VIP_MAX_LEVEL, vipLevelInput, type vipAdminLevelSchema } from "@portal/contract/api/vip";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatAmount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import {
  amountOrNull,
  LocalizedInputs,
  numberOrNull,
  textIn,
  textsOf,
  useFieldError,
  writtenTexts,
} from "./loyalty-fields";
import { loadLoyaltyTexts } from "./loyalty-texts";
import styles from "./loyalty.module.css";

type VipLevel = z.infer<typeof vipAdminLevelSchema>;
const KEY = ["vip-levels"] as const;

/** "VIP 3", then the operator's name of the level in their language, if any. */
const levelName = (level: VipLevel) => {
  const name = textIn(level.names);
  return name ? `VIP ${level.level} · ${name}` : `VIP ${level.level}`;
};

/**
 * Promotions & loyalty > VIP levels (decision 0044): each level's thresholds over the brand's
 * window, its keep figure, gifts, rebate and withdrawal limits; a level set in its dialog
 * (`managePromotions`), and the next level added up to VIP 10.
 */
export default function VipPage() {
  useSectionTexts(loadLoyaltyTexts);
  const { t } = useTranslation("loyalty");
  const canWrite = hasPermission(useSession(), PERMISSION.managePromotions);
  const [editing, setEditing] = useState<{ level: number; current: VipLevel | null } | null>(null);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<{ list: VipLevel[] }>(VIP_ADMIN.levels, undefined, signal),
  });
  const levels = query.data?.list;
  const nextLevel = levels ? (levels.length === 0 ? 0 : Math.max(...levels.map((l) => l.level)) + 1) : null;

  const columns = useMemo<Columns<VipLevel>>(() => {
    const money = (value: string | null) => (value === null ? t("vip.brandLimit") : formatAmount(value));
    return [
      {
        id: "level",
        accessorKey: "level",
        header: t("vip.level"),
        enableHiding: false,
        cell: ({ row }) => levelName(row.original),
      },
      {
        id: "minDeposit",
        accessorFn: (l) => Number(l.minDeposit),
        header: t("vip.minDeposit"),
        cell: ({ row }) => money(row.original.minDeposit),
      },
      {
        id: "minBets",
        accessorFn: (l) => Number(l.minBets),
        header: t("vip.minBets"),
        cell: ({ row }) => money(row.original.minBets),
      },
      {
        id: "keepBets",
        accessorFn: (l) => Number(l.keepBets),
        header: t("vip.keepBets"),
        cell: ({ row }) => money(row.original.keepBets),
      },
      {
        id: "upgradeGift",
        accessorFn: (l) => Number(l.upgradeGift),
        header: t("vip.upgradeGift"),
        cell: ({ row }) => money(row.original.upgradeGift),
      },
      {
        id: "monthlyGift",
        accessorFn: (l) => Number(l.monthlyGift),
        header: t("vip.monthlyGift"),
        cell: ({ row }) => money(row.original.monthlyGift),
      },
      {
        id: "rebate",
        accessorKey: "rebateBp",
        header: t("vip.rebate"),
        cell: ({ row }) => `${row.original.rebatePercent}%`,
      },
      {
        id: "withdrawDailyMax",
        accessorFn: (l) => Number(l.withdrawDailyMax ?? Infinity),
        header: t("vip.withdrawDailyMax"),
        cell: ({ row }) => money(row.original.withdrawDailyMax),
      },
      {
        id: "withdrawDailyCount",
        accessorFn: (l) => l.withdrawDailyCount ?? Infinity,
        header: t("vip.withdrawDailyCount"),
        cell: ({ row }) => row.original.withdrawDailyCount ?? t("vip.brandLimit"),
      },
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
                  aria-label={t("vip.editNamed", { level: row.original.level })}
                  onClick={() => setEditing({ level: row.original.level, current: row.original })}
                >
                  {t("actions.edit")}
                </button>
              ),
            },
          ] satisfies Columns<VipLevel>)
        : []),
    ];
  }, [t, canWrite]);

  return (
    <SectionPage
      title={t("vip.title")}
      actions={
        canWrite && nextLevel !== null && nextLevel <= VIP_MAX_LEVEL ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ level: nextLevel, current: null })}
          >
            {t("vip.add", { level: nextLevel })}
          </button>
        ) : null
      }
    >
      <p className="muted">{t("vip.intro")}</p>
      <DataTable
        caption={t("vip.title")}
        columns={columns}
        rows={levels}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("vip.empty")}
        rowKey={(row) => String(row.level)}
      />
      {editing ? (
        <VipLevelDialog level={editing.level} current={editing.current} onClose={() => setEditing(null)} />
      ) : null}
    </SectionPage>
  );
}

function VipLevelDialog({ level, current, onClose }: { level: number; current: VipLevel | null; onClose: () => void }) {
  const { t } = useTranslation("loyalty");
  const fieldError = useFieldError();
  const form = useForm({
    resolver: zodResolver(vipLevelInput),
    defaultValues: {
      name: textsOf(current?.names),
      minDeposit: current?.minDeposit ?? "0",
      minBets: current?.minBets ?? "0",
      keepBets: current?.keepBets ?? "0",
      upgradeGift: current?.upgradeGift ?? "0",
      monthlyGift: current?.monthlyGift ?? "0",
      rebateBp: current?.rebateBp ?? 0,
      withdrawDailyMax: current?.withdrawDailyMax ?? null,
      withdrawDailyCount: current?.withdrawDailyCount ?? null,
    },
  });
  const save = useDialogMutation({
    mutationFn: (body: z.output<typeof vipLevelInput>) =>
      apiSend<VipLevel>("PUT", pathWith(VIP_ADMIN.level, { level }), { ...body, name: writtenTexts(body.name) }),
    success: () => t("vip.saved", { level }),
    onClose,
    invalidate: [KEY],
  });
  const errors = form.formState.errors;
  const rebateBp = useWatch({ control: form.control, name: "rebateBp" });
  const amountField = (name: "minDeposit" | "minBets" | "keepBets" | "upgradeGift" | "monthlyGift") => (
    <Field label={t(`vip.${name}`)} error={fieldError(errors[name])}>
      {(props) => <input {...props} inputMode="decimal" autoComplete="off" {...form.register(name)} />}
    </Field>
  );
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={current ? t("vip.editTitle", { level }) : t("vip.addTitle", { level })}
      description={level === 0 ? t("vip.levelZero") : t("vip.editText")}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      busy={save.isPending}
    >
      <LocalizedInputs
        legend={t("vip.name")}
        field={t("vip.name")}
        maxLength={60}
        register={(lang) => form.register(`name.${lang}`)}
      />
      <div className={styles.rowFields}>
        {amountField("minDeposit")}
        {amountField("minBets")}
        {amountField("keepBets")}
      </div>
      <div className={styles.rowFields}>
        {amountField("upgradeGift")}
        {amountField("monthlyGift")}
        <Field
          label={t("vip.rebateBp")}
          error={fieldError(errors.rebateBp)}
          hint={t("vip.rebateHint", { value: Number.isFinite(rebateBp) ? (Number(rebateBp) / 100).toString() : "—" })}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              min={0}
              max={500}
              step={1}
              {...form.register("rebateBp", { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <div className={styles.rowFields}>
        <Field
          label={t("vip.withdrawDailyMax")}
          error={fieldError(errors.withdrawDailyMax)}
          hint={t("vip.emptyIsBrand")}
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              autoComplete="off"
              {...form.register("withdrawDailyMax", { setValueAs: amountOrNull })}
            />
          )}
        </Field>
        <Field
          label={t("vip.withdrawDailyCount")}
          error={fieldError(errors.withdrawDailyCount)}
          hint={t("vip.emptyIsBrand")}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              min={1}
              max={1000}
              step={1}
              {...form.register("withdrawDailyCount", { setValueAs: numberOrNull })}
            />
          )}
        </Field>
      </div>
    </FormDialog>
  );
}
