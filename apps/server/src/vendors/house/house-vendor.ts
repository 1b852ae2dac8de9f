import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import { ROUTE } from "@portal/contract/routes";
import type { Db } from "../../db/client";
import { houseRounds } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { issueVendorSession } from "../../modules/vendor-api/sessions";
import { playerFor } from "../transfer-wallet";
import type { GameLaunchRequest, GameVendor, PulledBet } from "../game-vendor";
import { BACCARAT_GAME_CODE } from "./baccarat-service";
import { SLOT_GAME_CODE } from "./slot-service";
import { HOUSE_VENDOR } from "./vendor-client";

/** Where each house game's page lives (served by the web app). */
const HOUSE_GAME_PAGES: Record<string, string> = {
  [SLOT_GAME_CODE]: ROUTE.houseSlot,
  [BACCARAT_GAME_CODE]: ROUTE.houseBaccarat,
};

/** How old a settlement must be before the bet pull hands its round over (see pullBets). */
export const SETTLE_LAG_SECONDS = 60;

/** The cursor of a settled round: its settlement time (PostgreSQL's text, to the microsecond) and id. */
function cursorOf(settledAt: string, roundId: string): string {
  return JSON.stringify([settledAt, roundId]);
}

function parseCursor(cursor: string | null): [string, string] | null {
  if (cursor === null) return null;
  const value: unknown = JSON.parse(cursor);
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string")) {
    return [value[0] as string, value[1] as string];
  }
  throw new Error(`bad house bet cursor: ${cursor}`);
}

/**
 * The house vendor through the same adapter as any other: a launch opens a vendor session for
 * the player and the game's own page; the bet pull hands over its finished rounds in settlement
 * order (a voided round as rolled back).
 */
export function houseGameVendor(db: Db): GameVendor {
  return {
    code: HOUSE_VENDOR,

    async launch(request: GameLaunchRequest) {
      if (request.gameCode === null) throw new AppError("VENDOR_UNAVAILABLE", "The house has no lobby");
      const page = HOUSE_GAME_PAGES[request.gameCode];
      if (!page) throw new AppError("NOT_FOUND", "No such game");
      const token = await issueVendorSession(db, {
        merchantId: request.merchantId,
        memberId: request.memberId,
        vendor: HOUSE_VENDOR,
        gameCode: request.gameCode,
        currency: request.currency,
        memberSession: request.memberSession,
      });
      const query = new URLSearchParams({ token, language: request.language, merchant: request.merchantCode });
      return { game_url: `${page}?${query.toString()}` };
    },

    async pullBets(merchantId, cursor, limit) {
      const after = parseCursor(cursor);
      const settledText = sql<string>`${houseRounds.settledAt}::text`;
      const rows = await db
        .select({ round: houseRounds, settledText })
        .from(houseRounds)
        .where(
          and(
            eq(houseRounds.merchantId, merchantId),
            inArray(houseRounds.status, ["SETTLED", "VOIDED"]),
            isNotNull(houseRounds.settledAt),
            // A round whose transaction started earlier may commit after a later one: rounds are
            // handed over only once no transaction that stamped an earlier time can still be open.
            lt(houseRounds.settledAt, sql`now() - ${sql.raw(`interval '${SETTLE_LAG_SECONDS} seconds'`)}`),
            after === null
              ? undefined
              : or(
                  gt(houseRounds.settledAt, sql`${after[0]}::timestamptz`),
                  and(eq(houseRounds.settledAt, sql`${after[0]}::timestamptz`), gt(houseRounds.roundId, after[1])),
                ),
          ),
        )
        .orderBy(asc(houseRounds.settledAt), asc(houseRounds.roundId))
        .limit(limit);
      const bets: PulledBet[] = rows.map(({ round }) => ({
        roundId: round.roundId,
        playerId: playerFor({ merchantId, id: round.memberId }).playerId,
        gameCode: round.game,
        currency: round.currency,
        // A voided round took nothing in the end (its stake, if taken, was refunded).
        stake: round.status === "SETTLED" ? round.bet : 0n,
        payout: round.status === "SETTLED" ? round.payout : 0n,
        status: round.status === "SETTLED" ? "SETTLED" : "ROLLED_BACK",
        betAt: round.createdAt,
        settledAt: round.settledAt ?? round.createdAt,
      }));
      const last = rows.at(-1);
      return { bets, cursor: last ? cursorOf(last.settledText, last.round.roundId) : null };
    },
  };
}
