import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ADMIN } from "@portal/contract/api/admin";
import { minorToDecimal } from "@portal/contract/money";
import {
  SETTING_APPROVALS_ADMIN,
  type SettingApproval,
  type SettingChangeAnswer,
} from "@portal/contract/api/admin-adjustments";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { SectionPage, useSectionTexts } from "../section";
import {
  type BrandMoney,
  groupSettings,
  isFourEyesSetting,
  isMoneySetting,
  kindOf,
  moneyPreview,
  parseMoney,
  parseSetting,
  previewOf,
  REFERRAL_PATH,
  SETTING_APPROVALS_KEY,
  SETTING_APPROVALS_PATH,
  settingEditorSchema,
  settingPreview,
  useBrandMoney,
} from "./setting-value";
import { loadSettingsTexts } from "./settings-texts";

interface SettingRow {
  key: string;
  value: unknown;
}
const KEY = ["settings"] as const;

/**
 * Settings > Brand settings: every operator setting of the brand, each edited on its own (audited).
 * Raising a four-eyes threshold is only a request (decision 0054): the server answers
 * PENDING_APPROVAL and the requests waiting for a second operator show next to their setting,
 * with the way to Money > Approvals where another operator decides. The settings are grouped by
 * area; money settings (`*Minor`) are read and typed in the brand's money (from `me`), and still
 * sent in minor units.
 */
export default function BrandSettingsPage() {
  useSectionTexts(loadSettingsTexts);
  const { t } = useTranslation("settings");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const [editing, setEditing] = useState<SettingRow | null>(null);
  const money = useBrandMoney();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiGet<Record<string, unknown>>(ADMIN.settings, undefined, signal).then((settings) =>
        Object.entries(settings).map(([key, value]) => ({ key, value })),
      ),
  });
  // The requests waiting for a second operator (the list needs configureBrand, as editing does).
  const pending = useQuery({
    queryKey: [...SETTING_APPROVALS_KEY, "PENDING", "brandSettings"],
    queryFn: ({ signal }) =>
      apiGet<{ list: SettingApproval[]; total: number }>(
        SETTING_APPROVALS_ADMIN.approvals,
        { status: "PENDING", page: 1, pageSize: 200 },
        signal,
      ).then((answer) => answer.list),
    enabled: canEdit,
  });
  const pendingOf = useMemo(() => {
    const byKey = new Map<string, SettingApproval[]>();
    for (const request of pending.data ?? []) byKey.set(request.key, [...(byKey.get(request.key) ?? []), request]);
    return (key: string) => byKey.get(key) ?? [];
  }, [pending.data]);
  // A money setting in the brand's money once `me` told it; any other value as it is.
  const shown = useMemo(() => (key: string, value: unknown) => settingPreview(key, value, money), [money]);
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
        accessorFn: (row) => shown(row.key, row.value),
        header: t("brand.value"),
        enableSorting: false,
        cell: ({ row }) => {
          const waiting = pendingOf(row.original.key);
          return (
            <>
              <code className="value">{shown(row.original.key, row.original.value)}</code>
              {waiting.map((request) => (
                <p key={request.id} className="muted">
                  {t("brand.pending", {
                    id: request.id,
                    value: shown(row.original.key, request.value),
                    requestedBy: request.requestedBy,
                  })}{" "}
                  <Link to={SETTING_APPROVALS_PATH}>{t("brand.pendingLink")}</Link>
                </p>
              ))}
            </>
          );
        },
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
    [t, canEdit, pendingOf, shown],
  );
  return (
    <SectionPage title={t("brand.title")}>
      <p className="muted">{t("brand.intro")}</p>
      {query.data && query.data.length > 0 ? (
        groupSettings(query.data).map((group) => (
          <section key={group.id} className="stack" aria-labelledby={`brand-group-${group.id}`}>
            <h2 id={`brand-group-${group.id}`}>{t(`brand.groups.${group.id}`)}</h2>
            {group.id === "referral" ? (
              <p className="muted">
                {t("brand.referralHint")} <Link to={REFERRAL_PATH}>{t("brand.referralLink")}</Link>
              </p>
            ) : null}
            <DataTable
              caption={t(`brand.groups.${group.id}`)}
              columns={columns}
              rows={group.rows}
              loading={false}
              error={null}
              emptyText={t("brand.empty")}
              rowKey={(row) => row.key}
            />
          </section>
        ))
      ) : (
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
      )}
      {editing ? (
        <SettingDialog
          setting={editing}
          money={money && isMoneySetting(editing.key) ? money : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </SectionPage>
  );
}

/**
 * Edits one setting. A money setting (`money` given) is typed as a decimal of the brand's money and
 * sent as the exact minor units (the contract's decimal helpers, never a float).
 */
function SettingDialog({
  setting,
  money,
  onClose,
}: {
  setting: SettingRow;
  money: BrandMoney | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("settings");
  const kind = kindOf(setting.value);
  const inMoney = money !== null && kind === "number" && Number.isSafeInteger(setting.value);
  const form = useForm({
    resolver: zodResolver(settingEditorSchema),
    defaultValues: {
      raw:
        kind === "boolean"
          ? (setting.value as boolean)
          : inMoney
            ? minorToDecimal(BigInt(setting.value as number), money.scale)
            : kind === "json"
              ? JSON.stringify(setting.value, null, 2)
              : String(setting.value),
    },
  });
  const shown = (value: unknown) => (inMoney ? moneyPreview(value, money) : previewOf(value));
  const save = useDialogMutation({
    mutationFn: (value: unknown) =>
      apiSend<SettingChangeAnswer>("PUT", pathWith(ADMIN.setting, { key: setting.key }), { value }),
    // A raise of a four-eyes threshold is only requested: it says so, and where it is decided.
    success: (answer, value) =>
      answer.status === "PENDING_APPROVAL"
        ? t("brand.requested", { key: setting.key, value: shown(value), id: answer.approvalId ?? "" })
        : t("brand.saved", { key: setting.key }),
    onClose,
    invalidate: [KEY, SETTING_APPROVALS_KEY],
  });
  const error = form.formState.errors.raw?.message;
  return (
    <FormDialog
      onClose={onClose}
      title={t("brand.editTitle", { key: setting.key })}
      description={
        isFourEyesSetting(setting.key)
          ? `${t(`brand.keys.${setting.key}`, { defaultValue: t("brand.editText") })} ${t("brand.fourEyesHint")}`
          : t(`brand.keys.${setting.key}`, { defaultValue: t("brand.editText") })
      }
      onSubmit={form.handleSubmit(({ raw }) => {
        const parsed = inMoney ? parseMoney(String(raw), money.scale) : parseSetting(setting.key, kind, raw);
        if ("error" in parsed) form.setError("raw", { message: parsed.error });
        else save.mutate(parsed.value);
      })}
      busy={save.isPending}
    >
      {kind === "boolean" ? (
        <label className="check">
          <input type="checkbox" {...form.register("raw")} />
          {t("brand.on")}
        </label>
      ) : (
        <Field
          label={inMoney ? t("brand.moneyValue", { currency: money.currency }) : t("brand.value")}
          hint={inMoney ? t("brand.moneyHint", { scale: money.scale }) : undefined}
          error={error ? t(`brand.errors.${error}`, { scale: money?.scale ?? 0 }) : undefined}
        >
          {(props) =>
            kind === "json" ? (
              <textarea {...props} rows={8} spellCheck={false} {...form.register("raw")} />
            ) : (
              <input {...props} inputMode={kind === "number" ? "decimal" : "text"} {...form.register("raw")} />
            )
          }
        </Field>
      )}
    </FormDialog>
  );
}
