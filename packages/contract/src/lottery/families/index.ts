import type { LotteryFamily } from "../engine";
import { CHAIN } from "./chain";
import { SSC } from "./ssc";

/**
 * Every lottery family the house draws, by code: a new family is its file and a line here. Each
 * family's result type is its own; listed together they are `unknown`, which is sound as long as
 * a result only ever meets the plays of the family that drew or parsed it.
 */
export const LOTTERY_FAMILIES = [SSC, CHAIN] as unknown as readonly LotteryFamily<unknown>[];

export const familyOf = (code: string) => LOTTERY_FAMILIES.find((family) => family.code === code);
