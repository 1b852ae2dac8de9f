import { and, count, desc, eq, gte, lt, ne, sql, sum, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { betRecordsQuery, profitQuery } from "@portal/contract/api/bets";
import { pickText, type Language } from "@portal/contract/languages";
import { DEMO_CURRENCY, minorToDecimal } from "@portal/contract/money";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import type { Db } from "../../db/client";
import { betRecords, games } from "../../db/schema";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";

/** A bet's game, for its name and category (the catalogue row of that vendor and code). */
const gameOfBet = and(
  eq(games.merchantId, betRecords.merchantId),
  eq(games.vassalage, betRecords.vendor),
  eq(games.gameCode, betRecords.gameCode),
);

/** The caller's own rounds only (every query is filtered by the member) in its wallet's currency. */
function ownRounds(member: Member, merchant: Merchant, range: { from?: number | undefined; to?: number | undefined }) {
  const currency = member.memberType === TRIAL_MEMBER_TYPE ? DEMO_CURRENCY : merchant.currency;
  return {
    currency,
    conditions: [
      eq(betRecords.memberId, member.id),
      eq(betRecords.currency, currency),
      range.from !== undefined ? gte(betRecords.betAt, new Date(range.from)) : undefined,
      range.to !== undefined ? lt(betRecords.betAt, new Date(range.to)) : undefined,
    ] as (SQL | undefined)[],
  };
}

/** The betting record: the member's rounds, newest first, by date range and category, paged. */
export async function listBets(
  db: Db,
  member: Member,
  merchant: Merchant,
  language: Language,
  query: z.infer<typeof betRecordsQuery>,
) {
  const { conditions } = ownRounds(member, merchant, query);
  const where = and(...conditions, query.category ? eq(games.category, query.category) : undefined);
  // A rolled-back round's stake and payout are back to zero (vendor-api round()), so it adds nothing.
  const [matched = { total: 0, stake: null, payout: null }] = await db
    .select({ total: count(), stake: sum(betRecords.stake), payout: sum(betRecords.payout) })
    .from(betRecords)
    .leftJoin(games, gameOfBet)
    .where(where);
  const rows = await db
    .select({ bet: betRecords, name: games.name, category: games.category })
    .from(betRecords)
    .leftJoin(games, gameOfBet)
    .where(where)
    .orderBy(desc(betRecords.betAt), desc(betRecords.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const money = (minor: bigint) => minorToDecimal(minor, merchant.currencyScale);
  const stake = BigInt(matched.stake ?? 0);
  const payout = BigInt(matched.payout ?? 0);
  return {
    list: rows.map(({ bet, name, category }) => ({
      id: bet.id,
      vendor: bet.vendor,
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
    total: Number(matched.total),
    page: query.page,
    pageSize: query.pageSize,
    sums: { stake: money(stake), payout: money(payout), profit: money(payout - stake) },
  };
}

/** Personal profit and loss: stake, payout and profit per category and in total (rolled-back rounds excluded). */
export async function personalProfit(db: Db, member: Member, merchant: Merchant, query: z.infer<typeof profitQuery>) {
  const { currency, conditions } = ownRounds(member, merchant, query);
  const rows = await db
    .select({
      category: sql<string>`coalesce(${games.category}, '')`,
      rounds: count(),
      stake: sum(betRecords.stake),
      payout: sum(betRecords.payout),
    })
    .from(betRecords)
    .leftJoin(games, gameOfBet)
    .where(and(...conditions, ne(betRecords.status, "ROLLED_BACK")))
    .groupBy(sql`coalesce(${games.category}, '')`)
    .orderBy(sql`coalesce(${games.category}, '')`);
  const money = (minor: bigint) => minorToDecimal(minor, merchant.currencyScale);
  const view = (r: { rounds: number; stake: bigint; payout: bigint }) => ({
    rounds: r.rounds,
    stake: money(r.stake),
    payout: money(r.payout),
    profit: money(r.payout - r.stake),
  });
  const parsed = rows.map((r) => ({
    category: r.category,
    rounds: Number(r.rounds),
    stake: BigInt(r.stake ?? 0),
    payout: BigInt(r.payout ?? 0),
  }));
  const total = parsed.reduce(
    (t, r) => ({ rounds: t.rounds + r.rounds, stake: t.stake + r.stake, payout: t.payout + r.payout }),
    {
      rounds: 0,
      stake: 0n,
      payout: 0n,
    },
  );
  return { byCategory: parsed.map((r) => ({ category: r.category, ...view(r) })), total: view(total), currency };
}
