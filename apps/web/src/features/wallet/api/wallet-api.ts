import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { API, pathWith } from "@portal/contract/api/paths";
import type { transactionHistorySchema } from "@portal/contract/api/accounts";
import type { betRecordsSchema, profitSchema } from "@portal/contract/api/bets";
import type {
  bankAccountListSchema,
  depositListSchema,
  depositSchema,
  paymentChannelsSchema,
  transferUplineInfoSchema,
  transferUplineResultSchema,
  walletTransferResultSchema,
  withdrawalListSchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from "@portal/contract/api/money";
import type { GameCategory } from "@portal/contract/games";
import type { LedgerReason } from "@portal/contract/money";
import { apiGet, apiSend, apiUpload, type QueryParams } from "../../../shared/api/client";
import { postSealed } from "../../../shared/api/sealed";
import { MEMBER_QUERY_KEY } from "../../../shared/api/member";

/** The answer a contract schema describes (its parse result), without loading the schema. */
type Answer<S extends { parse: (data: unknown) => unknown }> = ReturnType<S["parse"]>;

export type PaymentChannel = Answer<typeof paymentChannelsSchema>["list"][number];
export type Deposit = Answer<typeof depositSchema>;
export type DepositList = Answer<typeof depositListSchema>;
export type BankAccount = Answer<typeof bankAccountListSchema>["list"][number];
export type WithdrawalSettings = Answer<typeof withdrawalSettingsSchema>;
export type Withdrawal = Answer<typeof withdrawalSchema>;
export type WithdrawalList = Answer<typeof withdrawalListSchema>;
export type WalletTransferResult = Answer<typeof walletTransferResultSchema>;
export type UplineInfo = Answer<typeof transferUplineInfoSchema>;
export type UplineResult = Answer<typeof transferUplineResultSchema>;
export type LedgerPage = Answer<typeof transactionHistorySchema>;
export type LedgerEntry = LedgerPage["list"][number];

/** Rows per page of the deposit and withdrawal lists, and of the account record. */
export const ORDERS_PAGE_SIZE = 10;
export const LEDGER_PAGE_SIZE = 20;

/** Member query keys: [member, what, token, ...] (shared/api/member.ts). */
const key = (what: string, token: string | null, ...rest: unknown[]) => [...MEMBER_QUERY_KEY, what, token, ...rest];

// --- Vendor wallets --------------------------------------------------------------------------

export function transferBetweenWallets(from: string, to: string, amount: string, requestId: string) {
  return apiSend<WalletTransferResult>("POST", API.walletTransfer, { from, to, amount, requestId });
}

// --- Deposits ---------------------------------------------------------------------------------

export function paymentChannelsQuery(token: string | null) {
  return queryOptions({
    queryKey: key("paymentChannels", token),
    queryFn: ({ signal }) => apiGet<{ list: PaymentChannel[] }>(API.paymentChannels, undefined, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** The member's deposits, newest first: the first page without a cursor, then the answers' `next` or `prev`. */
export function depositsQuery(token: string | null, cursor: string | undefined) {
  return queryOptions({
    queryKey: key("deposits", token, cursor),
    queryFn: ({ signal }) => apiGet<DepositList>(API.deposits, { cursor, pageSize: ORDERS_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function createDeposit(channelId: number, amount: string, requestId: string) {
  return apiSend<Deposit>("POST", API.deposits, { channelId, amount, requestId });
}

export function uploadDepositReceipt(orderNo: string, file: File) {
  return apiUpload<Deposit>(pathWith(API.depositReceipt, { orderNo }), file);
}

// --- Withdrawals ------------------------------------------------------------------------------

export function withdrawalSettingsQuery(token: string | null) {
  return queryOptions({
    queryKey: key("withdrawalSettings", token),
    queryFn: ({ signal }) => apiGet<WithdrawalSettings>(API.withdrawalSettings, undefined, signal),
    enabled: token !== null,
  });
}

export function bankAccountsQuery(token: string | null) {
  return queryOptions({
    queryKey: key("bankAccounts", token),
    queryFn: ({ signal }) => apiGet<{ list: BankAccount[] }>(API.bankAccounts, undefined, signal),
    enabled: token !== null,
  });
}

/** The member's withdrawals, newest first, by cursor like the deposits. */
export function withdrawalsQuery(token: string | null, cursor: string | undefined) {
  return queryOptions({
    queryKey: key("withdrawals", token, cursor),
    queryFn: ({ signal }) => apiGet<WithdrawalList>(API.withdrawals, { cursor, pageSize: ORDERS_PAGE_SIZE }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export interface BankAccountInput {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  paymentPassword: string;
}

/** Binds a bank account (encrypted body: it carries the payment password). */
export function bindBankAccount(input: BankAccountInput) {
  return postSealed<BankAccount>("POST", API.bankAccounts, input);
}

export interface WithdrawalInput {
  bankAccountId: number;
  amount: string;
  paymentPassword: string;
  requestId: string;
}

/** Requests a withdrawal (encrypted body: it carries the payment password). */
export function requestWithdrawal(input: WithdrawalInput) {
  return postSealed<Withdrawal>("POST", API.withdrawals, input);
}

export function confirmWithdrawalReceived(id: string) {
  return apiSend<Withdrawal>("POST", pathWith(API.withdrawalReceived, { id }), {});
}

export function reportWithdrawalNotReceived(id: string, proof: File) {
  return apiUpload<Withdrawal>(pathWith(API.withdrawalNotReceived, { id }), proof);
}

// --- Transfer to upline -----------------------------------------------------------------------

export function uplineQuery(token: string | null) {
  return queryOptions({
    queryKey: key("transferUpline", token),
    queryFn: ({ signal }) => apiGet<UplineInfo>(API.transferUpline, undefined, signal),
    enabled: token !== null,
  });
}

/** Transfers to the upline (encrypted body: it carries the payment password). */
export function transferToUpline(amount: string, paymentPassword: string, requestId: string) {
  return postSealed<UplineResult>("POST", API.transferUpline, { amount, paymentPassword, requestId });
}

// --- Account record and bonus details --------------------------------------------------------

export interface LedgerFilter {
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
  type: LedgerReason | "";
}

/**
 * A member's records of a period: `params` (the days, the page's filter, the cursor) are the
 * query and part of the key; the page on screen stays while the next one loads.
 */
function periodQuery<T>(what: string, path: string, token: string | null, params: QueryParams) {
  return queryOptions({
    queryKey: key(what, token, params),
    queryFn: ({ signal }) => apiGet<T>(path, params, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The account record (`transactions`) or bonus details (`bonusDetails`), filtered, a page by cursor. */
export function ledgerQuery(
  kind: "transactions" | "bonusDetails",
  token: string | null,
  filter: LedgerFilter,
  cursor: string | undefined,
) {
  return periodQuery<LedgerPage>(kind, kind === "transactions" ? API.transactionHistory : API.bonusDetails, token, {
    from: filter.from,
    to: filter.to,
    type: filter.type === "" ? undefined : filter.type,
    cursor,
    pageSize: LEDGER_PAGE_SIZE,
  });
}

// --- Betting record and personal profit ------------------------------------------------------

export type BetRecordsPage = Answer<typeof betRecordsSchema>;
export type BetRecord = BetRecordsPage["list"][number];
export type PersonalProfit = Answer<typeof profitSchema>;
export type ProfitTotals = PersonalProfit["total"];

/** Rows per page of the betting record. */
export const BET_RECORDS_PAGE_SIZE = 20;

export interface BetFilter {
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
  category: GameCategory | "";
}

/** The betting record (personalHistoryCopy): the member's rounds, newest first, filtered, a page by cursor. */
export function betRecordsQuery(token: string | null, filter: BetFilter, cursor: string | undefined) {
  return periodQuery<BetRecordsPage>("betRecords", API.betRecords, token, {
    from: filter.from,
    to: filter.to,
    category: filter.category === "" ? undefined : filter.category,
    cursor,
    pageSize: BET_RECORDS_PAGE_SIZE,
  });
}

/** Personal profit and loss (personalProfit) of a period: per category and in total. */
export function personalProfitQuery(token: string | null, range: { from: number; to: number }) {
  return periodQuery<PersonalProfit>("personalProfit", API.personalProfit, token, range);
}
