import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useDateTime } from "../../../shared/format/use-date-time";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { toast } from "../../../shared/ui/toast";
import { decideContract, terminateContract, type Contract } from "../api/contracts-api";
import { contractsKey } from "../api/income-api";
import { useAgentText } from "../hooks/use-agent-text";
import { contractErrorText, counterpartyName } from "../hooks/contract-text";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./agent-center.module.css";

export type ContractAction = "refuse" | "terminate";

/**
 * Confirms an answer that cannot be taken back: refusing an offer, or terminating a valid
 * contract, which ends at the end of the current period (a dividend's half-month or month, a day
 * in GMT+8, an hour, the real-time salary's 5 minutes) and is settled up to then. After a
 * termination the dialog says when it ends, as the server answered.
 */
export function ContractActionDialog({
  contract,
  action,
  onClose,
}: {
  contract: Contract;
  action: ContractAction;
  onClose: () => void;
}) {
  const { t } = useAgentText();
  const dateTime = useDateTime();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const account = counterpartyName(t, contract.counterparty);
  const run = useMutation({
    mutationFn: async () =>
      action === "terminate" ? terminateContract(contract.id) : decideContract(contract.id, false).then(() => null),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractsKey(token) });
      if (action === "refuse") {
        toast("success", t("contracts.refused", { account }));
        onClose();
      }
    },
    // Whatever was refused, the list is read again: the contract may have changed meanwhile.
    onError: () => void queryClient.invalidateQueries({ queryKey: contractsKey(token) }),
  });
  const kind = t(`contracts.kinds.${contract.kind}`);
  const title = t(action === "terminate" ? "contracts.terminateTitle" : "contracts.refuseTitle", { kind });
  const endsAt = run.data?.endsAt;
  return (
    <ModalFrame title={title} closeLabel={t("common.close")} onClose={onClose}>
      <div className={formStyles.form}>
        {endsAt === undefined ? (
          <>
            <p className={styles.message}>
              {action === "terminate"
                ? t(`contracts.terminateConfirm.${contract.kind}`, { account })
                : t("contracts.refuseConfirm", { account })}
            </p>
            <FormError
              message={
                run.isError
                  ? contractErrorText(t, run.error, action === "terminate" ? "terminate" : "decide")
                  : undefined
              }
            />
            <div className={formStyles.actions}>
              <Button onClick={onClose}>{t("dialog.cancel")}</Button>
              <Button variant="primary" busy={run.isPending} onClick={() => run.mutate()}>
                {t(action === "terminate" ? "contracts.terminate" : "contracts.refuse")}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.message} role="status">
              {t("contracts.endsAtDone", { account, time: dateTime(endsAt) })}
            </p>
            <div className={formStyles.actions}>
              <Button variant="primary" onClick={onClose}>
                {t("dialog.ok")}
              </Button>
            </div>
          </>
        )}
      </div>
    </ModalFrame>
  );
}
