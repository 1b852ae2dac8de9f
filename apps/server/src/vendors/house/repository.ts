import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { DEFERRED_COMMIT, queryRowsPrepared, type Db } from "../../db/client";
import { hotSql } from "../../db/hot-sql";
import { inTextList } from "../../db/in-list";
import { GroupedWrites } from "../../lib/grouped-writes";
import {
  houseConfig,
  houseGameSettings,
  houseRounds,
  houseSeeds,
  houseSessions,
  type HouseRoundStatus,
} from "./schema";

// The house vendor's SQL, on its own tables only. In this process it shares the database handle
// with the platform; nothing here reads or writes a platform table.

export type HouseBrand = typeof houseConfig.$inferSelect;
export type HouseSeed = typeof houseSeeds.$inferSelect;
export type HouseRound = typeof houseRounds.$inferSelect;
/** Whose seed pair or round: the brand and the platform's player id. */
export type Player = { merchantId: number; playerId: string };
/** A database handle or a transaction (a transaction is a database handle in drizzle). */
type Queryable = Pick<Db, "select" | "insert" | "update">;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

// --- configuration -------------------------------------------------------------------------

export async function brandByCode(db: Db, merchantCode: string): Promise<HouseBrand | undefined> {
  const [row] = await db.select().from(houseConfig).where(eq(houseConfig.merchantCode, merchantCode));
  return row;
}

export async function brandById(db: Db, merchantId: number): Promise<HouseBrand | undefined> {
  const [row] = await db.select().from(houseConfig).where(eq(houseConfig.merchantId, merchantId));
  return row;
}

/**
 * Configures the house for a brand unless it already is (idempotent: a later bootstrap never
 * overwrites a configuration an operator changed).
 */
export async function configureBrand(db: Db, brand: typeof houseConfig.$inferInsert): Promise<void> {
  await db.insert(houseConfig).values(brand).onConflictDoNothing();
}

// --- game settings -------------------------------------------------------------------------

export type HouseGameSettingsRow = typeof houseGameSettings.$inferSelect;

/** The brand's settings of its house games (no row: the game's defaults). */
export function gameSettingsOf(db: Db, merchantId: number): Promise<HouseGameSettingsRow[]> {
  return db.select().from(houseGameSettings).where(eq(houseGameSettings.merchantId, merchantId));
}

/** Writes a game's settings, replacing the brand's earlier ones. */
export async function saveGameSettings(db: Db, row: typeof houseGameSettings.$inferInsert): Promise<void> {
  const { merchantId: _m, game: _g, ...changes } = row;
  await db
    .insert(houseGameSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [houseGameSettings.merchantId, houseGameSettings.game],
      set: { ...changes, updatedAt: sql`now()` },
    });
}

// --- sessions --------------------------------------------------------------------------------

/** Keeps whose a launch token is, as the platform said; the first answer stays (it never changes). */
export async function rememberSession(
  db: Db,
  token: string,
  session: { merchantId: number; playerId: string; gameCode: string; currency: string },
): Promise<void> {
  await db
    .insert(houseSessions)
    .values({ tokenHash: sha256(token), ...session })
    .onConflictDoNothing();
}

// --- seed pairs ------------------------------------------------------------------------------

/**
 * How often a statement on the player's active pair is retried after finding none. A retry
 * happens only when the player had no pair yet, or when a rotation committed between our
 * statement's snapshot and its lock (PostgreSQL's READ COMMITTED re-check then drops the row
 * it revealed, and the next statement sees the pair it started): each retry is another
 * rotation's progress, so running out means something else is broken.
 */
const MAX_ATTEMPTS = 100;

function newPair(owner: Player, clientSeed: string) {
  const serverSeed = randomBytes(32).toString("hex");
  return { ...owner, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed };
}

/**
 * Makes the player's first pair (a random server seed, a random client seed) unless there is
 * an active one: the unique index on active pairs makes concurrent makers agree on one.
 */
