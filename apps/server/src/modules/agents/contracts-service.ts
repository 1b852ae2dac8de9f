import type { Contract, ContractKind, OfferContractRequest } from "@portal/contract/api/contracts";
import { ppmToRate, rateToPpm, agentCapabilities } from "@portal/contract/api/agents";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import { isAgentType } from "@portal/contract/members";
import type { FieldErrors } from "@portal/contract/envelope";
import { AppError } from "../../http/app-error";
import { LedgerError } from "../../ledger/types";
import type { DownlineScope } from "../members/downline";
import type { Member, MemberRepository } from "../members/repository";
import type { Merchant } from "../merchants/repository";
import { MEMBER_KIND, memberAccount, platform, PLATFORM_KIND } from "../money/wallets";
import { periodStart } from "../protection/periods";
import type { BrandSettings } from "../system/brand-settings";
import type { WalletRepository } from "../wallet/repository";
import type { AgentContract, ContractBill, ContractRepository, ContractTier } from "./contracts-repository";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PAY_BATCH = 500;
const BILLS_PAGE_SIZE = 20;

const notFound = () => new AppError("NOT_FOUND", "No such contract of yours");

/** The period of a kind that contains `at`: the brand day (GMT+8) or the hour. */
export function contractPeriod(kind: ContractKind, at: Date): { start: Date; end: Date } {
  if (kind === "DAILY_SALARY") {
    const start = periodStart("DAY", at);
    return { start, end: new Date(start.getTime() + DAY_MS) };
  }
  const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  return { start, end: new Date(start.getTime() + HOUR_MS) };
}

/**
 * Contracts between an upline and its direct downline (decision 0033): offered by the upline,
 * accepted or refused by the downline, terminated by either at the end of the current period;
 * settled into bills per period by the job runner and paid from the upline's wallet (the
 * platform's salaries expense for a top-level agent's contract).
 */
