import { z } from "zod";
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
} as const;

/** Operators: the platform's contracts with top-level agents, and any agent's rebate rates. */
export const AGENT_ADMIN = {
  platformContract: "/admin/members/:memberId/contract",
  rebateRates: "/admin/members/:memberId/rebateRates",
} as const;

export const CONTRACT_KINDS = ["DAILY_SALARY", "HOURLY_SALARY"] as const;
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

/** At most this many tiers in a contract. */
export const CONTRACT_TIERS_MAX = 10;

/**
 * One tier: from this team valid turnover (money, brand decimals) and this many active members
 * in the period, this rate (percent) of the team's valid turnover.
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

export const billsQuery = z.object({ cursor: cursorInput });

export const billSchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  role: z.enum(["PAYEE", "PAYER"]),
  counterparty: z.string(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  turnover: z.string(),
  activeMembers: z.number().int(),
  /** The tier's rate (percent), "0" when no tier was reached. */
  rate: z.string(),
  amount: z.string(),
  paid: z.string(),
  status: z.enum(BILL_STATUSES),
});
export const billsSchema = z.object({ list: z.array(billSchema), ...cursorPageFields });
