import type { LotteryFamily } from "../engine";
import { CHAIN } from "./chain";
import { SSC } from "./ssc";

/** Every lottery family the house draws, by code: a new family is its file and a line here. */
export const LOTTERY_FAMILIES: readonly LotteryFamily<unknown>[] = [SSC, CHAIN] as readonly LotteryFamily<never>[];

export const familyOf = (code: string) => LOTTERY_FAMILIES.find((family) => family.code === code);
