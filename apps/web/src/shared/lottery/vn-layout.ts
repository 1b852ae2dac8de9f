import {
  VN_CENTRAL_STRUCTURE,
  VN_NORTH_STRUCTURE,
  VN_SOUTH_STRUCTURE,
  type VnResult,
  type VnStructure,
} from "@portal/contract/lottery/families/vn";

/** One row of the official results table: a prize, its name (a key of the lottery namespace) and its numbers. */
export interface VnPrizeRow {
  prize: string;
  label: string;
  numbers: readonly string[];
}

/**
 * Each region's structure and the order its official results table lists the prizes in: the
 * north special prize first, the south and central eighth prize first down to the special prize
 * (the lottery notes; a result is stored special first in every region).
 */
const LAYOUTS = {
  VN_NORTH: { structure: VN_NORTH_STRUCTURE, specialFirst: true },
  VN_CENTRAL: { structure: VN_CENTRAL_STRUCTURE, specialFirst: false },
  VN_SOUTH: { structure: VN_SOUTH_STRUCTURE, specialFirst: false },
} satisfies Record<string, { structure: VnStructure; specialFirst: boolean }>;

export type VnFamilyCode = keyof typeof LAYOUTS;

export const isVnFamily = (code: string): code is VnFamilyCode => Object.hasOwn(LAYOUTS, code);

/** A (parsed) result's prizes in the order of its region's official results table. */
export function vnPrizeRows(code: VnFamilyCode, result: VnResult): VnPrizeRow[] {
  const { structure, specialFirst } = LAYOUTS[code];
  const rows = structure.prizes.map((prize, i) => ({
    prize: prize.name,
    label: `VN.prize.${prize.name}`,
    numbers: result.prizes[i] ?? [],
  }));
  return specialFirst ? rows : rows.reverse();
}
