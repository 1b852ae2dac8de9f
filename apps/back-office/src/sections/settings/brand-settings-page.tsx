import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ADMIN } from "@portal/contract/api/admin";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { DialogFrame } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, useSectionTexts } from "../section";
import { kindOf, parseSetting, previewOf, settingEditorSchema } from "./setting-value";
import { loadSettingsTexts } from "./settings-texts";

interface SettingRow {
  key: string;
  value: unknown;
}
const KEY = ["settings"] as const;

/** Settings > Brand settings: every operator setting of the brand, each edited on its own (audited). */
export default function BrandSettingsPage() {
  useSectionTexts(loadSettingsTexts);
  const { t } = useTranslation("settings");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const [editing, setEditing] = useState<SettingRow | null>(null);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiGet<Record<string, unknown>>(ADMIN.settings, undefined, signal).then((settings) =>
        Object.entries(settings).map(([key, value]) => ({ key, value })),
      ),
  });
  const columns = useMemo<Columns<SettingRow>>(
    () => [
      {
        accessorKey: "key",
        header: t("brand.key"),
        enableHiding: false,
        cell: ({ row }) => <code>{row.original.key}</code>,
      },
      {
        id: "description",
        header: t("brand.description"),
        enableSorting: false,
        cell: ({ row }) => t(`brand.keys.${row.original.key}`, { defaultValue: "" }),
      },
      {
        id: "value",
        accessorFn: (row) => previewOf(row.value),
        header: t("brand.value"),
        enableSorting: false,
        cell: ({ row }) => <code className="value">{previewOf(row.original.value)}</code>,
      },
      {
        id: "actions",
        header: t("ui.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) =>
          canEdit ? (
            <button type="button" className="btn btn-small" onClick={() => setEditing(row.original)}>
              {t("brand.edit", { key: row.original.key })}
            </button>
          ) : null,
      },
    ],
    [t, canEdit],
  );
  return (
    <SectionPage title={t("brand.title")}>
      <p className="muted">{t("brand.intro")}</p>
      <DataTable
        caption={t("brand.title")}
        columns={columns}
        rows={query.data}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("brand.empty")}
        rowKey={(row) => row.key}
      />
      {editing ? <SettingDialog setting={editing} onClose={() => setEditing(null)} /> : null}
    </SectionPage>
  );
}

function SettingDialog({ setting, onClose }: { setting: SettingRow; onClose: () => void }) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const client = useQueryClient();
  const kind = kindOf(setting.value);
  const form = useForm({
    resolver: zodResolver(settingEditorSchema),
    defaultValues: {
      raw:
        kind === "boolean"
          ? (setting.value as boolean)
          : kind === "json"
            ? JSON.stringify(setting.value, null, 2)
            : String(setting.value),
    },
  });
  const save = useMutation({
    mutationFn: (value: unknown) => apiSend<null>("PUT", pathWith(ADMIN.setting, { key: setting.key }), { value }),
    onSuccess: () => {
      toast("success", t("brand.saved", { key: setting.key }));
      onClose();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const error = form.formState.errors.raw?.message;
  return (
    <DialogFrame
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("brand.editTitle", { key: setting.key })}
      description={t(`brand.keys.${setting.key}`, { defaultValue: t("brand.editText") })}
    >
      <form
        className="stack"
        noValidate
        onSubmit={form.handleSubmit(({ raw }) => {
          const parsed = parseSetting(setting.key, kind, raw);
          if ("error" in parsed) form.setError("raw", { message: parsed.error });
          else save.mutate(parsed.value);
        })}
      >
        {kind === "boolean" ? (
          <label className="check">
            <input type="checkbox" {...form.register("raw")} />
            {t("brand.on")}
          </label>
        ) : (
          <Field label={t("brand.value")} error={error ? t(`brand.errors.${error}`) : undefined}>
            {(props) =>
              kind === "json" ? (
                <textarea {...props} rows={8} spellCheck={false} {...form.register("raw")} />
              ) : (
                <input {...props} inputMode={kind === "number" ? "decimal" : "text"} {...form.register("raw")} />
              )
            }
          </Field>
        )}
        <div className="row-end">
          <button type="button" className="btn" onClick={onClose}>
            {t("ui.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t("ui.save")}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
