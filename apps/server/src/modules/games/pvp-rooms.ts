import type { PvpRoom } from "@portal/contract/api/content";
import { minorToDecimal } from "@portal/contract/money";
import { pickText, type Language } from "@portal/contract/languages";
import type { Db } from "../../db/client";
import { listPvpRooms as pvpRoomRows } from "./repository";
import type { Merchant } from "../merchants/repository";

/** The brand's PVP rooms, of one vendor or all, in catalogue order. */
export async function listPvpRooms(db: Db, merchant: Merchant, lang: Language, vendor?: string): Promise<PvpRoom[]> {
  const rows = await pvpRoomRows(db, merchant.id, vendor);
  return rows.map((row) => ({
    roomId: row.roomCode,
    vassalage: row.vassalage,
    name: pickText(row.name, lang),
    minBet: minorToDecimal(row.minBetMinor, merchant.currencyScale),
    seats: row.seats,
  }));
}
