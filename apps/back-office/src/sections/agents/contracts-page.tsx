import { useCallback, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useFieldArray, useForm, type FieldError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MEMBERS_ADMIN, type MemberProfile } from "@portal/contract/api/admin-members";
import { downlineRatesRequest, type RebateRates } from "@portal/contract/api/agents";
import {
  AGENT_ADMIN,
  CONTRACT_KINDS,
  CONTRACT_TIERS_MAX,
  platformContractRequest,
  type Contract,
  type ContractKind,
  type PlatformContracts,
} from "@portal/contract/api/contracts";
import { refusedFields } from "../../shared/api/api-error";
import { apiGet, apiSend, pathWith } from "../../shared/api/client";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { DataTable, type Columns } from "../../shared/ui/data-table";
import { FormDialog } from "../../shared/ui/dialog";
import { useDialogMutation } from "../../shared/ui/dialog-mutation";
import { Field } from "../../shared/ui/field";
import { formatTime } from "../../shared/ui/format";
import { ErrorNotice, Skeleton } from "../../shared/ui/states";
import { formatAmount } from "../numbers";
import { SectionPage, useSectionTexts } from "../section";
import { AgentSearch } from "./agent-search";
import { useAgentsErrorText, useMemberType } from "./agent-ui";
import { loadAgentsTexts } from "./agents-texts";
import styles from "./agents.module.css";

const contractKey = (memberId: number) => ["agents", "contract", memberId] as const;
const ratesKey = (memberId: number) => ["agents", "rates", memberId] as const;

/** A field's error: the server's words when it set them, else this field's rule in words. */
const shown = (error: FieldError | undefined, rule: string) =>
  error ? (error.type === "server" && error.message ? error.message : rule) : undefined;

/**
 * Agents > Contracts and rebates: choose an account (top-level agents first), then the platform's
 * contracts with it (a top-level agent's only) and its rebate rates per category. Any operator
 * reads them; setting them needs configureBrand, as the server's routes do.
 */
export default function ContractsPage() {
  useSectionTexts(loadAgentsTexts);
  const { t } = useTranslation("agents");
  const [params, setParams] = useSearchParams();
  const memberId = Number(params.get("member")) || null;
  const chooseLabel = useCallback(
    (account: string) => ({ text: t("contracts.choose"), name: t("contracts.chooseOf", { account }) }),
    [t],
  );
  const choose = useCallback((row: { id: number }) => setParams({ member: String(row.id) }), [setParams]);
  return (
    <SectionPage title={t("contracts.title")}>
      {memberId === null ? (
        <>
          <p className="muted">{t("contracts.intro")}</p>
          <AgentSearch chooseLabel={chooseLabel} onChoose={choose} />
        </>
      ) : (
        <Chosen memberId={memberId} onChange={() => setParams({})} />
      )}
    </SectionPage>
  );
}

function Chosen({ memberId, onChange }: { memberId: number; onChange: () => void }) {
  const { t } = useTranslation("agents");
  const typeName = useMemberType();
  const profile = useQuery({
    queryKey: ["agents", "member", memberId],
    queryFn: ({ signal }) => apiGet<MemberProfile>(pathWith(MEMBERS_ADMIN.member, { memberId }), undefined, signal),
  });
  const member = profile.data;
  return (
    <div className="stack">
      <div className={styles.chosen}>
        {member ? <h2>{`${member.account} · ${typeName(member.memberType)}`}</h2> : <span />}
        <div className="row-actions">
          {member ? (
            <Link
              to={pathWith("/members/:memberId", { memberId })}
              aria-label={t("fields.memberPageOf", { account: member.account })}
            >
              {t("fields.memberPage")}
            </Link>
          ) : null}
          <button type="button" className="btn btn-small" onClick={onChange}>
            {t("contracts.change")}
          </button>
        </div>
      </div>
      {profile.isPending ? <Skeleton rows={3} /> : null}
      {profile.error ? <ErrorNotice error={profile.error} onRetry={() => void profile.refetch()} /> : null}
      {member ? (
        <>
          <p className="muted">
            {member.uplines.length === 0
              ? t("contracts.noUpline")
              : t("contracts.uplines", { path: member.uplines.map((u) => u.account).join(" › ") })}
          </p>
          <PlatformContractsPanel member={member} />
          <RatesPanel member={member} />
        </>
      ) : null}
    </div>
  );
}

