import { API } from "@portal/contract/api/paths";
import { encodeBotCheckPayload, type BotCheckChallenge } from "@portal/contract/api/bot-check";
import { ApiError } from "./api-error";
import { apiGet } from "./client";

/**
 * The `botCheck` field: a fresh ALTCHA challenge (single use) solved in the browser with
 * WebCrypto PBKDF2. altcha-lib loads on first use, so only the forms that need it pay for it.
 */
export async function solveBotCheck(): Promise<string> {
  const [challenge, { solveChallenge }, { deriveKey }] = await Promise.all([
    apiGet<BotCheckChallenge>(API.botCheck),
    import("altcha-lib"),
    import("altcha-lib/algorithms/web/pbkdf2"),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new ApiError("BOT_CHECK_FAILED", "bot check not solved in time");
  return encodeBotCheckPayload(challenge, solution);
}