async function ensurePair(db: Queryable, owner: Player) {
  await db
    .insert(houseSeeds)
    .values(newPair(owner, randomBytes(8).toString("hex")))
    .onConflictDoNothing();
}

/** Runs `find` on the active pair until it finds it, making the first pair when there is none. */
async function withActivePair(db: Queryable, owner: Player, find: () => Promise<HouseSeed | undefined>) {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const seed = await find();
    if (seed) return seed;
    await ensurePair(db, owner);
  }
  throw new Error(`no active house seed pair for player ${owner.playerId} after ${MAX_ATTEMPTS} attempts`);
}

const isActivePairOf = (owner: Player) =>
  and(
    eq(houseSeeds.merchantId, owner.merchantId),
    eq(houseSeeds.playerId, owner.playerId),
    eq(houseSeeds.active, true),
  );

/** The player's active seed pair (made on first use), as committed now. */
export function activeSeed(db: Db, owner: Player): Promise<HouseSeed> {
  return withActivePair(db, owner, async () => {
    const [seed] = await db.select().from(houseSeeds).where(isActivePairOf(owner));
    return seed;
  });
}

/**
 * Ends the active pair and reveals its server seed (so every round played with it can be
 * verified), and starts a new pair with the player's client seed, in one transaction: the pair
 * is locked first, so rounds being recorded on it finish before, and concurrent rotations take
 * turns, each revealing the pair the one before started.
 */
export function rotateSeed(
  db: Db,
  owner: Player,
  clientSeed: string,
): Promise<{ revealed: HouseSeed; next: HouseSeed }> {
  pairsOf(db).delete(pairKey(owner));
  return db.transaction(async (tx) => {
    const current = await withActivePair(tx, owner, async () => {
      const [seed] = await tx.select().from(houseSeeds).where(isActivePairOf(owner)).for("update");
      return seed;
    });
    const [revealed] = await tx
      .update(houseSeeds)
      .set({ active: false, revealedAt: new Date() })
      .where(eq(houseSeeds.id, current.id))
      .returning();
    const [next] = await tx.insert(houseSeeds).values(newPair(owner, clientSeed)).returning();
    return { revealed: revealed!, next: next! };
  });
}

// --- rounds ----------------------------------------------------------------------------------

type NewRound = Omit<typeof houseRounds.$inferInsert, "roundId" | "seedId" | "nonce" | "status" | "createdAt">;

/**
 * Players' active pairs as this process last used them, one cache per database handle: a round
 * draws from the cached pair without reading it. A stale entry (a round of another instance, a
 * rotation) costs one failed statement and a read; it can never be used, see startRound.
 */
const knownPairs = new WeakMap<object, LRUCache<string, HouseSeed>>();
const pairKey = (owner: Player) => `${owner.merchantId}|${owner.playerId}`;
function pairsOf(db: Db): LRUCache<string, HouseSeed> {
  let cache = knownPairs.get(db);
  if (!cache) knownPairs.set(db, (cache = new LRUCache({ max: 100_000 })));
  return cache;
}

/**
 * Takes the player's next nonce and records the round it draws, in one statement (one round trip,
 * no transaction): the nonce moves on only if the pair is still active and still at the nonce the
 * round was drawn from, and the round is recorded only if it did. The row must still be this
 * player's pair with the seed the round was drawn from (a database restored under a running
 * process could hand the id to another row: found in review). A rotation locks the same row,
 * so every round of a revealed pair is recorded before the reveal and none is drawn after it;
 * two rounds of one player at once take turns, the second finding the nonce moved and drawing
 * again from the pair as it is now. Rounds of many players starting at once are recorded by one
 * statement for all of them (GroupedWrites, see recordRounds).
 */
