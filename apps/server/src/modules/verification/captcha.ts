import { createRequire } from "node:module";
import { randomBytes, randomInt } from "node:crypto";
import { Resvg } from "@resvg/resvg-js";
import type { ServerKeys } from "../keys/service";
import type { VerificationRepository } from "./repository";
import { hmacHex, sameDigest } from "./secrets";

export const CAPTCHA_TTL_S = 120;

/**
 * Characters that stay distinct when distorted: no 0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V, G (6 stays).
 * Upper case only; the answer is compared case-insensitively.
 */
export const CAPTCHA_CHARS = "ACEFHJKMNPRTWXY34679";

// svg-captcha draws given text with its function export (its typings only declare the helpers
// that pick text with Math.random; the text here comes from the CSPRNG instead).
const require = createRequire(import.meta.url);
const drawSvg = require("svg-captcha") as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean; background: string },
) => string;

/** 4 or 5 characters from CAPTCHA_CHARS, chosen with node:crypto. */
export function captchaText(): string {
  const length = randomInt(4, 6);
  let text = "";
  for (let i = 0; i < length; i++) text += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return text;
}

/** The text drawn as an SVG (glyphs as paths, noise lines), rasterised to PNG. */
export function renderCaptchaPng(text: string): Buffer {
  const svg = drawSvg(text, { width: 150, height: 50, fontSize: 52, noise: 3, color: true, background: "#f4f6f8" });
  return new Resvg(svg, { fitTo: { mode: "width", value: 150 } }).render().asPng();
}

function answerHash(secret: string, captchaId: string, answer: string) {
  return hmacHex(secret, `${captchaId}:${answer.trim().toUpperCase()}`);
}

export interface NewCaptcha {
  captchaId: string;
  /** PNG, base64, no data: prefix. */
  image: string;
  expiresInSeconds: number;
}

/** Old rows are removed now and then while new ones are made: no job needed. */
const PRUNE_ONE_IN = 50;

/** Image captchas: single use, valid CAPTCHA_TTL_S; only an HMAC of the answer is stored. */
export class Captchas {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly keys: ServerKeys,
  ) {}

  /**
   * A new captcha: the image goes to the client, only an HMAC of the answer is stored.
   * `options.text` is for tests (a known answer); the route never passes it.
   */
  async create(options: { text?: string } = {}): Promise<NewCaptcha> {
    const secret = await this.keys.hmacSecret("captcha");
    const captchaId = randomBytes(16).toString("base64url");
    const text = options.text ?? captchaText();
    const now = Date.now();
    await this.repo.insertCaptcha({
      id: captchaId,
      answerHash: answerHash(secret, captchaId, text),
      expiresAt: new Date(now + CAPTCHA_TTL_S * 1000),
    });
    if (randomInt(PRUNE_ONE_IN) === 0) await this.repo.deleteCaptchasExpiredBefore(new Date(now - 3600_000));
    return { captchaId, image: renderCaptchaPng(text).toString("base64"), expiresInSeconds: CAPTCHA_TTL_S };
  }

  /**
   * True when `answer` is the captcha's text (any case) and the captcha is unused and unexpired.
   * Any attempt uses the captcha up, right or wrong: the client fetches a new one.
   */
  async verify(captchaId: string, answer: string): Promise<boolean> {
    if (typeof captchaId !== "string" || typeof answer !== "string") return false;
    if (captchaId.length === 0 || captchaId.length > 64) return false;
    const now = new Date();
    const row = await this.repo.consumeCaptcha(captchaId, now);
    if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
    const secret = await this.keys.hmacSecret("captcha");
    return sameDigest(answerHash(secret, captchaId, answer), row.answerHash);
  }
}
