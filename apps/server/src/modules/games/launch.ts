import { DEMO_CURRENCY } from "@portal/contract/money";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { AppError } from "../../http/app-error";
import type { GameVendor } from "../../vendors/game-vendor";
import type { Merchant } from "../merchants/repository";
import type { Member } from "../members/repository";
import type { GameRepository, GameRow } from "./repository";
import type { NewVendorSession } from "../vendor-api/sessions";
import { underMaintenance } from "./vendor-maintenance";

/** What a launch names: a catalogue game, a vendor's game by code, a vendor's lobby, or a PVP room. */
export interface LaunchTarget {
  nodeId?: number | undefined;
  vassalage?: string | undefined;
  gameId?: string | undefined;
  roomId?: string | undefined;
  language: string;
}

/** Issues the token a launched game sends back with its wallet calls (vendor-api's sessions). */
export type VendorSessionIssuer = (session: NewVendorSession) => Promise<string>;

/**
 * Launches a game through its vendor's adapter: a session for the member (real money, or demo
 * credit for a trial member on a free-play game) and the URL the game runs at. A vendor without
 * an adapter, or under maintenance, says so instead of pretending.
 */
export class GameLauncher {
  constructor(
    private readonly games: GameRepository,
    private readonly gameVendors: ReadonlyMap<string, GameVendor>,
    private readonly issueVendorSession: VendorSessionIssuer,
  ) {}

  async launch(member: Member, merchant: Merchant, target: LaunchTarget, memberSession: string) {
    const { game, vendor } = await this.resolveTarget(merchant.id, target);
    const trial = member.memberType === TRIAL_MEMBER_TYPE;
    if (trial && !game?.freePlay)
      throw new AppError("TRIAL_ACCOUNT", "A real account is needed, please register first");
    const adapter = this.gameVendors.get(vendor.vassalage);
    if (underMaintenance(vendor)) throw new AppError("VENDOR_MAINTENANCE", "This vendor is under maintenance");
    if (!adapter) throw new AppError("VENDOR_UNAVAILABLE", "This vendor is not connected");
    // A vendor's game outside our catalogue (a lottery menu's) goes by the code the caller sent.
    const gameCode = game?.gameCode ?? target.gameId ?? null;
    const currency = trial ? DEMO_CURRENCY : merchant.currency;
    const answer = await adapter.launch({
      merchantId: merchant.id,
      merchantCode: merchant.code,
      memberId: member.id,
      gameCode,
      roomId: target.roomId,
      language: target.language,
      currency,
      // The platform issues the token (vendors never touch our sessions); only an adapter that
      // really starts the game asks for one, so a refused launch leaves no session behind.
      openSession: () =>
        this.issueVendorSession({
          merchantId: merchant.id,
          memberId: member.id,
          vendor: vendor.vassalage,
          gameCode: gameCode ?? "",
          currency,
          memberSession,
        }),
    });
    if (game) await this.games.markPlayed(member.id, game.id);
    return answer;
  }

  /** The game (when one is named) and the vendor of a launch, both of the caller's brand. */
  private async resolveTarget(merchantId: number, target: LaunchTarget) {
    let game: GameRow | undefined;
    if (target.nodeId !== undefined) {
      game = await this.games.findGame(merchantId, target.nodeId);
      if (!game) throw new AppError("NOT_FOUND", "No such game");
    }
    const vassalage = game?.vassalage ?? target.vassalage;
    if (vassalage === undefined) throw new AppError("NOT_FOUND", "No such game");
    const vendor = await this.games.findVendor(merchantId, vassalage);
    if (!vendor) throw new AppError("NOT_FOUND", "No such vendor");
    if (!game && target.gameId !== undefined)
      game = await this.games.findGameByCode(merchantId, vassalage, target.gameId);
    if (target.roomId !== undefined && !(await this.games.pvpRoomExists(merchantId, vassalage, target.roomId))) {
      throw new AppError("NOT_FOUND", "No such room");
    }
    return { game, vendor };
  }
}
