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

  /** Binds an account (the same number twice returns the first binding); at most five. */
  async bind(
    owner: { merchantId: number; memberId: number },
    input: Omit<z.infer<typeof bindBankAccountRequest>, "paymentPassword">,
  ): Promise<BankAccount> {
    const accountNumber = input.accountNumber.replace(/[\s-]/g, "");
    const n = await this.repo.countBankAccounts(owner.memberId);
    const existing = (await this.repo.listBankAccounts(owner.memberId)).find((a) => a.accountNumber === accountNumber);
    if (existing) return existing;
    if (n >= BANK_ACCOUNTS_MAX) throw new AppError("BANK_ACCOUNT_LIMIT", "Too many bank accounts");
    const row = await this.repo.insertBankAccount({
      ...owner,
      bankName: input.bankName,
      accountName: input.accountName,
      accountNumber,
      branch: input.branch,
    });
    return row ?? (await this.repo.listBankAccounts(owner.memberId)).find((a) => a.accountNumber === accountNumber)!;
  }
}
