/**
 * Settling one lottery draw at size (issue 15, decision 0035): a throw-away PostgreSQL database
 * with the demo brand (its house vendor and SSC game) and 100,000 players with wallets, game
 * sessions and their rounds, the draw made by the house's sweep, then 1,000,000 one-line tickets
 * loaded with SQL (positions, sums, last two and last three exact). It prints, against a baseline
 * in the same run (the same grading as one plain SQL statement, read only):
 * - the whole settlement as the job runs it, from the drawn draw (graded, then every player paid
 *   one win through the signed vendor API's batch call, a thousand a call, two calls at a time,
 *   the draw SETTLED), which the issue wants within 10 s, and within it the grading's own time
 *   (wins written, every winning line and ticket graded, each player's total);
 * - the same settlement run again (nothing paid twice);
 * and checks the money: what was paid equals the baseline's total, and the ledger is sound.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:lottery-settle
 * BENCH_SCALE=0.1 shrinks the tickets and players.
 */
import pg from "pg";
import { playOf } from "@portal/contract/lottery/engine";
import { SSC } from "@portal/contract/lottery/families/ssc";
import { throwawayDatabase } from "./throwaway-database";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { seedDemo } from "../apps/server/src/db/seed/demo";
import { checkLedger } from "../apps/server/src/ledger/invariants";
import { HouseGames } from "../apps/server/src/vendors/house/house-games";
import { inProcessTransport } from "../apps/server/src/vendors/house/platform-transport";
import { brandById } from "../apps/server/src/vendors/house/repository";
import { drawPayouts, drawWithGame, gameByCode } from "../apps/server/src/vendors/house/lottery/repository";

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("set DATABASE_URL to a PostgreSQL server (the tickets are loaded with SQL)");
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const TICKETS = Math.round(1_000_000 * SCALE);
const PLAYERS = Math.round(100_000 * SCALE);

/**
 * The plays sold, each with how a ticket picks its key (SQL over h, the ticket's number among
 * its play's tickets). Ticket g is of play (g / 3) % 4: the plays are interleaved in the table as a
 * draw's tickets arrive, not loaded one play after another.
 */
