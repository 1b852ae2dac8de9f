import { describe, expect, it } from "vitest";
import { decodeBotCheckPayload, encodeBotCheckPayload, type BotCheckChallenge } from "./bot-check";

const challenge: BotCheckChallenge = {
  parameters: {
    algorithm: "PBKDF2/SHA-256",
    nonce: "00ff",
    salt: "ab12",
    cost: 1000,
    keyLength: 32,
    keyPrefix: "00",
    expiresAt: 1_900_000_000,
    extra: "kept",
  },
  signature: "cafe",
};

describe("bot-check payload", () => {
  it("is base64 of JSON { challenge, solution }, decoded back unchanged", () => {
    const solution = { counter: 42, derivedKey: "00aa", time: 12 };
    const payload = encodeBotCheckPayload(challenge, solution);
    expect(JSON.parse(atob(payload))).toEqual({ challenge, solution });
    // Unknown parameters stay: the signature covers them.
    expect(decodeBotCheckPayload(payload)).toEqual({ challenge, solution });
  });

  it("decodes anything else to undefined", () => {
    expect(decodeBotCheckPayload("%%%")).toBeUndefined();
    expect(decodeBotCheckPayload(btoa("[]"))).toBeUndefined();
    expect(decodeBotCheckPayload(btoa(JSON.stringify({ challenge })))).toBeUndefined();
  });
});
