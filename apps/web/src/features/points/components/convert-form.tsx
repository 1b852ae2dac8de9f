import { PAYMENT_PASSWORD_PATTERN } from "@portal/contract/money";
import { useId, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { POINTS_NS } from "../../../shared/i18n/namespaces";
import { errorCodeOf } from "../../../shared/api/api-error";
import { invalidateMoneyQueries } from "../../../shared/api/wallet-balance";
import { formatMoney } from "../../../shared/format/money";
import { useRequestIds } from "../../../shared/hooks/request-id";
import { Button } from "../../../shared/ui/button";
import { PasswordField } from "../../../shared/ui/fields";
import { FormError } from "../../../shared/ui/form-error";
import { FormField } from "../../../shared/ui/form-field";
import { convertPoints, invalidatePointsQueries, type ConvertInput, type PointsSummary } from "../api/points-api";
import { convertProblem, convertedAmount, parsePoints, type ConvertProblem } from "../hooks/convert";
import { pointsErrorText } from "../hooks/points-errors";
import { formatPoints } from "../hooks/points-format";
import { PIN_INPUT, useHasPaymentPassword } from "../hooks/use-payment-password";
import { PaymentPasswordNote } from "./payment-password-note";
import formStyles from "../../../shared/ui/form.module.css";
import textStyles from "../../../shared/ui/text.module.css";
import styles from "./points.module.css";

/**
 * Converts points to money at the brand's rate: the rate and the multiple shown, the money the
 * points typed give as they are typed, the multiple checked before anything is sent. One
 * requestId per attempt: the same values sent again after a failure keep theirs.
 */
export function ConvertForm({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation(POINTS_NS);
  const queryClient = useQueryClient();
  const ids = useRequestIds();
  const hasPassword = useHasPaymentPassword();
  const rateId = useId();
  const stepId = useId();
  const [points, setPoints] = useState("");
  const [paymentPassword, setPaymentPassword] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { rules, balance } = summary;
  const convert = useMutation({
    mutationFn: (input: Omit<ConvertInput, "requestId">) =>
      convertPoints({ ...input, requestId: ids.idFor(JSON.stringify(input)) }),
    onSuccess: () => {
      ids.done();
      setPoints("");
      setPaymentPassword("");
      void invalidatePointsQueries(queryClient);
      void invalidateMoneyQueries(queryClient);
    },
  });

  const typed = parsePoints(points);
  const preview = typed === null ? null : convertedAmount(typed, rules);
  const problemText = (found: ConvertProblem) =>
    ({
      required: t("validation.required", { field: t("points.convertPoints") }),
      notWhole: t("points.wholePoints"),
      notMultiple: t("points.notMultiple", { step: formatPoints(rules.convertMinPoints) }),
      tooMany: t("points.notEnoughPoints"),
      tooFew: t("points.tooFew"),
    })[found];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    convert.reset();
    const found = convertProblem(points, rules, balance);
    if (found) return setProblem(problemText(found));
    if (paymentPassword === "") {
      return setProblem(t("validation.required", { field: t("security.paymentPassword") }));
    }
    if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) return setProblem(t("security.paymentPasswordRule"));
    setProblem(null);
    convert.mutate({ points: parsePoints(points)!, paymentPassword });
  };

  if (hasPassword === false || (convert.isError && errorCodeOf(convert.error) === "PAYMENT_PASSWORD_NOT_SET")) {
    return <PaymentPasswordNote />;
  }
  const error = problem ?? (convert.isError ? pointsErrorText(t, convert.error) : undefined);
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p id={rateId} className={styles.message}>
        {t("points.rate", { points: formatPoints(rules.convertPoints), amount: formatMoney(rules.convertAmount) })}
      </p>
      <p id={stepId} className={textStyles.muted}>
        {t("points.step", { step: formatPoints(rules.convertMinPoints) })}
      </p>
      <FormField
        label={t("points.convertPoints")}
        value={points}
        onValue={(value) => {
          setPoints(value);
          setProblem(null);
        }}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        required
        aria-describedby={`${rateId} ${stepId}`}
      />
      <output className={styles.preview} aria-live="polite">
        {preview === null ? null : t("points.convertPreview", { amount: formatMoney(preview) })}
      </output>
      <PasswordField
        label={t("security.paymentPassword")}
        value={paymentPassword}
        onValue={setPaymentPassword}
        {...PIN_INPUT}
      />
      <FormError message={error} />
      {convert.isSuccess ? (
        <p className={textStyles.success} role="status">
          {t("points.converted", {
            points: formatPoints(convert.data.points),
            amount: formatMoney(convert.data.amount),
          })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={convert.isPending}>
          {t("points.convertSubmit")}
        </Button>
      </div>
    </form>
  );
}
