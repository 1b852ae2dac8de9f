/**
 * A game vendor as the platform drives it (reference notes, vendor integration): it launches a
 * game for a player, and hands over its settled rounds page by page ("bet pull"), which the
 * platform reconciles with its own bet records. Money moves separately: through the seamless
 * wallet API the vendor calls (/vendor/*), or through a TransferWalletVendor.
 */
export interface GameVendor {
  /** The vendor's code (vassalage). */
  readonly code: string;
  /** Starts a game (or the lobby when `gameCode` is null). Throws AppError VENDOR_UNAVAILABLE when it cannot. */
  launch(request: GameLaunchRequest): Promise<GameLaunchAnswer>;
  /**
   * Settled rounds after `cursor` (null: from the start), oldest first, at most `limit`. The
   * answer's cursor continues from the last round given; it is null when nothing was given.
   */
  pullBets(merchantId: number, cursor: string | null, limit: number): Promise<PulledBetPage>;
}

export interface GameLaunchRequest {
  merchantId: number;
  merchantCode: string;
  memberId: number;
  /** The game, or null for the vendor's lobby. */
  gameCode: string | null;
  /** A PVP room of the vendor. */
  roomId?: string | undefined;
  language: string;
  /** The brand's currency, or the demo currency for free play. */
  currency: string;
  /**
   * Issues the player's session token at this vendor (the platform's vendor session, ended by
   * the member's logout): what a seamless vendor's wallet calls carry. Called once the adapter
   * knows it can start the game.
   */
  openSession(): Promise<string>;
}

/** Where the game runs: a page to frame (game_url) or to open on its own (game_url2). */
export interface GameLaunchAnswer {
  game_url?: string;
  game_url2?: string;
}

export interface PulledBet {
  roundId: string;
  /** Our id for the member at the vendor (see playerFor). */
  playerId: string;
  gameCode: string;
  currency: string;
  /** Minor units. */
  stake: bigint;
  payout: bigint;
  status: "SETTLED" | "ROLLED_BACK";
  betAt: Date;
  settledAt: Date;
}

export interface PulledBetPage {
  bets: PulledBet[];
  cursor: string | null;
}

/** The member behind a vendor's player id ("m<id>"), or null for an id we never issued. */
export function memberIdOfPlayer(playerId: string): number | null {
  const match = /^m([1-9]\d{0,9})$/.exec(playerId);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
