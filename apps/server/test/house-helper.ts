import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { API } from "@portal/contract/api/paths";
import { games } from "../src/db/schema";
import { post } from "./money-helper";
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
