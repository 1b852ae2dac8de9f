import { z } from "zod";
import { brandDaysFields, withinBrandDays } from "./admin-dashboard";

/**
 * The back office's reports (issue 17), each over a period of brand days (at most 92, as the
 * dashboard): profit and loss per day, vendor and category; members by GGR, stake or deposits;
 * agents with their teams' figures. Each has a `.csv` twin answering the same rows as a CSV file
 * (UTF-8 with a byte order mark, so spreadsheet programs read Chinese, Thai and Vietnamese right;
 * columns named as the JSON fields).
 */
export const REPORTS_ADMIN = {
  profitLoss: "/admin/reports/profitLoss",
  profitLossCsv: "/admin/reports/profitLoss.csv",
  members: "/admin/reports/members",
  membersCsv: "/admin/reports/members.csv",
  agents: "/admin/reports/agents",
  agentsCsv: "/admin/reports/agents.csv",
} as const;

/** The most rows a member or agent report lists (the largest first). */
export const REPORT_ROWS_MAX = 1_000;

export const profitLossQuery = z.object(brandDaysFields).superRefine(withinBrandDays);
export const MEMBER_REPORT_SORTS = ["GGR", "STAKE", "DEPOSITS"] as const;
export const memberReportQuery = z
  .object({ ...brandDaysFields, sort: z.enum(MEMBER_REPORT_SORTS).default("GGR") })
  .superRefine(withinBrandDays);
export const agentReportQuery = z.object(brandDaysFields).superRefine(withinBrandDays);

const betFigures = {
  rounds: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  ggr: z.string(),
};
const period = { from: z.number().int(), to: z.number().int(), currency: z.string() };

export const profitLossReportSchema = z.object({
  ...period,
  rows: z.array(
    z.object({
      /** The brand day's start, epoch ms. */
      day: z.number().int(),
      vendor: z.string(),
      /** "" for a game no longer in the catalogue. */
      category: z.string(),
      players: z.number().int(),
      ...betFigures,
    }),
  ),
});
export type ProfitLossReport = z.infer<typeof profitLossReportSchema>;

export const memberReportSchema = z.object({
  ...period,
  rows: z.array(
    z.object({
      memberId: z.number().int(),
      account: z.string(),
      ...betFigures,
      deposits: z.string(),
      withdrawals: z.string(),
    }),
  ),
  /** More members had figures than REPORT_ROWS_MAX: the list is the largest ones. */
  truncated: z.boolean(),
});
export type MemberReport = z.infer<typeof memberReportSchema>;

export const agentReportSchema = z.object({
  ...period,
  rows: z.array(
    z.object({
      agentId: z.number().int(),
      account: z.string(),
      memberType: z.number().int(),
      /** Everyone below the agent at any depth. */
      teamSize: z.number().int(),
      /** Team members with a round in the period. */
      activePlayers: z.number().int(),
      ...betFigures,
      deposits: z.string(),
      withdrawals: z.string(),
    }),
  ),
  truncated: z.boolean(),
});
export type AgentReport = z.infer<typeof agentReportSchema>;
