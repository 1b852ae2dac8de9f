/**
 * Loyalty jobs at size (decisions 0042 to 0045): a throw-away PostgreSQL database migrated and
 * seeded by the app (the demo VIP levels VIP0 to VIP5 and missions), then loaded with SQL:
 * 100,000 members; 10 brand days (up to today's start) of hourly bet totals on the house slot
 * (each member one row a day in one hour, stakes by a VIP-like spread so that about 40 % reach
 * VIP1 to VIP5 over the window, payout = stake x a random 0..2, so some lose and some win), i.e.
 * 1,000,000 rows; 100,000 confirmed deposits in the window (bank transfer; a tenth of the members
 * none, a tenth two); 10,000 PENDING referrals between members (the friends' deposits and bets
 * already in the data; a tenth of the friends never deposited, so they stay pending); a CASHBACK
 * offer (brand day, 10 % of net loss, cap 500.00) on a PR announcement; and one registered member
 * with 1,000 settled rounds today (bet records and their hourly totals). It prints, each with its
 * ratio to a baseline measured in the same run (one plain SQL scan of the hourly totals grouped by
 * member, the least any of these jobs must read: over the last day for the day's jobs, over the
 * VIP window for the jobs that read the whole window):
 * - VipService.settleDay for the last day (raises, upgrade gifts, rebates), and run again (must
 *   issue nothing: the member_rewards count is printed before and after);
 * - CashbackService.settleHour for the last hour of the last day (the day's cashback), and again;
 * - ReferralService.qualify for the brand's pending referrals, and again;
 * - GET /wps/missions for the member with 1,000 rounds today, median of 50 calls, against GET
 *   /wps/member/info by the same member (median of 50);
 * then the member_rewards per kind, one reward of each kind claimed through RewardService.claim,
 * and the ledger check.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:loyalty
 * BENCH_SCALE=0.1 shrinks the members, bets, deposits and referrals (not the days); BENCH_KEEP=1
 * keeps the database (its address is printed) to look at the statements' plans afterwards.
 */
