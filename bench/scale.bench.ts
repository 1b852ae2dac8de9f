/**
 * Record calls as the data grows (issue 12, section 2): a throw-away PostgreSQL database migrated
 * and seeded by the app, bulk-loaded with SQL in three steps (small, medium, large: 1 %, 10 % and
 * 100 % of 100k members, 50k games and 1M transfers, i.e. 2M ledger entries), and after each step
 * the p50 and p95 of every record call over loopback HTTP to the real app. One heavy member gets
 * a fifth of the transfers (about 10 % of all entries) to show deep paging; an ordinary member has
 * a few dozen. A member's bets in an hour go to at most two games, and the hourly bet totals
 * that the betting record's and the profit page's sums read are loaded from the bet records as
 * the migration back-fills them. The baseline of each call is its own figure at the smallest
 * size: the table prints the growth (largest / smallest) and whether the issue's goals hold (growth <= 2x, p95 <= 50 ms).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
 * BENCH_SCALE=0.05 shrinks every size; BENCH_CALLS (50) calls per figure, BENCH_SECONDS (20)
 * caps the time one figure may take (a slow call gets fewer samples, at least 5).
 */
import pg from "pg";
import { API } from "@portal/contract/api/paths";
import { BET_PERIOD_MAX_DAYS } from "@portal/contract/api/bets";
import { GAME_CATEGORIES } from "@portal/contract/games";
import { throwawayDatabase } from "./throwaway-database";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { seedDemo } from "../apps/server/src/db/seed/demo";
import { checkLedger } from "../apps/server/src/ledger/invariants";
import { platformAccount } from "../apps/server/src/ledger/accounts";
import { PLATFORM_KIND } from "../apps/server/src/modules/money/wallets";
import { newMember } from "../apps/server/test/money-helper";
import { percentile } from "./stats";

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error("set DATABASE_URL to a PostgreSQL server (the data is loaded with SQL)");
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const FIGURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MIN_CALLS = 5;
const VENDORS = 20;
/** Transfers of the heavy member, as a share of each step's transfers (each has 2 entries). */
const HEAVY_SHARE = 0.2;
const ORDINARY_TRANSFERS = 40;
/**
 * A member's bets in one hour go to at most this many games (a player stays at a table or a slot
 * for a while): the hourly totals of the betting record hold a row per member, hour and game.
 */
const GAMES_PER_HOUR = 2;