export async function startRound<D extends { payout: bigint; record: Record<string, unknown> }>(
  db: Db,
  owner: Player,
  roundPrefix: string,
  draw: (seed: HouseSeed) => D,
  round: Omit<NewRound, "merchantId" | "playerId" | "payout" | "outcome">,
): Promise<{ seed: HouseSeed; drawn: D; roundId: string }> {
  const pairs = pairsOf(db);
  const key = pairKey(owner);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = pairs.get(key) ?? (await activeSeed(db, owner));
    const seed = { ...current, nonce: current.nonce + 1 };
    const drawn = draw(seed);
    const roundId = `${roundPrefix}-${seed.id}-${seed.nonce}`;
    const item: RoundToRecord = {
      ...round,
      ...owner,
      roundId,
      seedId: seed.id,
      serverSeedHash: seed.serverSeedHash,
      drawnAt: current.nonce,
      payout: drawn.payout,
      outcome: drawn.record,
    };
    const recorded = await roundRecorderOf(db).add(item);
    if (recorded) {
      pairs.set(key, seed);
      return { seed, drawn, roundId };
    }
    // Another round took this nonce first, or the pair was revealed: read it as it is now.
    pairs.delete(key);
  }
  throw new Error(`no round recorded for player ${owner.playerId} after ${MAX_ATTEMPTS} attempts`);
}

/** A drawn round to record, with the pair and the nonce it was drawn from (`drawnAt`, before the step). */
type RoundToRecord = Omit<NewRound, "outcome"> & {
  roundId: string;
  seedId: number;
  serverSeedHash: string;
  drawnAt: number;
  outcome: Record<string, unknown>;
};

const roundRecorders = new WeakMap<object, GroupedWrites<RoundToRecord, boolean>>();
function roundRecorderOf(db: Db): GroupedWrites<RoundToRecord, boolean> {
  let recorder = roundRecorders.get(db);
  if (!recorder) roundRecorders.set(db, (recorder = new GroupedWrites((rounds) => recordRounds(db, rounds))));
  return recorder;
}

/**
 * startRound's statement for many rounds at once: each takes its pair's next nonce, under the
 * same conditions, and is recorded only if it did; answers, per round, whether it was recorded.
 * Only one round per pair goes into the statement (a second would have drawn the same nonce):
 * the others are answered "not recorded" and draw again. The pairs are locked in id order first,
 * so two groups (two instances) holding the same players never wait on each other crosswise.
 */
async function recordRounds(db: Db, rounds: readonly RoundToRecord[]): Promise<boolean[]> {
  const seen = new Set<number>();
  const first = rounds.filter((r) => !seen.has(r.seedId) && seen.add(r.seedId)).sort((a, b) => a.seedId - b.seedId);
  const rows = first.map((r) => ({
    round_id: r.roundId,
    seed_id: r.seedId,
    merchant_id: r.merchantId,
    player_id: r.playerId,
    server_seed_hash: r.serverSeedHash,
    drawn_at: r.drawnAt,
    game: r.game,
    session_token: r.sessionToken,
    currency: r.currency,
    bet: String(r.bet),
    payout: String(r.payout),
    outcome: r.outcome,
  }));
  const recorded = await queryRowsPrepared<{ round_id: string }>(
    db,
    hotSql`with v as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(round_id text, seed_id int, merchant_id int,
          player_id text, server_seed_hash text, drawn_at int, game text, session_token text, currency text, bet text,
          payout text, outcome jsonb)
      ), locked as (
        select id from ${houseSeeds} where id in (select seed_id from v) order by id for update
      ), taken as (
        update ${houseSeeds} s set nonce = s.nonce + 1 from v
        where s.id in (select id from locked) and s.id = v.seed_id and s.merchant_id = v.merchant_id and s.player_id = v.player_id
          and s.server_seed_hash = v.server_seed_hash and s.active and s.nonce = v.drawn_at
        returning s.id, s.nonce
      )
      insert into ${houseRounds} (round_id, merchant_id, player_id, game, session_token, seed_id, nonce, currency, bet, payout, outcome, status)
      select v.round_id, v.merchant_id, v.player_id, v.game, v.session_token, taken.id, taken.nonce, v.currency,
        v.bet::bigint, v.payout::bigint, v.outcome, 'PLAYING'
      from taken join v on v.seed_id = taken.id
      returning round_id`,
  );
  const ids = new Set(recorded.map((r) => r.round_id));
  const sent = new Set(first);
  return rounds.map((r) => sent.has(r) && ids.has(r.roundId));
}

