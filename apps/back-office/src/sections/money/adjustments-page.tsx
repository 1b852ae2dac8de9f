import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ADMIN, adjustmentRequest } from "@portal/contract/api/admin";
import type { AdjustmentAnswer } from "@portal/contract/api/admin-adjustments";
import { serialIdParam } from "@portal/contract/api/money";
import { apiSend, pathWith } from "../../shared/api/client";
import { useRequestId } from "../../shared/api/request-id";
import { ConfirmDialog } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { SectionPage, useSectionTexts } from "../section";
import { loadMoneyTexts } from "./money-texts";

/** The form: the contract's adjustment body (its requestId made here) and the member's id. */
const adjustmentForm = adjustmentRequest.omit({ requestId: true }).extend({ memberId: serialIdParam });
type AdjustmentForm = z.output<typeof adjustmentForm>;

/** The approvals page's list (Money > Approvals), read again after a request that waits there. */
const APPROVALS_KEY = ["adjustmentApprovals"] as const;

/**
 * Money > Adjustments: a manual credit or debit of a member's main wallet with a written reason,
 * asked twice. The request id is kept until the call succeeds, so sending the same adjustment
 * again after a lost answer does not pay twice (the call is idempotent by it).
 */
export default function AdjustmentsPage() {
  useSectionTexts(loadMoneyTexts);
  const { t } = useTranslation("money");
  return (
    <SectionPage title={t("adjustments.title")}>
      <AdjustmentForm />
    </SectionPage>
  );
}

function AdjustmentForm() {
  const { t } = useTranslation("money");
  const client = useQueryClient();
  const errorText = useErrorText();
  const [requestId, renewRequestId] = useRequestId();
  const [pending, setPending] = useState<AdjustmentForm | null>(null);
  const form = useForm({
    resolver: zodResolver(adjustmentForm),
    defaultValues: { memberId: "" as unknown as number, direction: "CREDIT" as const, amount: "", reason: "" },
  });
  const adjust = useMutation({
    mutationFn: ({ memberId, ...body }: AdjustmentForm) =>
      apiSend<AdjustmentAnswer>("POST", pathWith(ADMIN.adjustments, { memberId }), { ...body, requestId }),
    onSuccess: (answer, input) => {
      // Above the brand's threshold the adjustment waits for a second operator (four eyes).
      if (answer.status === "PENDING_APPROVAL") {
        toast("success", t("adjustments.waiting", { memberId: input.memberId }));
        void client.invalidateQueries({ queryKey: APPROVALS_KEY });
      } else toast("success", t("adjustments.done", { transferId: answer.transferId, memberId: input.memberId }));
      setPending(null);
      renewRequestId();
      form.reset();
    },
    onError: (error) => toast("error", errorText(error)),
  });
  const { errors } = form.formState;
  return (
    <div className="stack">
      <p className="muted">{t("adjustments.intro")}</p>
      <form className="stack form-narrow" noValidate onSubmit={form.handleSubmit((values) => setPending(values))}>
        <Field label={t("common.memberId")} error={errors.memberId ? t("adjustments.memberIdError") : undefined}>
          {(props) => <input {...props} inputMode="numeric" {...form.register("memberId")} />}
        </Field>
        <fieldset className="radio-row">
          <legend>{t("adjustments.direction")}</legend>
          <label>
            <input type="radio" value="CREDIT" {...form.register("direction")} /> {t("adjustments.CREDIT")}
          </label>
          <label>
            <input type="radio" value="DEBIT" {...form.register("direction")} /> {t("adjustments.DEBIT")}
          </label>
        </fieldset>
        <Field label={t("common.amount")} error={errors.amount ? t("adjustments.amountError") : undefined}>
          {(props) => <input {...props} inputMode="decimal" {...form.register("amount")} />}
        </Field>
        <Field label={t("adjustments.reason")} error={errors.reason ? t("adjustments.reasonError") : undefined}>
          {(props) => <textarea {...props} rows={3} maxLength={200} {...form.register("reason")} />}
        </Field>
        <button type="submit" className="btn btn-primary">
          {t("adjustments.submit")}
        </button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t("adjustments.confirmTitle")}
        description={
          pending
            ? t(pending.direction === "CREDIT" ? "adjustments.confirmCredit" : "adjustments.confirmDebit", {
                amount: pending.amount,
                memberId: pending.memberId,
                reason: pending.reason,
              })
            : ""
        }
        confirmLabel={t("adjustments.submit")}
        danger={pending?.direction === "DEBIT"}
        busy={adjust.isPending}
        onConfirm={() => {
          if (pending) adjust.mutate(pending);
        }}
      />
    </div>
  );
}