import pg from "pg";
import { API } from "@portal/contract/api/paths";
import { MISSION_API } from "@portal/contract/api/missions";
import { throwawayDatabase } from "./throwaway-database";
import { median } from "./stats";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { seedDemo } from "../apps/server/src/db/seed/demo";
import { buildDeps } from "../apps/server/src/deps";
import { checkLedger } from "../apps/server/src/ledger/invariants";
import { brandDayStart } from "../apps/server/src/modules/money/amounts";
import { HOUSE_VENDOR } from "../apps/server/src/vendors/house/platform-client";
import { inProcessTransport } from "../apps/server/src/vendors/house/platform-transport";
import { SLOT_GAME_CODE } from "../apps/server/src/vendors/house/slot-service";
import { newMember } from "../apps/server/test/money-helper";

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("set DATABASE_URL to a PostgreSQL server (the data is loaded with SQL)");
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
/** A multiple of 10: a tenth of the members deposit nothing and a tenth twice. */
const MEMBERS = Math.max(100, Math.round((100_000 * SCALE) / 10) * 10);
const DAYS = 10;
const REFERRALS = MEMBERS / 10;
const MISSION_ROUNDS = 1_000;
const CALLS = 50;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The loaded days end where today starts (GMT+8): the last of them is yesterday. */
const dataEnd = brandDayStart(new Date());
const dataStart = new Date(dataEnd.getTime() - DAYS * DAY_MS);
const lastDay = { start: new Date(dataEnd.getTime() - DAY_MS), end: dataEnd };

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const { url, drop } = await throwawayDatabase(admin, adminUrl, "portal_bench_loyalty");
const loader = new pg.Client({ connectionString: url.toString() });
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const runStarted = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
try {
  const config = loadConfig({ LOG_LEVEL: "silent", STATUS_CACHE_MS: "0" });
  database = await openDatabase({ databaseUrl: url.toString() });
  const { merchantId } = await seedDemo(database.db, config);
  app = await buildApp({ config, database, logger: false, jobs: false });
  const deps = buildDeps(config, database, app.log, undefined, inProcessTransport(app));
  await loader.connect();
  await loader.query("SET work_mem = '256MB'");
  await loader.query("SET maintenance_work_mem = '256MB'");
  const one = async <T>(sql: string, params: unknown[] = []) => (await loader.query(sql, params)).rows[0] as T;
  const { currency } = await one<{ currency: string }>("SELECT currency FROM merchants WHERE id = $1", [merchantId]);
  const { id: channelId } = await one<{ id: number }>(
    "SELECT id FROM payment_channels WHERE merchant_id = $1 AND kind = 'BANK_TRANSFER' ORDER BY id LIMIT 1",
    [merchantId],
  );

  let started = performance.now();
  // Members 'ly0'.. in one statement: their ids are consecutive, so k = id - first is each one's number.
  await loader.query(
    `INSERT INTO members (merchant_id, account, account_key, password_hash, registered_at)
     SELECT $1, 'ly' || g, 'ly' || g, 'x', $2::timestamptz FROM generate_series(0, ${MEMBERS - 1}) g`,
    [merchantId, new Date(dataStart.getTime() - HOUR_MS).toISOString()],
  );
  const { first, last } = await one<{ first: number; last: number }>(
    "SELECT min(id) AS first, max(id) AS last FROM members WHERE account_key LIKE 'ly%'",
  );
  if (last - first !== MEMBERS - 1) throw new Error("the loaded members' ids are not consecutive");
  const membersMs = performance.now() - started;

  started = performance.now();
  // A VIP-like spread by k % 100: 60 % play 100.00 to 200.00 a day (VIP0), 20 % reach VIP1, 10 %
  // VIP2, 6 % VIP3, 3 % VIP4 and 1 % VIP5 over the 10 days (stake a day x 1.00 to 1.99).
  const group = (k: string) =>
    `CASE WHEN ${k} % 100 < 60 THEN 0 WHEN ${k} % 100 < 80 THEN 1 WHEN ${k} % 100 < 90 THEN 2
       WHEN ${k} % 100 < 96 THEN 3 WHEN ${k} % 100 < 99 THEN 4 ELSE 5 END`;
  const dailyStake = [10_000, 60_000, 350_000, 1_600_000, 6_500_000, 21_000_000];
  const deposited = [50_000, 150_000, 700_000, 2_500_000, 10_000_000, 40_000_000];
  await loader.query("SELECT setseed(0.42)");
  await loader.query(
    `INSERT INTO bet_totals_hourly (member_id, currency, hour, merchant_id, vendor, game_code, rounds, stake, payout,
       rolled_back_rounds, rolled_back_stake, rolled_back_payout)
     SELECT id, $2, $3::timestamptz + d * interval '1 day' + ((id * 7 + d * 5) % 24) * interval '1 hour', $1, $4, $5,
       rounds, stake, floor(stake * random() * 2)::bigint, 0, 0, 0
     FROM (
       SELECT m.id, d, 1 + (m.id + d) % 50 AS rounds,
         (ARRAY[${dailyStake.join(",")}]::bigint[])[${group("(m.id - $6)")} + 1] * (100 + ((m.id - $6) * 37 + d * 11) % 100) / 100 AS stake
       FROM members m CROSS JOIN generate_series(0, ${DAYS - 1}) d
       WHERE m.id BETWEEN $6 AND $7
     ) s`,
    [merchantId, currency, dataStart.toISOString(), HOUSE_VENDOR, SLOT_GAME_CODE, first, last],
  );
  const betsMs = performance.now() - started;

  started = performance.now();
  // k % 10 = 0 deposit nothing, k % 10 = 1 twice (half each), the others once: MEMBERS deposits.
  await loader.query(
    `INSERT INTO deposits (order_no, merchant_id, member_id, channel_id, request_id, amount, currency, status,
       created_at, updated_at)
     SELECT 'LY' || k || '-' || i, $1, m.id, $2, 'bench-' || k || '-' || i,
       (ARRAY[${deposited.join(",")}]::bigint[])[${group("k")} + 1] / (CASE WHEN k % 10 = 1 THEN 2 ELSE 1 END),
       $3, 'CONFIRMED', t, t + interval '3 minutes'
     FROM (SELECT id, id - $5 AS k FROM members WHERE id BETWEEN $5 AND $6) m
     CROSS JOIN generate_series(1, 2) i
     CROSS JOIN LATERAL (SELECT $4::timestamptz + ((k * 13 + i * 29) % ${DAYS * 24}) * interval '1 hour'
       + (k % 50) * interval '1 minute' AS t) at
     WHERE k % 10 <> 0 AND (i = 1 OR k % 10 = 1)`,
    [merchantId, channelId, currency, dataStart.toISOString(), first, last],
  );
  // Friends k = 10 j + j % 10 (a tenth of them with no deposit), each referred by member k + MEMBERS / 2.
  await loader.query(
    `INSERT INTO referrals (referee_id, merchant_id, referrer_id, device_id, status, created_at)
     SELECT $2 + k, $1, $2 + (k + ${MEMBERS / 2}) % ${MEMBERS}, 'bench-device-' || k, 'PENDING', $3::timestamptz
     FROM (SELECT 10 * j + j % 10 AS k FROM generate_series(0, ${REFERRALS - 1}) j) f`,
    [merchantId, first, new Date(dataStart.getTime() - HOUR_MS).toISOString()],
  );
  // The cashback offer: 10 % of the brand day's net loss on any game, at most 500.00, on a PR announcement.
  const { id: promotionId } = await one<{ id: number }>(
    `INSERT INTO announcements (merchant_id, slug, type, title, content, published_at)
     VALUES ($1, 'bench-cashback', 'PR', '{"en": "Daily cashback"}', '{"en": "<p>10 % back</p>"}', $2)
     RETURNING id`,
    [merchantId, new Date(dataStart.getTime() - DAY_MS).toISOString()],
  );
  await loader.query(
    `INSERT INTO promotion_offers (merchant_id, announcement_id, kind, category, percent_bp, max_bonus, min_deposit,
       min_loss, turnover_multiple, turnover_basis, weights, claim_days, expiry_days, reload_period, starts_at)
     VALUES ($1, $2, 'CASHBACK', 'GENERAL', 1000, 50000, 0, 0, 0, 'BONUS', '{}', 1, 3, 'DAY', $3)`,
    [merchantId, promotionId, new Date(dataStart.getTime() - DAY_MS).toISOString()],
  );
  const loadMs = performance.now() - started;

  // The missions member: registered through the API (a real session), 1,000 settled rounds today.
  const player = await newMember(app, "missions");
  const now = new Date();
  const today = brandDayStart(now);
  await loader.query(
    `INSERT INTO bet_records (merchant_id, member_id, vendor, round_id, game_code, currency, stake, payout, status,
       bet_at, settled_at)
     SELECT $1, $2, $3, 'bench-round-' || i, $4, $5, s, floor(s * random() * 2)::bigint, 'SETTLED', t, t
     FROM generate_series(1, ${MISSION_ROUNDS}) i
     CROSS JOIN LATERAL (SELECT 100 * (1 + i % 10) AS s,
       $6::timestamptz + ($7::timestamptz - $6::timestamptz) * (i - 1) / ${MISSION_ROUNDS} AS t) r`,
    [merchantId, player.id, HOUSE_VENDOR, SLOT_GAME_CODE, currency, today.toISOString(), now.toISOString()],
  );
  await loader.query(
    `INSERT INTO bet_totals_hourly (member_id, currency, hour, merchant_id, vendor, game_code, rounds, stake, payout,
       rolled_back_rounds, rolled_back_stake, rolled_back_payout)
     SELECT member_id, currency, date_bin('1 hour', bet_at, timestamptz '2000-01-01 00:00:00+00'), merchant_id, vendor,
       game_code, count(*), sum(stake), sum(payout), 0, 0, 0
     FROM bet_records WHERE member_id = $1 GROUP BY 1, 2, 3, 4, 5, 6`,
    [player.id],
  );

  started = performance.now();
  // Statistics and visibility maps as autovacuum would leave them, before anything is measured.
  await loader.query("VACUUM ANALYZE members, member_tree, bet_totals_hourly, bet_records, deposits, referrals");
  const vacuumMs = performance.now() - started;
  const counted = await one<{ totals: number; deposits: number; referrals: number }>(
    `SELECT (SELECT count(*) FROM bet_totals_hourly)::int AS totals, (SELECT count(*) FROM deposits)::int AS deposits,
       (SELECT count(*) FROM referrals WHERE status = 'PENDING')::int AS referrals`,
  );
  console.log(
    `loaded: ${MEMBERS} members in ${seconds(membersMs)}, ${counted.totals} hourly totals (${DAYS} days) in ` +
      `${seconds(betsMs)}, ${counted.deposits} deposits, ${counted.referrals} pending referrals and the offer in ` +
      `${seconds(loadMs)}, VACUUM ANALYZE ${seconds(vacuumMs)}`,
  );

  // The baselines and the checks run with the server's work_mem, as the app's pool does.
  await loader.query("RESET work_mem");
  const settings = await deps.brandSettings.get(merchantId);
  const merchant = await deps.merchants.byId(merchantId);
  // Baselines: the totals of a period read once, grouped by member (the best of 3).
  const scan = async (from: Date, to: Date) => {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await loader.query(
        `SELECT member_id, sum(stake - rolled_back_stake), sum(payout - rolled_back_payout) FROM bet_totals_hourly
         WHERE merchant_id = $1 AND hour >= $2 AND hour < $3 GROUP BY member_id`,
        [merchantId, from.toISOString(), to.toISOString()],
      );
      runs.push(performance.now() - t0);
    }
    return Math.min(...runs);
  };
  const vipWindowStart = new Date(dataEnd.getTime() - settings.vipWindowDays * DAY_MS);
  const dayBaseline = await scan(lastDay.start, lastDay.end);
  const windowBaseline = await scan(vipWindowStart, dataEnd);
  console.log(`baseline, the last day's totals grouped by member: ${(dayBaseline / 1000).toFixed(3)} s`);
  console.log(
    `baseline, the VIP window's (${settings.vipWindowDays} days, ${DAYS} of them loaded) totals grouped by member: ` +
      `${(windowBaseline / 1000).toFixed(3)} s`,
  );
  const ratio = (ms: number, baseline: number, name: string) => `${(ms / baseline).toFixed(1)}x ${name} baseline`;
  const figure = (name: string, ms: number, ratios: string, note = "") =>
    console.log(`${name}: ${seconds(ms)} (${ratios})${note}`);
  const rewardCount = async () => (await one<{ n: number }>("SELECT count(*)::int AS n FROM member_rewards")).n;

  // 1. VIP: the last day settled (raises from the window, gifts, the day's rebates), then again.
  let t0 = performance.now();
  const vip = await deps.vip.settleDay(merchant, dataEnd, settings);
  let ms = performance.now() - t0;
  figure(
    "VIP settleDay, the last day",
    ms,
    `${ratio(ms, windowBaseline, "window")}, ${ratio(ms, dayBaseline, "day")}`,
    `: ${vip.raised} raised, ${vip.gifts} upgrade gifts, ${vip.rebates} rebates, ${vip.lowered} lowered, ${vip.monthly} monthly gifts`,
  );
  let before = await rewardCount();
  t0 = performance.now();
  const vipAgain = await deps.vip.settleDay(merchant, dataEnd, settings);
  ms = performance.now() - t0;
  let after = await rewardCount();
  figure(
    "VIP settleDay, the same day again",
    ms,
    `${ratio(ms, windowBaseline, "window")}, ${ratio(ms, dayBaseline, "day")}`,
    `: ${vipAgain.raised} raised, ${vipAgain.gifts + vipAgain.rebates + vipAgain.monthly} issued; member_rewards ` +
      `${before} before, ${after} after: ${before === after ? "nothing issued" : "ISSUED AGAIN"}`,
  );
  if (before !== after) process.exitCode = 1;

  // 2. Cashback: the last hour of the last day ends the offer's day: the day's net losses paid, then again.
  const lastHour = { start: new Date(dataEnd.getTime() - HOUR_MS), end: dataEnd };
  t0 = performance.now();
  const cashback = await deps.cashback.settleHour(merchant, lastHour);
  ms = performance.now() - t0;
  figure("cashback settleHour, the last day's last hour", ms, ratio(ms, dayBaseline, "day"), `: ${cashback} issued`);
  before = await rewardCount();
  t0 = performance.now();
  const cashbackAgain = await deps.cashback.settleHour(merchant, lastHour);
  ms = performance.now() - t0;
  after = await rewardCount();
  figure(
    "cashback settleHour, the same hour again",
    ms,
    ratio(ms, dayBaseline, "day"),
    `: ${cashbackAgain} issued; member_rewards ${before} before, ${after} after`,
  );
  if (cashbackAgain !== 0 || before !== after) process.exitCode = 1;

  // 3. Referrals: the brand's pending friends brought up to date and rewarded, then again.
  t0 = performance.now();
  const referred = await deps.referral.qualify(merchant, settings);
  ms = performance.now() - t0;
  figure(
    `referral qualify, ${counted.referrals} pending`,
    ms,
    ratio(ms, windowBaseline, "window"),
    `: ${referred.qualified} qualified, ${referred.expired} expired`,
  );
  before = await rewardCount();
  t0 = performance.now();
  const referredAgain = await deps.referral.qualify(merchant, settings);
  ms = performance.now() - t0;
  after = await rewardCount();
  const pending = await one<{ n: number }>("SELECT count(*)::int AS n FROM referrals WHERE status = 'PENDING'");
  figure(
    `referral qualify again, ${pending.n} still pending`,
    ms,
    ratio(ms, windowBaseline, "window"),
    `: ${referredAgain.qualified} qualified, ${referredAgain.expired} expired; member_rewards ${before} before, ${after} after`,
  );
  if (referredAgain.qualified !== 0 || before !== after) process.exitCode = 1;

  // 4. The missions page of the member with 1,000 rounds today, against the member's info call.
  const call = async (path: string) => {
    const t = performance.now();
    const res = await app!.inject({ method: "GET", url: path, headers: { authorization: player.token } });
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
    return { ms: performance.now() - t, body: res.json() as { value: unknown } };
  };
  const sample = async (path: string) => {
    for (let i = 0; i < 5; i++) await call(path); // warm-up: plans, pool connections, caches
    const samples: number[] = [];
    for (let i = 0; i < CALLS; i++) samples.push((await call(path)).ms);
    return median(samples);
  };
  const infoMs = await sample(API.memberInfo);
  const missionsMs = await sample(MISSION_API.list);
  const { value: missions } = (await call(MISSION_API.list)).body as {
    value: { list: { task: string; period: string; progress: string; status: string }[]; claimable: number };
  };
  console.log(`baseline, GET ${API.memberInfo} (median of ${CALLS}): ${millis(infoMs)}`);
  console.log(
    `GET ${MISSION_API.list}, ${MISSION_ROUNDS} rounds today (median of ${CALLS}): ${millis(missionsMs)} ` +
      `(${(missionsMs / infoMs).toFixed(1)}x baseline): ${missions.list.length} missions, ${missions.claimable} claimable ` +
      `(${missions.list.map((m) => `${m.period} ${m.task} ${m.progress} ${m.status}`).join("; ")})`,
  );

  // The jobs' results against the same figures worked out here in plain SQL from the loaded data.
  const levels = (await loader.query("SELECT level, count(*)::int AS n FROM member_vip GROUP BY level ORDER BY level"))
    .rows as { level: number; n: number }[];
  const expected = await one<{ cashback: number; cashbackSum: string; rebateSum: string; qualified: number }>(
    `WITH day AS (
       SELECT member_id, sum(stake - rolled_back_stake) AS valid,
         sum((stake - rolled_back_stake) - (payout - rolled_back_payout)) AS net
       FROM bet_totals_hourly WHERE merchant_id = $1 AND hour >= $2 AND hour < $3 GROUP BY member_id
     ), cashback AS (SELECT least(floor(net * 1000 / 10000), 50000) AS amount FROM day WHERE net > 0)
     SELECT (SELECT count(*) FROM cashback WHERE amount > 0)::int AS cashback,
       (SELECT sum(amount) FROM cashback)::text AS "cashbackSum",
       (SELECT sum(floor(d.valid * l.rebate_bp / 10000)) FROM day d LEFT JOIN member_vip v ON v.member_id = d.member_id
          JOIN vip_levels l ON l.merchant_id = $1 AND l.level = coalesce(v.level, 0))::text AS "rebateSum",
       (SELECT count(*) FROM referrals r
         WHERE (SELECT d.amount FROM deposits d WHERE d.member_id = r.referee_id AND d.status = 'CONFIRMED'
             ORDER BY d.created_at, d.order_no LIMIT 1) >= $4
           AND (SELECT sum(h.stake - h.rolled_back_stake) FROM bet_totals_hourly h
             WHERE h.member_id = r.referee_id AND h.hour >= date_trunc('hour', r.created_at)) >= $5)::int
         AS qualified`,
    [
      merchantId,
      lastDay.start.toISOString(),
      lastDay.end.toISOString(),
      settings.referralMinFirstDepositMinor,
      settings.referralMinTurnoverMinor,
    ],
  );
  const issued = await one<{ cashback: number; cashbackSum: string; rebateSum: string }>(
    `SELECT count(*) FILTER (WHERE kind = 'CASHBACK')::int AS cashback,
       coalesce(sum(amount) FILTER (WHERE kind = 'CASHBACK'), 0)::text AS "cashbackSum",
       coalesce(sum(amount) FILTER (WHERE kind = 'VIP_REBATE'), 0)::text AS "rebateSum" FROM member_rewards`,
  );
  const agree =
    issued.cashback === expected.cashback &&
    issued.cashbackSum === expected.cashbackSum &&
    issued.rebateSum === expected.rebateSum &&
    expected.qualified === referred.qualified;
  console.log(
    `VIP levels: ${levels.map((l) => `VIP${l.level} ${l.n}`).join(", ")}; checked in plain SQL: cashback ` +
      `${issued.cashback} rewards of ${issued.cashbackSum} (expected ${expected.cashback} of ${expected.cashbackSum}), ` +
      `VIP rebates ${issued.rebateSum} (expected ${expected.rebateSum}), referrals qualified ${referred.qualified} ` +
      `(meeting the terms ${expected.qualified}): ${agree ? "agree" : "DISAGREE"}`,
  );
  if (!agree) process.exitCode = 1;

  const kinds = (
    await loader.query(
      "SELECT kind, count(*)::int AS n, sum(amount)::text AS amount FROM member_rewards GROUP BY kind ORDER BY kind",
    )
  ).rows as { kind: string; n: number; amount: string }[];
  console.log(`member_rewards by kind: ${kinds.map((k) => `${k.kind} ${k.n} (${k.amount} minor)`).join(", ")}`);

  // A reward of each kind claimed through the reward center's claim (its posting `reward:<id>`), then the books.
  const picks = (
    await loader.query(
      `SELECT DISTINCT ON (kind) id, member_id AS "memberId", kind FROM member_rewards WHERE status = 'ISSUED'
     ORDER BY kind, id`,
    )
  ).rows as { id: number; memberId: number; kind: string }[];
  t0 = performance.now();
  for (const pick of picks) {
    const member = (await deps.members.repository.findById(pick.memberId))!;
    const claimed = await deps.rewards.claim(member, merchant, pick.id);
    if (claimed.status !== "CLAIMED") throw new Error(`reward ${pick.id} was not claimed: ${claimed.status}`);
  }
  console.log(
    `claimed ${picks.length} rewards (${picks.map((p) => p.kind).join(", ")}) in ${seconds(performance.now() - t0)}`,
  );
  const problems = await checkLedger(database.db);
  console.log(`ledger check: ${problems.length === 0 ? "clean" : JSON.stringify(problems)}`);
  if (problems.length > 0) process.exitCode = 1;
  console.log(`run time: ${seconds(performance.now() - runStarted)}`);
} finally {
  await app?.close();
  await database?.close();
  await loader.end().catch(() => {});
  if (process.env.BENCH_KEEP) console.log("kept", url.toString());
  else await drop();
  await admin.end();
}

function millis(ms: number) {
  return `${ms.toFixed(1)} ms`;
}
