import type { z } from "zod";
import { AppError } from "../../http/app-error";
import { BET_PERIOD_MAX_DAYS, betPeriodOf, type betRecordsQuery, type profitQuery } from "@portal/contract/api/bets";
import { pickText, type Language } from "@portal/contract/languages";
import { DEMO_CURRENCY, minorToDecimal } from "@portal/contract/money";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import type { BetRepository } from "./repository";

/**
 * The caller's own rounds in its wallet's currency (demo credit for a trial member), in the
 * period asked for, at most BET_PERIOD_MAX_DAYS (the last ones when no period is given).
 */
function ownRounds(member: Member, merchant: Merchant, range: { from?: number | undefined; to?: number | undefined }) {
  const currency = member.memberType === TRIAL_MEMBER_TYPE ? DEMO_CURRENCY : merchant.currency;
  const period = betPeriodOf(range, Date.now());
  // The contract refuses a long period sent whole; one sent with `from` only ends now: checked here.
  if (period.to - period.from > BET_PERIOD_MAX_DAYS * 86_400_000) {
    throw new AppError("VALIDATION_FAILED", "The period is too long", { from: "period" });
  }
  return { memberId: member.id, currency, ...period };
}

/** The betting record: the member's rounds, newest first, by date range and category, by cursor. */
export async function listBets(
  bets: BetRepository,
  member: Member,
  merchant: Merchant,
  language: Language,
  query: z.infer<typeof betRecordsQuery>,
) {
  // A rolled-back round's stake and payout are back to zero (vendor-api round()), so it adds nothing.
  const rounds = { ...ownRounds(member, merchant, query), category: query.category };
  // A cursor holds for the filter as asked: without `to`, "until now" stays the same filter.
  const scope = {
    memberId: member.id,
    currency: rounds.currency,
    from: query.from,
    to: query.to,
    category: query.category,
  };
  const page = await bets.pageRounds(rounds, query, scope);
  // Vendors by the names the lobby shows them with, in the caller's language (the code when unlisted).
  const vendorNames = await bets.vendorNames(merchant.id, [...new Set(page.rows.map((row) => row.bet.vendor))]);
  const money = (minor: bigint) => minorToDecimal(minor, merchant.currencyScale);
  const { stake, payout } = page.sums;
  return {
    list: page.rows.map(({ bet, name, category }) => ({
      id: bet.id,
      vendor: bet.vendor,
      vendorName: pickText(vendorNames.get(bet.vendor) ?? {}, language) || bet.vendor,
      gameCode: bet.gameCode,
      gameName: name ? pickText(name, language) || bet.gameCode : bet.gameCode,
      category: category ?? "",
      roundId: bet.roundId,
      stake: money(bet.stake),
      payout: money(bet.payout),
      profit: money(bet.payout - bet.stake),
      currency: bet.currency,
      status: bet.status,
      betAt: bet.betAt.getTime(),
      settledAt: bet.settledAt?.getTime() ?? null,
    })),
    next: page.next,
    prev: page.prev,
    total: page.total,
    totalCapped: page.totalCapped,
    pageSize: query.pageSize,
    sums: { stake: money(stake), payout: money(payout), profit: money(payout - stake) },
  };
}

/** Personal profit and loss: stake, payout and profit per category and in total (rolled-back rounds excluded). */
export async function personalProfit(
  bets: BetRepository,
  member: Member,
  merchant: Merchant,
  query: z.infer<typeof profitQuery>,
) {
  const rounds = ownRounds(member, merchant, query);
  const { currency } = rounds;
  const rows = await bets.profitByCategory(rounds);
  const money = (minor: bigint) => minorToDecimal(minor, merchant.currencyScale);
  const view = (r: { rounds: number; stake: bigint; payout: bigint }) => ({
    rounds: r.rounds,
    stake: money(r.stake),
    payout: money(r.payout),
    profit: money(r.payout - r.stake),
  });
  const total = rows.reduce(
    (t, r) => ({ rounds: t.rounds + r.rounds, stake: t.stake + r.stake, payout: t.payout + r.payout }),
    {
      rounds: 0,
      stake: 0n,
      payout: 0n,
    },
  );
  return { byCategory: rows.map((r) => ({ category: r.category, ...view(r) })), total: view(total), currency };
}
