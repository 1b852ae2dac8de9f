import type { LotteryFamily } from "../engine";
import { CHAIN } from "./chain";
import { ELEVEN_FIVE } from "./eleven-five";
import { FOUR_D } from "./four-d";
import { K3 } from "./k3";
import { LHC, markSixAt } from "./mark-six";
import { PCB } from "./pc28";
import { PK10 } from "./pk10";
import { SSC } from "./ssc";
import { THAI } from "./thai";
import { VN_CENTRAL, VN_NORTH, VN_SOUTH } from "./vn";

/**
 * Every lottery family the house draws, by code: a new family is its file and a line here. Each
 * family's result type is its own; listed together they are `unknown`, which is sound as long as
 * a result only ever meets the plays of the family that drew or parsed it. (Mark Six is listed
 * with 2026's zodiac; a draw is graded by `familyAt`, its own lunar year's.)
 */
export const LOTTERY_FAMILIES = [
  VN_NORTH,
  VN_CENTRAL,
  VN_SOUTH,
  SSC,
  ELEVEN_FIVE,
  K3,
  PK10,
  PCB,
  LHC,
  FOUR_D,
  THAI,
  CHAIN,
] as unknown as readonly LotteryFamily<unknown>[];

export const familyOf = (code: string) => LOTTERY_FAMILIES.find((family) => family.code === code);

/**
 * The family a draw at `epochMs` is graded by: the registry's, except Mark Six, whose zodiac
 * numbers move at each lunar new year (the draw's own year, never the current one).
 */
export function familyAt(code: string, epochMs: number): LotteryFamily<unknown> | undefined {
  if (code === LHC.code) return markSixAt(epochMs) as unknown as LotteryFamily<unknown>;
  return familyOf(code);
}
