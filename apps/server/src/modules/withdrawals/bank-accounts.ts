import { BANK_ACCOUNTS_MAX } from "@portal/contract/money";
import type { z } from "zod";
import { type bindBankAccountRequest } from "@portal/contract/api/money";
import { AppError } from "../../http/app-error";
import type { BankAccount, WithdrawalRepository } from "./repository";

/** Only the last four digits ever leave the server once bound. */
export function maskAccountNumber(number: string): string {
  const digits = number.replace(/[^0-9]/g, "");
  return `**** ${digits.slice(-4)}`;
}

export function viewBankAccount(row: BankAccount) {
  return {
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
    branch: row.branch,
  };
}

/** The bank accounts a member withdraws to. */
export class BankAccounts {
  constructor(private readonly repo: WithdrawalRepository) {}

  /** The member's accounts as the member sees them (numbers masked). */
  async views(memberId: number) {
    return (await this.repo.listBankAccounts(memberId)).map(viewBankAccount);
  }

  /**
   * Binds an account (the same number twice returns the first binding); at most five, all in one
   * holder's name: the first account's (holderKey: spaces, case and accents aside), as the portals of this
   * market hold them, so money a member withdraws goes to that person only. Bindings of one
   * member take turns (a lock), so two at once cannot pass the count or the name together.
   */
  async bind(
    owner: { merchantId: number; memberId: number },
    input: Omit<z.infer<typeof bindBankAccountRequest>, "paymentPassword">,
  ): Promise<BankAccount> {
    const accountNumber = input.accountNumber.replace(/[\s-]/g, "");
    return this.repo.transaction(async (repo) => {
      await repo.lockBankAccounts(owner.memberId);
      const bound = await repo.listBankAccounts(owner.memberId);
      const existing = bound.find((a) => a.accountNumber === accountNumber);
      if (existing) return existing;
      if (bound.length >= BANK_ACCOUNTS_MAX) throw new AppError("BANK_ACCOUNT_LIMIT", "Too many bank accounts");
      const first = bound[0];
      if (first && holderKey(first.accountName) !== holderKey(input.accountName)) {
        // The answer names the holder the accounts must be in (the member's own first binding).
        throw new AppError(
          "BANK_ACCOUNT_NAME_MISMATCH",
          "Every bank account must be in the name of the first one",
          undefined,
          { accountName: first.accountName },
        );
      }
      const row = await repo.insertBankAccount({
        ...owner,
        bankName: input.bankName,
        accountName: input.accountName,
        accountNumber,
        branch: input.branch,
      });
      return row!;
    });
  }
}

/**
 * A holder's name as bindings compare it: spaces trimmed and collapsed, letter case and Latin
 * accents ignored ("Nguyễn Văn A" is the NGUYEN VAN A a Vietnamese bank prints; đ is D), in
 * whichever Unicode form it was typed. Other scripts' marks (Thai vowels and tones) are letters
 * of the name and stay.
 */
export function holderKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "D")
    .trim()
    .replace(/\s+/g, " ")
    .toLocaleUpperCase("en");
}
