import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  ADMIN_OPERATIONS,
  RULE_LENGTH_MAX,
  RULE_PATTERN_MAX,
  registrationRuleUpdateRequest,
  type registrationRuleRowSchema,
  type RegistrationRuleUpdate,
} from "@portal/contract/api/admin-operations";
import { PATTERN_IDS } from "@portal/contract/registration-rules";
import { refusedFields } from "../../shared/api/api-error";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { SectionPage, useSectionTexts } from "../section";
import { loadSettingsTexts } from "./settings-texts";

type Rule = z.infer<typeof registrationRuleRowSchema>;
const KEY = ["registrationRules"] as const;

/**
 * Settings > Registration rules: for each field of the portal's sign-up forms, whether it is
 * shown and required, the characters it accepts and its length. Read by every operator, changed
 * with `configureBrand` (audited); the portal's forms and the server follow at once.
 */
export default function RegistrationRulesPage() {
  useSectionTexts(loadSettingsTexts);
  const { t } = useTranslation("settings");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const [editing, setEditing] = useState<Rule | null>(null);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<{ list: Rule[] }>(ADMIN_OPERATIONS.registrationRules, undefined, signal),
  });
  const columns = useMemo<Columns<Rule>>(() => {
    const yesNo = (value: boolean) => (
      <span className={value ? "badge badge-ok" : "badge"}>{value ? t("registration.yes") : t("registration.no")}</span>
    );
    return [
      {
        id: "field",
        accessorFn: (row) => t(`registration.fields.${row.field}`, { defaultValue: row.field }),
        header: t("registration.field"),
        enableHiding: false,
      },
      {
        accessorKey: "enabled",
        header: t("registration.enabled"),
        cell: ({ row }) => yesNo(row.original.enabled),
      },
      {
        accessorKey: "required",
        header: t("registration.required"),
        cell: ({ row }) => yesNo(row.original.required),
      },
      {
        id: "length",
        header: t("registration.length"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.maxLength === 0
            ? t("registration.atLeast", { min: row.original.minLength })
            : t("registration.between", { min: row.original.minLength, max: row.original.maxLength }),
      },
      {
        accessorKey: "acceptedPattern",
        header: t("registration.pattern"),
        enableSorting: false,
        cell: ({ row }) => <code className="value">{row.original.acceptedPattern}</code>,
      },
      {
        id: "actions",
        header: t("ui.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) =>
          canEdit ? (
            <button type="button" className="btn btn-small" onClick={() => setEditing(row.original)}>
              {t("registration.edit", {
                field: t(`registration.fields.${row.original.field}`, { defaultValue: row.original.field }),
              })}
            </button>
          ) : null,
      },
    ];
  }, [t, canEdit]);
  return (
    <SectionPage title={t("registration.title")}>
      <p className="muted">{t("registration.intro")}</p>
      <DataTable
        caption={t("registration.title")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("registration.empty")}
        rowKey={(row) => row.field}
      />
      {editing ? <RuleDialog rule={editing} onClose={() => setEditing(null)} /> : null}
    </SectionPage>
  );
}

/** The contract's and the server's messages that name a problem of their own. */
const NAMED_PROBLEMS = new Set(["pattern", "range", "bounded", "slow"]);

function RuleDialog({ rule, onClose }: { rule: Rule; onClose: () => void }) {
  const { t } = useTranslation("settings");
  const { field, ...values } = rule;
  const fieldName = t(`registration.fields.${field}`, { defaultValue: field });
  const form = useForm<RegistrationRuleUpdate>({
    resolver: zodResolver(registrationRuleUpdateRequest),
    defaultValues: values,
  });
  const save = useDialogMutation({
    mutationFn: (body: RegistrationRuleUpdate) =>
      apiSend<null>("PUT", pathWith(ADMIN_OPERATIONS.registrationRule, { field }), body),
    success: () => t("registration.saved", { field: fieldName }),
    onClose,
    onError: (error) => {
      // The server's own check of the pattern (its matching time) lands on the pattern's field.
      if (refusedFields(error).acceptedPattern === "slow") form.setError("acceptedPattern", { message: "slow" });
    },
    invalidate: [KEY],
  });
  const errors = form.formState.errors;
  // The contract's own messages name the problem; any other (a number missing) reads as the fallback.
  const problem = (message: string | undefined, fallback: "pattern" | "length") =>
    message === undefined ? undefined : t(`registration.problems.${NAMED_PROBLEMS.has(message) ? message : fallback}`);
  const number = { valueAsNumber: true } as const;
  return (
    <FormDialog
      onClose={onClose}
      title={t("registration.editTitle", { field: fieldName })}
      description={t("registration.editText")}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      busy={save.isPending}
    >
      <label className="check">
        <input type="checkbox" {...form.register("enabled")} />
        {t("registration.enabledLabel")}
      </label>
      <label className="check">
        <input
          type="checkbox"
          aria-invalid={Boolean(errors.required)}
          aria-describedby={errors.required ? "rule-required-error" : undefined}
          {...form.register("required")}
        />
        {t("registration.requiredLabel")}
      </label>
      {errors.required ? (
        <p className="field-error" id="rule-required-error">
          {t("registration.problems.hidden")}
        </p>
      ) : null}
      <Field
        label={t("registration.pattern")}
        hint={t("registration.patternHint")}
        error={problem(errors.acceptedPattern?.message, "pattern")}
      >
        {(props) => (
          <input {...props} spellCheck={false} maxLength={RULE_PATTERN_MAX} {...form.register("acceptedPattern")} />
        )}
      </Field>
      <Field label={t("registration.patternId")} hint={t("registration.patternIdHint")}>
        {(props) => (
          <select {...props} {...form.register("patternId", number)}>
            {PATTERN_IDS.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("registration.minLength")} error={problem(errors.minLength?.message, "length")}>
        {(props) => (
          <input
            {...props}
            type="number"
            min={0}
            max={RULE_LENGTH_MAX}
            inputMode="numeric"
            {...form.register("minLength", number)}
          />
        )}
      </Field>
      <Field
        label={t("registration.maxLength")}
        hint={t("registration.maxLengthHint")}
        error={problem(errors.maxLength?.message, "length")}
      >
        {(props) => (
          <input
            {...props}
            type="number"
            min={0}
            max={RULE_LENGTH_MAX}
            inputMode="numeric"
            {...form.register("maxLength", number)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
