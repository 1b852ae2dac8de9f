import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUSE_API } from "@portal/contract/api/vendor-wallet";
import { houseRounds, houseSeeds } from "../src/vendors/house/schema";
import { checkLedger } from "../src/ledger/invariants";
import { sha256 } from "../src/vendors/house/repository";
import { LINES, spin } from "../src/vendors/house/slot";
import { SLOT_GAME_CODE } from "../src/vendors/house/slot-service";
import { fund, newMember, post } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";
import { houseGameNode, launchHouseGame } from "./house-helper";

let t: TestApp;
let slotNode: number;
beforeAll(async () => {
  t = await createTestApp();
  slotNode = await houseGameNode(t, SLOT_GAME_CODE);
});
afterAll(() => t.close());

const slotToken = (memberToken: string) => launchHouseGame(t.app, memberToken, slotNode);

interface Revealed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * Finding 10: spins and rotations of one member's seed pair, all in flight at once. On a
 * PostgreSQL server (a pool of connections) they really run side by side; on PGlite they
 * interleave between statements.
 */
describe("rotating the seed pair while spins are in flight", () => {
  it("never draws a round on a revealed seed, and every concurrent rotation succeeds", async () => {
    const member = await newMember(t.app, "seedrace");
    const waves = 3;
    const spinsPerWave = 30;
    const rotationsPerWave = 4;
    await fund(t, member.id, String(waves * spinsPerWave));
    const token = await slotToken(member.token);

    const spins: { status: number; body: string }[] = [];
    const rotations: { status: number; body: string }[] = [];
    const keep = (into: { status: number; body: string }[]) => (res: { statusCode: number; body: string }) =>
      into.push({ status: res.statusCode, body: res.body });
    for (let wave = 0; wave < waves; wave++) {
      const calls: Promise<unknown>[] = [];
      for (let i = 0; i < spinsPerWave; i++) {
        calls.push(post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1.00" }).then(keep(spins)));
        // Rotations spread among the spins, each with its own client seed.
        if (i % Math.ceil(spinsPerWave / rotationsPerWave) === 0) {
          calls.push(
            post(t.app, HOUSE_API.rotateSeed, "", { token, clientSeed: `w${wave}-r${i}` }).then(keep(rotations)),
          );
        }
      }
      await Promise.all(calls);
    }

    expect(rotations).toHaveLength(waves * rotationsPerWave);
    const failures = (answers: { status: number; body: string }[]) =>
      answers.filter((r) => r.status !== 200).map((r) => `${r.status} ${JSON.parse(r.body).errorCode}`);
    // Soft: the checks below still report what the answered rounds did.
    expect.soft({ spins: failures(spins), rotations: failures(rotations) }).toEqual({ spins: [], rotations: [] });

    const seeds = await t.database.db
      .select()
      .from(houseSeeds)
      .where(eq(houseSeeds.playerId, `m${member.id}`));
    const rounds = await t.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.playerId, `m${member.id}`));
    expect.soft(rounds).toHaveLength(waves * spinsPerWave);
    // Every rotation revealed its own seed, and exactly one pair is left active.
    expect.soft(seeds).toHaveLength(rotations.length + 1);
    expect.soft(seeds.filter((s) => s.active)).toHaveLength(1);

    const answered = <T>(answers: { status: number; body: string }[]): T[] =>
      answers.filter((r) => r.status === 200).map((r) => JSON.parse(r.body).value as T);
    const revealedSeeds = answered<{ revealed: Revealed }>(rotations).map((v) => v.revealed);
    expect(new Set(revealedSeeds.map((r) => r.serverSeedHash)).size).toBe(revealedSeeds.length);
    const problems: string[] = [];
    for (const revealed of revealedSeeds) {
      const seed = seeds.find((s) => s.serverSeedHash === revealed.serverSeedHash)!;
      expect(sha256(revealed.serverSeed)).toBe(seed.serverSeedHash);
      if (seed.active) problems.push(`seed ${seed.id} was revealed but is still active`);
      if (seed.nonce !== revealed.nonce) {
        problems.push(`seed ${seed.id}: nonce ${revealed.nonce} revealed, then moved to ${seed.nonce}`);
      }
      const nonces = rounds
        .filter((r) => r.seedId === seed.id)
        .map((r) => r.nonce)
        .sort((a, b) => a - b);
      const late = nonces.filter((n) => n > revealed.nonce);
      if (late.length > 0) problems.push(`seed ${seed.id}: rounds ${late.join(",")} drawn after its reveal`);
      // Rounds of a pair use its nonces 1..n once each: the verify page's "first round is 1".
      if (nonces.join() !== Array.from({ length: seed.nonce }, (_, i) => i + 1).join()) {
        problems.push(`seed ${seed.id}: rounds have nonces ${nonces.join(",")}, its nonce is ${seed.nonce}`);
      }
    }
    expect(problems).toEqual([]);

    // What the player saw: each spin's fairness names the pair and nonce that drew it, and the
    // revealed seed recomputes it.
    for (const value of answered<{ roundId: string; payout: string; fairness: object }>(spins)) {
      const round = rounds.find((r) => r.roundId === value.roundId)!;
      const seed = seeds.find((s) => s.id === round.seedId)!;
      expect(value.fairness).toEqual({
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: round.nonce,
      });
      const revealed = revealedSeeds.find((r) => r.serverSeedHash === seed.serverSeedHash);
      if (revealed) {
        const outcome = spin(revealed.serverSeed, revealed.clientSeed, round.nonce);
        expect(((outcome.lineBets * (100 / LINES)) / 100).toFixed(2)).toBe(value.payout);
      }
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("spins of many members at once, recorded together, each take their own pair's next nonces once", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => newMember(t.app, "seedmany")));
    await Promise.all(players.map((p) => fund(t, p.id, "10")));
    const tokens = await Promise.all(players.map((p) => slotToken(p.token)));
    const answers = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: 4 }, () => post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1.00" })),
      ),
    );
    expect(answers.filter((res) => res.statusCode !== 200).map((res) => res.body)).toEqual([]);
    for (const p of players) {
      const rounds = await t.database.db
        .select()
        .from(houseRounds)
        .where(eq(houseRounds.playerId, `m${p.id}`));
      expect(rounds.map((r) => [r.nonce, r.status]).sort()).toEqual([
        [1, "SETTLED"],
        [2, "SETTLED"],
        [3, "SETTLED"],
        [4, "SETTLED"],
      ]);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("a nonce another instance took under this one's cached pair is not used twice", async () => {
    const member = await newMember(t.app, "seedstale");
    await fund(t, member.id, "10");
    const token = await slotToken(member.token);
    const spinNonce = async () => {
      const res = await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1.00" });
      expect(res.statusCode).toBe(200);
      return res.json().value.fairness.nonce as number;
    };
    expect(await spinNonce()).toBe(1);
    // Another instance of the house plays two rounds of this pair: this process's cache is behind.
    await t.database.db
      .update(houseSeeds)
      .set({ nonce: 3 })
      .where(eq(houseSeeds.playerId, `m${member.id}`));
    expect(await spinNonce()).toBe(4);
    expect(await spinNonce()).toBe(5);
    const rounds = await t.database.db
      .select({ nonce: houseRounds.nonce })
      .from(houseRounds)
      .where(eq(houseRounds.playerId, `m${member.id}`));
    expect(rounds.map((r) => r.nonce).sort()).toEqual([1, 4, 5]);
  });

  it("a pair whose row now holds other seeds (a database restored under the process) is read again", async () => {
    const member = await newMember(t.app, "seedrestore");
    await fund(t, member.id, "10");
    const token = await slotToken(member.token);
    const spinFairness = async () => {
      const res = await post(t.app, HOUSE_API.slotSpin, "", { token, bet: "1.00" });
      expect(res.statusCode).toBe(200);
      return res.json().value.fairness as { serverSeedHash: string; nonce: number };
    };
    await spinFairness();
    const serverSeed = "f".repeat(64);
    await t.database.db
      .update(houseSeeds)
      .set({ serverSeed, serverSeedHash: sha256(serverSeed) })
      .where(eq(houseSeeds.playerId, `m${member.id}`));
    // Drawn from the seeds the row holds now, so revealing them verifies the round.
    expect(await spinFairness()).toMatchObject({ serverSeedHash: sha256(serverSeed), nonce: 2 });
  });

  it("rotations alone, all at once, each reveal the pair the one before started", async () => {
    const member = await newMember(t.app, "seedrot");
    const token = await slotToken(member.token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(t.app, HOUSE_API.rotateSeed, "", { token, clientSeed: `only-${i}` })),
    );
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().errorCode}`)).toEqual([]);
    const values = answers.map((r) => r.json().value as { revealed: Revealed; next: { serverSeedHash: string } });
    // A chain: every revealed pair is either the first one or the `next` of another rotation.
    const nexts = new Set(values.map((v) => v.next.serverSeedHash));
    const firsts = values.filter((v) => !nexts.has(v.revealed.serverSeedHash));
    expect(firsts).toHaveLength(1);
    const seeds = await t.database.db
      .select()
      .from(houseSeeds)
      .where(eq(houseSeeds.playerId, `m${member.id}`));
    expect(seeds).toHaveLength(9);
    expect(seeds.filter((s) => s.active)).toHaveLength(1);
  });
});
