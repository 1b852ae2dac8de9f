import { and, count, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { Repository } from "../../db/repository";
import { bankAccounts, memberMessages, members, memberTree, sessions } from "../../db/schema";
import { runLedger, type LedgerTx } from "../../ledger/post";
import type { MemberCache } from "./member-cache";

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** Usernames are unique without regard to case. */
export function accountKey(account: string): string {
  return account.trim().toLowerCase();
}

export type InsertResult = { member: Member } | { conflict: "account" | "mobile" };

/**
 * Members (and the count of their unread messages). With a MemberCache, every write through
 * `update` drops the member's cached row once it committed: at once outside a transaction, after
 * the commit inside one opened here (`transaction`, `runLedger`). A member row is written only
 * here, so that no write escapes this (a repository built on a transaction of its own would).
 */
export class MemberRepository extends Repository<MemberRepository> {
  constructor(
    db: Db,
    private readonly rows?: MemberCache,
    /** Inside a transaction: the members written, announced when it commits. */
    private readonly uncommitted?: Set<number>,
  ) {
    super(db);
  }

  protected on(db: Db) {
    return new MemberRepository(db, this.rows, this.uncommitted ?? new Set());
  }

  override async transaction<T>(work: (repo: MemberRepository, tx: Db) => Promise<T>): Promise<T> {
    const written = this.uncommitted ?? new Set<number>();
    const result = await this.db.transaction((tx) => work(new MemberRepository(tx, this.rows, written), tx));
    if (!this.uncommitted) await this.announce(written);
    return result;
  }

  override async runLedger<T>(work: (repo: MemberRepository, ledger: LedgerTx) => Promise<T>): Promise<T> {
    const written = this.uncommitted ?? new Set<number>();
    const result = await runLedger(this.db, (ledger) =>
      work(new MemberRepository(ledger.tx, this.rows, written), ledger),
    );
    if (!this.uncommitted) await this.announce(written);
    return result;
  }

  private async announce(memberIds: Set<number>): Promise<void> {
    for (const id of memberIds) await this.changed(id);
  }

  /** The member's row changed and the change committed: its cached copies go (member-cache.ts). */
  private async changed(memberId: number): Promise<void> {
    await this.rows?.changed(memberId);
  }

  /**
   * The member's row as member calls see it (auth/guard.ts): from the cache when there is one
   * (at most STATUS_CACHE_MS old, and never older than a change made through this class).
   */
  findForCall(id: number): Promise<Member | undefined> {
    return this.rows ? this.rows.get(id, () => this.findById(id)) : this.findById(id);
  }

  /** Built once per repository: every member call reads its member by id (auth/guard.ts). */
  private memberById?: { execute(values: { id: number }): Promise<Member[]> };

  async findById(id: number): Promise<Member | undefined> {
    // Prepared: the statement's SQL is not rebuilt per call, and PostgreSQL parses and plans it
    // once per connection (a named statement).
    this.memberById ??= this.db
      .select()
      .from(members)
      .where(eq(members.id, sql.placeholder("id")))
      .prepare("members_find_by_id");
    const [row] = await this.memberById.execute({ id });
    return row;
  }

  async findByAccount(merchantId: number, account: string): Promise<Member | undefined> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, accountKey(account))));
    return row;
  }

  async findByMobile(merchantId: number, countryDialingCode: string, mobileNum: string): Promise<Member | undefined> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(
        and(
          eq(members.merchantId, merchantId),
          eq(members.countryDialingCode, countryDialingCode),
          eq(members.mobileNum, mobileNum),
        ),
      );
    return row;
  }

  /** Whether a member of the brand already has this number (registration, binding, SMS sends). */
  async mobileBelongsToMember(phone: {
    merchantId: number;
    countryDialingCode: string;
    mobileNum: string;
  }): Promise<boolean> {
    return (await this.findByMobile(phone.merchantId, phone.countryDialingCode, phone.mobileNum)) !== undefined;
  }

  async findByAffiliateCode(merchantId: number, code: string): Promise<Member | undefined> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, code)));
    return row;
  }

  /** Inserts a member; a unique-key race answers which key was taken instead of throwing. */
  async insert(values: NewMember): Promise<InsertResult> {
    try {
      const [member] = await this.db.insert(members).values(values).returning();
      return { member: member! };
    } catch (error) {
      // Drizzle wraps the driver's error; the unique index's name is on it or on its cause.
      const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
      const text = `${cause?.constraint ?? ""} ${cause?.message ?? ""} ${(error as Error).message}`;
      if (text.includes("members_merchant_account")) return { conflict: "account" };
      if (text.includes("members_merchant_mobile")) return { conflict: "mobile" };
      throw error;
    }
  }

  async update(id: number, values: Partial<NewMember>): Promise<void> {
    await this.db.update(members).set(values).where(eq(members.id, id));
    await this.written(id);
  }

  /** A member row was written: its cached copy goes now, or when this repository's transaction commits. */
  private async written(id: number): Promise<void> {
    if (this.uncommitted) this.uncommitted.add(id);
    else await this.changed(id);
  }

  /**
   * Stores the 18+ and terms confirmation's time unless one is stored: two confirmations at once,
   * or one read from a cache not yet dropped, keep the first time.
   */
  async confirmAdultTerms(id: number, at: Date): Promise<void> {
    await this.db
      .update(members)
      .set({ adultTermsConfirmedAt: at })
      .where(and(eq(members.id, id), isNull(members.adultTermsConfirmedAt)));
    await this.written(id);
  }

  async recordLogin(memberId: number, login: { at: Date; ip: string; mustChangePassword: boolean }): Promise<void> {
    await this.update(memberId, {
      lastLoginAt: login.at,
      lastLoginIp: login.ip,
      mustChangePassword: login.mustChangePassword,
    });
  }

  /**
   * Whether `memberId` is in the team below `agent` (at any depth): one primary-key lookup in
   * the team tree (member_tree, decision 0031), whatever the depth.
   */
  async isInDownline(agent: { id: number; merchantId: number }, memberId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ depth: memberTree.depth })
      .from(memberTree)
      .where(
        and(
          eq(memberTree.ancestorId, agent.id),
          eq(memberTree.descendantId, memberId),
          eq(memberTree.merchantId, agent.merchantId),
          gt(memberTree.depth, 0),
        ),
      );
    return row !== undefined;
  }

  /** From `agentId` down to `memberId` (both included, the agent first); empty when it is not in the team. */
  async pathDown(agentId: number, memberId: number): Promise<{ memberId: number; account: string }[]> {
    const rows = await queryRows<{ id: number; account: string }>(
      this.db,
      sql`select m.id, m.account
        from ${memberTree} up
        join ${memberTree} own on own.ancestor_id = ${agentId}::int and own.descendant_id = up.ancestor_id
        join ${members} m on m.id = up.ancestor_id
        where up.descendant_id = ${memberId}::int
        order by up.depth desc`,
    );
    return rows.map((r) => ({ memberId: r.id, account: r.account }));
  }

  /** Messages the member has not opened yet (and not deleted): `member_messages_inbox`. */
  async countUnreadMessages(memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(memberMessages)
      .where(
        and(eq(memberMessages.memberId, memberId), eq(memberMessages.unread, 1), isNull(memberMessages.deletedAt)),
      );
    return Number(row?.n ?? 0);
  }
}