export class ContractService {
  constructor(
    private readonly repo: ContractRepository,
    private readonly members: MemberRepository,
    private readonly wallets: WalletRepository,
    private readonly brandSettings: BrandSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(member: Member, merchant: Merchant): Promise<Contract[]> {
    const rows = await this.repo.listFor(member.id);
    return rows.map(({ contract, payerAccount, payeeAccount }) => {
      const payee = contract.payeeId === member.id;
      return {
        id: contract.id,
        kind: contract.kind,
        status: contract.status,
        role: payee ? "PAYEE" : "PAYER",
        counterparty: payee ? (payerAccount ?? "") : payeeAccount,
        counterpartyId: payee ? contract.payerId : contract.payeeId,
        tiers: tiersOut(contract.tiers, merchant),
        offeredAt: contract.offeredAt.getTime(),
        decidedAt: contract.decidedAt?.getTime() ?? null,
        endsAt: contract.endsAt?.getTime() ?? null,
      };
    });
  }

  /**
   * An upline offers a contract to one of its direct downlines that is an agent. Its tiers never
   * exceed what the upline itself holds for the kind: at every tier's thresholds the upline's own
   * contract pays at least that rate (its team is the downline's and more, so it reaches them too).
   */
  async offer(team: DownlineScope, merchant: Merchant, body: OfferContractRequest): Promise<{ id: number }> {
    const agent = team.agent;
    if (!agentCapabilities(agent.memberType).offerContracts) {
      throw new AppError("AGENT_CAPABILITY_MISSING", "Your account cannot offer contracts");
    }
    if (!(await team.contains(body.memberId))) throw new AppError("NOT_IN_TEAM", "This member is not in your team");
    const target = await this.members.findById(body.memberId);
    if (!target || target.uplineId !== agent.id) {
      throw new AppError("NOT_DIRECT_DOWNLINE", "Contracts are offered by the member's own upline");
    }
    if (!isAgentType(target.memberType)) {
      throw new AppError("VALIDATION_FAILED", "Contracts are for agents", { memberId: "not_an_agent" });
    }
    const tiers = tiersIn(body.tiers, merchant);
    const above = tiersAbove(tiers, (await this.repo.validOf(agent.id, body.kind))?.tiers);
    if (above) throw new AppError("CONTRACT_ABOVE_UPLINE", "A tier is above what your own contract gives you", above);
    const created = await this.repo.insertOffer({
      merchantId: merchant.id,
      kind: body.kind,
      payerId: agent.id,
      payeeId: target.id,
      status: "AWAITING_CONSENT",
      tiers,
    });
    if (!created) {
      throw new AppError("INVALID_STATE", "This member already has a contract of this kind awaiting consent or valid");
    }
    return { id: created.id };
  }

  /**
   * An operator sets the platform's contract of a kind with a top-level agent (no upline): the
   * platform pays it from its salaries expense. Its tiers are the ceiling of the chain below.
   */
  async setPlatformContract(
    target: Member,
    merchant: Merchant,
    kind: ContractKind,
    tiers: OfferContractRequest["tiers"],
  ) {
    if (!isAgentType(target.memberType) || target.uplineId !== null) {
      throw new AppError("VALIDATION_FAILED", "The platform contracts with top-level agents", {
        memberId: "not_a_top_level_agent",
      });
    }
    const terms = tiersIn(tiers, merchant);
    // Lowered terms may not leave a contract the agent passed on above them: those end first.
    for (const below of await this.repo.offeredOpen(target.id, kind)) {
      if (tiersAbove(below.tiers, terms)) {
        throw new AppError("CONTRACT_ABOVE_UPLINE", "A contract this agent offered is above these terms", {
          tiers: `contract ${below.id}`,
        });
      }
    }
    const id = await this.repo.setPlatformContract(merchant.id, target.id, kind, terms);
    if (id === undefined) throw new AppError("INVALID_STATE", "This agent has an open contract of this kind");
    return { id };
  }

  /** The payee accepts (VALID) or refuses (REFUSED) an offer awaiting its consent. */
  async decide(member: Member, id: number, accept: boolean): Promise<void> {
    const contract = await this.repo.findById(id);
    if (!contract || contract.payeeId !== member.id) throw notFound();
    // The payer's own terms may have changed since it offered: the offer must still be within them.
    if (accept && contract.payerId !== null) {
      const payerOwn = await this.repo.validOf(contract.payerId, contract.kind);
      if (tiersAbove(contract.tiers, payerOwn?.tiers)) {
        throw new AppError("CONTRACT_ABOVE_UPLINE", "This offer is above what its upline's own contract now gives it");
      }
    }
    if (!(await this.repo.decide(id, accept ? "VALID" : "REFUSED"))) {
      throw new AppError("INVALID_STATE", "This contract is not awaiting your consent");
    }
  }

  /** Either side ends a valid contract at the end of the current period (it is settled up to then). */
  async terminate(member: Member, id: number): Promise<{ endsAt: number }> {
    const contract = await this.repo.findById(id);
    if (!contract || (contract.payeeId !== member.id && contract.payerId !== member.id)) throw notFound();
    const endsAt = contractPeriod(contract.kind, this.clock()).end;
    if (!(await this.repo.terminate(id, endsAt))) {
      throw new AppError("INVALID_STATE", "Only a valid contract that is not ending yet can be terminated");
    }
    return { endsAt: endsAt.getTime() };
  }

  async bills(member: Member, merchant: Merchant, cursor: string | undefined) {
    const page = await this.repo.pageBillsFor(member.id, { cursor, pageSize: BILLS_PAGE_SIZE });
    const money = (minor: bigint) => minorToDecimal(minor, merchant.currencyScale);
    return {
      list: page.rows.map(({ bill, contract, payerAccount, payeeAccount }) => {
        const payee = contract.payeeId === member.id;
        return {
          contractId: contract.id,
          kind: contract.kind,
          role: payee ? ("PAYEE" as const) : ("PAYER" as const),
          counterparty: payee ? (payerAccount ?? "") : payeeAccount,
          periodStart: bill.periodStart.getTime(),
          periodEnd: bill.periodEnd.getTime(),
          turnover: money(bill.turnover),
          activeMembers: bill.activeMembers,
          rate: ppmToRate(bill.ratePpm),
          amount: money(bill.amount),
          paid: money(bill.paid),
          status: bill.status,
        };
      }),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: BILLS_PAGE_SIZE,
    };
  }

  /**
   * The job's hour for one brand: the hourly salaries of that hour, the daily ones when it ends
   * the brand day, then every bill still owed is paid as far as its payer can, then contracts
   * whose end has come expire.
   */
  async settleHour(merchant: Merchant, hour: { start: Date; end: Date }, signal?: AbortSignal) {
    const settings = await this.brandSettings.get(merchant.id);
    const rules = {
      activeMinStake: BigInt(settings.activeMemberMinStakeMinor),
      reviewAbove: BigInt(settings.contractReviewAboveMinor),
    };
    let bills = await this.repo.workOutBills(merchant.id, merchant.currency, "HOURLY_SALARY", hour, rules);
    const day = contractPeriod("DAILY_SALARY", hour.start);
    if (day.end.getTime() === hour.end.getTime()) {
      bills += await this.repo.workOutBills(merchant.id, merchant.currency, "DAILY_SALARY", day, rules);
    }
    // Contracts whose last period was just billed expire before the payments, which may fail.
    const expired = await this.repo.expireEnded(merchant.id, hour.end);
    const paid = await this.payOwed(merchant, signal);
    return { bills, paid, expired };
  }

  /**
   * Pays what each owed bill's payer can; a payer short of money is tried again next run. The
   * owed bills are read in their order a batch at a time; those left owed (short) stay at the front
   * of that order, so the next batch starts after them.
   */
  async payOwed(merchant: Merchant, signal?: AbortSignal): Promise<number> {
    let payments = 0;
    let leftOwed = 0;
    const failures: unknown[] = [];
    for (;;) {
      const owed = await this.repo.owed(merchant.id, PAY_BATCH, leftOwed);
      for (const { bill, contract } of owed) {
        if (signal?.aborted) return payments;
        // One bill failing does not stop the others: the run fails at the end, the next tries it.
        const outcome = await this.payBill(bill, contract).catch((error: unknown) => {
          failures.push(error);
          return "not paid" as const;
        });
        if (outcome !== "not paid") payments++;
        if (outcome !== "paid in full") leftOwed++;
      }
      if (owed.length < PAY_BATCH) break;
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} contract bill payments failed`);
    return payments;
  }

  /** One payment on a bill: in full, in part ("paid": still owed), or none (short, or paid meanwhile). */
  private async payBill(bill: ContractBill, contract: AgentContract): Promise<"paid in full" | "paid" | "not paid"> {
    const accounts = this.repo.ledgerAccounts();
    const payee = { merchantId: bill.merchantId, memberId: contract.payeeId, currency: bill.currency };
    const owed = bill.amount - bill.paid;
    let debitAccountId: number;
    let amount = owed;
    if (contract.payerId === null) {
      debitAccountId = (await platform(accounts, payee, PLATFORM_KIND.salariesExpense)).id;
    } else {
      const payer = { merchantId: bill.merchantId, memberId: contract.payerId, currency: bill.currency };
      const balance = (await this.wallets.balances(payer, [MEMBER_KIND.main])).get(MEMBER_KIND.main) ?? 0n;
      amount = balance < owed ? balance : owed;
      if (amount <= 0n) {
        await this.repo.markShort(bill);
        return "not paid";
      }
      debitAccountId = (await memberAccount(accounts, payer, MEMBER_KIND.main)).id;
    }
    const period = bill.periodStart.toISOString();
    const done = await this.repo.payBill(bill, {
      id: `contract-bill:${bill.contractId}:${period}:${bill.payments + 1}`,
      merchantId: bill.merchantId,
      debitAccountId,
      creditAccountId: (await memberAccount(accounts, payee, MEMBER_KIND.main)).id,
      amount,
      reason: "SALARY",
      reference: { type: "contractBill", id: `${bill.contractId}:${period}` },
    });
    if (done.written) return amount === owed ? "paid in full" : "paid";
    // The payer's wallet moved meanwhile: short now, tried again next run.
    if (done.refusal instanceof LedgerError && done.refusal.code === "INSUFFICIENT_FUNDS")
      await this.repo.markShort(bill);
    else if (done.refusal) throw done.refusal;
    return "not paid";
  }
}

/**
 * The tiers above what `ceiling` (an upline's own tiers; none: nothing) gives at their thresholds,
 * as field errors (`tiers.<i>.rate`: "max <rate>"); undefined when every tier is within it.
 */
function tiersAbove(tiers: ContractTier[], ceiling: ContractTier[] | undefined): FieldErrors | undefined {
  const above: FieldErrors = {};
  tiers.forEach((tier, i) => {
    const most = ceiling ? rateAt(ceiling, BigInt(tier.minTurnover), tier.minActive) : 0;
    if (tier.ratePpm > most) above[`tiers.${i}.rate`] = `max ${ppmToRate(most)}`;
  });
  return Object.keys(above).length > 0 ? above : undefined;
}

/** The rate a contract's tiers give at these thresholds: the best tier they reach (0: none). */
export function rateAt(tiers: ContractTier[], turnover: bigint, active: number): number {
  return tiers
    .filter((t) => BigInt(t.minTurnover) <= turnover && t.minActive <= active)
    .reduce((best, t) => Math.max(best, t.ratePpm), 0);
}

function tiersIn(tiers: OfferContractRequest["tiers"], merchant: Merchant): ContractTier[] {
  const fields: FieldErrors = {};
  const out = tiers.map((tier, i) => {
    const minor = decimalToMinor(tier.minTurnover, merchant.currencyScale);
    if (minor === null) fields[`tiers.${i}.minTurnover`] = `at most ${merchant.currencyScale} decimals`;
    return { minTurnover: String(minor ?? 0n), minActive: tier.minActive, ratePpm: rateToPpm(tier.rate) };
  });
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", "Invalid tiers", fields);
  return out;
}

function tiersOut(tiers: ContractTier[], merchant: Merchant) {
  return tiers.map((t) => ({
    minTurnover: minorToDecimal(BigInt(t.minTurnover), merchant.currencyScale),
    minActive: t.minActive,
    rate: ppmToRate(t.ratePpm),
  }));
}
