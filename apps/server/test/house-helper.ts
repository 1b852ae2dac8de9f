import { randomUUID } from "node:crypto";
import { desc, eq, notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { LOTTERY_API, type LotterySelection } from "@portal/contract/api/lottery";
import { API } from "@portal/contract/api/paths";
import { games } from "../src/db/schema";
import type { HouseGames } from "../src/vendors/house/house-games";
import { addGame, currentDraw, gameByCode, markVoid } from "../src/vendors/house/lottery/repository";
import { lotteryDraws, lotteryGames } from "../src/vendors/house/lottery/schema";
import { fund, newMember, post } from "./money-helper";
import type { TestApp } from "./test-app";

/** The catalogue node of a house game, which a player's launch names. */
export async function houseGameNode(t: TestApp, gameCode: string): Promise<number> {
  const [row] = await t.database.db.select().from(games).where(eq(games.gameCode, gameCode));
  return row!.id;
}

/** The game session token in a launched game's URL. */
export const gameTokenOf = (gameUrl: string) => new URL(gameUrl, "http://x").searchParams.get("token")!;

/** Launches a house game for a member (real money) and answers its game session token. */
export async function launchHouseGame(app: FastifyInstance, memberToken: string, nodeId: number): Promise<string> {
  const res = await post(app, API.launchGame, memberToken, { nodeId, accountType: 1 });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.body}`);
  return gameTokenOf(res.json().value.game_url as string);
}

/** A new member funded with `amount` ("0": none) and launched into a house game: the member and its game session token. */
export async function playerInHouseGame(t: TestApp, usernamePrefix: string, gameCode: string, amount = "100.00") {
  const member = await newMember(t.app, usernamePrefix);
  if (amount !== "0") await fund(t, member.id, amount);
  const token = await launchHouseGame(t.app, member.token, await houseGameNode(t, gameCode));
  return { member, token };
}

/** Places a slip on a draw through the lottery API, as a new request (its own request id). */
export const buyTickets = (
  app: FastifyInstance,
  token: string,
  game: string,
  drawNo: string,
  selections: readonly LotterySelection[],
) =>
  app.inject({
    method: "POST",
    url: LOTTERY_API.tickets,
    payload: { token, requestId: randomUUID(), game, drawNo, selections },
  });

/**
 * A lottery game's draw taking tickets. Tests draw days ahead of the clock (a sweep at a draw's
 * time), which uses up the draws made: then the schedule is swept on from the last one, as the job
 * would be once the clock got there.
 */
export async function drawTakingTickets(t: TestApp, house: HouseGames, code: string) {
  const url = LOTTERY_API.currentDraw.replace(":code", code);
  let res = await t.app.inject({ method: "GET", url });
  if (res.statusCode === 409) {
    const game = (await gameByCode(t.database.db, t.merchantId, code))!;
    const [last] = await t.database.db
      .select({ drawsAt: lotteryDraws.drawsAt })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.gameId, game.id))
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(1);
    await house.lottery.sweep(t.merchantId, last!.drawsAt);
    res = await t.app.inject({ method: "GET", url });
  }
  if (res.statusCode !== 200) throw new Error(`no draw of ${code} takes tickets: ${res.body}`);
  return res.json().value as { drawNo: string; closesAt: number; drawsAt: number };
}

/**
 * A daily SSC game of the brand, in its catalogue, as the only lottery game making draws (the
 * demo's others are put aside: no job runs here, so the draws swept and settled are this game's),
 * its next draws made. A daily game, so no draw closes while a test buys on it: a draw closing
 * within the next ten minutes is voided first, and the tests buy on the next day's.
 */
export async function addDailySscGame(t: TestApp, house: HouseGames, code: string, name: string): Promise<void> {
  await addDailyLotteryGame(t, house, code, name, "SSC", []);
}

/**
 * The same for any family, leaving `keep` enabled too (a test of a second family beside its SSC
 * game): every other house lottery game is disabled.
 */
export async function addDailyLotteryGame(
  t: TestApp,
  house: HouseGames,
  code: string,
  name: string,
  family: string,
  keep: readonly string[],
): Promise<void> {
  const db = t.database.db;
  await addGame(db, { merchantId: t.merchantId, code, family, intervalSec: 86_400, closeBeforeSec: 60 });
  await db.insert(games).values({
    merchantId: t.merchantId,
    vassalage: "HOUSE",
    category: "ELOTT",
    gameCode: code,
    gameType: family,
    name: { en: name },
  });
  await db
    .update(lotteryGames)
    .set({ enabled: false })
    .where(notInArray(lotteryGames.code, [code, ...keep]));
  await house.lottery.sweep(t.merchantId, new Date());
  const found = await currentDraw(db, (await gameByCode(db, t.merchantId, code))!.id, new Date());
  if (found && found.draw.closesAt.getTime() - Date.now() < 10 * 60_000) {
    await markVoid(db, found.draw.id, "00", new Date());
    await house.lotterySettlement.settleDue(t.merchantId);
  }
}
