import { z } from "zod";

/** How long a bot-check challenge may be solved and submitted; fetch a new one after that. */
export const BOT_CHECK_TTL_S = 600;

/**
 * The bot check is ALTCHA's open proof-of-work protocol, v2 (altcha-lib 2): the server signs a
 * PBKDF2/SHA-256 challenge; the client tries counters 0, 1, 2... until the derived key starts
 * with `keyPrefix` (altcha-lib's `solveChallenge`, or the ALTCHA widget). `value` of
 * `GET /wps/verification/botCheck` is the challenge exactly as altcha-lib creates it.
 * Parameters are kept loose: the signature covers every key, so none may be dropped.
 */
export const botCheckChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Unix seconds after which the server refuses a solution. */
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

export const botCheckSolutionSchema = z.object({
  counter: z.number().int().nonnegative(),
  /** Hex. */
  derivedKey: z.string(),
  /** How long the client took, in ms (informative). */
  time: z.number().optional(),
});
export type BotCheckSolution = z.infer<typeof botCheckSolutionSchema>;

/** What the payload decodes to. */
export const botCheckPayloadSchema = z.object({
  challenge: botCheckChallengeSchema,
  solution: botCheckSolutionSchema,
});

/**
 * The `botCheck` field of login, registration and SMS requests: base64 (standard alphabet)
 * of the JSON `{ challenge, solution }`, where `challenge` is the value of the botCheck call
 * unchanged and `solution` what the solver returned. This is also the ALTCHA widget's own
 * payload format. Each challenge is accepted once, before it expires.
 */
export function encodeBotCheckPayload(challenge: BotCheckChallenge, solution: BotCheckSolution): string {
  const json = JSON.stringify({ challenge, solution });
  // The JSON is ASCII (hex, digits, algorithm names), so btoa is safe in browsers and Node.
  return btoa(json);
}

/** The payload decoded and checked for shape; undefined when it is not one. */
export function decodeBotCheckPayload(payload: string): z.infer<typeof botCheckPayloadSchema> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(atob(payload));
  } catch {
    return undefined;
  }
  const parsed = botCheckPayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
