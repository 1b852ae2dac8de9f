import {
  CONSOLIDATED_FIELD,
  CONSOLIDATED_FLAG,
  CONTRACT_KINDS,
  REALTIME_SALARY_PERIOD_MS,
  type Bill,
  type Consolidated,
  type Contract,
  type ContractKind,
  type OfferContractRequest,
} from "@portal/contract/api/contracts";
import { ppmToRate, rateToPpm, agentCapabilities } from "@portal/contract/api/agents";
import { decimalToMinor, minorToDecimal } from "@portal/contract/money";
import { isAgentType } from "@portal/contract/members";
import type { FieldErrors } from "@portal/contract/envelope";
import { AppError } from "../../http/app-error";
import { LedgerError } from "../../ledger/types";
import type { DownlineScope } from "../members/downline";
import type { Member, MemberRepository } from "../members/repository";
import type { BonusLocks } from "../promotions/bonus-locks";
import type { Merchant } from "../merchants/repository";
import { existingMemberAccount, MEMBER_KIND, memberAccount, platform, PLATFORM_KIND } from "../money/wallets";
import { periodStart } from "../protection/periods";
import type { BrandSettings } from "../system/brand-settings";
import type { Settings } from "../system/settings";
import type { WalletRepository } from "../wallet/repository";
import { payInLanes } from "./payment-lanes";
import type { AgentContract, BillRules, ContractBill, ContractRepository, ContractTier } from "./contracts-repository";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PAY_BATCH = 500;
const BILLS_PAGE_SIZE = 20;

const notFound = () => new AppError("NOT_FOUND", "No such contract of yours");
const noBill = () => new AppError("NOT_FOUND", "No such bill");

type Period = { start: Date; end: Date };
type DividendPeriod = Settings["dividendPeriod"];

/**
 * The period of a kind that contains `at` (decision 0034), on the brand's clock (GMT+8): the
 * half-month (1st-15th, 16th-end) or month of a dividend, the day, the hour, or the real-time
 * salary's 5 minutes.
 */
export function contractPeriod(kind: ContractKind, at: Date, dividendPeriod: DividendPeriod = "HALF_MONTH"): Period {
  switch (kind) {
    case "DIVIDEND": {
      const month = periodStart("MONTH", at);
      // 32 days on from any month's start is in the next month.
      const nextMonth = periodStart("MONTH", new Date(month.getTime() + 32 * DAY_MS));
      if (dividendPeriod === "MONTH") return { start: month, end: nextMonth };
      const half = new Date(month.getTime() + 15 * DAY_MS);
      return at < half ? { start: month, end: half } : { start: half, end: nextMonth };
    }
    case "DAILY_SALARY": {
      const start = periodStart("DAY", at);
      return { start, end: new Date(start.getTime() + DAY_MS) };
    }
    case "HOURLY_SALARY":
      return floorTo(at, HOUR_MS);
    case "REALTIME_SALARY":
      return floorTo(at, REALTIME_SALARY_PERIOD_MS);
  }
}

