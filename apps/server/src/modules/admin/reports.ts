import { stringify } from "csv-stringify/sync";
import { brandDateOf } from "@portal/contract/api/admin-dashboard";
import type { AgentReport, MemberReport, ProfitLossReport } from "@portal/contract/api/admin-reports";
import { minorToDecimal } from "@portal/contract/money";
import type { DashboardBrand } from "./dashboard";
import type { ReportRepository } from "./report-repository";

type Period = { from: number; to: number };

/** Cells a spreadsheet would run as a formula (=, +, -, @, tab, return) are quoted as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A money amount as the reports write it. */
const DECIMAL = /^-?\d+(\.\d+)?$/;
/** A byte order mark: spreadsheet programs then read the file as UTF-8 (Chinese, Thai, Vietnamese names). */
const BOM = "\uFEFF";

/**
 * The back office's reports: the repository's period aggregates as decimal text in the brand's
 * currency, and the same rows as CSV. A text cell that a spreadsheet would evaluate is prefixed
 * with an apostrophe (CSV injection); numbers are written as they are.
 */
export class ReportService {
  constructor(private readonly repo: ReportRepository) {}

  async profitLoss(brand: DashboardBrand, period: Period): Promise<ProfitLossReport> {
    const rows = await this.repo.profitLoss(this.of(brand, period));
    const money = this.money(brand);
    return {
      ...this.header(brand, period),
      rows: rows.map((r) => ({
        day: r.day,
        vendor: r.vendor,
        category: r.category,
        players: r.players,
        rounds: r.rounds,
        stake: money(r.stake),
        payout: money(r.payout),
        ggr: money(r.stake - r.payout),
      })),
    };
  }

  async members(brand: DashboardBrand, period: Period, sort: "GGR" | "STAKE" | "DEPOSITS"): Promise<MemberReport> {
    const { rows, truncated } = await this.repo.members(this.of(brand, period), sort);
    const money = this.money(brand);
    return {
      ...this.header(brand, period),
      rows: rows.map((r) => ({
        memberId: r.memberId,
        account: r.account,
        rounds: r.rounds,
        stake: money(r.stake),
        payout: money(r.payout),
        ggr: money(r.stake - r.payout),
        deposits: money(r.deposits),
        withdrawals: money(r.withdrawals),
      })),
      truncated,
    };
  }

  async agents(brand: DashboardBrand, period: Period): Promise<AgentReport> {
    const { rows, truncated } = await this.repo.agents(this.of(brand, period));
    const money = this.money(brand);
    return {
      ...this.header(brand, period),
      rows: rows.map((r) => ({
        agentId: r.agentId,
        account: r.account,
        memberType: r.memberType,
        teamSize: r.teamSize,
        activePlayers: r.activePlayers,
        rounds: r.rounds,
        stake: money(r.stake),
        payout: money(r.payout),
        ggr: money(r.stake - r.payout),
        deposits: money(r.deposits),
        withdrawals: money(r.withdrawals),
      })),
      truncated,
    };
  }

  /** A report's rows as a CSV file: a header of the rows' field names, days as yyyy-MM-dd (brand days). */
  static csv(rows: readonly Record<string, string | number>[], columns: readonly string[]): string {
    const cells = rows.map((row) =>
      columns.map((column) => {
        const value = row[column];
        if (typeof value === "number") return column === "day" ? brandDateOf(value) : value;
        // Amounts are decimal text ("-250.00" a loss): written as numbers, never quoted as text.
        if (value === undefined) return "";
        return FORMULA_START.test(value) && !DECIMAL.test(value) ? `'${value}` : value;
      }),
    );
    return BOM + stringify([columns, ...cells], { record_delimiter: "\r\n" });
  }

  private of(brand: DashboardBrand, period: Period) {
    return { merchantId: brand.id, from: new Date(period.from), to: new Date(period.to) };
  }

  private header(brand: DashboardBrand, period: Period) {
    return { from: period.from, to: period.to, currency: brand.currency };
  }

  private money(brand: DashboardBrand) {
    return (minor: bigint) => minorToDecimal(minor, brand.currencyScale);
  }
}
