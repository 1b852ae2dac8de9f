import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BillStatus, ContractKind } from "@portal/contract/api/contracts";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { keepsBonusLock } from "../promotions/repository";
import { agentContracts, agentRebates, betTotalsHourly, contractBills, members, memberTree } from "../../db/schema";
import type { TransferRequest } from "../../ledger/types";

export type AgentContract = typeof agentContracts.$inferSelect;
export type ContractBill = typeof contractBills.$inferSelect;
export type ContractTier = AgentContract["tiers"][number];

/** How a period's bills are worked out: the brand's settings, and where the figures start. */
export interface BillRules {
  activeMinStake: bigint;
  /** Above this a bill waits for review (0: never). */
  reviewAbove: bigint;
  /** Bills wait this long for the payee's claim (0: paid without one). */
  claimHours: number;
  /** A dividend's net loss is less the team's rebates. */
  lessRebates: boolean;
  /** A dividend period the team won carries its win into the next ones. */
  carryOver: boolean;
  /** Where the figures start when not at the period's start (the real-time salary: the brand day). */
  figuresFrom?: Date;
}

const payer = alias(members, "payer");
const payee = alias(members, "payee");

/** Bills newest period first, then by contract. */
const billKeys = new Keyset("contract-bills", [
  { column: contractBills.periodStart, kind: "time" },
  { column: contractBills.contractId, kind: "int" },
]);

/** The contracts between uplines and downlines and their bills (decision 0033). */
export class ContractRepository extends Repository<ContractRepository> {
  protected on(db: Db) {
    return new ContractRepository(db);
  }

  /** A new offer; undefined when the payee already has one of this kind awaiting consent or valid. */
  async insertOffer(values: typeof agentContracts.$inferInsert): Promise<AgentContract | undefined> {
    const [row] = await this.db.insert(agentContracts).values(values).onConflictDoNothing().returning();
    return row;
  }

  async findById(id: number): Promise<AgentContract | undefined> {
    const [row] = await this.db.select().from(agentContracts).where(eq(agentContracts.id, id));
    return row;
  }

  /** The payee's valid contract of a kind (what it may pass on to its own downlines at most). */
  async validOf(payeeId: number, kind: ContractKind): Promise<AgentContract | undefined> {
    const [row] = await this.db
      .select()
      .from(agentContracts)
      .where(
        and(eq(agentContracts.payeeId, payeeId), eq(agentContracts.kind, kind), eq(agentContracts.status, "VALID")),
      );
    return row;
  }

  /**
   * The platform's contract of a kind with a top-level agent, as an operator sets it: the valid
   * one's tiers replaced, or a new one valid at once. Undefined when the agent holds an open
   * contract of the kind from an upline (not a top-level agent).
   */
  async setPlatformContract(
    merchantId: number,
    payeeId: number,
    kind: ContractKind,
    tiers: ContractTier[],
  ): Promise<number | undefined> {
    const json = sql`${JSON.stringify(tiers)}::jsonb`;
    const [row] = await queryRows<{ id: number }>(
      this.db,
      sql`with updated as (
          update ${agentContracts} set tiers = ${json}
          where payee_id = ${payeeId}::int and kind = ${kind} and payer_id is null and status = 'VALID' and ends_at is null
          returning id
        ), inserted as (
          insert into ${agentContracts} (merchant_id, kind, payer_id, payee_id, status, tiers, decided_at)
          select ${merchantId}::int, ${kind}, null, ${payeeId}::int, 'VALID', ${json}, now()
          where not exists (select 1 from updated)
          on conflict do nothing
          returning id
        )
        select id from updated union all select id from inserted`,
    );
    return row?.id;
  }

  /** Moves an offer awaiting consent to VALID or REFUSED; false when it was no longer awaiting. */
  async decide(id: number, status: "VALID" | "REFUSED"): Promise<boolean> {
    const rows = await this.db
      .update(agentContracts)
      .set({ status, decidedAt: sql`now()` })
      .where(and(eq(agentContracts.id, id), eq(agentContracts.status, "AWAITING_CONSENT")))
      .returning({ id: agentContracts.id });
    return rows.length === 1;
  }

