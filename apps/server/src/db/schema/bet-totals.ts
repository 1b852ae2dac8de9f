/** Per-member totals of the bet records by hour: what the betting record's sums and the profit page read. */
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { memberRef, merchantRef, minorUnits, tstz } from "./columns";

/**
 * The rounds of one member in one currency and game whose bet started in one hour (`hour`: the
 * hour's start, UTC-aligned, so whole-hour time zones' days are whole buckets). Written in the
 * same statement as the bet record it adds up (modules/bets/totals-repository.ts), so the
 * totals are always the sums of the rows: `rounds`, `stake` and `payout` count every round,
 * `rolled_back_*` the part of them whose round is ROLLED_BACK now (the profit page leaves those
 * out). The game (vendor, game code) stays in the key so a read joins `games` for its category:
 * an operator may re-categorise a game. Decision 0024.
 */
export const betTotalsHourly = pgTable(
  "bet_totals_hourly",
  {
    memberId: memberRef(),
    currency: text("currency").notNull(),
    hour: tstz("hour").notNull(),
    merchantId: merchantRef(),
    vendor: text("vendor").notNull(),
    gameCode: text("game_code").notNull(),
    rounds: integer("rounds").notNull(),
    stake: minorUnits("stake").notNull(),
    payout: minorUnits("payout").notNull(),
    rolledBackRounds: integer("rolled_back_rounds").notNull(),
    rolledBackStake: minorUnits("rolled_back_stake").notNull(),
    rolledBackPayout: minorUnits("rolled_back_payout").notNull(),
  },
  // A member's hours in one currency are one range of the key.
  (t) => [
    primaryKey({
      name: "bet_totals_hourly_pk",
      columns: [t.memberId, t.currency, t.hour, t.merchantId, t.vendor, t.gameCode],
    }),
    // A brand's hours (the rebate and salary settlements read a period of them).
    index("bet_totals_hourly_brand_hour").on(t.merchantId, t.hour),
  ],
);
