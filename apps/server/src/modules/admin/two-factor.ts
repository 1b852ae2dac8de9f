import { createHmac, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;
const DIGITS = 6;
/** One step either side of now: a phone clock up to 30 s off still signs in. */
const DRIFT_STEPS = 1;
/** Recovery codes per set, and their alphabet (no 0/O, 1/I/L: read off paper). */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function totp(secretBase32: string, issuer = "", label = "operator"): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The step (30-second counter since the epoch) of a time. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
}

/**
 * The step a code belongs to when it is right within one step of `nowMs`, else null. The
 * caller refuses a step not after the last one used (replay).
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totp(secretBase32).validate({ token: code, timestamp: nowMs, window: DRIFT_STEPS });
  return delta === null ? null : totpStep(nowMs) + delta;
}

/** The code of a time (tests and fixtures sign in with it, as the operator's app would). */
export function totpCode(secretBase32: string, nowMs = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: nowMs });
}

/** What an authenticator app reads: otpauth://totp/<brand>:<name>?secret=...&issuer=<brand>. */
export async function enrolment(secretBase32: string, issuer: string, username: string) {
  const otpauthUri = totp(secretBase32, issuer, username).toString();
  // Not cached (unlike the download links' QR codes): the picture holds the secret.
  const svg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** A set of recovery codes as shown once: XXXXX-XXXXX (50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Whether a typed second factor is a recovery code rather than a TOTP code. */
export function isRecoveryCode(code: string): boolean {
  return !/^[0-9]{6}$/.test(code.trim());
}

/**
 * What is stored of a recovery code: an HMAC-SHA256 (a server key, ServerKeys) of its normalised
 * form (case and dash ignored), so a copy of the table alone cannot be searched offline.
 */
export function recoveryCodeHash(key: string, code: string): string {
  return createHmac("sha256", key).update(code.trim().toUpperCase().replaceAll("-", "")).digest("base64url");
}
