import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  ADMIN,
  paymentChannelInput,
  paymentChannelPatch,
  type adminPaymentChannelSchema,
} from "@portal/contract/api/admin";
import { PAYMENT_CHANNEL_KINDS, type PaymentChannelKind } from "@portal/contract/api/money";
import { LANGUAGES, pickText, type Language } from "@portal/contract/languages";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { currentLanguage } from "../../shared/i18n/i18n";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { ConfirmDialog, FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatAmount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { loadMoneyTexts } from "./money-texts";

type Channel = z.infer<typeof adminPaymentChannelSchema>;
const KEY = ["paymentChannels"] as const;

/** What the form holds: every field as typed (text), turned into the call's body by `bodyOf`. */
export interface ChannelForm {
  code: string;
  kind: PaymentChannelKind;
  name: Record<Language, string>;
  gateway: string;
  secret: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  minAmount: string;
  maxAmount: string;
  sort: string;
  enabled: boolean;
}

/**
 * The call's body from the form: names left empty are left out, bank details only for a bank
 * transfer, gateway and secret only for a gateway (an empty secret keeps the current one).
 */
export function bodyOf(form: ChannelForm): Record<string, unknown> {
  const name = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, form.name[lang].trim()]).filter(([, text]) => text !== ""),
  );
  const sort = form.sort.trim() === "" ? 0 : Number(form.sort);
  const body: Record<string, unknown> = {
    code: form.code.trim(),
    kind: form.kind,
    name,
    minAmount: form.minAmount,
    maxAmount: form.maxAmount,
    sort: Number.isNaN(sort) ? form.sort : sort,
    enabled: form.enabled,
  };
  if (form.kind === "GATEWAY") {
    body.gateway = form.gateway;
    if (form.secret !== "") body.secret = form.secret;
  } else {
    body.bank = {
      bankName: form.bankName,
      accountName: form.accountName,
      accountNumber: form.accountNumber,
      branch: form.branch,
    };
  }
  return body;
}

/** The body of a change: code and kind are fixed once created. */
function patchOf(form: ChannelForm): Record<string, unknown> {
  const { code: _code, kind: _kind, ...patch } = bodyOf(form);
  return patch;
}

/**
 * A new channel is checked by the contract's create schema, a change by its patch schema, each
 * on the body the form makes (typed as the form: the resolver runs in `raw` mode and hands the
 * form's own values on).
 */
const createForm = z.preprocess((form) => bodyOf(form as ChannelForm), paymentChannelInput) as unknown as z.ZodType<
  ChannelForm,
  ChannelForm
>;
const changeForm = z.preprocess((form) => patchOf(form as ChannelForm), paymentChannelPatch) as unknown as z.ZodType<
  ChannelForm,
  ChannelForm
>;

function formOf(channel: Channel | null): ChannelForm {
  return {
    code: channel?.code ?? "",
    kind: channel?.kind ?? "BANK_TRANSFER",
    name: Object.fromEntries(LANGUAGES.map((lang) => [lang, channel?.name[lang] ?? ""])) as Record<Language, string>,
    gateway: channel?.gateway ?? "",
    secret: "",
    bankName: channel?.bank?.bankName ?? "",
    accountName: channel?.bank?.accountName ?? "",
    accountNumber: channel?.bank?.accountNumber ?? "",
    branch: channel?.bank?.branch ?? "",
    minAmount: channel?.minAmount ?? "",
    maxAmount: channel?.maxAmount ?? "",
    sort: String(channel?.sort ?? 0),
    enabled: channel?.enabled ?? true,
  };
}

/**
 * Money > Payment channels: the ways members deposit (bank transfers to the brand's accounts,
 * payment gateways), with their names per language and limits; added, changed, enabled or
 * disabled with `configureBrand` (audited). Members see only enabled channels.
 */
