import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  ADJUSTMENT_APPROVAL_STATUSES,
  rejectApprovalRequest,
  type AdjustmentApprovalStatus,
} from "@portal/contract/api/admin-adjustments";
import { apiSend } from "../../shared/api/client";
import { ConfirmDialog } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { StatusFilter } from "../section";

/** The words of one request's decisions, in the request's own terms (an adjustment, a setting). */
export interface DecisionTexts {
  approveTitle: string;
  approveText: string;
  approved: string;
  rejectTitle: string;
  rejectText: string;
  rejected: string;
}

/**
 * A request's second look (decisions 0050, 0054): approve or reject (with the reason the requester
 * reads), each asked twice. Either way the lists in `invalidate` are fetched again.
 */
export function ApprovalDecisions({
  approvePath,
  rejectPath,
  texts,
  invalidate,
  approveDetail,
  approveErrorText,
}: {
  approvePath: string;
  rejectPath: string;
  texts: DecisionTexts;
  invalidate: readonly QueryKey[];
  /** Shown in the approval's confirmation (e.g. the requester's reason). */
  approveDetail?: ReactNode;
  /** The words for a refused approval, when the request's kind has its own (else the common ones). */
  approveErrorText?: (error: unknown) => string | undefined;
}) {
  const { t } = useTranslation("approvals");
  const client = useQueryClient();
  const errorText = useErrorText();
  const [open, setOpen] = useState<"approve" | "reject" | null>(null);
  const form = useForm({ resolver: zodResolver(rejectApprovalRequest), defaultValues: { note: "" } });
  const onSettled = () => Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
  const approve = useMutation({
    mutationFn: () => apiSend<unknown>("POST", approvePath),
    onSuccess: () => {
      toast("success", texts.approved);
      setOpen(null);
    },
    onError: (error) => toast("error", approveErrorText?.(error) ?? errorText(error)),
    onSettled,
  });
  const reject = useMutation({
    mutationFn: (body: { note: string }) => apiSend<null>("POST", rejectPath, body),
    onSuccess: () => {
      toast("success", texts.rejected);
      setOpen(null);
      form.reset();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled,
  });
  return (
    <div className="row-actions">
      <button type="button" className="btn btn-small btn-primary" onClick={() => setOpen("approve")}>
        {t("approve")}
      </button>
      <button type="button" className="btn btn-small btn-danger-outline" onClick={() => setOpen("reject")}>
        {t("reject")}
      </button>
      <ConfirmDialog
        open={open === "approve"}
        onOpenChange={(next) => setOpen(next ? "approve" : null)}
        title={texts.approveTitle}
        description={texts.approveText}
        confirmLabel={t("approve")}
        busy={approve.isPending}
        onConfirm={() => approve.mutate()}
      >
        {approveDetail}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === "reject"}
        onOpenChange={(next) => setOpen(next ? "reject" : null)}
        title={texts.rejectTitle}
        description={texts.rejectText}
        confirmLabel={t("reject")}
        danger
        busy={reject.isPending}
        onConfirm={() => void form.handleSubmit((body) => reject.mutate(body))()}
      >
        <Field label={t("note")} error={form.formState.errors.note ? t("noteError") : undefined}>
          {(props) => <textarea {...props} rows={3} maxLength={200} {...form.register("note")} />}
        </Field>
      </ConfirmDialog>
    </div>
  );
}

/** The approvals lists' status filter (pending, approved, rejected; no "all"): back to the first page on a change. */
export function ApprovalStatusFilter({
  value,
  onChange,
}: {
  value: AdjustmentApprovalStatus;
  onChange: (status: AdjustmentApprovalStatus) => void;
}) {
  const { t } = useTranslation("approvals");
  return (
    <StatusFilter
      label={t("columns.status")}
      value={value}
      allowAll={false}
      statuses={ADJUSTMENT_APPROVAL_STATUSES}
      statusLabel={(s) => t(`status.${s}`)}
      onChange={(next) => {
        if (next) onChange(next);
      }}
    />
  );
}
