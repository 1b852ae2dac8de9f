import { VN_CENTRAL_STRUCTURE, VN_NORTH_STRUCTURE, VN_SOUTH_STRUCTURE, type VnPrize, type VnStructure } from "./vn";

/**
 * The official layout of a Vietnamese results sheet (xổ số kết quả), per region: the order its
 * prizes are printed in. The north prints the special prize first, then the first to the seventh;
 * the south and central print the eighth prize first down to the special prize last (the lottery
 * notes). A result is stored special first in every region (`VnResult`), so whatever shows or
 * takes a result in the sheet's order converts with `toOfficialOrder` and `fromOfficialOrder`.
 */
export interface VnLayout {
  readonly structure: VnStructure;
  /** True where the sheet prints the prizes in the stored order (special first), false where it reverses it. */
  readonly specialFirst: boolean;
}

export const VN_LAYOUTS = {
  VN_NORTH: { structure: VN_NORTH_STRUCTURE, specialFirst: true },
  VN_CENTRAL: { structure: VN_CENTRAL_STRUCTURE, specialFirst: false },
  VN_SOUTH: { structure: VN_SOUTH_STRUCTURE, specialFirst: false },
} as const satisfies Record<string, VnLayout>;

/** The code of a Vietnamese family (a region). */
export type VnFamilyCode = keyof typeof VN_LAYOUTS;

export const isVnFamily = (code: string): code is VnFamilyCode => Object.hasOwn(VN_LAYOUTS, code);

/**
 * For each place on the region's sheet, the index of its prize in the stored order: north
 * [0, 1, ..., 7], south and central [8, 7, ..., 0].
 */
export function vnOfficialOrder(code: VnFamilyCode): number[] {
  const { structure, specialFirst } = VN_LAYOUTS[code];
  const stored = structure.prizes.map((_, i) => i);
  return specialFirst ? stored : stored.reverse();
}

/** Per-prize items in the stored order (special first) put in the order of the region's sheet. */
export function toOfficialOrder<T>(code: VnFamilyCode, stored: readonly T[]): T[] {
  const order = vnOfficialOrder(code);
  if (stored.length !== order.length)
    throw new RangeError(`a ${code} result has ${order.length} prizes, not ${stored.length}`);
  return order.map((i) => stored[i]!);
}

/** Per-prize items in the order of the region's sheet put back in the stored order (special first). */
export function fromOfficialOrder<T>(code: VnFamilyCode, official: readonly T[]): T[] {
  const order = vnOfficialOrder(code);
  if (official.length !== order.length)
    throw new RangeError(`a ${code} result has ${order.length} prizes, not ${official.length}`);
  const stored = new Array<T>(order.length);
  order.forEach((i, place) => {
    stored[i] = official[place]!;
  });
  return stored;
}

/** The region's prizes (name, count, digits) in the order of its sheet. */
export const vnOfficialPrizes = (code: VnFamilyCode): VnPrize[] =>
  toOfficialOrder(code, VN_LAYOUTS[code].structure.prizes);