export default function PaymentChannelsPage() {
  useSectionTexts(loadMoneyTexts);
  const { t } = useTranslation("money");
  const canEdit = hasPermission(useSession(), PERMISSION.configureBrand);
  const [editing, setEditing] = useState<Channel | "new" | null>(null);
  const [toggling, setToggling] = useState<Channel | null>(null);
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<{ list: Channel[] }>(ADMIN.paymentChannels, undefined, signal),
  });
  const columns = useMemo<Columns<Channel>>(
    () => [
      { accessorKey: "code", header: t("channels.code"), enableHiding: false },
      {
        id: "name",
        accessorFn: (row) => pickText(row.name, currentLanguage()),
        header: t("channels.name"),
      },
      {
        accessorKey: "kind",
        header: t("channels.kind"),
        cell: ({ row }) => t(`channels.kinds.${row.original.kind}`),
      },
      {
        id: "account",
        header: t("channels.account"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.bank
            ? `${row.original.bank.bankName} · ${row.original.bank.accountName} · ${row.original.bank.accountNumber}`
            : row.original.gateway,
      },
      {
        id: "limits",
        header: t("channels.limits"),
        enableSorting: false,
        cell: ({ row }) =>
          t("channels.range", {
            min: formatAmount(row.original.minAmount),
            max: formatAmount(row.original.maxAmount),
          }),
      },
      { accessorKey: "sort", header: t("channels.sort") },
      {
        accessorKey: "enabled",
        header: t("common.status"),
        cell: ({ row }) => (
          <span className={row.original.enabled ? "badge badge-ok" : "badge"}>
            {row.original.enabled ? t("channels.enabled") : t("channels.disabled")}
          </span>
        ),
      },
      {
        id: "actions",
        header: t("common.actions"),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row }) =>
          canEdit ? (
            <div className="row-actions">
              <button type="button" className="btn btn-small" onClick={() => setEditing(row.original)}>
                {t("channels.edit", { code: row.original.code })}
              </button>
              <button
                type="button"
                className={row.original.enabled ? "btn btn-small btn-danger-outline" : "btn btn-small"}
                onClick={() => setToggling(row.original)}
              >
                {row.original.enabled
                  ? t("channels.disable", { code: row.original.code })
                  : t("channels.enable", { code: row.original.code })}
              </button>
            </div>
          ) : null,
      },
    ],
    [t, canEdit],
  );
  return (
    <SectionPage
      title={t("channels.title")}
      actions={
        canEdit ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("channels.new")}
          </button>
        ) : null
      }
    >
      <p className="muted">{t("channels.intro")}</p>
      <DataTable
        caption={t("channels.title")}
        columns={columns}
        rows={query.data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("channels.empty")}
        rowKey={(row) => String(row.id)}
      />
      {editing ? <ChannelDialog channel={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
      {toggling ? <EnableDialog channel={toggling} onClose={() => setToggling(null)} /> : null}
    </SectionPage>
  );
}

