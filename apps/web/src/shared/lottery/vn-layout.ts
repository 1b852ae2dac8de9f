import type { VnResult } from "@portal/contract/lottery/families/vn";
import {
  VN_LAYOUTS,
  isVnFamily,
  toOfficialOrder,
  type VnFamilyCode,
} from "@portal/contract/lottery/families/vn-layout";

export { isVnFamily, type VnFamilyCode };

/** One row of the official results table: a prize, its name (a key of the lottery namespace) and its numbers. */
export interface VnPrizeRow {
  prize: string;
  label: string;
  numbers: readonly string[];
}

/**
 * A (parsed) result's prizes in the order of its region's official results table: the north
 * special prize first, the south and central eighth prize first down to the special prize (the
 * order is the contract's, packages/contract/src/lottery/families/vn-layout.ts, shared with the
 * back office; a result is stored special first in every region).
 */
export function vnPrizeRows(code: VnFamilyCode, result: VnResult): VnPrizeRow[] {
  const rows = VN_LAYOUTS[code].structure.prizes.map((prize, i) => ({
    prize: prize.name,
    label: `VN.prize.${prize.name}`,
    numbers: result.prizes[i] ?? [],
  }));
  return toOfficialOrder(code, rows);
}
