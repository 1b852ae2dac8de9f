import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { MEMBERS_ADMIN, memberReturnFundsRequest, type MemberProfile } from "@portal/contract/api/admin-members";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import { apiSend, pathWith } from "../../shared/api/client";
import { useRequestId } from "../../shared/api/request-id";
import { PERMISSION } from "../../shared/session/permissions";
import { hasPermission, useSession } from "../../shared/session/session";
import { ConfirmDialog } from "../../shared/ui/dialog";
import { Field } from "../../shared/ui/field";
import { useErrorText } from "../../shared/ui/states";
import { toast } from "../../shared/ui/toast";
import { formatAmount } from "../numbers";
import { memberKey, ReasonField } from "./member-actions";

const returnForm = memberReturnFundsRequest.omit({ requestId: true });
type ReturnForm = z.output<typeof returnForm>;
type ReturnAnswer = { withdrawalId: string; amount: string };

/** The exact sum of decimal amounts of one currency (their own scale, as the server wrote them). */
function sumAmounts(amounts: string[]): string {
  const scale = Math.max(0, ...amounts.map((a) => (a.includes(".") ? a.length - a.indexOf(".") - 1 : 0)));
  const sum = amounts.reduce((total, a) => total + (decimalToMinor(a, scale) ?? 0n), 0n);
  return minorToDecimal(sum, scale);
}

/**
 * Returning a self-excluded member's money (manageMembers; decision 0025): the member cannot sign
 * in until the exclusion ends, so an operator opens a withdrawal of the main wallet to one of the
 * member's own bank accounts (what game wallets hold is brought back into it first), which Money >
 * Withdrawals then reviews and pays as any other. The
 * request id is kept until the call succeeds, so a retry after a lost answer opens one order.
 */
export function ReturnFundsAction({ member, until }: { member: MemberProfile; until: string }) {
  const { t } = useTranslation("members");
  const client = useQueryClient();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [requestId, renewRequestId] = useRequestId();
  const first = member.bankAccounts[0];
  const form = useForm({
    resolver: zodResolver(returnForm),
    defaultValues: { bankAccountId: first?.id ?? 0, reason: "" },
  });
  const send = useMutation({
    mutationFn: (body: ReturnForm) =>
      apiSend<ReturnAnswer>("POST", pathWith(MEMBERS_ADMIN.returnFunds, { memberId: member.id }), {
        ...body,
        requestId,
      }),
    onSuccess: (answer) => {
      toast(
        "success",
        t("returnFunds.done", {
          id: answer.withdrawalId,
          amount: formatAmount(answer.amount),
          account: member.account,
        }),
      );
      setOpen(false);
      renewRequestId();
      form.reset();
    },
    onError: (error) => toast("error", errorText(error)),
    onSettled: () => void client.invalidateQueries({ queryKey: memberKey(member.id) }),
  });
  if (!hasPermission(useSession(), PERMISSION.manageMembers)) return null;
  const holds = (amount: string) => /[1-9]/.test(amount);
  const main = member.wallets.find((w) => w.kind === "MAIN")?.balance ?? "0";
  // Game wallets are brought back to the main wallet first (the server's return does it).
  const inGames = member.gameWallets.filter((w) => w.balance !== null && holds(w.balance));
  const unknown = member.gameWallets.filter((w) => w.balance === null);
  const gamesTotal = sumAmounts(inGames.map((w) => w.balance!));
  if (!holds(main) && inGames.length === 0 && unknown.length === 0)
    return <p className="muted">{t("returnFunds.nothing")}</p>;
  if (!first) return <p className="muted">{t("returnFunds.noBank")}</p>;
  return (
    <>
      <button type="button" className="btn btn-small btn-primary" onClick={() => setOpen(true)}>
        {t("returnFunds.open")}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("returnFunds.title", { account: member.account })}
        description={t("returnFunds.text", { account: member.account, until, amount: formatAmount(main) })}
        confirmLabel={t("returnFunds.submit")}
        busy={send.isPending}
        onConfirm={() => void form.handleSubmit((body) => send.mutate(body))()}
      >
        {inGames.length > 0 ? (
          <p>
            {t("returnFunds.games", {
              amount: formatAmount(gamesTotal),
              vendors: inGames.map((w) => w.vendor).join(", "),
            })}
          </p>
        ) : null}
        {unknown.length > 0 ? (
          <p>{t("returnFunds.gamesUnknown", { vendors: unknown.map((w) => w.vendor).join(", ") })}</p>
        ) : null}
        <Field label={t("returnFunds.bank")}>
          {(props) => (
            <select {...props} {...form.register("bankAccountId", { valueAsNumber: true })}>
              {member.bankAccounts.map((bank) => (
                <option key={bank.id} value={bank.id}>
                  {`${bank.accountNumber} · ${bank.bankName} · ${bank.accountName}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ReasonField error={Boolean(form.formState.errors.reason)} register={form.register("reason")} />
      </ConfirmDialog>
    </>
  );
}
