import type {
  ProfitLossFigures,
  ProfitLossPage,
  ProfitLossQuery,
  TeamBetsPage,
  TeamBetsQuery,
  TeamTransactionsPage,
  TeamTransactionsQuery,
} from "@portal/contract/api/agent-reports";
import { BET_PERIOD_MAX_DAYS } from "@portal/contract/api/bets";
import { COUNT_CAP } from "@portal/contract/api/paging";
import { pickText, type Language } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import { AppError } from "../../http/app-error";
import type { BetRepository } from "../bets/repository";
import type { Merchant } from "../merchants/repository";
import type { DownlineScope } from "../members/downline";
import { accountKey, type Member } from "../members/repository";
import { periodStart } from "../protection/periods";
import { emptySums, type AgentReportRepository, type Period, type ProfitLossSums, type TeamScope } from "./repository";

const DAY_MS = 86_400_000;
/** The profit and loss list's page size (the downlines list's). */
const PROFIT_LOSS_PAGE_SIZE = 20;

const notInTeam = () => new AppError("NOT_IN_TEAM", "This member is not in your team");

/**
 * The agent centre's team reports (issue 14): team betting (TEAMBETTING3), user profit and
 * loss (AGETEAMPNL3) and transaction details (AGEDOWNTRANS3). Each covers the caller's team,
 * the caller excluded; an account or member id a request names is looked up inside that team
 * only, so anything else (another tree, the caller's own upline, the caller itself) answers
 * NOT_IN_TEAM, as if it did not exist.
 */
