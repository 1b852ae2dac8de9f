import { LOGIN_SMS_THROTTLE_MS, SECONDS_PER_MINUTE, SMS_COUNTDOWN_FIREBASE_S } from "@portal/contract/constants";

export type SmsChannel = "sms" | "firebase";

/** Spec section 4: the send button counts down expiredMinutes x 60 s (60 s for firebase). */
export function smsCountdownSeconds(expiredMinutes: number, channel: SmsChannel = "sms"): number {
  if (channel === "firebase") return SMS_COUNTDOWN_FIREBASE_S;
  return Math.max(0, Math.floor(expiredMinutes * SECONDS_PER_MINUTE));
}

/** Whole seconds left until `endsAt` (epoch ms), never below 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** A request may go when the last one is at least `minMs` ago (login SMS: 1 per second). */
export function throttleAllows(lastAt: number | null, now: number, minMs: number = LOGIN_SMS_THROTTLE_MS): boolean {
  return lastAt === null || now - lastAt >= minMs;
}
