import { z } from "zod";
import { epochMs } from "../input-schemas";
import { amountInput, serialId, serialIdParam } from "./money";
import { cursorInput, cursorPageFields } from "./paging";
import { rateInput } from "./agents";

/**
 * Contracts between an upline and a direct downline (issue 14, decision 0033): the upline offers
 * tiers of terms, the downline accepts or refuses, either side terminates with effect at the end
 * of the current period. Each period of a valid contract is settled once into a bill.
 */
export const CONTRACT_API = {
  /** The caller's contracts: those it holds (as payee) and those it offered (as payer). */
  contracts: "/wps/agent/contracts",
  /** An upline offers a contract to a direct downline. */
  offer: "/wps/agent/contracts/offer",
  accept: "/wps/agent/contracts/:id/accept",
  refuse: "/wps/agent/contracts/:id/refuse",
  terminate: "/wps/agent/contracts/:id/terminate",
  /** The bills of the caller's contracts (as payee or payer), newest period first. */
  bills: "/wps/agent/contracts/bills",
  /** The payee claims a bill awaiting its claim (paid at once as far as the payer can). */
  claim: "/wps/agent/contracts/:id/bills/:periodStart/claim",
  /**
   * Which contract pages an agent has, per kind (the spec's consolidated response):
   * CONSOLIDATED_FLAG values, see consolidatedSchema.
   */
  consolidated: "/wps/member/info/funds/consolidated",
} as const;

/** Operators: the platform's contracts with top-level agents, and any agent's rebate rates. */
export const AGENT_ADMIN = {
  /** GET (read): the platform's contracts with the member (platformContractsSchema); PUT (configureBrand) sets one. */
  platformContract: "/admin/members/:memberId/contract",
  /** GET (read): the member's rates per category (rebateRatesSchema); PUT (configureBrand) sets them. */
  rebateRates: "/admin/members/:memberId/rebateRates",
  /** Bills waiting for review (above contractReviewAboveMinor), oldest first. */
  pendingBills: "/admin/contracts/bills/pending",
  /** An operator releases a bill under review (it is paid, or awaits the payee's claim) or refuses it. */
  releaseBill: "/admin/contracts/:id/bills/:periodStart/release",
  refuseBill: "/admin/contracts/:id/bills/:periodStart/refuse",
} as const;

/**
 * The four kinds (agent notes, "Contract kinds"): a dividend is a share of the team's net loss
 * per half-month or month; the salaries a rate of the team's valid turnover per day, per hour,
 * or in real time (the day so far, settled every 5 minutes: REALTIME_SALARY_PERIOD_MS).
 */
export const CONTRACT_KINDS = ["DIVIDEND", "DAILY_SALARY", "HOURLY_SALARY", "REALTIME_SALARY"] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_STATUSES = ["AWAITING_CONSENT", "VALID", "REFUSED", "EXPIRED", "INVALID"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const BILL_STATUSES = [
  /** Worked out and owed, not paid yet (the run that worked it out pays it next). */
  "DUE",
  "ISSUED",
  "PARTLY_ISSUED",
  "INSUFFICIENT_BALANCE",
  "TARGET_NOT_REACHED",
  "REFUSED",
  "PENDING_REVIEW",
  "AWAITING_CLAIM",
  "EXPIRED",
] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** The real-time salary's period (the spec's constant: settled every 5 minutes). */
export const REALTIME_SALARY_PERIOD_MS = 5 * 60_000;

/** At most this many tiers in a contract. */
export const CONTRACT_TIERS_MAX = 10;

/**
 * One tier: from this team figure (money, brand decimals) and this many active members in the
 * period, this rate (percent) of the figure. The figure is the team's valid turnover for the
 * salaries, its net loss (less the costs the brand subtracts) for a dividend.
 */
export const tierInput = z.object({
  minTurnover: amountInput,
  minActive: z.number().int().min(0).max(1_000_000),
  rate: rateInput,
});
export type TierInput = z.infer<typeof tierInput>;