function EnableDialog({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const { t } = useTranslation("money");
  const enable = !channel.enabled;
  const values = { code: channel.code, name: pickText(channel.name, currentLanguage()) };
  const toggle = useDialogMutation({
    mutationFn: () =>
      apiSend<Channel>("PATCH", pathWith(ADMIN.paymentChannel, { id: channel.id }), { enabled: enable }),
    success: () => t(enable ? "channels.enabledDone" : "channels.disabledDone", values),
    onClose,
    invalidate: [KEY],
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(enable ? "channels.enableTitle" : "channels.disableTitle", values)}
      description={t(enable ? "channels.enableText" : "channels.disableText", values)}
      confirmLabel={t(enable ? "channels.enable" : "channels.disable", values)}
      danger={!enable}
      busy={toggle.isPending}
      onConfirm={() => toggle.mutate()}
    />
  );
}

function ChannelDialog({ channel, onClose }: { channel: Channel | null; onClose: () => void }) {
  const { t } = useTranslation("money");
  const creating = channel === null;
  const form = useForm<ChannelForm>({
    // raw: the form keeps its own values (the schema checks the body they make, see bodyOf).
    resolver: zodResolver(creating ? createForm : changeForm, undefined, { raw: true }),
    defaultValues: formOf(channel),
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const save = useDialogMutation({
    mutationFn: (values: ChannelForm) => {
      if (creating) return apiSend<Channel>("POST", ADMIN.paymentChannels, bodyOf(values));
      return apiSend<Channel>("PATCH", pathWith(ADMIN.paymentChannel, { id: channel.id }), patchOf(values));
    },
    success: (saved) => t(creating ? "channels.created" : "channels.saved", { code: saved.code }),
    onClose,
    invalidate: [KEY],
  });
  // The resolver checks the call's body: its problems are named by the body's paths.
  const errors = form.formState.errors as Record<string, { message?: string } | undefined> & {
    name?: Record<string, { message?: string }> & { message?: string };
    bank?: Record<string, { message?: string }>;
  };
  const invalid = (error: unknown) => (error ? t("channels.invalid") : undefined);
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={creating ? t("channels.newTitle") : t("channels.editTitle", { code: channel.code })}
      description={t("channels.formText")}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      busy={save.isPending}
      submitLabel={creating ? t("channels.create") : t("channels.save")}
    >
      <Field label={t("channels.code")} hint={t("channels.codeHint")} error={invalid(errors.code)}>
        {(props) => (
          <input
            {...props}
            readOnly={!creating}
            autoCapitalize="characters"
            spellCheck={false}
            {...form.register("code")}
          />
        )}
      </Field>
      <fieldset className="radio-row" disabled={!creating}>
        <legend>{t("channels.kind")}</legend>
        {PAYMENT_CHANNEL_KINDS.map((value) => (
          <label key={value} className="check">
            <input type="radio" value={value} {...form.register("kind")} />
            {t(`channels.kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="stack">
        <legend>{t("channels.names")}</legend>
        {errors.name?.message ? (
          <p className="field-error" role="alert">
            {t("channels.nameMissing")}
          </p>
        ) : null}
        {LANGUAGES.map((lang) => (
          <Field key={lang} label={t(`channels.languages.${lang}`)} error={invalid(errors.name?.[lang])}>
            {(props) => <input {...props} {...form.register(`name.${lang}`)} />}
          </Field>
        ))}
      </fieldset>
      {kind === "GATEWAY" ? (
        <>
          <Field label={t("channels.gateway")} hint={t("channels.gatewayHint")} error={invalid(errors.gateway)}>
            {(props) => <input {...props} spellCheck={false} {...form.register("gateway")} />}
          </Field>
          <Field
            label={t("channels.secret")}
            hint={creating ? t("channels.secretNewHint") : t("channels.secretHint")}
            error={invalid(errors.secret)}
          >
            {(props) => <input {...props} type="password" autoComplete="off" {...form.register("secret")} />}
          </Field>
        </>
      ) : (
        <fieldset className="stack">
          <legend>{t("channels.bank")}</legend>
          <Field label={t("channels.bankName")} error={invalid(errors.bank?.bankName)}>
            {(props) => <input {...props} {...form.register("bankName")} />}
          </Field>
          <Field label={t("channels.accountName")} error={invalid(errors.bank?.accountName)}>
            {(props) => <input {...props} {...form.register("accountName")} />}
          </Field>
          <Field label={t("channels.accountNumber")} error={invalid(errors.bank?.accountNumber)}>
            {(props) => <input {...props} spellCheck={false} {...form.register("accountNumber")} />}
          </Field>
          <Field label={t("channels.branch")} error={invalid(errors.bank?.branch)}>
            {(props) => <input {...props} {...form.register("branch")} />}
          </Field>
        </fieldset>
      )}
      <Field label={t("channels.minAmount")} error={invalid(errors.minAmount)}>
        {(props) => <input {...props} inputMode="decimal" {...form.register("minAmount")} />}
      </Field>
      <Field label={t("channels.maxAmount")} error={invalid(errors.maxAmount)}>
        {(props) => <input {...props} inputMode="decimal" {...form.register("maxAmount")} />}
      </Field>
      <Field label={t("channels.sort")} hint={t("channels.sortHint")} error={invalid(errors.sort)}>
        {(props) => <input {...props} inputMode="numeric" {...form.register("sort")} />}
      </Field>
      <label className="check">
        <input type="checkbox" {...form.register("enabled")} />
        {t("channels.enabledLabel")}
      </label>
    </FormDialog>
  );
}