export class AgentReportService {
  constructor(
    private readonly repo: AgentReportRepository,
    private readonly bets: BetRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Team betting: the team's rounds in the brand's currency, newest first, with the period's totals. */
  async teamBets(agent: Member, merchant: Merchant, language: Language, query: TeamBetsQuery): Promise<TeamBetsPage> {
    const period = this.periodOf(query);
    const scope = await this.scopeOf(agent, query.account);
    const filter = {
      ...period,
      currency: merchant.currency,
      category: query.category,
      vendor: query.vendor,
      status: query.status,
    };
    // A cursor holds for the filter as asked (a missing `to` stays "until now", as the member's record).
    const cursorScope = {
      agentId: agent.id,
      account: query.account === undefined ? undefined : accountKey(query.account),
      from: query.from,
      to: query.to,
      category: query.category,
      vendor: query.vendor,
      status: query.status,
    };
    const page = await this.repo.pageTeamBets(scope, filter, query, cursorScope);
    const status = query.status;
    const totals =
      status === "OPEN" || status === "SETTLED" ? null : await this.repo.teamBetTotals(scope, { ...filter, status });
    // With totals the rounds are the count (the same rows); without, a capped count of the rows.
    const counted = totals
      ? { total: Math.min(totals.rounds, COUNT_CAP), totalCapped: totals.rounds > COUNT_CAP }
      : await this.repo.countTeamBets(scope, filter);
    const vendorNames = await this.bets.vendorNames(merchant.id, [...new Set(page.rows.map((row) => row.vendor))]);
    const money = this.money(merchant);
    return {
      list: page.rows.map((row) => ({
        id: row.id,
        memberId: row.memberId,
        account: row.account,
        vendor: row.vendor,
        vendorName: pickText(vendorNames.get(row.vendor) ?? {}, language) || row.vendor,
        gameCode: row.gameCode,
        gameName: row.gameName ? pickText(row.gameName, language) || row.gameCode : row.gameCode,
        category: row.category ?? "",
        roundId: row.roundId,
        stake: money(row.stake),
        payout: money(row.payout),
        winLoss: money(row.payout - row.stake),
        currency: row.currency,
        status: row.status,
        betAt: row.betAt,
        settledAt: row.settledAt,
      })),
      next: page.next,
      prev: page.prev,
      ...counted,
      pageSize: query.pageSize,
      ...period,
      currency: merchant.currency,
      totals: totals && {
        rounds: totals.rounds,
        stake: money(totals.stake),
        payout: money(totals.payout),
        winLoss: money(totals.payout - totals.stake),
      },
    };
  }

  /**
   * User profit and loss: for the caller or a member of its team (`parentId`), one row per
   * direct downline covering it and its whole team, a page by cursor, and the parent's whole
   * team added up; with the breadcrumb from the caller down to the parent.
   */
  async profitLoss(scope: DownlineScope, merchant: Merchant, query: ProfitLossQuery): Promise<ProfitLossPage> {
    const agent = scope.agent;
    const period = this.periodOf(query);
    const parentId = query.parentId ?? agent.id;
    const path = await scope.pathTo(parentId);
    const cursorScope = { agentId: agent.id, parentId, from: query.from, to: query.to };
    const page = await this.repo.pageDirectDownlines(
      parentId,
      { cursor: query.cursor, pageSize: PROFIT_LOSS_PAGE_SIZE },
      cursorScope,
    );
    const [figures, team] = await Promise.all([
      this.repo.downlineFigures(
        parentId,
        page.rows.map((row) => row.memberId),
        merchant.currency,
        period,
      ),
      this.repo.teamFigures(parentId, merchant.currency, period),
    ]);
    const view = this.figures(merchant);
    return {
      path,
      list: page.rows.map((row) => ({
        memberId: row.memberId,
        account: row.account,
        memberType: row.memberType,
        directCount: row.directCount,
        ...view(figures.get(row.memberId)),
      })),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: PROFIT_LOSS_PAGE_SIZE,
      team: view(team),
      ...period,
      currency: merchant.currency,
    };
  }

  /** Transaction details: the team's deposit and withdrawal orders, newest first. */
  async transactions(agent: Member, merchant: Merchant, query: TeamTransactionsQuery): Promise<TeamTransactionsPage> {
    const period = this.periodOf(query);
    const scope = await this.scopeOf(agent, query.account);
    const cursorScope = {
      agentId: agent.id,
      account: query.account === undefined ? undefined : accountKey(query.account),
      from: query.from,
      to: query.to,
      kind: query.kind,
    };
    const page = await this.repo.pageTeamTransactions(
      scope,
      { ...period, currency: merchant.currency, kind: query.kind },
      query,
      cursorScope,
    );
    const money = this.money(merchant);
    return {
      list: page.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        memberId: row.memberId,
        account: row.account,
        amount: money(row.amount),
        currency: row.currency,
        status: row.status,
        createdAt: row.createdAt,
      })),
      next: page.next,
      prev: page.prev,
      total: page.total,
      totalCapped: page.totalCapped,
      pageSize: query.pageSize,
      ...period,
      currency: merchant.currency,
    };
  }

  /** The whole team, or the one member of it named by `account`; NOT_IN_TEAM for any other account. */
  private async scopeOf(agent: Member, account: string | undefined): Promise<TeamScope> {
    if (account === undefined) return { agentId: agent.id };
    const memberId = await this.repo.teamMemberByAccount(agent.id, agent.merchantId, accountKey(account));
    if (memberId === undefined) throw notInTeam();
    return { agentId: agent.id, memberId };
  }

  /**
   * The period asked for: without `to` until now, without `from` from the start of the brand day
   * (GMT+8) of `to`'s last moment; at most BET_PERIOD_MAX_DAYS (the contract refuses a longer one
   * sent whole; one sent with `from` only is checked here).
   */
  private periodOf(range: { from?: number | undefined; to?: number | undefined }): Period {
    const to = range.to ?? this.clock().getTime();
    const from = range.from ?? periodStart("DAY", new Date(to - 1)).getTime();
    if (to - from > BET_PERIOD_MAX_DAYS * DAY_MS) {
      throw new AppError("VALIDATION_FAILED", "The period is too long", { from: "period" });
    }
    if (from > to) throw new AppError("VALIDATION_FAILED", "The period ends before it starts", { to: "period" });
    return { from, to };
  }

  private money(merchant: Merchant) {
    return (minor: bigint) => minorToDecimal(minor, merchant.currencyScale);
  }

  /** The figures as the report shows them: win/loss and net from the members' side. */
  private figures(merchant: Merchant) {
    const money = this.money(merchant);
    return (sums: ProfitLossSums | undefined): ProfitLossFigures => {
      const s = sums ?? emptySums();
      const validStake = s.stake - s.rolledBackStake;
      const winLoss = s.validPayout - validStake;
      return {
        rounds: s.rounds,
        stake: money(s.stake),
        validStake: money(validStake),
        payout: money(s.validPayout),
        winLoss: money(winLoss),
        rebates: money(s.rebates),
        deposits: money(s.deposits),
        withdrawals: money(s.withdrawals),
        net: money(winLoss + s.rebates),
      };
    };
  }
}
