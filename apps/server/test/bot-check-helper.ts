import type { FastifyInstance } from "fastify";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { botCheckChallengeSchema, encodeBotCheckPayload } from "@portal/contract/api/bot-check";
import { API } from "@portal/contract/api/paths";

let nextAddress = 0;

/**
 * Does what the web does before a login, registration or SMS request: fetches a bot-check
 * challenge through the app, solves it (altcha-lib) and answers the `botCheck` payload.
 * Each call comes from its own address (198.18.0.0/15, reserved for tests) so the per-address
 * limit of the challenge route never gets in the way; pass `remoteAddress` to pick one.
 */
export async function solveBotCheck(
  app: FastifyInstance,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<string> {
  nextAddress += 1;
  const res = await app.inject({
    method: "GET",
    url: API.botCheck,
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? `198.18.${(nextAddress >> 8) & 255}.${nextAddress & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`bot-check challenge: HTTP ${res.statusCode} ${res.body}`);
  const challenge = botCheckChallengeSchema.parse(res.json().value);
  const solution = await solveChallenge({ challenge: challenge as unknown as Challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error("bot-check challenge not solved in time");
  return encodeBotCheckPayload(challenge, solution);
}
