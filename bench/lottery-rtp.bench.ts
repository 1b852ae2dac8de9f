/**
 * Every lottery play's return to player, measured against its exact value (the play's stated
 * chances, `expectedHits`, checked by the families' tests) in the same run: DRAWS fast draws per
 * family (default 1,000,000), each drawn as the server draws it (HMAC-SHA256 keyed by a chain
 * element over "<game>:<index>:<block>", or the element's own bytes for CHAIN). For a few keys of
 * each play it prints the exact and measured RTP, the standard error, how many standard errors
 * apart they are and their ratio; exits 1 when any pair is more than 4.5 standard errors apart.
 *   npm run bench:lottery-rtp            (DRAWS=100000 for a quick look)
 */
import { createHmac, randomBytes } from "node:crypto";
import { fairMessage } from "@portal/contract/fair-random";
import { ODDS_SCALE, returnToPlayer, sampleKeys, type LotteryFamily, type Play } from "@portal/contract/lottery/engine";
import { LOTTERY_FAMILIES } from "@portal/contract/lottery/families/index";

const DRAWS = Number(process.env.DRAWS ?? 1_000_000);

/** A few keys a player can buy: the first, middle and last of the play's sample keys. */
function fewKeys(play: Play<unknown>): string[] {
  const keys = sampleKeys(play);
  return [...new Set([keys[0], keys[Math.floor(keys.length / 2)], keys.at(-1)])].filter((k) => k !== undefined);
}

function* hmacBytes(element: string, game: string, index: number) {
  for (let block = 0; ; block++)
    yield* createHmac("sha256", element)
      .update(fairMessage(game, index, block))
      .digest();
}

interface Tally {
  play: Play<unknown>;
  key: string;
  sum: number;
  squares: number;
}

let failed = false;
for (const family of LOTTERY_FAMILIES as readonly LotteryFamily<unknown>[]) {
  const tallies: Tally[] = family.plays.flatMap((play) =>
    fewKeys(play).map((key) => ({ play, key, sum: 0, squares: 0 })),
  );
  const game = `${family.code}_BENCH`;
  const element = randomBytes(32).toString("hex");
  const started = process.hrtime.bigint();
  for (let index = 1; index <= DRAWS; index++) {
    const result = family.drawFromElement
      ? family.draw(randomBytes(32)[Symbol.iterator]())
      : family.draw(hmacBytes(element, game, index));
    const winsByPlay = new Map<Play<unknown>, Map<string, number[]>>();
    for (const tally of tallies) {
      const { play } = tally;
      let hits: readonly number[];
      if (play.hitsOf) hits = play.hitsOf(result, tally.key);
      else {
        let byKey = winsByPlay.get(play);
        if (!byKey) {
          byKey = new Map();
          for (const win of play.wins(result)) {
            const row = byKey.get(win.key) ?? play.tiers.map(() => 0);
            row[win.tier] = (row[win.tier] ?? 0) + win.hits;
            byKey.set(win.key, row);
          }
          winsByPlay.set(play, byKey);
        }
        hits = byKey.get(tally.key) ?? [];
      }
      const odds = play.defaultOdds(tally.key);
      // Return per stake this draw: what the line pays over what it costs.
      const paid = hits.reduce((sum, h, tier) => sum + h * (odds[tier] ?? 0), 0) / ODDS_SCALE / play.costUnits;
      tally.sum += paid;
      tally.squares += paid * paid;
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`\n${family.code}: ${DRAWS.toLocaleString("en")} draws in ${seconds.toFixed(1)} s`);
  for (const { play, key, sum, squares } of tallies) {
    const measured = sum / DRAWS;
    const standardError = Math.sqrt(Math.max(squares / DRAWS - measured * measured, 0) / DRAWS);
    const exact = returnToPlayer(play, key);
    if (exact === undefined) {
      console.log(
        `  ${play.code.padEnd(22)} ${key.padEnd(12)} measured ${(measured * 100).toFixed(3)} %  (no exact value stated)`,
      );
      failed = true;
      continue;
    }
    const z = standardError === 0 ? (measured === exact ? 0 : Infinity) : (measured - exact) / standardError;
    const agree = Math.abs(z) <= 4.5;
    if (!agree) failed = true;
    console.log(
      `  ${play.code.padEnd(22)} ${key.padEnd(12)} exact ${(exact * 100).toFixed(3).padStart(8)} %  measured ${(measured * 100).toFixed(3).padStart(8)} %  ` +
        `SE ${(standardError * 100).toFixed(3)} %  z ${z.toFixed(2).padStart(6)}  ratio ${(measured / exact).toFixed(4)}  ${agree ? "agrees" : "DISAGREES"}`,
    );
  }
}
if (failed) {
  console.error("\nsome play's measured return disagrees with its exact value (or states none)");
  process.exit(1);
}
