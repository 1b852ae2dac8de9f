import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BillStatus, ContractKind } from "@portal/contract/api/contracts";
import { queryRows, type Db } from "../../db/client";
import { cappedCountWhere, Keyset, type CursorRequest } from "../../db/keyset";
import { Repository } from "../../db/repository";
import { agentContracts, betTotalsHourly, contractBills, members, memberTree } from "../../db/schema";
import type { TransferRequest } from "../../ledger/types";

export type AgentContract = typeof agentContracts.$inferSelect;
export type ContractBill = typeof contractBills.$inferSelect;
export type ContractTier = AgentContract["tiers"][number];

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
   * from what the one above it pays, so none can outlive it.
   */
  async expireEnded(merchantId: number, now: Date): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`with ended as (
          update ${agentContracts} set status = 'EXPIRED'
          where merchant_id = ${merchantId}::int and status = 'VALID' and ends_at <= ${now.toISOString()}::timestamptz
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
   * Works out the bills of [start, end) for the brand's contracts of a kind valid for the whole
   * period, in one statement from the hourly bet totals: the payee's team (its subtree below it)
   * valid turnover and active members, the best tier reached and the amount (rounded down once).
   * A contract's bill is written once (a second run writes nothing). Bills above `reviewAbove`
   * (when not 0) wait for review.
   */
  async workOutBills(
    merchantId: number,
    currency: string,
    kind: ContractKind,
    period: { start: Date; end: Date },
    rules: { activeMinStake: bigint; reviewAbove: bigint },
  ): Promise<number> {
    const start = sql`${period.start.toISOString()}::timestamptz`;
    const end = sql`${period.end.toISOString()}::timestamptz`;
    const brand = sql`${merchantId}::int`;
    const amount = sql`floor(turnover::numeric * rate / 1000000)::bigint`;
    const rows = await queryRows<{ contract_id: number }>(
      this.db,
      sql`with due as (
          select id, payee_id, tiers from ${agentContracts}
          where merchant_id = ${brand} and kind = ${kind} and status = 'VALID'
            and decided_at <= ${start} and (ends_at is null or ends_at >= ${end})
        ), team as (
          select d.id, h.member_id, sum(h.stake - h.rolled_back_stake) as valid
          from due d
          join ${memberTree} t on t.ancestor_id = d.payee_id and t.depth >= 1
          join ${betTotalsHourly} h on h.member_id = t.descendant_id and h.currency = ${currency}
            and h.hour >= ${start} and h.hour < ${end} and h.merchant_id = ${brand}
          group by d.id, h.member_id
        ), figures as (
          select d.id, d.tiers, coalesce(sum(team.valid), 0)::bigint as turnover,
            (count(*) filter (where team.valid >= ${String(rules.activeMinStake)}::bigint))::int as active
          from due d left join team on team.id = d.id
          group by d.id, d.tiers
        ), reached as (
          select id, turnover, active, coalesce((
            select max((tier->>'ratePpm')::int) from jsonb_array_elements(tiers) tier
            where (tier->>'minTurnover')::bigint <= turnover and (tier->>'minActive')::int <= active
          ), 0) as rate
          from figures
        )
        insert into ${contractBills} (contract_id, period_start, merchant_id, period_end, currency, turnover,
          active_members, rate_ppm, amount, status)
        select id, ${start}, ${brand}, ${end}, ${currency}, turnover, active, rate, ${amount},
          case when ${amount} = 0 then 'TARGET_NOT_REACHED'
            when ${String(rules.reviewAbove)}::bigint > 0 and ${amount} > ${String(rules.reviewAbove)}::bigint then 'PENDING_REVIEW'
            else 'DUE' end
        from reached
        on conflict do nothing
        returning contract_id`,
    );
    return rows.length;
  }

  /**
   * Bills still owed money with their contract, the platform's first and then by the payer's
   * depth in the tree (an upline is paid before it pays on), oldest period first; `skip` passes
   * over the first ones (those a run could not pay).
   */
  owed(merchantId: number, limit: number, skip: number) {
    return this.db
      .select({ bill: contractBills, contract: agentContracts })
      .from(contractBills)
      .innerJoin(agentContracts, eq(agentContracts.id, contractBills.contractId))
      .where(
        and(
          eq(contractBills.merchantId, merchantId),
          inArray(contractBills.status, ["DUE", "PARTLY_ISSUED", "INSUFFICIENT_BALANCE"]),
        ),
      )
      .orderBy(
        sql`(select count(*) from ${memberTree} t where t.descendant_id = ${agentContracts.payerId})`,
        asc(contractBills.periodStart),
        asc(contractBills.contractId),
      )
      .limit(limit)
      .offset(skip);
  }

  /**
   * One payment on a bill with its posting, in one statement (ledger/post postAlong): `paid` grows
   * by the posting's amount and the bill's status follows, only if no other payment was made
   * since `seenPayments` was read (the transfer id carries the payment's number). Whether it
   * was made; the refusal of the books when they refused it.
   */
  async payBill(bill: ContractBill, posting: TransferRequest) {
    const amount = sql`${String(posting.amount)}::bigint`;
    return this.postAlong(
      posting,
      (ok) => sql`update ${contractBills} set paid = paid + ${amount}, payments = payments + 1,
          status = case when paid + ${amount} >= amount then 'ISSUED' else 'PARTLY_ISSUED' end
        where contract_id = ${bill.contractId}::int and period_start = ${bill.periodStart.toISOString()}::timestamptz
          and payments = ${bill.payments}::int and exists (select 1 from ${ok})
        returning status`,
    );
  }

  /** A bill the payer could not pay now (nothing paid yet: INSUFFICIENT_BALANCE; some: PARTLY_ISSUED). */
  async markShort(bill: ContractBill): Promise<void> {
    const status: BillStatus = bill.paid > 0n ? "PARTLY_ISSUED" : "INSUFFICIENT_BALANCE";
    await this.db
      .update(contractBills)
      .set({ status })
      .where(
        and(
          eq(contractBills.contractId, bill.contractId),
          eq(contractBills.periodStart, bill.periodStart),
          eq(contractBills.payments, bill.payments),
        ),
      );
  }

  /** The bills of the member's contracts (as payee or payer), newest period first, by cursor. */
  async pageBillsFor(memberId: number, request: CursorRequest) {
    const mine = sql`${contractBills.contractId} in (select id from ${agentContracts}
      where payee_id = ${memberId}::int or payer_id = ${memberId}::int)`;
    const page = await billKeys.page(request, { memberId }, ({ after, orderBy, limit }) =>
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
