import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorKeyOf } from "../../../shared/api/api-error";
import { useSession } from "../../../shared/storage/session";
import { Button } from "../../../shared/ui/button";
import { FormError } from "../../../shared/ui/form-error";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { toast } from "../../../shared/ui/toast";
import { setDownlineRates, teamKey, type Downline, type RebateRates } from "../api/agent-api";
import { checkRates, ratesOf, serverRateProblems, type RateProblems } from "../hooks/rates";
import { RateFields } from "./rate-fields";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./agent-center.module.css";

/**
 * Sets a direct downline's rebate rates, starting from the rates it has. Each is at most the
 * caller's own (`ceiling`) and, as only the server knows, at least the highest rate the downline
 * has given one of its own downlines: both refusals are told beside their field.
 */
export function SetRatesDialog({
  downline,
  ceiling,
  onClose,
}: {
  downline: Downline;
  ceiling: RebateRates | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => ratesOf(downline.rates));
  const [problems, setProblems] = useState<RateProblems>({});
  const [formError, setFormError] = useState("");
  const save = useMutation({
    mutationFn: (rates: Parameters<typeof setDownlineRates>[1]) => setDownlineRates(downline.memberId, rates),
    onSuccess: () => {
      toast("success", t("agent.team.ratesSaved", { account: downline.account }));
      void queryClient.invalidateQueries({ queryKey: teamKey(token) });
      onClose();
    },
    onError: (failure) => {
      setProblems(serverRateProblems(failure));
      setFormError(t(errorKeyOf(failure)));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkRates(values, ceiling);
    setProblems(checked.problems);
    setFormError("");
    if (Object.keys(checked.problems).length === 0) save.mutate(checked.rates);
  };
  return (
    <ModalFrame
      title={t("agent.team.setRatesOf", { account: downline.account })}
      closeLabel={t("common.close")}
      onClose={onClose}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <RateFields
          values={values}
          ceiling={ceiling}
          problems={problems}
          onValue={(category, value) => setValues((now) => ({ ...now, [category]: value }))}
        />
        <p className={styles.muted}>{t("agent.team.ratesNote")}</p>
        <FormError message={formError || undefined} />
        <div className={formStyles.actions}>
          <Button onClick={onClose}>{t("dialog.cancel")}</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t("agent.team.saveRates")}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