const PLAYS = [
  { code: "SSC_POSITION", key: "(h % 5)::text || ':' || ((h / 5) % 10)::text" },
  { code: "SSC_SUM_BSOE", key: "(array['BIG','SMALL','ODD','EVEN'])[1 + h % 4]" },
  { code: "SSC_BACK2_DIRECT", key: "lpad((h % 100)::text, 2, '0')" },
  { code: "SSC_BACK3_DIRECT", key: "lpad((h % 1000)::text, 3, '0')" },
];

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const { url, drop } = await throwawayDatabase(admin, adminUrl, "portal_bench_lottery");
const loader = new pg.Client({ connectionString: url.toString() });
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
try {
  database = await openDatabase({ databaseUrl: url.toString() });
  const config = loadConfig({ LOG_LEVEL: "silent", STATUS_CACHE_MS: "0" });
  const { merchantId: BRAND } = await seedDemo(database.db, config);
  app = await buildApp({ config, database, logger: false, jobs: false });
  const games = new HouseGames({
    db: database.db,
    inProcess: inProcessTransport(app),
    defaultMerchantCode: config.merchantCode,
  });
  const house = games.lottery;
  await loader.connect();
  const [{ currency }] = (await loader.query("SELECT currency FROM merchants WHERE id = $1", [BRAND])).rows;
  const t0 = Date.UTC(2026, 10, 28, 4, 0, 30);
  await house.sweep(BRAND, new Date(t0));
  await house.sweep(BRAND, new Date(t0 + 60_000));
  const game = (await gameByCode(database.db, BRAND, "SSC_1M"))!;
  const [{ id: drawId, result }] = (
    await loader.query("SELECT id, result FROM lottery_draws WHERE game_id = $1 AND status = 'DRAWN' LIMIT 1", [
      game.id,
    ])
  ).rows;

  // The players: members with a wallet, a game session of the SSC game (token 'tok<member id>').
  const prepared = performance.now();
  await loader.query(
    `INSERT INTO members (merchant_id, account, account_key, password_hash)
     SELECT $1, 'lp' || g, 'lp' || g, 'x' FROM generate_series(1, ${PLAYERS}) g`,
    [BRAND],
  );
  await loader.query(
    `CREATE TEMP TABLE players AS
     SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, 'm' || id AS player_id, 'tok' || id AS token
     FROM members WHERE account_key LIKE 'lp%'`,
  );
  await loader.query(
    `INSERT INTO ledger_accounts (merchant_id, owner_type, owner_id, kind, currency)
     SELECT $1, 'MEMBER', id, 'MAIN', $2 FROM players`,
    [BRAND, currency],
  );
  await loader.query(
    `INSERT INTO vendor_sessions (token_hash, merchant_id, member_id, vendor, game_code, currency, expires_at)
     SELECT rtrim(translate(encode(sha256(convert_to(token, 'UTF8')), 'base64'), '+/', '-_'), '='), $1, id, 'HOUSE',
       'SSC_1M', $2, now() + interval '1 hour'
     FROM players`,
    [BRAND, currency],
  );
  console.log(`prepared ${PLAYERS.toLocaleString("en")} players in ${seconds(performance.now() - prepared)}`);

  let started = performance.now();
  await loader.query("CREATE TEMP TABLE play_odds (i int, play text, odds int[])");
  for (const [i, { code }] of PLAYS.entries())
    await loader.query("INSERT INTO play_odds VALUES ($1, $2, $3)", [i, code, playOf(SSC, code)!.defaultOdds("")]);
  await loader.query(
    `INSERT INTO lottery_tickets (draw_id, game_id, merchant_id, player_id, play, picks, unit_stake, line_count, cost, status, token, currency)
     SELECT $1, ${game.id}, $2, p.player_id, o.play, jsonb_build_array(jsonb_build_array(CASE s.i ${PLAYS.map((play, i) => `WHEN ${i} THEN ${play.key}`).join(" ")} END)),
       100 + s.g % 5, 1, 100 + s.g % 5, 'OPEN', p.token, $4
     FROM (SELECT g, (g / 3) % ${PLAYS.length} AS i, g / 3 / ${PLAYS.length} * 3 + g % 3 AS h FROM generate_series(0, ${TICKETS - 1}) g) s
     JOIN play_odds o ON o.i = s.i JOIN players p ON p.n = (s.g::bigint * 7919) % $3
     ORDER BY s.g`,
    [drawId, BRAND, PLAYERS, currency],
  );
  await loader.query(
    `INSERT INTO lottery_lines (ticket_id, draw_id, play, key, unit_stake, odds)
     SELECT t.id, t.draw_id, t.play, t.picks->0->>0, t.unit_stake, o.odds
     FROM lottery_tickets t JOIN play_odds o ON o.play = t.play WHERE t.draw_id = $1 ORDER BY t.id`,
    [drawId],
  );
  // Each player's round of the draw, as its bets made it (the win settles it).
  await loader.query(
    `INSERT INTO bet_records (merchant_id, member_id, vendor, round_id, game_code, currency, stake, payout, status)
     SELECT $1, p.id, 'HOUSE', 'L' || $2::bigint || '-' || p.player_id, 'SSC_1M', $3, sum(t.cost), 0, 'OPEN'
     FROM lottery_tickets t JOIN players p ON p.player_id = t.player_id WHERE t.draw_id = $2::bigint GROUP BY p.id, p.player_id`,
    [BRAND, drawId, currency],
  );
  // Each ticket's bet call, as the seamless wallet recorded it (its id claimed, its answer kept):
  // the table the payouts' win calls are looked up in and added to.
  await loader.query(
    `INSERT INTO vendor_transactions (merchant_id, vendor, transaction_id, kind, member_id, round_id, fingerprint, answer)
     SELECT $1, 'HOUSE', 'lt' || t.id, 'BET', p.id, 'L' || $2::bigint || '-' || p.player_id, md5(t.id::text),
       jsonb_build_object('result', 'OK', 'balance', '0', 'currency', $3::text, 'transactionId', 'lt' || t.id)
     FROM lottery_tickets t JOIN players p ON p.player_id = t.player_id WHERE t.draw_id = $2::bigint ORDER BY t.id`,
    [BRAND, drawId, currency],
  );
  await loader.query(
    "ANALYZE lottery_tickets; ANALYZE lottery_lines; ANALYZE bet_records; ANALYZE ledger_accounts; ANALYZE vendor_transactions; ANALYZE vendor_sessions",
  );
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

  // The whole settlement as the job runs it, from the drawn draw: graded (timed on its own too),
  // every player paid one win through the vendor API's batch call, the draw SETTLED.
  const gradeDraw = house.grade.bind(house);
  let gradeMs = 0;
  let graded = { winningTickets: 0, players: 0 };
  house.grade = async (id: number) => {
    const gradeStarted = performance.now();
    const answer = await gradeDraw(id);
    if (gradeMs === 0) [graded, gradeMs] = [answer, performance.now() - gradeStarted];
    return answer;
  };
  const brand = (await brandById(database.db, BRAND))!;
  const found = (await drawWithGame(database.db, drawId))!;
  started = performance.now();
  const settled = await games.lotterySettlement.settle(brand, found.draw, found.game);
  const settleMs = performance.now() - started;
  const payouts = await drawPayouts(database.db, drawId);
  const total = payouts.reduce((sum, p) => sum + p.amount, 0n);
  const [{ paid, wins: payoutsPaid }] = (
    await loader.query(
      `SELECT coalesce(sum(amount), 0)::text AS paid, count(*)::int AS wins FROM ledger_transfers WHERE reason = 'WIN'`,
    )
  ).rows;
  started = performance.now();
  const settledAgain = await games.lotterySettlement.settle(brand, { ...found.draw, status: "SETTLED" }, found.game);
  const againSettleMs = performance.now() - started;
  const [{ paidAfter }] = (
    await loader.query(
      `SELECT coalesce(sum(amount), 0)::text AS "paidAfter" FROM ledger_transfers WHERE reason = 'WIN'`,
    )
  ).rows;
  const problems = await checkLedger(database.db);

  console.log(
    `baseline: the same grading as one plain statement (read only): ${seconds(baselineMs)}, ${baseline.length.toLocaleString("en")} players, total ${baselineTotal}`,
  );
  console.log(
    `grading the draw (within the settlement): ${seconds(gradeMs)} (${(gradeMs / baselineMs).toFixed(1)}x baseline): ` +
      `${graded.winningTickets.toLocaleString("en")} winning tickets, ${graded.players.toLocaleString("en")} players owed, total ${total}`,
  );
  console.log(
    `the whole settlement (graded, ${payoutsPaid.toLocaleString("en")} payouts and ${(payouts.length - payoutsPaid).toLocaleString("en")} settled losses through the vendor API, SETTLED): ` +
      `${seconds(settleMs)} (${(settleMs / baselineMs).toFixed(1)}x baseline; goal at most 10 s: ${settleMs <= 10_000 ? "met" : "missed"}), settled ${settled}`,
  );
  console.log(
    `the settlement again: ${seconds(againSettleMs)}, settled ${settledAgain}, paid ${paidAfter === paid ? "nothing more" : "AGAIN"}; ledger check: ${problems.length === 0 ? "sound" : problems.slice(0, 3).join("; ")}`,
  );
  if (BigInt(paid) !== baselineTotal || paidAfter !== paid || problems.length > 0 || !settled) {
    console.error(`the settlement's money disagrees: paid ${paid} against ${baselineTotal}`);
    process.exitCode = 1;
  }
  // Every player with a ticket has a row (0 for a loss, which settles the round); the winners agree.
  const winners = payouts.filter((p) => p.amount > 0n).length;
  if (total !== baselineTotal || winners !== baseline.filter((row) => BigInt(row.amount) > 0n).length) {
    console.error("the grading disagrees with the baseline statement");
    process.exitCode = 1;
  }
} finally {
  await app?.close();
  await database?.close();
  await loader.end().catch(() => {});
  await drop();
  await admin.end();
}
