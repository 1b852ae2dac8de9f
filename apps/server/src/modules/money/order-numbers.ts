import { randomInt } from "node:crypto";
import { CLOCK_UTC_OFFSET_MIN } from "@portal/contract/constants";

const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * An order number members can read out to support: a letter for the kind, the brand's date
 * (GMT+8) and 10 random characters (50 bits), e.g. D251121K7Q2M9XW4P.
 */
export function newOrderNumber(prefix: "D" | "W" | "T", now = new Date()): string {
  const local = new Date(now.getTime() + CLOCK_UTC_OFFSET_MIN * 60_000).toISOString();
  const date = local.slice(2, 4) + local.slice(5, 7) + local.slice(8, 10);
  const random = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${prefix}${date}${random}`;
}