function floorTo(at: Date, ms: number): Period {
  const start = Math.floor(at.getTime() / ms) * ms;
  return { start: new Date(start), end: new Date(start + ms) };
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
    /** Where the rebates job has worked out the brand's rebates to (RebateRepository.lastPeriodEnd). */
    private readonly rebatesWorkedOut: (merchantId: number) => Promise<Date | undefined>,
    /** A payer's active bonus keeps its locked money (decision 0039). */
    private readonly bonusLocks: BonusLocks,
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
    const { dividendPeriod } = await this.brandSettings.get(contract.merchantId);
    const endsAt = contractPeriod(contract.kind, this.clock(), dividendPeriod).end;
    if (!(await this.repo.terminate(id, endsAt))) {
      throw new AppError("INVALID_STATE", "Only a valid contract that is not ending yet can be terminated");
    }
    return { endsAt: endsAt.getTime() };
  }

  async bills(member: Member, merchant: Merchant, query: { cursor?: string; kind?: ContractKind }) {
    const page = await this.repo.pageBillsFor(member.id, query.kind, {
      cursor: query.cursor,
      pageSize: BILLS_PAGE_SIZE,
    });
    return {
      list: page.rows.map(({ bill, contract, payerAccount, payeeAccount }): Bill => {
        const payee = contract.payeeId === member.id;
        return {
          ...billOut(bill, contract, merchant),
          role: payee ? "PAYEE" : "PAYER",
          counterparty: payee ? (payerAccount ?? "") : payeeAccount,
          claimBy: bill.status === "AWAITING_CLAIM" ? (bill.claimBy?.getTime() ?? null) : null,
        };
      }),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: BILLS_PAGE_SIZE,
    };
  }

  /** Per kind, whether the member holds, is offered, or only had contracts of it (the consolidated flags). */
  async consolidated(member: Member): Promise<Consolidated> {
    const statuses = await this.repo.statusesAsPayee(member.id);
    const flags = {} as Record<keyof Consolidated, Consolidated[keyof Consolidated]>;
    for (const kind of CONTRACT_KINDS) {
      const of = statuses.filter((s) => s.kind === kind).map((s) => s.status);
      flags[CONSOLIDATED_FIELD[kind]] = of.includes("VALID")
        ? CONSOLIDATED_FLAG.VALID
        : of.includes("AWAITING_CONSENT")
          ? CONSOLIDATED_FLAG.AWAITING
          : of.length > 0
            ? CONSOLIDATED_FLAG.PAST
            : CONSOLIDATED_FLAG.NONE;
    }
    return flags;
  }

  /**
   * The payee claims a bill awaiting its claim, before it expires: it is owed from then on and
   * paid at once as far as the payer can (the rest on later runs).
   */
  async claim(member: Member, contractId: number, periodStart: Date): Promise<Bill["status"]> {
    const found = await this.repo.findBill(contractId, periodStart);
    if (!found || found.contract.payeeId !== member.id) throw noBill();
    const claimed = await this.repo.claim(found.bill, this.clock());
    if (!claimed) throw new AppError("INVALID_STATE", "This bill is not awaiting your claim");
    return (await this.payBill(claimed, found.contract)) === "paid in full" ? "ISSUED" : await this.statusOf(claimed);
  }

  /** An operator's decision on a bill under review: released (owed, or awaiting the claim) or refused. */
  async review(merchant: Merchant, contractId: number, periodStart: Date, release: boolean): Promise<Bill["status"]> {
    const found = await this.repo.findBill(contractId, periodStart);
    if (!found || found.bill.merchantId !== merchant.id) throw noBill();
    const { contractClaimHours } = await this.brandSettings.get(merchant.id);
    const decided = await this.repo.review(found.bill, release, contractClaimHours, this.clock());
    if (!decided) throw new AppError("INVALID_STATE", "This bill is not pending review");
    if (decided.status !== "DUE") return decided.status;
    return (await this.payBill(decided, found.contract)) === "paid in full" ? "ISSUED" : await this.statusOf(decided);
  }

  /** The bills waiting for an operator's review, oldest first. */
  async pendingReview(merchant: Merchant) {
    const rows = await this.repo.pendingReview(merchant.id, 200);
    return {
      list: rows.map(({ bill, contract, payerAccount, payeeAccount }) => ({
        ...billOut(bill, contract, merchant),
        payee: payeeAccount,
        payer: payerAccount ?? "",
      })),
    };
  }

  private async statusOf(bill: ContractBill): Promise<Bill["status"]> {
    return (await this.repo.findBill(bill.contractId, bill.periodStart))?.bill.status ?? bill.status;
  }

  /** The brand's rules for working out bills (its settings). */
  private async rules(merchant: Merchant): Promise<BillRules & { dividendPeriod: DividendPeriod }> {
    const settings = await this.brandSettings.get(merchant.id);
    return {
      activeMinStake: BigInt(settings.activeMemberMinStakeMinor),
      reviewAbove: BigInt(settings.contractReviewAboveMinor),
      claimHours: settings.contractClaimHours,
      lessRebates: settings.dividendLessRebates,
      carryOver: settings.dividendCarryOver,
      dividendPeriod: settings.dividendPeriod,
    };
  }

  /**
   * The job's hour for one brand: the hourly salaries of that hour, the daily ones when it ends
   * the brand day, the dividends when it ends their half-month or month; then contracts whose
   * end has come expire, unclaimed bills past their claim expire, and every bill still owed is
   * paid as far as its payer can.
   */
  async settleHour(merchant: Merchant, hour: Period, signal?: AbortSignal) {
    const rules = await this.rules(merchant);
    let bills = 0;
    let dividendsWaiting = false;
    for (const kind of ["HOURLY_SALARY", "DAILY_SALARY", "DIVIDEND"] as const) {
      const period = contractPeriod(kind, hour.start, rules.dividendPeriod);
      if (period.end.getTime() !== hour.end.getTime()) continue;
      // A dividend less the team's rebates waits for the rebates of its last hour or day, which
      // the rebates job works out in this same hour: billed before them, they would never be
      // subtracted (the next bill subtracts its own period's only).
      if (kind === "DIVIDEND" && rules.lessRebates && !(await this.dividendsMayBill(merchant, period.end))) {
        dividendsWaiting = true;
        continue;
      }
      bills += await this.repo.workOutBills(merchant.id, merchant.currency, kind, period, rules);
    }
    // Contracts whose last period was just billed expire before the payments, which may fail.
    // Not while dividends wait: those ending now must be billed first.
    const expired = dividendsWaiting ? 0 : await this.repo.expireEnded(merchant.id, hour.end);
    const unclaimed = await this.repo.expireUnclaimed(merchant.id, this.clock());
    const paid = await this.payOwed(merchant, signal);
    // The run fails, so the job runner tries it again (the salaries above are written once).
    if (dividendsWaiting) throw new Error("dividends wait for the rebates of their period, not worked out yet");
    return { bills, paid, expired, unclaimed };
  }

  /** Whether the brand's rebates are worked out to `end`, or it has no dividend to bill anyway. */
  private async dividendsMayBill(merchant: Merchant, end: Date): Promise<boolean> {
    const last = await this.rebatesWorkedOut(merchant.id);
    if (last !== undefined && last.getTime() >= end.getTime()) return true;
    return !(await this.repo.anyValid(merchant.id, "DIVIDEND"));
  }

  /**
   * The real-time salary of one 5-minute period (its own job): what each contract's team earned
   * over the brand day up to the period's end, less what the day's earlier bills paid, then paid.
   */
  async settleRealtime(merchant: Merchant, period: Period, signal?: AbortSignal) {
    const rules = await this.rules(merchant);
    // A real-time contract ends on a 5-minute boundary: once it has, the contracts below it are
    // invalid before this period is billed, not at the next hourly run (its payee would pay them
    // from nothing meanwhile). Real-time contracts only: a daily one ending at midnight is still
    // to be billed by the hourly run that lags behind.
    await this.repo.expireEnded(merchant.id, period.start, "REALTIME_SALARY");
    const figuresFrom = periodStart("DAY", period.start);
    const bills = await this.repo.workOutBills(merchant.id, merchant.currency, "REALTIME_SALARY", period, {
      ...rules,
      figuresFrom,
    });
    const paid = bills > 0 ? await this.payOwed(merchant, signal) : 0;
    return { bills, paid };
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
      await payInLanes(
        owed,
        { waveOf: (row) => row.payerDepth, laneOf: (row) => row.contract.payerId ?? `platform:${row.contract.id}` },
        async ({ bill, contract }) => {
          if (signal?.aborted) return;
          // One bill failing does not stop the others: the run fails at the end, the next tries it.
          const outcome = await this.payBill(bill, contract).catch((error: unknown) => {
            failures.push(error);
            return "not paid" as const;
          });
          if (outcome !== "not paid") payments++;
          if (outcome !== "paid in full") leftOwed++;
        },
      );
      if (signal?.aborted) return payments;
      if (owed.length < PAY_BATCH) break;
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} contract bill payments failed`);
    return payments;
  }

  /**
   * One payment on a bill: in full, in part ("paid": still owed), or none (short, or paid
   * meanwhile). The whole amount is tried first (one statement: most payers can pay); a member
   * payer the books refuse for want of money pays what its wallet holds, and the rest is owed.
   */
  private async payBill(bill: ContractBill, contract: AgentContract): Promise<"paid in full" | "paid" | "not paid"> {
    const accounts = this.repo.ledgerAccounts();
    const payee = { merchantId: bill.merchantId, memberId: contract.payeeId, currency: bill.currency };
    const payer =
      contract.payerId === null
        ? undefined
        : { merchantId: bill.merchantId, memberId: contract.payerId, currency: bill.currency };
    // The payer's wallet is looked up, never opened: one never opened has nothing to pay with.
    const debit = payer
      ? await existingMemberAccount(accounts, payer, MEMBER_KIND.main)
      : await platform(accounts, payee, PLATFORM_KIND.salariesExpense);
    if (!debit) {
      await this.repo.markShort(bill);
      return "not paid";
    }
    const debitAccountId = debit.id;
    const creditAccountId = (await memberAccount(accounts, payee, MEMBER_KIND.main)).id;
    const owed = bill.amount - bill.paid;
    const period = bill.periodStart.toISOString();
    // A payer's agent wallet pays only what an active bonus of its own does not lock (decision
    // 0039): a payment that would dig into it writes nothing and is tried again next run.
    const pay = (amount: bigint) =>
      this.repo.payBill(
        bill,
        {
          id: `contract-bill:${bill.contractId}:${period}:${bill.payments + 1}`,
          merchantId: bill.merchantId,
          debitAccountId,
          creditAccountId,
          amount,
          reason: "SALARY",
          reference: { type: "contractBill", id: `${bill.contractId}:${period}` },
        },
        contract.payerId,
      );
    const short = (refusal: unknown) => refusal instanceof LedgerError && refusal.code === "INSUFFICIENT_FUNDS";
    let done = await pay(owed);
    if (!done.written && !done.refusal && payer) {
      // Written nothing, refused nothing: a bonus of the payer's was in the way (or its wallet
      // moved meanwhile). A bonus whose turnover is met is completed here; then once more.
      await this.bonusLocks.active(payer.memberId);
      done = await pay(owed);
    }
    if (done.written) return "paid in full";
    if (payer && short(done.refusal)) {
      // A refused posting wrote nothing, its id included: the part the wallet holds goes under it.
      const balance = (await this.wallets.balances(payer, [MEMBER_KIND.main])).get(MEMBER_KIND.main) ?? 0n;
      if (balance > 0n) {
        done = await pay(balance < owed ? balance : owed);
        if (done.written) return balance < owed ? "paid" : "paid in full";
      }
    }
    if (done.refusal && !short(done.refusal)) throw done.refusal;
    // Short (now, or its wallet moved meanwhile): tried again next run. Neither refused nor
    // written: another run paid it meanwhile.
    if (done.refusal) await this.repo.markShort(bill);
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

/** A bill's figures in the brand's money (the caller's side and the claim are added by the caller). */
function billOut(bill: ContractBill, contract: AgentContract, merchant: Merchant) {
  const money = (minor: bigint) => minorToDecimal(minor, merchant.currencyScale);
  return {
    contractId: contract.id,
    kind: contract.kind,
    periodStart: bill.periodStart.getTime(),
    periodEnd: bill.periodEnd.getTime(),
    turnover: money(bill.turnover),
    carried: money(bill.carried),
    activeMembers: bill.activeMembers,
    rate: ppmToRate(bill.ratePpm),
    amount: money(bill.amount),
    paid: money(bill.paid),
    status: bill.status,
  };
}
