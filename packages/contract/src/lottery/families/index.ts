import type { LotteryFamily } from "../engine";
import { CHAIN } from "./chain";
import { ELEVEN_FIVE } from "./eleven-five";
import { FOUR_D } from "./four-d";
import { K3 } from "./k3";
import { LHC } from "./mark-six";
import { PCB } from "./pc28";
import { PK10 } from "./pk10";
import { SSC } from "./ssc";
import { THAI } from "./thai";
import { VN_NORTH, VN_SOUTH } from "./vn";

/**
 * Every lottery family the house draws, by code: a new family is its file and a line here. Each
 * family's result type is its own; listed together they are `unknown`, which is sound as long as
 * a result only ever meets the plays of the family that drew or parsed it. (Mark Six is listed
 * for the current lunar year's zodiac; a draw of another year builds its own with `markSix`.)
 */
export const LOTTERY_FAMILIES = [
  VN_NORTH,
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
