import { ACCOUNT_NUMBER_PATTERN, PAYMENT_PASSWORD_PATTERN } from "@portal/contract/money";
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";
import { Button } from "../../../shared/ui/button";
import { FormField } from "../../../shared/ui/form-field";
import { FormError } from "../../../shared/ui/form-error";
import { PasswordField } from "../../../shared/ui/fields";
import { bindBankAccount, type BankAccount } from "../api/wallet-api";
import { useMoneyAction } from "../hooks/use-money-action";
import formStyles from "../../../shared/ui/form.module.css";
import styles from "./wallet.module.css";

/** The contract's rule for an account number (bindBankAccountRequest): 6 to 34 digits, spaces or dashes. */

/** A payment password input: six digits, never remembered by the browser. */
export const PIN_INPUT = { inputMode: "numeric", autoComplete: "off", maxLength: 6 } as const;

/** Binds a bank account for withdrawals (the payment password proves it is the member). */
export function BankAccountForm({ onBound }: { onBound: (account: BankAccount) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const action = useMoneyAction();
  const [bankName, setBankName] = useState("");
  const [accountName, setAccountName] = useState("");
  const [accountNumber, setAccountNumber] = useState("");
  const [branch, setBranch] = useState("");
  const [paymentPassword, setPaymentPassword] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      bankName: bankName.trim(),
      accountName: accountName.trim(),
      accountNumber: accountNumber.trim(),
      branch: branch.trim(),
      paymentPassword,
    };
    if (input.bankName === "" || input.accountName === "" || input.accountNumber === "" || paymentPassword === "") {
      return action.fail(t("validation.allRequired"));
    }
    if (!ACCOUNT_NUMBER_PATTERN.test(input.accountNumber)) return action.fail(t("wallet.accountNumberRule"));
    if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) return action.fail(t("security.paymentPasswordRule"));
    const done = await action.run(() => bindBankAccount(input));
    if (!done) return;
    await queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, "bankAccounts"] });
    onBound(done.value);
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.twoColumns}>
        <FormField label={t("wallet.bankName")} value={bankName} onValue={setBankName} maxLength={64} required />
        <FormField
          label={t("wallet.accountName")}
          value={accountName}
          onValue={setAccountName}
          maxLength={64}
          autoComplete="name"
          required
        />
        <FormField
          label={t("wallet.accountNumber")}
          value={accountNumber}
          onValue={setAccountNumber}
          inputMode="numeric"
          autoComplete="off"
          maxLength={34}
          required
        />
        <FormField label={t("wallet.branch")} value={branch} onValue={setBranch} maxLength={64} />
      </div>
      <PasswordField
        label={t("security.paymentPassword")}
        value={paymentPassword}
        onValue={setPaymentPassword}
        {...PIN_INPUT}
      />
      <FormError message={action.error ?? undefined} />
      <div>
        <Button type="submit" variant="primary" disabled={action.busy}>
          {t("wallet.bindBankAccount")}
        </Button>
      </div>
    </form>
  );
}
