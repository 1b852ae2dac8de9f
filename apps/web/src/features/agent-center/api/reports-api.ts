import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
  AGENT_REPORTS_API,
  type ProfitLossPage,
  type TeamBetsPage,
  type TeamTransactionsPage,
  type TeamTransactionKind,
} from "@portal/contract/api/agent-reports";
import type { BET_STATUSES } from "@portal/contract/api/bets";
import type { GameCategory } from "@portal/contract/games";
import { apiGet } from "../../../shared/api/client";
import { teamKey } from "./agent-api";

export type {
  ProfitLossFigures,
  ProfitLossPage,
  TeamBetsPage,
  TeamTransactionsPage,
} from "@portal/contract/api/agent-reports";
export type TeamBet = TeamBetsPage["list"][number];
export type ProfitLossRow = ProfitLossPage["list"][number];
export type TeamTransaction = TeamTransactionsPage["list"][number];

export type BetStatus = (typeof BET_STATUSES)[number];

/** A report's period: GMT+8 days as instants, `from` inclusive, `to` exclusive. */
export interface ReportPeriod {
  from: number;
  to: number;
}

/** What team betting lists; a field left out matches every round. */
export interface TeamBetFilter extends ReportPeriod {
  account?: string;
  category?: GameCategory;
  vendor?: string;
  status?: BetStatus;
}

/** What transaction details lists. */
export interface TeamTransactionFilter extends ReportPeriod {
  account?: string;
  kind?: TeamTransactionKind;
}

/** The reports read the team: a write below the caller (teamKey) reads them again too. */
const reportKey = (token: string | null, report: string, ...rest: unknown[]) => [...teamKey(token), report, ...rest];

/** Team betting (TEAMBETTING3): one page of the team's rounds, the period's totals with it. */
export function teamBetsPageQuery(token: string | null, filter: TeamBetFilter, cursor: string | undefined) {
  const params = { ...filter, cursor };
  return queryOptions({
    queryKey: reportKey(token, "bets", params),
    queryFn: ({ signal }) => apiGet<TeamBetsPage>(AGENT_REPORTS_API.teamBets, params, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** User profit and loss (AGETEAMPNL3): a page of a parent's direct downlines, the parent's team in total. */
export function profitLossPageQuery(
  token: string | null,
  period: ReportPeriod,
  parentId: number | undefined,
  cursor: string | undefined,
) {
  const params = { ...period, parentId, cursor };
  return queryOptions({
    queryKey: reportKey(token, "profitLoss", params),
    queryFn: ({ signal }) => apiGet<ProfitLossPage>(AGENT_REPORTS_API.profitLoss, params, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Transaction details (AGEDOWNTRANS3): a page of the team's deposits and withdrawals. */
export function teamTransactionsPageQuery(
  token: string | null,
  filter: TeamTransactionFilter,
  cursor: string | undefined,
) {
  const params = { ...filter, cursor };
  return queryOptions({
    queryKey: reportKey(token, "transactions", params),
    queryFn: ({ signal }) => apiGet<TeamTransactionsPage>(AGENT_REPORTS_API.transactions, params, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