function PlatformContractsPanel({ member }: { member: MemberProfile }) {
  const { t } = useTranslation("agents");
  const canWrite = hasPermission(useSession(), PERMISSION.configureBrand);
  const [editing, setEditing] = useState<ContractKind | null>(null);
  const query = useQuery({
    queryKey: contractKey(member.id),
    queryFn: ({ signal }) =>
      apiGet<PlatformContracts>(pathWith(AGENT_ADMIN.platformContract, { memberId: member.id }), undefined, signal),
  });
  const columns = useMemo<Columns<Contract>>(
    () => [
      { accessorKey: "kind", header: t("contracts.kind"), cell: ({ row }) => t(`kinds.${row.original.kind}`) },
      {
        accessorKey: "status",
        header: t("contracts.status"),
        cell: ({ row }) => t(`contractStatus.${row.original.status}`),
      },
      {
        id: "tiers",
        header: t("contracts.tiers"),
        enableSorting: false,
        cell: ({ row }) => <TierList tiers={row.original.tiers} />,
      },
      {
        accessorKey: "decidedAt",
        header: t("contracts.since"),
        cell: ({ row }) => formatTime(row.original.decidedAt ?? row.original.offeredAt),
      },
      { accessorKey: "endsAt", header: t("contracts.endsAt"), cell: ({ row }) => formatTime(row.original.endsAt) },
    ],
    [t],
  );
  const data = query.data;
  const caption = t("contracts.platform");
  return (
    <section className="stack" aria-labelledby="platform-contracts">
      <div className={styles.chosen}>
        <h3 id="platform-contracts">{caption}</h3>
        {canWrite && data?.topLevelAgent ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing("DAILY_SALARY")}>
            {t("contracts.set")}
          </button>
        ) : null}
      </div>
      {data && !data.topLevelAgent ? (
        <p className="notice" role="note">
          {t("contracts.notTopLevel", { account: member.account })}
        </p>
      ) : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={data?.list}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("contracts.none", { account: member.account })}
        rowKey={(row) => String(row.id)}
      />
      {editing && data ? (
        <ContractDialog member={member} contracts={data.list} kind={editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

function TierList({ tiers }: { tiers: Contract["tiers"] }) {
  const { t } = useTranslation("agents");
  return (
    <ul className={styles.tierList}>
      {tiers.map((tier, i) => (
        <li key={i}>
          {t("contracts.tierLine", {
            turnover: formatAmount(tier.minTurnover),
            active: tier.minActive,
            rate: tier.rate,
          })}
        </li>
      ))}
    </ul>
  );
}

type TierValues = { minTurnover: string; minActive: number; rate: string };
const BLANK_TIER: TierValues = { minTurnover: "", minActive: 0, rate: "" };

/** The valid contract's tiers of a kind (what the form starts from), else one blank tier. */
const tiersOf = (contracts: Contract[], kind: ContractKind): TierValues[] => {
  const valid = contracts.find((c) => c.kind === kind && c.status === "VALID" && c.endsAt === null);
  return valid ? valid.tiers.map((tier) => ({ ...tier })) : [{ ...BLANK_TIER }];
};

function ContractDialog({
  member,
  contracts,
  kind,
  onClose,
}: {
  member: MemberProfile;
  contracts: Contract[];
  kind: ContractKind;
  onClose: () => void;
}) {
  const { t } = useTranslation("agents");
  const form = useForm({
    resolver: zodResolver(platformContractRequest),
    defaultValues: { kind, tiers: tiersOf(contracts, kind) },
  });
  const tiers = useFieldArray({ control: form.control, name: "tiers" });
  const errorText = useAgentsErrorText();
  const save = useDialogMutation({
    mutationFn: (body: { kind: ContractKind; tiers: TierValues[] }) =>
      apiSend<{ id: number }>("PUT", pathWith(AGENT_ADMIN.platformContract, { memberId: member.id }), body),
    success: (_, body) => t("contracts.saved", { kind: t(`kinds.${body.kind}`), account: member.account }),
    onClose,
    errorText,
    onError: (error) => {
      // The server's field refusals (an amount with more decimals than the brand's currency):
      // the field is marked with its rule in words.
      for (const path of Object.keys(refusedFields(error))) {
        if (/^tiers\.\d+\.(minTurnover|minActive|rate)$/.test(path)) {
          form.setError(path as `tiers.${number}.rate`, { type: "validate" });
        }
      }
    },
    invalidate: [contractKey(member.id)],
  });
  const errors = form.formState.errors;
  const tiersError = errors.tiers?.root ?? (errors.tiers?.message ? errors.tiers : undefined);
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={t("contracts.setTitle", { account: member.account })}
      description={t("contracts.setText")}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      busy={save.isPending}
      submitLabel={t("contracts.save")}
      extraActions={
        <button
          type="button"
          className="btn"
          disabled={tiers.fields.length >= CONTRACT_TIERS_MAX}
          onClick={() => tiers.append({ ...BLANK_TIER })}
        >
          {t("contracts.addTier")}
        </button>
      }
    >
      <Field label={t("contracts.kind")}>
        {(props) => (
          <select
            {...props}
            {...form.register("kind", {
              onChange: (event: { target: { value: string } }) =>
                form.setValue("tiers", tiersOf(contracts, event.target.value as ContractKind)),
            })}
          >
            {CONTRACT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="hint">{t("contracts.figureHint")}</p>
      {tiers.fields.map((field, i) => {
        const tierErrors = errors.tiers?.[i];
        return (
          <fieldset key={field.id} className={styles.tier}>
            <legend>{t("contracts.tierN", { n: i + 1 })}</legend>
            <Field
              label={t("contracts.minTurnover")}
              error={shown(tierErrors?.minTurnover, t("contracts.errors.minTurnover"))}
            >
              {(props) => <input {...props} inputMode="decimal" {...form.register(`tiers.${i}.minTurnover`)} />}
            </Field>
            <Field
              label={t("contracts.minActive")}
              error={shown(tierErrors?.minActive, t("contracts.errors.minActive"))}
            >
              {(props) => (
                <input
                  {...props}
                  type="number"
                  min={0}
                  step={1}
                  {...form.register(`tiers.${i}.minActive`, { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field label={t("contracts.rate")} error={shown(tierErrors?.rate, t("contracts.errors.rate"))}>
              {(props) => <input {...props} inputMode="decimal" {...form.register(`tiers.${i}.rate`)} />}
            </Field>
            <button
              type="button"
              className="btn btn-small btn-danger-outline"
              disabled={tiers.fields.length <= 1}
              onClick={() => tiers.remove(i)}
            >
              {t("contracts.removeTier", { n: i + 1 })}
            </button>
          </fieldset>
        );
      })}
      {tiersError ? (
        <p className="field-error" role="alert">
          {t("contracts.errors.tiers", { max: CONTRACT_TIERS_MAX })}
        </p>
      ) : null}
    </FormDialog>
  );
}

function RatesPanel({ member }: { member: MemberProfile }) {
  const { t } = useTranslation("agents");
  const canWrite = hasPermission(useSession(), PERMISSION.configureBrand);
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: ratesKey(member.id),
    queryFn: ({ signal }) =>
      apiGet<RebateRates>(pathWith(AGENT_ADMIN.rebateRates, { memberId: member.id }), undefined, signal),
  });
  const columns = useMemo<Columns<RebateRates[number]>>(
    () => [
      {
        accessorKey: "category",
        header: t("rates.category"),
        cell: ({ row }) => t(`categories.${row.original.category}`),
      },
      {
        id: "rate",
        accessorFn: (row) => Number(row.rate),
        header: t("rates.rate"),
        cell: ({ row }) => `${row.original.rate}%`,
      },
    ],
    [t],
  );
  const caption = t("rates.title");
  return (
    <section className="stack" aria-labelledby="rebate-rates">
      <div className={styles.chosen}>
        <h3 id="rebate-rates">{caption}</h3>
        {canWrite && query.data ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            {t("rates.edit")}
          </button>
        ) : null}
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t("rates.empty")}
        rowKey={(row) => row.category}
      />
      {editing && query.data ? (
        <RatesDialog member={member} rates={query.data} onClose={() => setEditing(false)} />
      ) : null}
    </section>
  );
}

function RatesDialog({ member, rates, onClose }: { member: MemberProfile; rates: RebateRates; onClose: () => void }) {
  const { t } = useTranslation("agents");
  const form = useForm({
    resolver: zodResolver(downlineRatesRequest),
    defaultValues: { rates: Object.fromEntries(rates.map((r) => [r.category, r.rate])) },
  });
  const errorText = useAgentsErrorText();
  const save = useDialogMutation({
    mutationFn: (body: { rates: Record<string, string | undefined> }) =>
      apiSend<null>("PUT", pathWith(AGENT_ADMIN.rebateRates, { memberId: member.id }), body),
    success: () => t("rates.saved", { account: member.account }),
    onClose,
    errorText,
    onError: (error) => {
      for (const [path, limit] of Object.entries(refusedFields(error))) {
        const [, category] = /^rates\.([A-Z]+)$/.exec(path) ?? [];
        const [, side, value] = /^(max|min) (.+)$/.exec(limit) ?? [];
        if (!category || !side) continue;
        form.setError(`rates.${category}` as "rates.LIVE", {
          type: "server",
          message: side === "max" ? t("rates.above", { max: value }) : t("rates.below", { min: value }),
        });
      }
    },
    invalidate: [ratesKey(member.id)],
  });
  const errors = form.formState.errors.rates as Record<string, FieldError | undefined> | undefined;
  return (
    <FormDialog
      wide
      onClose={onClose}
      title={t("rates.editTitle", { account: member.account })}
      description={t("rates.editText")}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      busy={save.isPending}
      submitLabel={t("rates.save")}
    >
      <div className={styles.rates}>
        {rates.map(({ category }) => (
          <Field
            key={category}
            label={t("rates.fieldLabel", { category: t(`categories.${category}`) })}
            error={shown(errors?.[category], t("rates.invalid"))}
          >
            {(props) => <input {...props} inputMode="decimal" {...form.register(`rates.${category}`)} />}
          </Field>
        ))}
      </div>
    </FormDialog>
  );
}