/**
 * The other members who look like the same person as `memberId`: a session on one of its devices
 * (x-device-id, decision 0043) or a bank account of the same number. A subquery of member ids,
 * for the one-per-person rules (bonuses, missions, referrals); it starts from the member's own
 * sessions and accounts (sessions_device, bank_accounts_number), so its cost does not grow with
 * the brand.
 */
export function linkedMemberIds(memberId: SQL): SQL {
  return sql`select s.member_id from ${sessions} mine
      join ${sessions} s on s.device_id = mine.device_id and s.device_id <> '' and s.member_id <> mine.member_id
      where mine.member_id = ${memberId} and mine.device_id <> ''
    union
    select b.member_id from ${bankAccounts} mine
      join ${bankAccounts} b on b.merchant_id = mine.merchant_id and b.account_number = mine.account_number
        and b.member_id <> mine.member_id
      where mine.member_id = ${memberId}`;
}

/** Lock classes of pg_advisory_xact_lock(class, key): what a one-per-person check waits on. */
export const PER_PERSON_LOCK = { bonusOffer: 1, reward: 2, referrer: 3 } as const;

/** Takes a transaction's advisory lock (class, key): checks of one offer or source queue here. */
export async function lockPerPerson(db: Db, lockClass: number, key: SQL): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, ${key})`);
}
