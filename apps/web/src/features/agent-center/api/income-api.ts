import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { AGENT_API, type IncomeItem, type incomeSchema } from "@portal/contract/api/agents";
import { CONTRACT_API, type billSchema, type billsSchema, type ContractKind } from "@portal/contract/api/contracts";
import type { z } from "zod";
import { apiGet } from "../../../shared/api/client";
import { key } from "./agent-api";

export type { IncomeItem };
export type IncomePage = z.infer<typeof incomeSchema>;
export type Bill = z.infer<typeof billSchema>;
export type BillsPage = z.infer<typeof billsSchema>;

/** The first part of the contracts' and bills' keys: a decision on a contract reads them again. */
export const contractsKey = (token: string | null) => key("agentContracts", token);

/** My income (AGEREV3): a page of the caller's rebates by period, newest first. */
export function incomePageQuery(token: string | null, cursor: string | undefined) {
  return queryOptions({
    queryKey: key("agentIncome", token, cursor),
    queryFn: ({ signal }) => apiGet<IncomePage>(AGENT_API.income, { cursor }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of the bills of the caller's contracts (as payee and as payer), newest period first: of
 * every kind (My income), or of one (`kind`: a contract page).
 */
export function billsPageQuery(token: string | null, cursor: string | undefined, kind?: ContractKind) {
  return queryOptions({
    queryKey: [...contractsKey(token), "bills", kind ?? "ALL", cursor],
    queryFn: ({ signal }) => apiGet<BillsPage>(CONTRACT_API.bills, { cursor, kind }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