/** Moves a round from one state to another if it is still in the first; true when it moved. */
export async function moveRound(db: Db, roundId: string, from: HouseRoundStatus, to: HouseRoundStatus) {
  const rows = await db
    .update(houseRounds)
    .set({ status: to })
    .where(and(eq(houseRounds.roundId, roundId), eq(houseRounds.status, from)))
    .returning({ roundId: houseRounds.roundId });
  return rows.length === 1;
}

/**
 * Ends a round (only while it is still `from`, when given), stamping the time the bet pull orders
 * rounds by; a refused round moved no money and is not handed over. Outside any transaction, on
 * every round: a prepared statement whose commit does not wait for the disk (DEFERRED_COMMIT).
 * A crash that loses it leaves the round open, and the cut-round job sends its call again, which
 * the platform answers as the first time (it stores every answer of a bet-win, win and rollback).
 */
export async function endRound(
  db: Db,
  roundId: string,
  status: "SETTLED" | "VOIDED" | "BET_REFUSED",
  from?: HouseRoundStatus,
): Promise<void> {
  await queryRowsPrepared(
    db,
    hotSql`with ${DEFERRED_COMMIT} update ${houseRounds} set status = ${status}
      ${status === "BET_REFUSED" ? hotSql`` : hotSql`, settled_at = now()`}
      where round_id = ${roundId} ${from ? hotSql`and status = ${from}` : hotSql``}
        and exists (select 1 from deferred_commit)`,
  );
}

/**
 * Settles many played rounds (PLAYING -> SETTLED) in one statement, as endRound does one: the
 * rounds whose bet-win the platform took. Each is settled only while still PLAYING.
 */
export async function settlePlayedRounds(db: Db, roundIds: readonly string[]): Promise<void> {
  await queryRowsPrepared(
    db,
    hotSql`with ${DEFERRED_COMMIT} update ${houseRounds} set status = 'SETTLED', settled_at = now()
      where ${inTextList(houseRounds.roundId, roundIds)} and status = 'PLAYING'
        and exists (select 1 from deferred_commit)`,
  );
}

/** The brand's rounds still open (PLAYING, and STARTED, WINNING, VOIDING of the two-call flow) that began before `before`. */
export function openRoundsBefore(db: Db, merchantId: number, before: Date): Promise<HouseRound[]> {
  return db
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.merchantId, merchantId),
        inArray(houseRounds.status, ["PLAYING", "STARTED", "WINNING", "VOIDING"]),
        lt(houseRounds.createdAt, before),
      ),
    );
}

/**
 * The brand's ended rounds (SETTLED, VOIDED) after `after` ([settled time as PostgreSQL text,
 * round id]) in settlement order, settled more than `lagSeconds` ago: a round whose transaction
 * started earlier may commit after a later one, so rounds are handed over only once no
 * transaction that stamped an earlier time can still be open.
 */
export function endedRoundsAfter(
  db: Db,
  merchantId: number,
  after: [string, string] | null,
  lagSeconds: number,
  limit: number,
) {
  return db
    .select({ round: houseRounds, settledText: sql<string>`${houseRounds.settledAt}::text` })
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.merchantId, merchantId),
        inArray(houseRounds.status, ["SETTLED", "VOIDED"]),
        isNotNull(houseRounds.settledAt),
        lt(houseRounds.settledAt, sql`now() - ${sql.raw(`interval '${Math.trunc(lagSeconds)} seconds'`)}`),
        after === null
          ? undefined
          : or(
              gt(houseRounds.settledAt, sql`${after[0]}::timestamptz`),
              and(eq(houseRounds.settledAt, sql`${after[0]}::timestamptz`), gt(houseRounds.roundId, after[1])),
            ),
      ),
    )
    .orderBy(asc(houseRounds.settledAt), asc(houseRounds.roundId))
    .limit(limit);
}
