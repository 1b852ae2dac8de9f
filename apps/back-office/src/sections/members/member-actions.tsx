import { useState } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ADMIN, adjustmentRequest } from "@portal/contract/api/admin";
import type { AdjustmentAnswer } from "@portal/contract/api/admin-adjustments";
import {
  MEMBER_LABELS_MAX,
  memberActionRequest,
  memberLabel,
  MEMBERS_ADMIN,
  type MemberProfile,
} from "@portal/contract/api/admin-members";
import { PROTECTION_ADMIN } from "@portal/contract/api/protection";
import { apiSend, pathWith } from "../../shared/api/client";
import { useRequestId } from "../../shared/api/request-id";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { ConfirmDialog } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { formatAmount } from "../numbers";

/** The query keys a member's writes make stale: the page and the search's rows. */
export const memberKey = (memberId: number) => ["member", memberId] as const;
/** The member's limits and break (PROTECTION_ADMIN.memberProtection); under the member's key, so its writes refresh it. */
export const protectionKey = (memberId: number) => [...memberKey(memberId), "protection"] as const;

function useMemberWrite<Body>(
  memberId: number,
  send: (body: Body) => Promise<unknown>,
  successText: string,
  onDone: () => void,
) {
  const client = useQueryClient();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast("success", successText);
      onDone();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: memberKey(memberId) });
      void client.invalidateQueries({ queryKey: ["members"] });
    },
  });
}

/** The reason field every member action asks for (kept in the audit log): 3 to 200 characters. */
export function ReasonField({ error, register }: { error: boolean; register: UseFormRegisterReturn<"reason"> }) {
  const { t } = useTranslation("members");
  return (
    <Field
      label={t("actions.reason")}
      error={error ? t("actions.reasonError") : undefined}
      hint={t("actions.reasonHint")}
    >
      {(props) => <textarea {...props} rows={3} maxLength={200} {...register} />}
    </Field>
  );
}

/**
 * One action on the member, asked twice with its reason: a button, the confirmation dialog with
 * the reason (required), the call, a toast, and the member read again.
 */
function ReasonAction({
  memberId,
  label,
  title,
  description,
  path,
  extra = {},
  successText,
  danger = false,
}: {
  memberId: number;
  label: string;
  title: string;
  description: string;
  path: string;
  extra?: Record<string, unknown>;
  successText: string;
  danger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(memberActionRequest), defaultValues: { reason: "" } });
  const write = useMemberWrite(
    memberId,
    (body: { reason: string }) => apiSend<null>("POST", path, { ...extra, ...body }),
    successText,
    () => {
      setOpen(false);
      form.reset();
    },
  );
  return (
    <>
      <button
        type="button"
        className={danger ? "btn btn-small btn-danger-outline" : "btn btn-small"}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={label}
        danger={danger}
        busy={write.isPending}
        onConfirm={() => void form.handleSubmit((body) => write.mutate(body))()}
      >
        <ReasonField error={Boolean(form.formState.errors.reason)} register={form.register("reason")} />
      </ConfirmDialog>
    </>
  );
}

/**
 * The actions an operator may take on the member, by permission: lock or unlock, force a
 * password change, end sessions (manageMembers); a balance adjustment (adjustBalances).
 */
