import { BANK_ACCOUNTS_MAX } from "@portal/contract/money";
import type { z } from "zod";
import { type bindBankAccountRequest } from "@portal/contract/api/money";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";

import { countBankAccounts, insertBankAccount, listBankAccounts, type BankAccount } from "./repository";

export { listBankAccounts, type BankAccount };

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

/** Binds an account (the same number twice returns the first binding); at most five. */
export async function bindBankAccount(
  db: Db,
  owner: { merchantId: number; memberId: number },
  input: Omit<z.infer<typeof bindBankAccountRequest>, "paymentPassword">,
): Promise<BankAccount> {
  const accountNumber = input.accountNumber.replace(/[\s-]/g, "");
  const n = await countBankAccounts(db, owner.memberId);
  const existing = (await listBankAccounts(db, owner.memberId)).find((a) => a.accountNumber === accountNumber);
  if (existing) return existing;
  if (n >= BANK_ACCOUNTS_MAX) throw new AppError("BANK_ACCOUNT_LIMIT", "Too many bank accounts");
  const row = await insertBankAccount(db, {
    ...owner,
    bankName: input.bankName,
    accountName: input.accountName,
    accountNumber,
    branch: input.branch,
  });
  return row ?? (await listBankAccounts(db, owner.memberId)).find((a) => a.accountNumber === accountNumber)!;
}
