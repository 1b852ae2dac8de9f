import { useId } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractStatus } from "@portal/contract/api/contracts";
import { useSession } from "../../../shared/storage/session";
import { Badge, type BadgeTone } from "../../../shared/ui/badge";
import { Button } from "../../../shared/ui/button";
import { toast } from "../../../shared/ui/toast";
import { When } from "../../../shared/ui/when";
import { decideContract, type Contract } from "../api/contracts-api";
import { contractsKey } from "../api/income-api";
import { contractErrorText, counterpartyName } from "../hooks/contract-text";
import { useAgentText } from "../hooks/use-agent-text";
import type { ContractAction } from "./contract-action-dialog";
import { TiersTable } from "./tiers-table";
import styles from "./agent-center.module.css";

const STATUS_TONE: Record<ContractStatus, BadgeTone> = {
  AWAITING_CONSENT: "warning",
  VALID: "success",
  REFUSED: "danger",
  EXPIRED: "muted",
  INVALID: "muted",
};

/**
 * One contract: who it is with (the caller receives from its upline or the platform, or pays its
 * downline), its status, dates and tiers; the payee accepts or refuses an offer awaiting it, and
 * either side terminates a valid one (`onAction` opens the confirmation).
 */
export function ContractCard({
  contract,
  onAction,
}: {
  contract: Contract;
  onAction: (contract: Contract, action: ContractAction) => void;
}) {
  const { t } = useAgentText();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const headingId = useId();
  const account = counterpartyName(t, contract.counterparty);
  const accept = useMutation({
    mutationFn: () => decideContract(contract.id, true),
    onSuccess: () => {
      toast("success", t("contracts.accepted", { account }));
      void queryClient.invalidateQueries({ queryKey: contractsKey(token) });
    },
    onError: (failure) => {
      toast("error", contractErrorText(t, failure, "decide"));
      void queryClient.invalidateQueries({ queryKey: contractsKey(token) });
    },
  });
  const ending = contract.status === "VALID" && contract.endsAt !== null;
  const awaitingMe = contract.role === "PAYEE" && contract.status === "AWAITING_CONSENT";
  const heading = t(contract.role === "PAYEE" ? "contracts.fromParty" : "contracts.toParty", { account });
  return (
    <article className={styles.contract} aria-labelledby={headingId}>
      <div className={styles.contractHead}>
        <h5 id={headingId}>{heading}</h5>
        <Badge tone={ending ? "warning" : STATUS_TONE[contract.status]}>
          {ending ? t("contracts.ending") : t(`contracts.statuses.${contract.status}`)}
        </Badge>
      </div>
      <dl className={styles.summary}>
        <div>
          <dt>{t("contracts.offeredAt")}</dt>
          <dd>
            <When at={contract.offeredAt} />
          </dd>
        </div>
        {contract.decidedAt !== null ? (
          <div>
            <dt>{t("contracts.decidedAt")}</dt>
            <dd>
              <When at={contract.decidedAt} />
            </dd>
          </div>
        ) : null}
        {contract.endsAt !== null ? (
          <div>
            <dt>{t("contracts.endsAt")}</dt>
            <dd>
              <When at={contract.endsAt} />
            </dd>
          </div>
        ) : null}
      </dl>
      <TiersTable label={t("contracts.tiersWith", { account })} kind={contract.kind} tiers={contract.tiers} />
      {awaitingMe || (contract.status === "VALID" && !ending) ? (
        <div className={styles.actions}>
          {awaitingMe ? (
            <>
              <Button
                variant="primary"
                busy={accept.isPending}
                aria-label={t("contracts.acceptOf", { account })}
                onClick={() => accept.mutate()}
              >
                {t("contracts.accept")}
              </Button>
              <Button aria-label={t("contracts.refuseOf", { account })} onClick={() => onAction(contract, "refuse")}>
                {t("contracts.refuse")}
              </Button>
            </>
          ) : (
            <Button
              aria-label={t("contracts.terminateOf", { account })}
              onClick={() => onAction(contract, "terminate")}
            >
              {t("contracts.terminate")}
            </Button>
          )}
        </div>
      ) : null}
    </article>
  );
}
