import { and, eq } from "drizzle-orm";
import { DEMO_CURRENCY } from "@portal/contract/money";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import type { Db } from "../../db/client";
import { games, vendors } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { ROUTE } from "@portal/contract/routes";
import { BACCARAT_GAME_CODE } from "../../vendors/house/baccarat-service";
import { SLOT_GAME_CODE } from "../../vendors/house/slot-service";
import { HOUSE_VENDOR } from "../../vendors/house/vendor-client";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import { issueVendorSession } from "../vendor-api/sessions";
import { markPlayed } from "./player-games";

/** Where each house game's page lives (served by the web app). */
const HOUSE_GAME_PAGES: Record<string, string> = {
  [SLOT_GAME_CODE]: ROUTE.houseSlot,
  [BACCARAT_GAME_CODE]: ROUTE.houseBaccarat,
};

/**
 * Launches a game: a vendor session for the member (real money, or demo credit for a trial
 * member on a free-play game) and the URL the game runs at. Vendors we cannot reach (under
 * maintenance, no adapter yet) say so instead of pretending.
 */
export async function launchGame(
  db: Db,
  member: Member,
  merchant: Merchant,
  input: { nodeId: number; language: string },
): Promise<{ game_url: string }> {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, input.nodeId), eq(games.merchantId, merchant.id)));
  if (!game) throw new AppError("NOT_FOUND", "No such game");
  const [vendor] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchant.id), eq(vendors.vassalage, game.vassalage)));
  const page = game.vassalage === HOUSE_VENDOR ? HOUSE_GAME_PAGES[game.gameCode] : undefined;
  if (!vendor || vendor.maintenance || !page)
    throw new AppError("VENDOR_UNAVAILABLE", "This game is under maintenance");
  const trial = member.memberType === TRIAL_MEMBER_TYPE;
  if (trial && !game.freePlay) throw new AppError("TRIAL_ACCOUNT", "A real account is needed, please register first");
  const token = await issueVendorSession(db, {
    merchantId: merchant.id,
    memberId: member.id,
    vendor: game.vassalage,
    gameCode: game.gameCode,
    currency: trial ? DEMO_CURRENCY : merchant.currency,
  });
  await markPlayed(db, member.id, game.id);
  const query = new URLSearchParams({ token, language: input.language, merchant: merchant.code });
  return { game_url: `${page}?${query.toString()}` };
}
