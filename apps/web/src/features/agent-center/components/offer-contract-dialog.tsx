import { useState, type FormEvent } from "react";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { FormField } from "../../../shared/ui/form-field";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { SelectField } from "../../../shared/ui/select-field";
import { toast } from "../../../shared/ui/toast";
import {
  agentDownlinesQuery,
  offerContract,
  type Contract,
  type ContractKind,
  type OfferContractRequest,
} from "../api/contracts-api";
import { contractsKey } from "../api/income-api";
import {
  CONTRACT_TIERS_MAX,
  checkOffer,
  emptyTier,
  serverOfferProblems,
  type OfferProblems,
  type TierField,
  type TierProblem,
  type TierRow,
} from "../hooks/tiers";
import { contractErrorText, figureText } from "../hooks/contract-text";
import { useAgentText } from "../hooks/use-agent-text";
import { TiersTable } from "./tiers-table";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./agent-center.module.css";

function tierProblemText(t: TFunction, field: TierField, problem: TierProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem.kind === "aboveUpline") return t("contracts.aboveUpline", { max: problem.max });
  return field === "rate" ? t("agent.rates.format") : t(`contracts.problems.${field}`);
}

/** One tier's three fields and its remove button, as a group named "Tier n". */
function TierFields({
  kind,
  index,
  row,
  problems,
  canRemove,
  onChange,
  onRemove,
}: {
  kind: ContractKind;
  index: number;
  row: TierRow;
  problems: Partial<Record<TierField, TierProblem>> | undefined;
  canRemove: boolean;
  onChange: (row: TierRow) => void;
  onRemove: () => void;
}) {
  const { t } = useAgentText();
  const n = index + 1;
  return (
    <fieldset className={styles.tier}>
      <legend>{t("contracts.tierN", { n })}</legend>
      <FormField
        label={figureText(t, kind).min}
        value={row.minTurnover}
        onValue={(minTurnover) => onChange({ ...row, minTurnover })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={18}
        error={tierProblemText(t, "minTurnover", problems?.minTurnover)}
      />
      <FormField
        label={t("contracts.minActive")}
        value={row.minActive}
        onValue={(minActive) => onChange({ ...row, minActive })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        error={tierProblemText(t, "minActive", problems?.minActive)}
      />
      <FormField
        label={t("contracts.rate")}
        value={row.rate}
        onValue={(rate) => onChange({ ...row, rate })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={8}
        addon={
          <span className={styles.unit} aria-hidden="true">
            %
          </span>
        }
        error={tierProblemText(t, "rate", problems?.rate)}
      />
      <div className={styles.tierRemove}>
        <Button size="small" disabled={!canRemove} aria-label={t("contracts.removeTierN", { n })} onClick={onRemove}>
          {t("contracts.removeTier")}
        </Button>
      </div>
    </fieldset>
  );
}

const NO_PROBLEMS: OfferProblems = { tiers: [] };
const OPEN = new Set<Contract["status"]>(["AWAITING_CONSENT", "VALID"]);

/**
 * Offers a contract of `kind` to a direct downline agent: the agent (its direct sub-agents, a page
 * at a time; one that already has an open contract of the kind from the caller cannot be picked)
 * and up to CONTRACT_TIERS_MAX tiers. The caller's own contract of the kind is shown as the
 * ceiling: a tier above what it gives at the tier's thresholds is refused beside its rate, before
 * sending when the own contract is known, and as the server answers (CONTRACT_ABOVE_UPLINE).
 */
export function OfferContractDialog({
  kind,
  contracts,
  onClose,
}: {
  kind: ContractKind;
  /** The caller's contracts (every kind and side): its own terms, and the downlines it already contracts. */
  contracts: readonly Contract[];
  onClose: () => void;
}) {
  const { t } = useAgentText();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const agents = useInfiniteQuery(agentDownlinesQuery(token));
  const [memberId, setMemberId] = useState("");
  const [rows, setRows] = useState<TierRow[]>(() => [emptyTier()]);
  const [problems, setProblems] = useState<OfferProblems>(NO_PROBLEMS);
  const [formError, setFormError] = useState("");
  const own = contracts.find((c) => c.kind === kind && c.role === "PAYEE" && c.status === "VALID");
  const contracted = new Set(
    contracts.filter((c) => c.kind === kind && c.role === "PAYER" && OPEN.has(c.status)).map((c) => c.counterpartyId),
  );
  const downlines = agents.data?.pages.flatMap((page) => page.list) ?? [];
  const chosen = downlines.find((d) => String(d.memberId) === memberId);

  const offer = useMutation({
    mutationFn: (body: OfferContractRequest) => offerContract(body),
    onSuccess: () => {
      toast("success", t("contracts.offered", { account: chosen?.account ?? "" }));
      void queryClient.invalidateQueries({ queryKey: contractsKey(token) });
      onClose();
    },
    onError: (failure) => {
      setProblems(serverOfferProblems(failure, rows.length));
      setFormError(contractErrorText(t, failure, "offer"));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offer.isPending) return;
    const checked = checkOffer(memberId, kind, rows, own?.tiers);
    setProblems(checked.problems);
    setFormError("");
    if (checked.body) offer.mutate(checked.body);
  };
  const change = (index: number, row: TierRow) => setRows((now) => now.map((r, i) => (i === index ? row : r)));
  const remove = (index: number) => {
    setRows((now) => now.filter((_, i) => i !== index));
    setProblems((now) => ({ ...now, tiers: now.tiers.filter((_, i) => i !== index) }));
  };
  const kindName = t(`contracts.kinds.${kind}`);

  return (
    <ModalFrame title={t("contracts.offerTitle", { kind: kindName })} closeLabel={t("common.close")} onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {own ? (
          <>
            <p className={styles.label} aria-hidden="true">
              {t("contracts.ownTerms")}
            </p>
            <TiersTable label={t("contracts.ownTerms")} kind={kind} tiers={own.tiers} />
            <p className={styles.muted}>{figureText(t, kind).ownTermsNote}</p>
          </>
        ) : (
          <p className={styles.muted}>{t("contracts.noOwnContract", { kind: kindName })}</p>
        )}
        <SelectField
          label={t("contracts.downline")}
          value={memberId}
          onValue={setMemberId}
          required
          error={problems.member ? t(`contracts.problems.${problems.member}`) : undefined}
          options={[
            { value: "", label: agents.isPending ? t("common.loading") : t("contracts.chooseDownline") },
            ...downlines.map((d) => ({
              value: String(d.memberId),
              label: contracted.has(d.memberId) ? t("contracts.alreadyContracted", { account: d.account }) : d.account,
              disabled: contracted.has(d.memberId),
            })),
          ]}
        />
        {agents.hasNextPage ? (
          <div>
            <Button size="small" busy={agents.isFetchingNextPage} onClick={() => void agents.fetchNextPage()}>
              {t("contracts.moreDownlines")}
            </Button>
          </div>
        ) : null}
        {agents.isSuccess && downlines.length === 0 ? (
          <p className={styles.muted}>{t("contracts.noDownlineAgents")}</p>
        ) : null}
        {rows.map((row, index) => (
          <TierFields
            // Rows are edited in place and removed by position; the index is their identity.
            key={index}
            kind={kind}
            index={index}
            row={row}
            problems={problems.tiers[index]}
            canRemove={rows.length > 1}
            onChange={(next) => change(index, next)}
            onRemove={() => remove(index)}
          />
        ))}
        <div className={styles.tierActions}>
          <Button disabled={rows.length >= CONTRACT_TIERS_MAX} onClick={() => setRows((now) => [...now, emptyTier()])}>
            {t("contracts.addTier")}
          </Button>
          <span className={styles.muted}>{t("contracts.tiersMax", { max: CONTRACT_TIERS_MAX })}</span>
        </div>
        <FormError message={formError || undefined} />
        <div className={formStyles.actions}>
          <Button onClick={onClose}>{t("dialog.cancel")}</Button>
          <Button type="submit" variant="primary" busy={offer.isPending}>
            {t("contracts.offerSubmit")}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
