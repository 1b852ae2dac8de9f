import { BANK_ACCOUNTS_MAX } from "@portal/contract/money";
import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { type bindBankAccountRequest } from "@portal/contract/api/money";
import type { Db } from "../../db/client";
import { bankAccounts } from "../../db/schema";
import { AppError } from "../../http/app-error";

export type BankAccount = typeof bankAccounts.$inferSelect;

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

export function listBankAccounts(db: Db, memberId: number): Promise<BankAccount[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.memberId, memberId)).orderBy(asc(bankAccounts.id));
}

export async function ownBankAccount(db: Db, memberId: number, id: number): Promise<BankAccount> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.memberId, memberId)));
  if (!row) throw new AppError("VALIDATION_FAILED", "Unknown bank account", { bankAccountId: "unknown" });
  return row;
}

/** Binds an account (the same number twice returns the first binding); at most five. */
export async function bindBankAccount(
  db: Db,
  owner: { merchantId: number; memberId: number },
  input: Omit<z.infer<typeof bindBankAccountRequest>, "paymentPassword">,
): Promise<BankAccount> {
  const accountNumber = input.accountNumber.replace(/[\s-]/g, "");
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(bankAccounts)
    .where(eq(bankAccounts.memberId, owner.memberId));
  const existing = (await listBankAccounts(db, owner.memberId)).find((a) => a.accountNumber === accountNumber);
  if (existing) return existing;
  if (Number(n) >= BANK_ACCOUNTS_MAX) throw new AppError("BANK_ACCOUNT_LIMIT", "Too many bank accounts");
  const [row] = await db
    .insert(bankAccounts)
    .values({ ...owner, bankName: input.bankName, accountName: input.accountName, accountNumber, branch: input.branch })
    .onConflictDoNothing()
    .returning();
  return row ?? (await listBankAccounts(db, owner.memberId)).find((a) => a.accountNumber === accountNumber)!;
}
