import { minorToDecimal } from "@portal/contract/money";
import type { PointsRules } from "../api/points-api";

/** Why a number of points cannot be converted, before asking the server. */
export type ConvertProblem = "required" | "notWhole" | "notMultiple" | "tooMany" | "tooFew";

/** The points typed, when they are a whole positive number of digits; null otherwise. */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const points = Number(trimmed);
  return points > 0 ? points : null;
}

/**
 * The money `points` give at the brand's rate, as the server counts it: whole minor units of
 * `convertAmount` (its own number of decimals), rounded down. BigInt: never a float.
 */
export function convertedAmount(points: number, rules: PointsRules): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rules.convertAmount);
  if (!match || rules.convertPoints <= 0) return null;
  const fraction = match[2] ?? "";
  const worth = BigInt(`${match[1]}${fraction}`);
  return minorToDecimal((BigInt(points) * worth) / BigInt(rules.convertPoints), fraction.length);
}

/** What is wrong with converting `text` points with this balance, or null when it may go. */
export function convertProblem(text: string, rules: PointsRules, balance: number): ConvertProblem | null {
  if (text.trim() === "") return "required";
  const points = parsePoints(text);
  if (points === null) return "notWhole";
  if (points % rules.convertMinPoints !== 0) return "notMultiple";
  if (points > balance) return "tooMany";
  // A rate that gives less than the smallest coin for these points: the server refuses it too.
  if (!/[1-9]/.test(convertedAmount(points, rules) ?? "")) return "tooFew";
  return null;
}
