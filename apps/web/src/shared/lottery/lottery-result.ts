import type { LotteryFamily } from "@portal/contract/lottery/engine";
import { familyOf } from "@portal/contract/lottery/families/index";
import type { FourDResult } from "@portal/contract/lottery/families/four-d";
import { pcbSum, type PcbResult } from "@portal/contract/lottery/families/pc28";
import type { ThaiResult } from "@portal/contract/lottery/families/thai";
import type { VnResult } from "@portal/contract/lottery/families/vn";
import { isVnFamily, vnPrizeRows, type VnFamilyCode, type VnPrizeRow } from "./vn-layout";

/**
 * One piece of a shown result: its numbers, and the name of what they are (a prize, the sum), a
 * key of the lottery namespace, where the family's result has several pieces.
 */
export interface ResultPart {
  label?: string;
  value: string;
}

const pad2 = (n: number) => String(n).padStart(2, "0");
const digits = (result: readonly number[]) => result.join(" ");
const twoDigits = (result: readonly number[]) => result.map(pad2).join(" ");

/** The pieces of each family's result, as its players read it. */
const FORMATS: Record<string, (result: never) => ResultPart[]> = {
  SSC: (r: readonly number[]) => [{ value: digits(r) }],
  CHAIN: (r: readonly number[]) => [{ value: digits(r) }],
  "11X5": (r: readonly number[]) => [{ value: twoDigits(r) }],
  PK10: (r: readonly number[]) => [{ value: twoDigits(r) }],
  K3: (r: readonly number[]) => [{ value: digits(r) }, { label: "K3.row.sum", value: String(r[0]! + r[1]! + r[2]!) }],
  PCB: (r: PcbResult) => [{ value: digits(r) }, { label: "PCB.row.sum", value: String(pcbSum(r)) }],
  LHC: (r: readonly number[]) => [
    { value: twoDigits(r.slice(0, 6)) },
    { label: "LHC.row.special", value: pad2(r[6]!) },
  ],
  "4D": (r: FourDResult) => [
    { label: "4D.tier.FIRST", value: r.first },
    { label: "4D.tier.SECOND", value: r.second },
    { label: "4D.tier.THIRD", value: r.third },
    { label: "4D.tier.STARTER", value: r.starter.join(" ") },
    { label: "4D.tier.CONSOLATION", value: r.consolation.join(" ") },
  ],
  THAI: (r: ThaiResult) => [
    { label: "THAI.prize.first", value: r.first },
    { label: "THAI.prize.front", value: r.front.join(" ") },
    { label: "THAI.prize.back", value: r.back.join(" ") },
    { label: "THAI.prize.bottom", value: r.bottom },
  ],
  VN_NORTH: (r: VnResult) => vnParts("VN_NORTH", r),
  VN_CENTRAL: (r: VnResult) => vnParts("VN_CENTRAL", r),
  VN_SOUTH: (r: VnResult) => vnParts("VN_SOUTH", r),
};

/** The Vietnamese prizes in the order of the region's official results table, each with its numbers. */
function vnParts(code: VnFamilyCode, result: VnResult): ResultPart[] {
  return vnPrizeRows(code, result).map((row) => ({ label: row.label, value: row.numbers.join(" ") }));
}

/** A result as its family reads it, or null: an unknown family, a malformed result. */
function parsed(familyCode: string, result: unknown): { value: unknown } | null {
  const family = familyOf(familyCode) as LotteryFamily<unknown> | undefined;
  if (!family) return null;
  try {
    return { value: family.parseResult(result) };
  } catch {
    return null;
  }
}

/**
 * A draw's result in pieces to show: SSC's digits, K3 and PC28 with their sum, Mark Six's six
 * numbers and special number, 4D, Thai and Vietnamese results prize by prize (the Vietnamese in
 * the official layout's order). Null for a result the family does not recognise (an unknown
 * family, a malformed result): it is shown as it came.
 */
export function resultParts(familyCode: string, result: unknown): ResultPart[] | null {
  const format = FORMATS[familyCode] as ((result: unknown) => ResultPart[]) | undefined;
  const read = format ? parsed(familyCode, result) : null;
  return format && read ? format(read.value) : null;
}

/**
 * A Vietnamese result as the rows of its official results table (vn-layout.ts), or null for
 * another family's result or one its family does not recognise.
 */
export function vnResultRows(familyCode: string, result: unknown): VnPrizeRow[] | null {
  if (!isVnFamily(familyCode)) return null;
  const read = parsed(familyCode, result);
  return read ? vnPrizeRows(familyCode, read.value as VnResult) : null;
}
