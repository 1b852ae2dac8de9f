import { createHash, randomInt } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { BOT_CHECK_TTL_S, decodeBotCheckPayload, type BotCheckChallenge } from "@portal/contract/api/bot-check";
import type { ServerKeys } from "../keys/service";
import type { SettingsRepository } from "../system/settings-repository";
import type { VerificationRepository } from "./repository";
import { hmacHex } from "./secrets";

export const BOT_CHECK_ALGORITHM = "PBKDF2/SHA-256";
const SPENT_KIND = "altcha";
const PRUNE_ONE_IN = 50;

/**
 * The bot check: ALTCHA v2 proof of work (altcha-lib). The challenge is made in deterministic
 * mode: the server picks the counter that solves it (random in [max/2, max], setting
 * botCheckMaxCounter) and signs the derived key, so verifying costs one HMAC while solving
 * costs about `counter` PBKDF2 derivations of `botCheckCost` iterations each.
 */
export class BotCheck {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly settings: SettingsRepository,
    private readonly keys: ServerKeys,
  ) {}

  async create(merchantId: number): Promise<BotCheckChallenge> {
    const settings = await this.settings.read(merchantId);
    const { signature, key } = await this.secrets();
    const max = settings.botCheckMaxCounter;
    const now = Date.now();
    const challenge = await createChallenge({
      algorithm: BOT_CHECK_ALGORITHM,
      cost: settings.botCheckCost,
      counter: randomInt(Math.ceil(max / 2), max + 1),
      deriveKey,
      expiresAt: new Date(now + BOT_CHECK_TTL_S * 1000),
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
    if (randomInt(PRUNE_ONE_IN) === 0) await this.repo.deleteSpentTokensExpiredBefore(SPENT_KIND, new Date(now));
    return challenge as BotCheckChallenge;
  }

  /**
   * True once for a payload (contract: base64 JSON `{ challenge, solution }`) whose challenge
   * this server signed, has not expired and is solved. The challenge's signature is then
   * recorded as spent until the challenge expires, so a replay is refused.
   */
  async verify(payload: string): Promise<boolean> {
    if (typeof payload !== "string" || payload.length > 8192) return false;
    const decoded = decodeBotCheckPayload(payload);
    if (!decoded) return false;
    const { challenge, solution } = decoded;
    const expiresAt = challenge.parameters.expiresAt;
    if (challenge.parameters.algorithm !== BOT_CHECK_ALGORITHM || !expiresAt) return false;
    const { signature, key } = await this.secrets();
    let verified = false;
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
      verified = result.verified;
    } catch {
      // Malformed hex or parameters that altcha-lib refuses: not a solution.
      return false;
    }
    if (!verified) return false;
    const tokenHash = createHash("sha256").update(challenge.signature).digest("hex");
    return this.repo.spendToken(SPENT_KIND, tokenHash, new Date(expiresAt * 1000));
  }

  private async secrets() {
    const signature = await this.keys.hmacSecret("altcha");
    // A second key for the derived-key signatures, derived from the first: one stored secret.
    return { signature, key: hmacHex(signature, "altcha-key-signature") };
  }
}
