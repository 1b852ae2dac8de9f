/**
 * Grading one lottery draw at size (issue 15, decision 0035): a throw-away PostgreSQL database
 * migrated by the app, one SSC game drawn once by the house's sweep, then 1,000,000 one-line
 * tickets from 100,000 players loaded with SQL (positions, sums, last two and last three exact).
 * It prints the house's grading of the draw (wins written, every winning line and ticket
 * graded, each player's total recorded) against a baseline in the same run: the same grading as
 * one plain SQL statement (the lines joined to the wins, summed per player, read only), and the
 * grading run again (nothing changes). Paying the totals is not built yet, so this is the
 * settlement's grading step only; the goal for the whole settlement is 10 s.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:lottery-settle
 * BENCH_SCALE=0.1 shrinks the tickets and players.
 */
import pg from "pg";
import { playOf } from "@portal/contract/lottery/engine";
import { SSC } from "@portal/contract/lottery/families/ssc";
import { throwawayDatabase } from "./throwaway-database";
import { openDatabase } from "../apps/server/src/db/client";
import { addGame, drawPayouts, gameByCode } from "../apps/server/src/vendors/house/lottery/repository";
import { HouseLottery } from "../apps/server/src/vendors/house/lottery/service";

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("set DATABASE_URL to a PostgreSQL server (the tickets are loaded with SQL)");
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const TICKETS = Math.round(1_000_000 * SCALE);
const PLAYERS = Math.round(100_000 * SCALE);
const BRAND = 1;

/** The plays sold, each with how a ticket number n picks its key (SQL over g) and its odds. */
const PLAYS = [
  { code: "SSC_POSITION", key: "(g % 5)::text || ':' || ((g / 5) % 10)::text" },
  { code: "SSC_SUM_BSOE", key: "(array['BIG','SMALL','ODD','EVEN'])[1 + g % 4]" },
  { code: "SSC_BACK2_DIRECT", key: "lpad((g % 100)::text, 2, '0')" },
  { code: "SSC_BACK3_DIRECT", key: "lpad((g % 1000)::text, 3, '0')" },
];

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const { url, drop } = await throwawayDatabase(admin, adminUrl, "portal_bench_lottery");
const loader = new pg.Client({ connectionString: url.toString() });
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
try {
  database = await openDatabase({ databaseUrl: url.toString() });
  await loader.connect();
  await addGame(database.db, { merchantId: BRAND, code: "SSC_1M", family: "SSC", intervalSec: 60, closeBeforeSec: 10 });
  const house = new HouseLottery(database.db);
  const t0 = Date.UTC(2026, 10, 28, 4, 0, 30);
  await house.sweep(BRAND, new Date(t0));
  await house.sweep(BRAND, new Date(t0 + 60_000));
  const game = (await gameByCode(database.db, BRAND, "SSC_1M"))!;
  const [{ id: drawId, result }] = (
    await loader.query("SELECT id, result FROM lottery_draws WHERE game_id = $1 AND status = 'DRAWN' LIMIT 1", [
      game.id,
    ])
  ).rows;

  let started = performance.now();
  const perPlay = Math.ceil(TICKETS / PLAYS.length);
  for (const [i, { code, key }] of PLAYS.entries()) {
    const odds = playOf(SSC, code)!.defaultOdds("");
    await loader.query(
      `INSERT INTO lottery_tickets (draw_id, merchant_id, player_id, play, picks, unit_stake, line_count, cost, status, token, currency)
       SELECT $1, $2, 'm' || ((g::bigint * 7919) % $3), $4, jsonb_build_array(jsonb_build_array(${key})), 100 + g % 5, 1, 100 + g % 5,
         'OPEN', 'token-m' || ((g::bigint * 7919) % $3), 'CNY'
       FROM generate_series(${i * perPlay}, ${(i + 1) * perPlay - 1}) g`,
      [drawId, BRAND, PLAYERS, code],
    );
    await loader.query(
      `INSERT INTO lottery_lines (ticket_id, draw_id, play, key, unit_stake, odds)
       SELECT id, draw_id, play, picks->0->>0, unit_stake, $2::int[] FROM lottery_tickets WHERE draw_id = $1 AND play = $3`,
      [drawId, odds, code],
    );
  }
  await loader.query("ANALYZE lottery_tickets; ANALYZE lottery_lines");
  const loaded = performance.now() - started;
  const [{ tickets, players }] = (
    await loader.query(
      "SELECT count(*)::int AS tickets, count(DISTINCT player_id)::int AS players FROM lottery_tickets",
    )
  ).rows;
  console.log(
    `loaded ${tickets.toLocaleString("en")} tickets (one line each) of ${players.toLocaleString("en")} players in ${seconds(loaded)}; result ${JSON.stringify(result)}`,
  );

  // The draw's wins, as grading writes them, so the baseline reads the same tables.
  const wins = SSC.plays.flatMap((play) => play.wins(result).map((win) => ({ play: play.code, ...win })));
  await loader.query(
    `INSERT INTO lottery_wins (draw_id, play, key, tier, hits)
     SELECT $1, w.play, w.key, w.tier, w.hits FROM jsonb_to_recordset($2::jsonb) AS w(play text, key text, tier int, hits int)`,
    [drawId, JSON.stringify(wins)],
  );

  started = performance.now();
  const baseline = (
    await loader.query(
      `SELECT t.player_id, sum(g.payout)::bigint AS amount FROM (
         SELECT l.ticket_id, floor(sum(l.unit_stake::numeric * l.odds[w.tier + 1] * w.hits) / 10000) AS payout
         FROM lottery_lines l JOIN lottery_wins w ON w.draw_id = l.draw_id AND w.play = l.play AND w.key = l.key
         WHERE l.draw_id = $1 GROUP BY l.ticket_id, l.key) g
       JOIN lottery_tickets t ON t.id = g.ticket_id GROUP BY t.player_id`,
      [drawId],
    )
  ).rows as { player_id: string; amount: string }[];
  const baselineMs = performance.now() - started;
  const baselineTotal = baseline.reduce((sum, row) => sum + BigInt(row.amount), 0n);

  started = performance.now();
  const graded = await house.grade(drawId);
  const gradeMs = performance.now() - started;
  const payouts = await drawPayouts(database.db, drawId);
  const total = payouts.reduce((sum, p) => sum + p.amount, 0n);

  started = performance.now();
  const again = await house.grade(drawId);
  const againMs = performance.now() - started;

  console.log(
    `baseline: the same grading as one plain statement (read only): ${seconds(baselineMs)}, ${baseline.length.toLocaleString("en")} players, total ${baselineTotal}`,
  );
  console.log(
    `grading the draw: ${seconds(gradeMs)} (${(gradeMs / baselineMs).toFixed(1)}x baseline; goal for the whole settlement: 10 s): ` +
      `${graded.winningLines.toLocaleString("en")} winning lines, ${graded.players.toLocaleString("en")} players owed, total ${total}`,
  );
  console.log(
    `grading it again: ${seconds(againMs)}, ${again.winningLines} lines and ${again.players} players changed`,
  );
  // Every player with a ticket has a row (0 for a loss, which settles the round); the winners agree.
  const winners = payouts.filter((p) => p.amount > 0n).length;
  if (total !== baselineTotal || winners !== baseline.filter((row) => BigInt(row.amount) > 0n).length) {
    console.error("the grading disagrees with the baseline statement");
    process.exitCode = 1;
  }
} finally {
  await database?.close();
  await loader.end().catch(() => {});
  await drop();
  await admin.end();
}