/** Cumulative sizes: each step adds what the previous one lacks. */
const SIZES = [
  { name: "small", members: 1_000, games: 500, transfers: 10_000 },
  { name: "medium", members: 10_000, games: 5_000, transfers: 100_000 },
  { name: "large", members: 100_000, games: 50_000, transfers: 1_000_000 },
].map((s) => ({
  name: s.name,
  members: Math.max(10, Math.round(s.members * SCALE)),
  games: Math.max(VENDORS, Math.round(s.games * SCALE)),
  transfers: Math.max(100, Math.round(s.transfers * SCALE)),
}));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const { url, drop } = await throwawayDatabase(admin, adminUrl, "portal_bench_scale");
const loader = new pg.Client({ connectionString: url.toString() });
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  const config = loadConfig({ LOG_LEVEL: "silent", STATUS_CACHE_MS: "0" });
  database = await openDatabase({ databaseUrl: url.toString() });
  const { merchantId } = await seedDemo(database.db, config);
  app = await buildApp({ config, database, logger: false, jobs: false });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  await loader.connect();
  // Sorting 2M entries for their running balances wants memory, not temporary files.
  await loader.query("SET work_mem = '256MB'");
  await loader.query("SET maintenance_work_mem = '256MB'");

  const heavy = await newMember(app, "heavy");
  const ordinary = await newMember(app, "plain");
  const [brand] = (await loader.query("SELECT currency FROM merchants WHERE id = $1", [merchantId])).rows;
  const [channel] = (
    await loader.query("SELECT id FROM payment_channels WHERE merchant_id = $1 ORDER BY id LIMIT 1", [merchantId])
  ).rows;
  const [hash] = (await loader.query("SELECT password_hash FROM members WHERE id = $1", [heavy.id])).rows;
  const currency = brand.currency as string;
  const platform = async (kind: string) => (await platformAccount(database!.db, merchantId, kind, currency)).id;
  const accounts = {
    depositsClearing: await platform(PLATFORM_KIND.depositsClearing),
    withdrawalsClearing: await platform(PLATFORM_KIND.withdrawalsClearing),
    house: await platform(PLATFORM_KIND.houseRevenue),
  };
  // Times run forward with the transfers: the newest rows are the last loaded.
  const startedAt = new Date(Date.now() - 200 * 24 * 3600 * 1000);
  const vendorCode = (v: number) => `BV${String(v + 1).padStart(2, "0")}`;
  const vendorCategory = (v: number) => GAME_CATEGORIES[v % GAME_CATEGORIES.length]!;

  await loader.query(
    `INSERT INTO vendors (merchant_id, vassalage, category, display_name, game_type, sort)
     SELECT $1, 'BV' || lpad((v + 1)::text, 2, '0'), (ARRAY['${GAME_CATEGORIES.join("','")}'])[v % ${GAME_CATEGORIES.length} + 1],
            jsonb_build_object('en', 'Bench vendor ' || v), 'SLOT', 100 + v
     FROM generate_series(0, ${VENDORS - 1}) v`,
    [merchantId],
  );

  let loaded = { members: 0, games: 0, transfers: 0 };
  let loadMs = 0;
  const results: { size: string; figures: Map<string, number[]>; counts: string }[] = [];

  for (const [step, size] of SIZES.entries()) {
    const started = performance.now();
    const newTransfers = size.transfers - loaded.transfers;
    const heavyTransfers = Math.round(newTransfers * HEAVY_SHARE);
    const ordinaryTransfers = step === 0 ? ORDINARY_TRANSFERS : 0;
    const newMembers = size.members - loaded.members;
    const perMember = Math.max(1, Math.round((newTransfers - heavyTransfers - ordinaryTransfers) / newMembers));
    const transfersAdded = await loadStep({
      step,
      merchantId,
      currency,
      channelId: channel.id as number,
      passwordHash: hash.password_hash as string,
      accounts,
      startedAt,
      seqOffset: loaded.transfers,
      newMembers,
      perMember,
      plan: [
        { memberId: heavy.id, transfers: heavyTransfers },
        { memberId: ordinary.id, transfers: ordinaryTransfers },
      ],
      gamesFrom: loaded.games,
      gamesTo: size.games,
    });
    const inserted = performance.now() - started;
    // Statistics and visibility maps as autovacuum would leave them, before anything is measured.
    await loader.query(
      "VACUUM ANALYZE members, games, vendors, ledger_accounts, ledger_transfers, ledger_entries, bet_records, bet_totals_hourly, deposits, withdrawals",
    );
    const ms = performance.now() - started;
    loadMs += ms;
    loaded = { ...size, transfers: loaded.transfers + transfersAdded };
    const counts = await tableCounts();
    console.log(
      `loaded ${size.name} in ${(ms / 1000).toFixed(1)} s (inserts ${(inserted / 1000).toFixed(1)} s, ` +
        `VACUUM ANALYZE ${((ms - inserted) / 1000).toFixed(1)} s): ${counts}`,
    );
    if (step === 0 || step === SIZES.length - 1) {
      const checkStarted = performance.now();
      const problems = await checkLedger(database.db);
      if (problems.length > 0) throw new Error(`ledger invariants broken: ${problems.slice(0, 5).join("; ")}`);
      console.log(`  checkLedger: sound (${((performance.now() - checkStarted) / 1000).toFixed(1)} s)`);
    }
    results.push({ size: size.name, figures: await measure(loaded.transfers), counts });
  }
  console.log(
    `\ntotal load time: ${(loadMs / 1000).toFixed(1)} s (inserts and VACUUM ANALYZE; counts and ledger checks not included)`,
  );
  report();

  /**
   * Every record call, CALLS times each (fewer when one figure would exceed FIGURE_SECONDS). The
   * records page by cursor: the heavy member's middle page is reached by walking the record with
   * pages of up to 100 (as a member clicking "next" would, in fewer calls), then read with pages of 20
   * forwards ("next") and backwards ("prev"). Period filters cover the last days of loaded data
   * (the loaded times lie in the past): 7 days, what the pages ask for at first, and the betting
   * record's longest period (BET_PERIOD_MAX_DAYS).
   */
  async function measure(loadedTransfers: number): Promise<Map<string, number[]>> {
    const newest = startedAt.getTime() + (loadedTransfers + 1) * 10_000;
    const days = (n: number) => `from=${newest - n * 24 * 3600 * 1000}&to=${newest}`;
    const record = (token: string, query = "") => call(`${API.transactionHistory}?pageSize=20${query}`, token);
    const middle = await middleCursor(heavy.token, await heavyEntries());
    const vendor = vendorCode(1);
    const bets = (token: string, period: number) => () => call(`${API.betRecords}?pageSize=20&${days(period)}`, token);
    const profit = (token: string, period: number) => () => call(`${API.personalProfit}?${days(period)}`, token);
    const calls: [string, () => Promise<unknown>][] = [
      ["record, heavy member, page 1", () => record(heavy.token)],
      ["record, heavy member, middle page (next)", () => record(heavy.token, `&cursor=${middle.next}`)],
      ["record, heavy member, middle page (prev)", () => record(heavy.token, `&cursor=${middle.prev}`)],
      ["record, heavy member, 7 days", () => record(heavy.token, `&${days(7)}`)],
      ["record, heavy member, 7 days, type BET", () => record(heavy.token, `&${days(7)}&type=BET`)],
      ["record, ordinary member, page 1", () => record(ordinary.token)],
      ["betting records + sums, heavy, 7 days", bets(heavy.token, 7)],
      [`betting records + sums, heavy, ${BET_PERIOD_MAX_DAYS} days`, bets(heavy.token, BET_PERIOD_MAX_DAYS)],
      ["betting records + sums, ordinary, 7 days", bets(ordinary.token, 7)],
      [`profit by category, heavy, ${BET_PERIOD_MAX_DAYS} days`, profit(heavy.token, BET_PERIOD_MAX_DAYS)],
      ["deposits, heavy member, page 1", () => call(`${API.deposits}?pageSize=10`, heavy.token)],
      ["withdrawals, heavy member, page 1", () => call(`${API.withdrawals}?pageSize=10`, heavy.token)],
      [
        `games by category (${vendorCategory(1)})`,
        () => call(`${API.egameList}?category=${vendorCategory(1)}&page=1&pageSize=24`),
      ],
      [`games by vendor (${vendor})`, () => call(`${API.egameList}?vendor=${vendor}&page=1&pageSize=24`)],
      ["hot games", () => call(`${API.hotGames}?isPlatform=2`)],
    ];
    const figures = new Map<string, number[]>();
    for (const [name, run] of calls) {
      for (let i = 0; i < 3; i++) await run(); // warm-up: plans, pool connections
      const samples: number[] = [];
      const deadline = performance.now() + FIGURE_SECONDS * 1000;
      while (samples.length < CALLS && (samples.length < MIN_CALLS || performance.now() < deadline)) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
      figures.set(name, samples);
    }
    return figures;

    async function call(path: string, token?: string): Promise<Record<string, unknown>> {
      const res = await fetch(`${base}${path}`, { headers: token ? { authorization: token } : {} });
      const body = (await res.json()) as { value: Record<string, unknown> };
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
      return body.value;
    }

    /** The cursors around the page of 20 in the middle of the member's record, reached page by page. */
    async function middleCursor(token: string, entries: number): Promise<{ next: string; prev: string }> {
      const step = Math.max(1, Math.min(100, Math.floor(entries / 4)));
      const target = Math.floor(entries / 2 / step);
      let page = await call(`${API.transactionHistory}?pageSize=${step}`, token);
      for (let i = 1; i < target && page.next; i++) {
        page = await call(`${API.transactionHistory}?pageSize=${step}&cursor=${page.next as string}`, token);
      }
      if (!page.next || !page.prev) throw new Error(`no middle page in ${entries} entries`);
      return { next: page.next as string, prev: page.prev as string };
    }
  }

  async function heavyEntries(): Promise<number> {
    const { rows } = await loader.query(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.owner_type = 'MEMBER' AND a.owner_id = $1`,
      [heavy.id],
    );
    return rows[0].n as number;
  }

  async function tableCounts(): Promise<string> {
    const { rows } = await loader.query(
      `SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM games) AS games,
              (SELECT count(*) FROM ledger_entries) AS entries,
              (SELECT count(*) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                WHERE a.owner_type = 'MEMBER' AND a.owner_id = $1) AS heavy,
              (SELECT count(*) FROM bet_records) AS bets, (SELECT count(*) FROM deposits) AS deposits,
              (SELECT count(*) FROM withdrawals) AS withdrawals`,
      [heavy.id],
    );
    const r = rows[0] as Record<string, string>;
    return (
      `${r.members} members, ${r.games} games, ${r.entries} ledger entries (heavy member ${r.heavy}), ` +
      `${r.bets} bet records, ${r.deposits} deposits, ${r.withdrawals} withdrawals`
    );
  }

  function report() {
    const first = results[0]!;
    const last = results[results.length - 1]!;
    console.log(`\nsizes: ${results.map((r) => `${r.size}: ${r.counts}`).join("\n       ")}`);
    console.log(
      `\np50 / p95 in ms over HTTP (${CALLS} calls each unless a figure hit ${FIGURE_SECONDS} s); ` +
        `growth = ${last.size} / ${first.size} of the p50 and of the p95; goals: growth <= 2x, p95 <= 50 ms`,
    );
    const header = ["call", ...results.map((r) => r.size), "growth p50", "growth p95", "<= 2x", "p95 <= 50"];
    const rows = [...first.figures.keys()].map((name) => {
      const at = results.map((r) => r.figures.get(name)!);
      const growth50 = percentile(at.at(-1)!, 0.5) / percentile(at[0]!, 0.5);
      const growth95 = percentile(at.at(-1)!, 0.95) / percentile(at[0]!, 0.95);
      const worst95 = Math.max(...at.map((s) => percentile(s, 0.95)));
      return [
        name,
        ...at.map(
          (s) =>
            `${percentile(s, 0.5).toFixed(1)} / ${percentile(s, 0.95).toFixed(1)}${s.length < CALLS ? ` (n=${s.length})` : ""}`,
        ),
        `${growth50.toFixed(2)}x`,
        `${growth95.toFixed(2)}x`,
        growth50 <= 2 && growth95 <= 2 ? "met" : "NOT met",
        worst95 <= 50 ? "met" : "NOT met",
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const row of [header, widths.map((w) => "-".repeat(w)), ...rows]) {
      console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
    }
  }
} finally {
  await app?.close();
  await database?.close();
  await loader.end().catch(() => {});
  await drop();
  await admin.end();
}

interface Step {
  step: number;
  merchantId: number;
  currency: string;
  channelId: number;
  passwordHash: string;
  accounts: { depositsClearing: number; withdrawalsClearing: number; house: number };
  startedAt: Date;
  /** Transfers loaded before this step: their sequence numbers are taken. Answers how many it added. */
  seqOffset: number;
  newMembers: number;
  /** Transfers of each new member. */
  perMember: number;
  /** Members registered through the app and how many transfers each gets in this step. */
  plan: { memberId: number; transfers: number }[];
  gamesFrom: number;
  gamesTo: number;
}

/**
 * One step of the load, all set-based. Each member's transfers follow a cycle of 8 that keeps
 * every wallet above zero (a first deposit covers everything the member can spend): deposit,
 * bet, win, withdrawal hold, withdrawal paid, bet, win, deposit. Transfers of all members are
 * interleaved in time; entries carry running balances and versions computed with window
 * functions from each account's balance before the step, as the posting procedure would have
 * written them one by one, and the accounts end with the sums.
 */
async function loadStep(s: Step): Promise<number> {
  const q = (text: string, values: unknown[] = []) => loader.query(text, values);
  const { merchantId: m, currency } = s;
  await q("BEGIN");
  await q(
    `INSERT INTO games (merchant_id, vassalage, game_code, category, game_type, name, is_hot, sort)
     SELECT $1, 'BV' || lpad((k % ${VENDORS} + 1)::text, 2, '0'), 'g' || k,
            (ARRAY['${GAME_CATEGORIES.join("','")}'])[(k % ${VENDORS}) % ${GAME_CATEGORIES.length} + 1], 'SLOT',
            jsonb_build_object('en', 'Bench game ' || k), k % 100 = 0, k % 1000
     FROM generate_series($2::int, $3::int - 1) k`,
    [m, s.gamesFrom, s.gamesTo],
  );
  await q(
    `INSERT INTO members (merchant_id, account, account_key, password_hash)
     SELECT $1, 'bm' || $2 || 'x' || g, 'bm' || $2 || 'x' || g, $3 FROM generate_series(1, $4::int) g`,
    [m, s.step, s.passwordHash, s.newMembers],
  );
  await q(`CREATE TEMP TABLE plan ON COMMIT DROP AS
    SELECT id AS member_id, ${s.perMember} AS n FROM members WHERE merchant_id = ${m} AND account_key LIKE 'bm${s.step}x%'
    UNION ALL SELECT * FROM (VALUES ${s.plan.map((p) => `(${p.memberId}, ${p.transfers})`).join(", ")}) v WHERE column2 > 0`);
  await q(
    `INSERT INTO ledger_accounts (merchant_id, owner_type, owner_id, kind, currency)
     SELECT $1, 'MEMBER', member_id, kind, $2 FROM plan, unnest(ARRAY['MAIN', 'WITHDRAWAL_HOLD']) kind
     ON CONFLICT DO NOTHING`,
    [m, currency],
  );
  const { depositsClearing, withdrawalsClearing, house } = s.accounts;
  await q(
    `CREATE TEMP TABLE xfer ON COMMIT DROP AS
    SELECT x.*, 'bench-' || x.seq AS id,
      CASE x.reason WHEN 'DEPOSIT' THEN CASE WHEN x.i = 1 THEN x.n * 1000 + 100000 ELSE 1000 END
        WHEN 'WITHDRAWAL_HOLD' THEN 500 WHEN 'WITHDRAWAL_PAID' THEN 500 ELSE 100 + x.seq * 7 % 900 END AS amount,
      CASE x.reason WHEN 'DEPOSIT' THEN ${depositsClearing} WHEN 'WIN' THEN ${house} WHEN 'WITHDRAWAL_PAID' THEN hold.id
        ELSE main.id END AS debit,
      CASE x.reason WHEN 'DEPOSIT' THEN main.id WHEN 'WIN' THEN main.id WHEN 'BET' THEN ${house}
        WHEN 'WITHDRAWAL_HOLD' THEN hold.id ELSE ${withdrawalsClearing} END AS credit,
      'BW' || x.member_id || '-' || ${s.step} || '-' || (x.i - (x.reason = 'WITHDRAWAL_PAID')::int) AS withdrawal_id,
      $1::timestamptz + x.seq * interval '10 seconds' AS at
    FROM (
      SELECT p.*, ${s.seqOffset} + row_number() OVER (ORDER BY p.i::float8 / p.n, p.member_id) AS seq,
        CASE WHEN p.i = 1 OR p.i % 8 = 0 THEN 'DEPOSIT' WHEN p.i % 8 = 4 THEN 'WITHDRAWAL_HOLD'
          WHEN p.i % 8 = 5 THEN 'WITHDRAWAL_PAID' WHEN p.i % 8 IN (3, 7) THEN 'WIN' ELSE 'BET' END AS reason
      FROM (SELECT member_id, n, generate_series(1, n) AS i FROM plan) p
    ) x
    JOIN ledger_accounts main ON main.merchant_id = ${m} AND main.owner_type = 'MEMBER'
      AND main.owner_id = x.member_id AND main.kind = 'MAIN' AND main.currency = '${currency}'
    JOIN ledger_accounts hold ON hold.merchant_id = ${m} AND hold.owner_type = 'MEMBER'
      AND hold.owner_id = x.member_id AND hold.kind = 'WITHDRAWAL_HOLD' AND hold.currency = '${currency}'`,
    [s.startedAt],
  );
  await q(
    `INSERT INTO ledger_transfers (id, merchant_id, debit_account_id, credit_account_id, amount, reason,
       reference_type, reference_id, created_at)
     SELECT id, $1, debit, credit, amount, reason,
       CASE WHEN reason = 'DEPOSIT' THEN 'deposit' WHEN reason LIKE 'WITHDRAWAL%' THEN 'withdrawal' ELSE 'bet' END,
       CASE WHEN reason = 'DEPOSIT' THEN 'BD' || seq WHEN reason LIKE 'WITHDRAWAL%' THEN withdrawal_id ELSE id END,
       at
     FROM xfer ORDER BY seq`,
    [m],
  );
  await q(`CREATE TEMP TABLE moves ON COMMIT DROP AS
    SELECT seq, 0 AS side, id, debit AS account_id, -amount AS amount, at FROM xfer
    UNION ALL SELECT seq, 1, id, credit, amount, at FROM xfer`);
  await q(`INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version, created_at)
    SELECT e.id, e.account_id, e.amount, a.balance + e.run - e.amount, a.balance + e.run, a.version + e.rn, e.at
    FROM (
      SELECT moves.*, sum(amount) OVER w AS run, row_number() OVER w AS rn FROM moves
      WINDOW w AS (PARTITION BY account_id ORDER BY seq ROWS UNBOUNDED PRECEDING)
    ) e JOIN ledger_accounts a ON a.id = e.account_id
    ORDER BY e.seq, e.side`);
  await q(`UPDATE ledger_accounts a SET balance = a.balance + t.amount, version = a.version + t.n
    FROM (SELECT account_id, sum(amount) AS amount, count(*) AS n FROM moves GROUP BY account_id) t
    WHERE a.id = t.account_id`);
  // The business records behind the transfers: a bet record per bet (a vendor's round on one of the games), a confirmed
  // deposit per deposit, a withdrawal per hold (paid once its payment follows).
  await q(
    `INSERT INTO bet_records (merchant_id, member_id, vendor, round_id, game_code, currency, stake, payout, status,
       bet_at, settled_at)
     SELECT $1, member_id, 'BV' || lpad((game % ${VENDORS} + 1)::text, 2, '0'), id, 'g' || game, $3,
       amount, CASE WHEN seq % 3 = 0 THEN amount * 2 ELSE 0 END, 'SETTLED', at, at
     FROM (
       SELECT xfer.*, (member_id * 7919 + floor(extract(epoch FROM at) / 3600)::bigint * ${GAMES_PER_HOUR}
         + seq % ${GAMES_PER_HOUR}) % $2::int AS game
       FROM xfer WHERE reason = 'BET'
     ) b ORDER BY seq`,
    [m, s.gamesTo, currency],
  );
  // The betting record's sums read hourly totals, written with each bet record by the app: the
  // bulk-loaded records get theirs as the migration back-fills them (0018_bet_totals_by_hour.sql).
  await q("DELETE FROM bet_totals_hourly");
  await q(
    `INSERT INTO bet_totals_hourly (member_id, currency, hour, merchant_id, vendor, game_code, rounds, stake, payout,
       rolled_back_rounds, rolled_back_stake, rolled_back_payout)
     SELECT member_id, currency, date_bin('1 hour', bet_at, timestamptz '2000-01-01 00:00:00+00'), merchant_id, vendor,
       game_code, count(*), sum(stake), sum(payout), count(*) FILTER (WHERE status = 'ROLLED_BACK'),
       coalesce(sum(stake) FILTER (WHERE status = 'ROLLED_BACK'), 0), coalesce(sum(payout) FILTER (WHERE status = 'ROLLED_BACK'), 0)
     FROM bet_records GROUP BY 1, 2, 3, 4, 5, 6`,
  );
  await q(
    `INSERT INTO deposits (order_no, merchant_id, member_id, channel_id, request_id, amount, currency, status,
       created_at, updated_at)
     SELECT 'BD' || seq, $1, member_id, $2, id, amount, $3, 'CONFIRMED', at, at
     FROM xfer WHERE reason = 'DEPOSIT' ORDER BY seq`,
    [m, s.channelId, currency],
  );
  await q(
    `INSERT INTO withdrawals (id, merchant_id, member_id, request_id, amount, currency, bank, status, created_at, paid_at,
       updated_at)
     SELECT withdrawal_id, $1, member_id, id, amount, $2,
       '{"bankName": "River Bank", "accountName": "Bench", "accountNumber": "6222000011112222", "branch": ""}',
       CASE WHEN i < n THEN 'PAID' ELSE 'PENDING' END, at, CASE WHEN i < n THEN at END, at
     FROM xfer WHERE reason = 'WITHDRAWAL_HOLD' ORDER BY seq`,
    [m, currency],
  );
  const [{ n }] = (await q("SELECT count(*)::int AS n FROM xfer")).rows;
  await q("COMMIT");
  return n as number;
}
