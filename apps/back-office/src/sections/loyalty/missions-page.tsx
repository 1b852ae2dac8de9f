import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { GAME_CATEGORIES } from "@portal/contract/games";
import {
  MISSION_ADMIN,
  MISSION_PERIODS,
  MISSION_TASKS,
  missionInput,
  MONEY_TASKS,
  type missionAdminSchema,
} from "@portal/contract/api/missions";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatAmount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { LocalizedInputs, textIn, textsOf, useFieldError, writtenTexts } from "./loyalty-fields";
import { loadLoyaltyTexts } from "./loyalty-texts";
import styles from "./loyalty.module.css";

type Mission = z.infer<typeof missionAdminSchema>;
const KEY = ["missions"] as const;

/** A money task's target is an amount; the others count whole things. */
const isMoney = (task: Mission["task"]) => MONEY_TASKS.includes(task);

/**
 * Promotions & loyalty > Missions (decision 0042): the brand's daily, weekly and newbie tasks with
 * their targets and prizes; added and changed (`managePromotions`) in one dialog with every field
 * of the call, the title in each language.
 */
export default function MissionsPage() {
  useSectionTexts(loadLoyaltyTexts);
  const { t } = useTranslation("loyalty");
  const canWrite = hasPermission(useSession(), PERMISSION.managePromotions);
  const [editing, setEditing] = useState<Mission | "new" | null>(null);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<{ list: Mission[] }>(MISSION_ADMIN.list, undefined, signal),
  });
  const columns = useMemo<Columns<Mission>>(() => {
    const titleOf = (m: Mission) => textIn(m.title) || t(`missions.tasks.${m.task}`);
    return [
      {
        id: "title",
        accessorFn: titleOf,
        header: t("missions.missionTitle"),
        enableHiding: false,
        cell: ({ row }) => titleOf(row.original),
      },
      {
        accessorKey: "period",
        header: t("missions.period"),
        cell: ({ row }) => t(`missions.periods.${row.original.period}`),
      },
      { accessorKey: "task", header: t("missions.task"), cell: ({ row }) => t(`missions.tasks.${row.original.task}`) },
      {
        accessorKey: "category",
        header: t("missions.category"),
        cell: ({ row }) =>
          row.original.category === null ? t("missions.anyCategory") : t(`categories.${row.original.category}`),
      },
      {
        id: "target",
        accessorFn: (m) => Number(m.target),
        header: t("missions.target"),
        cell: ({ row }) => (isMoney(row.original.task) ? formatAmount(row.original.target) : row.original.target),
      },
      {
        id: "prize",
        accessorFn: (m) => Number(m.prize),
        header: t("missions.prize"),
        cell: ({ row }) => formatAmount(row.original.prize),
      },
      {
        accessorKey: "newbieDays",
        header: t("missions.newbieDays"),
        cell: ({ row }) => (row.original.period === "NEWBIE" ? row.original.newbieDays : "—"),
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
                  aria-label={t("actions.editNamed", { name: titleOf(row.original) })}
                  onClick={() => setEditing(row.original)}
                >
                  {t("actions.edit")}
                </button>
              ),
            },
          ] satisfies Columns<Mission>)
        : []),
    ];
  }, [t, canWrite]);

  return (
    <SectionPage
      title={t("missions.title")}
      actions={
        canWrite ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("missions.new")}
          </button>
        ) : null
      }
    >
      <p className="muted">{t("missions.intro")}</p>
      <DataTable
        caption={t("missions.title")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("missions.empty")}
        rowKey={(row) => String(row.id)}
      />
      {editing ? <MissionDialog mission={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
    </SectionPage>
  );
}

function MissionDialog({ mission, onClose }: { mission: Mission | null; onClose: () => void }) {
  const { t } = useTranslation("loyalty");
  const fieldError = useFieldError();
  const form = useForm({
    resolver: zodResolver(missionInput),
    defaultValues: {
      period: mission?.period ?? "DAILY",
      task: mission?.task ?? "LOGIN",
      category: mission?.category ?? null,
      target: mission?.target ?? "1",
      prize: mission?.prize ?? "",
      title: textsOf(mission?.title),
      newbieDays: mission?.newbieDays ?? 7,
      active: mission?.active ?? true,
      sort: mission?.sort ?? 0,
    },
  });
  const save = useDialogMutation({
    mutationFn: (body: z.output<typeof missionInput>) => {
      const sent = { ...body, title: writtenTexts(body.title) };
      return mission
        ? apiSend<Mission>("PUT", pathWith(MISSION_ADMIN.one, { id: mission.id }), sent)
        : apiSend<Mission>("POST", MISSION_ADMIN.list, sent);
    },
    success: () => (mission ? t("missions.saved") : t("missions.created")),
    onClose,
    invalidate: [KEY],
  });
  const errors = form.formState.errors;
  const task = useWatch({ control: form.control, name: "task" });
  const period = useWatch({ control: form.control, name: "period" });
  const counted = task === "BET" || task === "ROUNDS";
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={mission ? t("missions.editTitle") : t("missions.new")}
      description={mission ? t("missions.editText") : t("missions.newText")}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      busy={save.isPending}
    >
      <div className={styles.rowFields}>
        <Field label={t("missions.period")}>
          {(props) => (
            <select {...props} {...form.register("period")}>
              {MISSION_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {t(`missions.periods.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("missions.task")}>
          {(props) => (
            <select {...props} {...form.register("task")}>
              {MISSION_TASKS.map((value) => (
                <option key={value} value={value}>
                  {t(`missions.tasks.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t("missions.category")}
          error={fieldError(errors.category)}
          hint={counted ? undefined : t("missions.categoryHint")}
        >
          {(props) => (
            <select
              {...props}
              {...form.register("category", { setValueAs: (value: unknown) => (value === "" ? null : value) })}
            >
              <option value="">{t("missions.anyCategory")}</option>
              {GAME_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`categories.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={styles.rowFields}>
        <Field
          label={t("missions.target")}
          error={fieldError(errors.target)}
          hint={isMoney(task) ? t("missions.targetMoney") : t("missions.targetCount")}
        >
          {(props) => (
            <input
              {...props}
              inputMode={isMoney(task) ? "decimal" : "numeric"}
              autoComplete="off"
              {...form.register("target")}
            />
          )}
        </Field>
        <Field label={t("missions.prize")} error={fieldError(errors.prize)}>
          {(props) => <input {...props} inputMode="decimal" autoComplete="off" {...form.register("prize")} />}
        </Field>
        {period === "NEWBIE" ? (
          <Field label={t("missions.newbieDays")} error={fieldError(errors.newbieDays)} hint={t("missions.newbieHint")}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={1}
                max={90}
                step={1}
                {...form.register("newbieDays", { valueAsNumber: true })}
              />
            )}
          </Field>
        ) : null}
        <Field label={t("form.sort")} error={fieldError(errors.sort)}>
          {(props) => (
            <input {...props} type="number" min={0} step={1} {...form.register("sort", { valueAsNumber: true })} />
          )}
        </Field>
      </div>
      <LocalizedInputs
        legend={t("missions.missionTitle")}
        field={t("missions.missionTitle")}
        maxLength={120}
        register={(lang) => form.register(`title.${lang}`)}
      />
      <p className="hint">{t("missions.titleHint")}</p>
      <label className="check">
        <input type="checkbox" {...form.register("active")} />
        {t("missions.running")}
      </label>
    </FormDialog>
  );
}