export const offerContractRequest = z.object({
  memberId: serialId,
  kind: z.enum(CONTRACT_KINDS),
  tiers: z.array(tierInput).min(1).max(CONTRACT_TIERS_MAX),
});
export type OfferContractRequest = z.infer<typeof offerContractRequest>;

export const platformContractRequest = z.object({
  kind: z.enum(CONTRACT_KINDS),
  tiers: z.array(tierInput).min(1).max(CONTRACT_TIERS_MAX),
});

export const contractIdParam = z.object({ id: serialIdParam });

/** A bill: its contract and its period's start (epoch ms). */
export const billParams = z.object({ id: serialIdParam, periodStart: epochMs });

export const tierSchema = z.object({ minTurnover: z.string(), minActive: z.number().int(), rate: z.string() });

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  /** The caller's side of it. */
  role: z.enum(["PAYEE", "PAYER"]),
  /** The other side's account; the platform for a top-level agent's contract. */
  counterparty: z.string(),
  counterpartyId: z.number().int().nullable(),
  tiers: z.array(tierSchema),
  offeredAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  /** When a terminated contract stops: the end of the period it was terminated in. */
  endsAt: z.number().int().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractsSchema = z.object({ list: z.array(contractSchema) });

/**
 * The platform's contracts with a member, as an operator sees them (newest first, every status):
 * `topLevelAgent` says whether the platform may hold one with it (an agent with no upline).
 */
export const platformContractsSchema = z.object({ topLevelAgent: z.boolean(), list: z.array(contractSchema) });
export type PlatformContracts = z.infer<typeof platformContractsSchema>;

/** The caller's bills, newest period first; of one kind when `kind` is given (a contract page). */
export const billsQuery = z.object({ cursor: cursorInput, kind: z.enum(CONTRACT_KINDS).optional() });

export const billSchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  role: z.enum(["PAYEE", "PAYER"]),
  counterparty: z.string(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  /** The team figure the tiers were read at: valid turnover (for the real-time salary, the day's so far), or net loss. */
  turnover: z.string(),
  /** A dividend's loss carried in from earlier periods the team won (0 or negative). */
  carried: z.string(),
  activeMembers: z.number().int(),
  /** The tier's rate (percent), "0" when no tier was reached. */
  rate: z.string(),
  amount: z.string(),
  paid: z.string(),
  status: z.enum(BILL_STATUSES),
  /** Until when an AWAITING_CLAIM bill may be claimed (epoch ms); null when it needs no claim. */
  claimBy: z.number().int().nullable(),
});
export type Bill = z.infer<typeof billSchema>;
export const billsSchema = z.object({ list: z.array(billSchema), ...cursorPageFields });

/** A bill under review as an operator sees it. */
export const pendingBillSchema = billSchema
  .omit({ role: true, counterparty: true, claimBy: true })
  .extend({ payee: z.string(), payer: z.string() });
export const pendingBillsSchema = z.object({ list: z.array(pendingBillSchema) });

/**
 * The consolidated flags, one per kind (`dailysalreqtype` daily salary, `divtypereq` dividend,
 * `contracthoursalreq` hourly salary, `realtimesalreqtype` real-time salary). The spec names them
 * without values; ours: NONE (no contract of the kind ever: its page is not offered), VALID (holds
 * one), AWAITING (an offer awaits the member's consent), PAST (only ended or refused ones, and
 * their bills to look back on).
 */
export const CONSOLIDATED_FLAG = { NONE: 0, VALID: 1, AWAITING: 2, PAST: 3 } as const;
export type ConsolidatedFlag = (typeof CONSOLIDATED_FLAG)[keyof typeof CONSOLIDATED_FLAG];
const flag = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const consolidatedSchema = z.object({
  dailysalreqtype: flag,
  divtypereq: flag,
  contracthoursalreq: flag,
  realtimesalreqtype: flag,
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** The consolidated flag of each kind. */
export const CONSOLIDATED_FIELD: Record<ContractKind, keyof Consolidated> = {
  DIVIDEND: "divtypereq",
  DAILY_SALARY: "dailysalreqtype",
  HOURLY_SALARY: "contracthoursalreq",
  REALTIME_SALARY: "realtimesalreqtype",
};
