import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  ADMIN,
  createOperatorRequest,
  OPERATOR_ROLES,
  type operatorRowSchema,
  type operatorSchema,
} from "@portal/contract/api/admin";
import { apiGet, apiSend } from "../../shared/api/client";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, useSectionTexts } from "../section";
import { loadSettingsTexts } from "./settings-texts";

type Operator = z.infer<typeof operatorSchema>;
type OperatorRow = z.infer<typeof operatorRowSchema>;

/**
 * Settings > Operators: the brand's operators (role, status, whether they enrolled their
 * authenticator app) and a new operator account (ADMIN only, audited).
 */
export default function OperatorsPage() {
  useSectionTexts(loadSettingsTexts);
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ["operators"],
    queryFn: ({ signal }) => apiGet<{ list: OperatorRow[] }>(ADMIN.operators, {}, signal),
  });
  const columns = useMemo<Columns<OperatorRow>>(
    () => [
      { accessorKey: "username", header: t("operators.username") },
      { accessorKey: "role", header: t("operators.role"), cell: ({ row }) => t(`roles.${row.original.role}`) },
      { accessorKey: "status", header: t("operators.status") },
      {
        accessorKey: "enrolled",
        header: t("operators.enrolled"),
        cell: ({ row }) => (row.original.enrolled ? t("operators.enrolledYes") : t("operators.enrolledNo")),
      },
      {
        accessorKey: "createdAt",
        header: t("operators.createdAt"),
        cell: ({ row }) => formatTime(row.original.createdAt),
      },
    ],
    [t],
  );
  const form = useForm({
    resolver: zodResolver(createOperatorRequest),
    defaultValues: { username: "", password: "", role: "SUPPORT" as const },
  });
  const create = useMutation({
    mutationFn: (body: z.output<typeof createOperatorRequest>) => apiSend<Operator>("POST", ADMIN.operators, body),
    onSuccess: (operator) => {
      toast("success", t("operators.created", { username: operator.username }));
      void queryClient.invalidateQueries({ queryKey: ["operators"] });
      form.reset();
    },
    onError: (error) => toast("error", errorText(error)),
  });
  const { errors } = form.formState;
  return (
    <SectionPage title={t("operators.title")}>
      <p className="muted">{t("operators.intro")}</p>
      <form className="stack form-narrow" noValidate onSubmit={form.handleSubmit((body) => create.mutate(body))}>
        <h2>{t("operators.new")}</h2>
        <Field
          label={t("operators.username")}
          hint={t("operators.usernameHint")}
          error={errors.username ? t("operators.usernameError") : undefined}
        >
          {(props) => <input {...props} autoComplete="off" {...form.register("username")} />}
        </Field>
        <Field
          label={t("operators.password")}
          hint={t("operators.passwordHint")}
          error={errors.password ? t("operators.passwordError") : undefined}
        >
          {(props) => <input {...props} type="password" autoComplete="new-password" {...form.register("password")} />}
        </Field>
        <Field label={t("operators.role")}>
          {(props) => (
            <select {...props} {...form.register("role")}>
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t("operators.create")}
        </button>
      </form>
      <DataTable
        caption={t("operators.listCaption")}
        columns={columns}
        rows={list.data?.list}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t("operators.empty")}
        rowKey={(row) => String(row.id)}
      />
    </SectionPage>
  );
}