export function MemberActions({
  member,
  onAdjusted,
}: {
  member: MemberProfile;
  onAdjusted: (answer: AdjustmentAnswer) => void;
}) {
  const { t } = useTranslation("members");
  const session = useSession();
  const canManage = hasPermission(session, PERMISSION.manageMembers);
  const canAdjust = hasPermission(session, PERMISSION.adjustBalances);
  if (!canManage && !canAdjust) return null;
  const values = { account: member.account };
  const path = (template: string) => pathWith(template, { memberId: member.id });
  const locked = member.status === "DISABLED";
  return (
    <div className="row-actions" role="group" aria-label={t("actions.title")}>
      {canManage ? (
        <>
          <ReasonAction
            memberId={member.id}
            danger={!locked}
            label={locked ? t("actions.unlock") : t("actions.lock")}
            title={t(locked ? "actions.unlockTitle" : "actions.lockTitle", values)}
            description={t(locked ? "actions.unlockText" : "actions.lockText", values)}
            path={path(MEMBERS_ADMIN.status)}
            extra={{ status: locked ? "ACTIVE" : "DISABLED" }}
            successText={t(locked ? "actions.unlocked" : "actions.locked", values)}
          />
          <ReasonAction
            memberId={member.id}
            label={t("actions.forcePassword")}
            title={t("actions.forcePasswordTitle", values)}
            description={t("actions.forcePasswordText", values)}
            path={path(MEMBERS_ADMIN.forcePasswordChange)}
            successText={t("actions.forcedPassword", values)}
          />
          <ReasonAction
            memberId={member.id}
            label={t("actions.revokeSessions")}
            title={t("actions.revokeSessionsTitle", values)}
            description={t("actions.revokeSessionsText", values)}
            path={path(MEMBERS_ADMIN.revokeSessions)}
            successText={t("actions.revokedSessions", values)}
          />
        </>
      ) : null}
      {canAdjust ? <AdjustAction member={member} onAdjusted={onAdjusted} /> : null}
    </div>
  );
}

const labelsForm = memberActionRequest.extend({ labels: z.array(memberLabel).max(MEMBER_LABELS_MAX) });

/** The labels editor (manageMembers): remove or add labels, then save with the reason. */
export function LabelsAction({ member }: { member: MemberProfile }) {
  const { t } = useTranslation("members");
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(labelsForm), defaultValues: { labels: member.labels, reason: "" } });
  const labels = useWatch({ control: form.control, name: "labels" });
  const write = useMemberWrite(
    member.id,
    (body: z.output<typeof labelsForm>) =>
      apiSend("PUT", pathWith(MEMBERS_ADMIN.labels, { memberId: member.id }), body),
    t("labels.saved", { account: member.account }),
    () => setOpen(false),
  );
  if (!hasPermission(session, PERMISSION.manageMembers)) return null;
  const add = () => {
    const label = draft.trim();
    if (!label) return;
    if (!memberLabel.safeParse(label).success) return setDraftError(t("labels.invalid"));
    if (labels.length >= MEMBER_LABELS_MAX) return setDraftError(t("labels.tooMany", { max: MEMBER_LABELS_MAX }));
    if (!labels.includes(label)) form.setValue("labels", [...labels, label], { shouldDirty: true });
    setDraft("");
    setDraftError(null);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          form.reset({ labels: member.labels, reason: "" });
          setDraft("");
          setDraftError(null);
          setOpen(true);
        }}
      >
        {t("labels.edit")}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("labels.title", { account: member.account })}
        description={t("labels.text")}
        confirmLabel={t("labels.save")}
        busy={write.isPending}
        onConfirm={() => void form.handleSubmit((body) => write.mutate(body))()}
      >
        <ul className="row-actions" aria-label={t("labels.current")}>
          {labels.length === 0 ? <li className="muted">{t("labels.none")}</li> : null}
          {labels.map((label) => (
            <li key={label}>
              <span className="badge">{label}</span>{" "}
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={t("labels.remove", { label })}
                onClick={() =>
                  form.setValue(
                    "labels",
                    labels.filter((l) => l !== label),
                    { shouldDirty: true },
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="row-actions">
          <Field label={t("labels.add")} error={draftError ?? undefined}>
            {(props) => (
              <input
                {...props}
                maxLength={32}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    add();
                  }
                }}
              />
            )}
          </Field>
          <button type="button" className="btn btn-small" onClick={add}>
            {t("labels.addButton")}
          </button>
        </div>
        <ReasonField error={Boolean(form.formState.errors.reason)} register={form.register("reason")} />
      </ConfirmDialog>
    </>
  );
}

