import type { WithdrawalStatus } from "@portal/contract/api/money";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql, sum, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { paginate } from "../../db/paginate";
import { Repository } from "../../db/repository";
import { bankAccounts, members, withdrawals } from "../../db/schema";

export type Withdrawal = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type BankAccount = typeof bankAccounts.$inferSelect;
export type NewBankAccount = Pick<
  typeof bankAccounts.$inferInsert,
  "merchantId" | "memberId" | "bankName" | "accountName" | "accountNumber" | "branch"
>;

/** Withdrawal orders (the money they hold lives in the ledger). */
/** A member's withdrawals, newest first, ties in time by id. */
const withdrawalKeys = new Keyset("withdrawals", [
  { column: withdrawals.createdAt, kind: "time" },
  { column: withdrawals.id, kind: "text" },
]);

export class WithdrawalRepository extends Repository<WithdrawalRepository> {
  protected on(db: Db) {
    return new WithdrawalRepository(db);
  }

  listBankAccounts(memberId: number): Promise<BankAccount[]> {
    return this.db.select().from(bankAccounts).where(eq(bankAccounts.memberId, memberId)).orderBy(asc(bankAccounts.id));
  }

  async findOwnBankAccount(memberId: number, id: number): Promise<BankAccount | undefined> {
    const [row] = await this.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, id), eq(bankAccounts.memberId, memberId)));
    return row;
  }

  /**
   * Serialises a member's bank account bindings until the transaction ends, so two at once cannot
   * both pass the count or the holder's name (BankAccounts.bind). Only inside `transaction`.
   */
  async lockBankAccounts(memberId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-accounts:${memberId}`}))`);
  }

  /** The new binding, or undefined when the member already bound that number (the unique key). */
  async insertBankAccount(account: NewBankAccount): Promise<BankAccount | undefined> {
    const [row] = await this.db.insert(bankAccounts).values(account).onConflictDoNothing().returning();
    return row;
  }

  async findByRequest(memberId: number, requestId: string): Promise<Withdrawal | undefined> {
    const [row] = await this.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
    return row;
  }

  /** `lock` takes the row lock (FOR UPDATE): only inside `transaction` or `runLedger`. */
  async find(id: string, options: { lock?: boolean } = {}): Promise<Withdrawal | undefined> {
    const query = this.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    const [row] = options.lock ? await query.for("update") : await query;
    return row;
  }

  async insert(order: NewWithdrawal): Promise<Withdrawal> {
    const [created] = await this.db.insert(withdrawals).values(order).returning();
    return created!;
  }

  async update(id: string, values: Partial<NewWithdrawal>): Promise<Withdrawal> {
    const [updated] = await this.db
      .update(withdrawals)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(withdrawals.id, id))
      .returning();
    return updated!;
  }

  /** A page of orders with the member's account, newest first. */
  page(where: SQL | undefined, page: number, pageSize: number) {
    return paginate(
      this.db.select({ total: count() }).from(withdrawals).where(where),
      this.db
        .select({ withdrawal: withdrawals, account: members.account })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .$dynamic(),
      { page, pageSize },
    );
  }

  /**
   * The member's orders, newest first, a page by cursor read from `withdrawals_member_time`,
   * and how many there are (up to COUNT_CAP).
   */
  async pageForMember(memberId: number, request: CursorRequest) {
    const own = eq(withdrawals.memberId, memberId);
    const page = await withdrawalKeys.page(request, { memberId }, ({ after, orderBy, limit }) =>
      this.db
        .select({ key: withdrawalKeys.select, withdrawal: withdrawals })
        .from(withdrawals)
        .where(and(own, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, withdrawals, own)) };
  }

  /** The brand's orders, of one status or all (the back office's list). */
  pageForBrand(merchantId: number, status: WithdrawalStatus | undefined, page: number, pageSize: number) {
    const where = and(eq(withdrawals.merchantId, merchantId), status ? eq(withdrawals.status, status) : undefined);
    return this.page(where, page, pageSize);
  }

  /** Amount and count of the member's orders since `since` that were not rejected. */
  async totalsSince(memberId: number, since: Date): Promise<{ amount: bigint; count: number }> {
    const [row] = await this.db
      .select({ amount: sum(withdrawals.amount), n: count() })
      .from(withdrawals)
      .where(
        and(eq(withdrawals.memberId, memberId), ne(withdrawals.status, "REJECTED"), gte(withdrawals.createdAt, since)),
      );
    return { amount: BigInt(row?.amount ?? 0), count: Number(row?.n ?? 0) };
  }

  /**
   * What the member was let withdraw on one operator's approval since `since` (orders of its
   * currency approved since then, with no first approval of a two-step review; rejected ones
   * count nothing), other than `exceptId`: the four-eyes rule counts it with the order being
   * approved (decision 0054).
   */
  async approvedAtOnceSince(memberId: number, currency: string, since: Date, exceptId: string): Promise<bigint> {
    const [row] = await this.db
      .select({ amount: sum(withdrawals.amount) })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, memberId),
          eq(withdrawals.currency, currency),
          gte(withdrawals.approvedAt, since),
          inArray(withdrawals.status, ["APPROVED", "PAID", "NOT_RECEIVED", "RECEIVED"]),
          isNull(withdrawals.firstApprovedBy),
          ne(withdrawals.id, exceptId),
        ),
      );
    return BigInt(row?.amount ?? 0);
  }

  /**
   * Makes approvals of one member's orders wait for each other until the transaction ends (an
   * advisory lock): the sum read next and the approval after it cannot interleave with another
   * approval of the same member's orders, so two at once cannot both pass under the threshold.
   */
  async lockMemberApprovals(memberId: number): Promise<void> {
    await this.lockUntilCommit(`member-withdrawal-approvals:${memberId}`);
  }

  /**
   * Marks the brand's (or one member's) orders paid before `paidBefore` RECEIVED (AUTO); answers
   * how many. `withdrawals_paid` holds only PAID orders, so this reads what is outstanding.
   */
  async autoConfirmPaidBefore(merchantId: number, paidBefore: Date, memberId?: number): Promise<number> {
    const rows = await this.db
      .update(withdrawals)
      .set({ status: "RECEIVED", confirmation: "AUTO", updatedAt: sql`now()` })
      .where(
        and(
          eq(withdrawals.merchantId, merchantId),
          memberId === undefined ? undefined : eq(withdrawals.memberId, memberId),
          eq(withdrawals.status, "PAID"),
          lt(withdrawals.paidAt, paidBefore),
        ),
      )
      .returning({ id: withdrawals.id });
    return rows.length;
  }
}