  /** Sets when a valid contract stops; false when it was not valid or already terminated. */
  async terminate(id: number, endsAt: Date): Promise<boolean> {
    const rows = await this.db
      .update(agentContracts)
      .set({ endsAt })
      .where(and(eq(agentContracts.id, id), eq(agentContracts.status, "VALID"), isNull(agentContracts.endsAt)))
      .returning({ id: agentContracts.id });
    return rows.length === 1;
  }

  /**
   * Valid contracts whose end has come become EXPIRED, and every contract of the same kind below
   * their payees (valid or awaiting, at any depth of the payee's team) INVALID: a contract is paid
   * from what the one above it pays, so none can outlive it. `kind`: only contracts of that kind.
   */
  async expireEnded(merchantId: number, now: Date, kind?: ContractKind): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`with ended as (
          update ${agentContracts} set status = 'EXPIRED'
          where merchant_id = ${merchantId}::int and status = 'VALID' and ends_at <= ${now.toISOString()}::timestamptz
            ${kind === undefined ? sql`` : sql`and kind = ${kind}`}
          returning payee_id, kind, ends_at
        ), orphaned as (
          update ${agentContracts} c set status = 'INVALID', ends_at = coalesce(c.ends_at, e.ends_at)
          from ended e join ${memberTree} t on t.ancestor_id = e.payee_id
          where c.payer_id = t.descendant_id and c.kind = e.kind and c.status in ('VALID', 'AWAITING_CONSENT')
          returning c.id
        )
        select 1 as id from ended union all select id from orphaned`,
    );
    return rows.length;
  }

  /** Whether the brand has a valid contract of the kind. */
  async anyValid(merchantId: number, kind: ContractKind): Promise<boolean> {
    const [row] = await this.db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.kind, kind),
          eq(agentContracts.status, "VALID"),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Contracts of a kind the member offered that are valid or awaiting consent (the ones its terms bound). */
  offeredOpen(payerId: number, kind: ContractKind): Promise<AgentContract[]> {
    return this.db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.payerId, payerId),
          eq(agentContracts.kind, kind),
          inArray(agentContracts.status, ["VALID", "AWAITING_CONSENT"]),
        ),
      );
  }

  /** The member's contracts as payee or payer, with the other side's account, newest first. */
  listFor(memberId: number) {
    return this.db
      .select({ contract: agentContracts, payerAccount: payer.account, payeeAccount: payee.account })
      .from(agentContracts)
      .leftJoin(payer, eq(payer.id, agentContracts.payerId))
      .innerJoin(payee, eq(payee.id, agentContracts.payeeId))
      .where(or(eq(agentContracts.payeeId, memberId), eq(agentContracts.payerId, memberId)))
      .orderBy(sql`${agentContracts.offeredAt} desc`, sql`${agentContracts.id} desc`)
      .limit(100);
  }

  /**
   * Works out the bills of one period for the brand's contracts of a kind valid for all of it,
   * in one statement from the hourly bet totals (decision 0034): the payee's team (its subtree
   * below it) over `figures` (the period; the real-time salary: the brand day so far), its valid
   * turnover or net loss, its active members, the best tier reached and the amount (rounded down
   * once). A contract's bill is written once: a second run writes nothing.
   */
  async workOutBills(
    merchantId: number,
    currency: string,
    kind: ContractKind,
    period: { start: Date; end: Date },
    rules: BillRules,
  ): Promise<number> {
    const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
    const start = at(period.start);
    const end = at(period.end);
    // The real-time salary reads the brand day up to the period's end, and pays what that earns
    // less what the day's earlier bills paid; the others read their period alone.
    const from = at(rules.figuresFrom ?? period.start);
    const brand = sql`${merchantId}::int`;
    const minor = (n: bigint) => sql`${String(n)}::bigint`;
    const dividend = kind === "DIVIDEND";
    // A dividend's bill starts where its last one ended, the period's start for its first: a
    // brand that turns half-months into months mid-month bills the month from the 16th (the first
    // half was billed), one that turns months into half-months bills the first half from the 1st
    // (the last bill ended there), and a period whose run failed for good is billed with the next.
    // A bill reaching the period's end already: nothing more to bill.
    const since = dividend
      ? sql`coalesce((select max(b.period_end) from ${contractBills} b
            where b.contract_id = c.id and b.period_end <= ${end}), ${start})`
      : from;
    const billStart = dividend ? sql`since` : start;
    const rebates =
      dividend && rules.lessRebates
        ? sql`(select coalesce(sum(r.amount), 0) from ${agentRebates} r
            join ${memberTree} t on t.descendant_id = r.member_id and t.ancestor_id = d.payee_id
            where r.period_start >= d.since and r.period_start < ${end} and r.currency = ${currency})`
        : sql`0`;
    const carried =
      dividend && rules.carryOver
        ? sql`coalesce((select least(0, b.turnover + b.carried) from ${contractBills} b
            where b.contract_id = d.id and b.period_start < d.since order by b.period_start desc limit 1), 0)`
        : sql`0`;
    // Every other bill of the day, earlier or later periods alike: a period that runs after a later
    // one (a retry, a catch-up) finds the day's figure already paid up to the later end, and adds nothing.
    const billedBefore =
      kind === "REALTIME_SALARY"
        ? sql`(select coalesce(sum(b.amount), 0) from ${contractBills} b
            where b.contract_id = d.id and b.period_start >= ${from} and b.period_start < ${from} + interval '24 hours'
              and b.period_start <> ${start})`
        : sql`0`;
    const earned = sql`case when base > 0 then floor(base::numeric * rate / 1000000)::bigint else 0 end`;
    const amount = sql`greatest(${earned} - billed_before, 0)`;
    // The review threshold weighs what the period earns in all: for the real-time salary the day so
    // far (small increments of a large day are reviewed too), for the others the bill itself.
    const status = sql`case when ${amount} = 0 then 'TARGET_NOT_REACHED'
        when ${minor(rules.reviewAbove)} > 0 and ${earned} > ${minor(rules.reviewAbove)} then 'PENDING_REVIEW'
        when ${rules.claimHours}::int > 0 then 'AWAITING_CLAIM'
        else 'DUE' end`;
    const statement = sql`with due as (
          select c.id, c.payee_id, c.tiers, ${since} as since from ${agentContracts} c
          where merchant_id = ${brand} and kind = ${kind} and status = 'VALID'
            and decided_at <= ${from} and (ends_at is null or ends_at >= ${end})
        ), team as (
          select d.id, h.member_id, sum(h.stake - h.rolled_back_stake) as valid,
            sum(h.stake - h.rolled_back_stake - h.payout + h.rolled_back_payout) as net
          from due d
          join ${memberTree} t on t.ancestor_id = d.payee_id and t.depth >= 1
          join ${betTotalsHourly} h on h.member_id = t.descendant_id and h.currency = ${currency}
            and h.hour >= d.since and h.hour < ${end} and h.merchant_id = ${brand}
          group by d.id, h.member_id
        ), figures as (
          select d.id, d.tiers, d.since,
            ${dividend ? sql`coalesce(sum(team.net), 0)::bigint - ${rebates}` : sql`coalesce(sum(team.valid), 0)::bigint`} as figure,
            ${carried}::bigint as carried,
            ${billedBefore}::bigint as billed_before,
            (count(*) filter (where team.valid >= ${minor(rules.activeMinStake)}))::int as active
          from due d left join team on team.id = d.id
          group by d.id, d.payee_id, d.tiers, d.since
        ), reached as (
          select id, since, figure, carried, figure + carried as base, billed_before, active, coalesce((
            select max((tier->>'ratePpm')::int) from jsonb_array_elements(tiers) tier
            where (tier->>'minTurnover')::bigint <= figure + carried and (tier->>'minActive')::int <= active
          ), 0) as rate
          from figures
        )
        insert into ${contractBills} (contract_id, period_start, merchant_id, period_end, currency, turnover, carried,
          active_members, rate_ppm, amount, status, claim_by)
        select id, ${billStart}, ${brand}, ${end}, ${currency}, figure, carried, active,
          -- A bill that pays nothing reached no rate (a tier from 0 "reached" by a won period shows none).
          case when ${amount} = 0 then 0 else rate end, ${amount}, ${status},
          case when ${rules.claimHours}::int > 0 then now() + make_interval(hours => ${rules.claimHours}::int) end
        from reached
        ${kind === "REALTIME_SALARY" ? sql`where ${amount} > 0` : dividend ? sql`where since < ${end}` : sql``}
        on conflict do nothing
        returning contract_id`;
    if (kind !== "REALTIME_SALARY") return (await queryRows<{ contract_id: number }>(this.db, statement)).length;
    // What the day's earlier bills paid must be read after any other run of the day wrote its
    // bill: one real-time run per brand at a time, each statement seeing the ones before it.
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`realtime-salary:${merchantId}`}))`);
      return (await queryRows<{ contract_id: number }>(tx, statement)).length;
    });
  }

  /**
   * Bills still owed money with their contract, the platform's first and then by the payer's
   * depth in the tree (an upline is paid before it pays on), oldest period first; `skip` passes
   * over the first ones (those a run could not pay).
   */
  owed(merchantId: number, limit: number, skip: number) {
    const payerDepth = sql<number>`(select count(*)::int from ${memberTree} t where t.descendant_id = ${agentContracts.payerId})`;
    return this.db
      .select({ bill: contractBills, contract: agentContracts, payerDepth })
      .from(contractBills)
      .innerJoin(agentContracts, eq(agentContracts.id, contractBills.contractId))
      .where(
        and(
          eq(contractBills.merchantId, merchantId),
          inArray(contractBills.status, ["DUE", "PARTLY_ISSUED", "INSUFFICIENT_BALANCE"]),
        ),
      )
      .orderBy(payerDepth, asc(contractBills.periodStart), asc(contractBills.contractId))
      .limit(limit)
      .offset(skip);
  }

  /**
   * One payment on a bill with its posting, in one statement (ledger/post postAlong): `paid` grows
   * by the posting's amount and the bill's status follows, only if no other payment was made
   * since `seenPayments` was read (the transfer id carries the payment's number). Whether it
   * was made; the refusal of the books when they refused it.
   */
  async payBill(bill: ContractBill, posting: TransferRequest, payerId: number | null) {
    const amount = sql`${String(posting.amount)}::bigint`;
    return this.postAlong(
      posting,
      (ok, books) => sql`update ${contractBills} set paid = paid + ${amount}, payments = payments + 1,
          status = case when paid + ${amount} >= amount then 'ISSUED' else 'PARTLY_ISSUED' end
        where contract_id = ${bill.contractId}::int and period_start = ${bill.periodStart.toISOString()}::timestamptz
          and payments = ${bill.payments}::int and exists (select 1 from ${ok})
          ${payerId === null ? sql`` : sql`and ${keepsBonusLock(payerId, posting.debitAccountId, books)}`}
        returning status`,
    );
  }

  /** A bill the payer could not pay now (nothing paid yet: INSUFFICIENT_BALANCE; some: PARTLY_ISSUED). */
  async markShort(bill: ContractBill): Promise<void> {
    const status: BillStatus = bill.paid > 0n ? "PARTLY_ISSUED" : "INSUFFICIENT_BALANCE";
    await this.db
      .update(contractBills)
      .set({ status })
      .where(and(this.billKey(bill), eq(contractBills.payments, bill.payments)));
  }

  /** The kinds and statuses of the member's contracts as payee (the consolidated flags). */
  statusesAsPayee(memberId: number) {
    return this.db
      .selectDistinct({ kind: agentContracts.kind, status: agentContracts.status })
      .from(agentContracts)
      .where(eq(agentContracts.payeeId, memberId));
  }

  async findBill(contractId: number, periodStart: Date) {
    const [row] = await this.db
      .select({ bill: contractBills, contract: agentContracts })
      .from(contractBills)
      .innerJoin(agentContracts, eq(agentContracts.id, contractBills.contractId))
      .where(and(eq(contractBills.contractId, contractId), eq(contractBills.periodStart, periodStart)));
    return row;
  }

  /** A bill awaiting its claim before `now` passed its claim time becomes owed (DUE); undefined otherwise. */
  async claim(bill: ContractBill, now: Date): Promise<ContractBill | undefined> {
    const [row] = await this.db
      .update(contractBills)
      .set({ status: "DUE" })
      .where(
        and(
          this.billKey(bill),
          eq(contractBills.status, "AWAITING_CLAIM"),
          sql`${contractBills.claimBy} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    return row;
  }

  /**
   * An operator's decision on a bill pending review: refused (REFUSED), or released: owed (DUE),
   * or awaiting the payee's claim for `claimHours` from `now` when the brand asks for claims.
   */
  async review(bill: ContractBill, release: boolean, claimHours: number, now: Date) {
    const claimBy = release && claimHours > 0 ? new Date(now.getTime() + claimHours * 3_600_000) : null;
    const status: BillStatus = !release ? "REFUSED" : claimBy ? "AWAITING_CLAIM" : "DUE";
    const [row] = await this.db
      .update(contractBills)
      .set({ status, claimBy })
      .where(and(this.billKey(bill), eq(contractBills.status, "PENDING_REVIEW")))
      .returning();
    return row;
  }

  /** Bills left unclaimed past their claim time expire (nothing is paid on them). */
  async expireUnclaimed(merchantId: number, now: Date): Promise<number> {
    const rows = await this.db
      .update(contractBills)
      .set({ status: "EXPIRED" })
      .where(
        and(
          eq(contractBills.merchantId, merchantId),
          eq(contractBills.status, "AWAITING_CLAIM"),
          sql`${contractBills.claimBy} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: contractBills.contractId });
    return rows.length;
  }

  /** The brand's bills waiting for review with both sides' accounts, oldest first. */
  pendingReview(merchantId: number, limit: number) {
    return this.db
      .select({
        bill: contractBills,
        contract: agentContracts,
        payerAccount: payer.account,
        payeeAccount: payee.account,
      })
      .from(contractBills)
      .innerJoin(agentContracts, eq(agentContracts.id, contractBills.contractId))
      .leftJoin(payer, eq(payer.id, agentContracts.payerId))
      .innerJoin(payee, eq(payee.id, agentContracts.payeeId))
      .where(and(eq(contractBills.merchantId, merchantId), eq(contractBills.status, "PENDING_REVIEW")))
      .orderBy(asc(contractBills.periodStart), asc(contractBills.contractId))
      .limit(limit);
  }

  private billKey(bill: Pick<ContractBill, "contractId" | "periodStart">) {
    return and(eq(contractBills.contractId, bill.contractId), eq(contractBills.periodStart, bill.periodStart));
  }

  /** The bills of the member's contracts (as payee or payer), newest period first, by cursor. */
  async pageBillsFor(memberId: number, kind: ContractKind | undefined, request: CursorRequest) {
    const mine = sql`${contractBills.contractId} in (select id from ${agentContracts}
      where (payee_id = ${memberId}::int or payer_id = ${memberId}::int)
        ${kind === undefined ? sql`` : sql`and kind = ${kind}`})`;
    const page = await billKeys.page(request, { memberId, kind }, ({ after, orderBy, limit }) =>
      this.db
        .select({
          key: billKeys.select,
          bill: contractBills,
          contract: agentContracts,
          payerAccount: payer.account,
          payeeAccount: payee.account,
        })
        .from(contractBills)
        .innerJoin(agentContracts, eq(agentContracts.id, contractBills.contractId))
        .leftJoin(payer, eq(payer.id, agentContracts.payerId))
        .innerJoin(payee, eq(payee.id, agentContracts.payeeId))
        .where(and(mine, after))
        .orderBy(...orderBy)
        .limit(limit),
    );
    return { ...page, ...(await cappedCountWhere(this.db, contractBills, mine)) };
  }
}