const adjustmentForm = adjustmentRequest.omit({ requestId: true });
type AdjustmentForm = z.output<typeof adjustmentForm>;

/**
 * A manual credit or debit of the member's main wallet with its reason. The request id is kept
 * until the call succeeds (a retry after a lost answer posts nothing twice). At or above the
 * brand's threshold the answer is PENDING_APPROVAL: a second operator decides (Money > Approvals).
 */
function AdjustAction({
  member,
  onAdjusted,
}: {
  member: MemberProfile;
  onAdjusted: (answer: AdjustmentAnswer) => void;
}) {
  const { t } = useTranslation("members");
  const client = useQueryClient();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [requestId, renewRequestId] = useRequestId();
  const form = useForm({
    resolver: zodResolver(adjustmentForm),
    defaultValues: { direction: "CREDIT" as const, amount: "", reason: "" },
  });
  const adjust = useMutation({
    mutationFn: (body: AdjustmentForm) =>
      apiSend<AdjustmentAnswer>("POST", pathWith(ADMIN.adjustments, { memberId: member.id }), { ...body, requestId }),
    onSuccess: (answer, body) => {
      const values = {
        account: member.account,
        amount: formatAmount(body.amount),
        approvalId: answer.approvalId ?? "",
      };
      toast(
        "success",
        answer.status === "PENDING_APPROVAL"
          ? t("adjust.waiting", values)
          : t(body.direction === "CREDIT" ? "adjust.credited" : "adjust.debited", values),
      );
      onAdjusted(answer);
      setOpen(false);
      renewRequestId();
      form.reset();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: memberKey(member.id) });
      void client.invalidateQueries({ queryKey: ["adjustmentApprovals"] });
    },
  });
  const { errors } = form.formState;
  return (
    <>
      <button type="button" className="btn btn-small btn-primary" onClick={() => setOpen(true)}>
        {t("adjust.open")}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("adjust.title", { account: member.account })}
        description={t("adjust.text")}
        confirmLabel={t("adjust.submit")}
        busy={adjust.isPending}
        onConfirm={() => void form.handleSubmit((body) => adjust.mutate(body))()}
      >
        <fieldset className="radio-row">
          <legend>{t("adjust.direction")}</legend>
          <label>
            <input type="radio" value="CREDIT" {...form.register("direction")} /> {t("adjust.CREDIT")}
          </label>
          <label>
            <input type="radio" value="DEBIT" {...form.register("direction")} /> {t("adjust.DEBIT")}
          </label>
        </fieldset>
        <Field label={t("adjust.amount")} error={errors.amount ? t("adjust.amountError") : undefined}>
          {(props) => <input {...props} inputMode="decimal" autoComplete="off" {...form.register("amount")} />}
        </Field>
        <ReasonField error={Boolean(errors.reason)} register={form.register("reason")} />
      </ConfirmDialog>
    </>
  );
}

/**
 * Lifting a member's time-out early (configureBrand, as the route declares), after a
 * confirmation. The server lifts a time-out only: a self-exclusion holds until its end, so the
 * caller offers this for a time-out alone.
 */
export function LiftBreakAction({ member, until }: { member: MemberProfile; until: string }) {
  const { t } = useTranslation("members");
  const [open, setOpen] = useState(false);
  const write = useMemberWrite(
    member.id,
    () => apiSend<null>("DELETE", pathWith(PROTECTION_ADMIN.memberBreak, { memberId: member.id })),
    t("protection.lifted", { account: member.account }),
    () => setOpen(false),
  );
  if (!hasPermission(useSession(), PERMISSION.configureBrand)) return null;
  return (
    <>
      <button type="button" className="btn btn-small btn-danger-outline" onClick={() => setOpen(true)}>
        {t("protection.lift")}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("protection.liftTitle", { account: member.account })}
        description={t("protection.liftText", { account: member.account, until })}
        confirmLabel={t("protection.lift")}
        danger
        busy={write.isPending}
        onConfirm={() => write.mutate(undefined)}
      />
    </>
  );
}
