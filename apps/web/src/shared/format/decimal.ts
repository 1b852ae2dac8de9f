import { decimalToMinor } from "@portal/contract/money";

/** Enough fraction digits to compare any two decimal strings the server sends. */
const COMPARE_SCALE = 8;

/** Compares two decimal strings exactly (no floats); null when either is malformed. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | null {
  const x = decimalToMinor(a, COMPARE_SCALE);
  const y = decimalToMinor(b, COMPARE_SCALE);
  if (x === null || y === null) return null;
  return x < y ? -1 : x > y ? 1 : 0;
}
