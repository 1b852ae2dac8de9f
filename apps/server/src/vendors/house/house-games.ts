import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { HouseBaccarat } from "./baccarat-service";
import { HouseGameSettings } from "./game-settings";
import { HouseRounds } from "./house-rounds";
import { LotteryChases } from "./lottery/chase";
import { HouseLottery } from "./lottery/service";
import { LotterySettlement } from "./lottery/settlement";
import { LotteryTickets } from "./lottery/tickets";
import { PlatformClient } from "./platform-client";
import type { PlatformTransport } from "./platform-transport";
import { activeSeed, brandByCode, rotateSeed, type HouseBrand } from "./repository";
import { HouseSlot } from "./slot-service";

export interface HouseGamesOptions {
  /** The house's own tables (in this process, the platform's database handle). */
  db: Db;
  /** The platform in this process, for brands configured without a platform API base. */
  inProcess?: PlatformTransport | undefined;
  /** The brand of a game page that names none (the server's own brand). */
  defaultMerchantCode: string;
}

/**
 * The house vendor as one unit: its games (sharing one round lifecycle and its job for rounds
 * cut short), its fairness calls and its brands, built from its own tables and configuration.
 * It reaches the platform only through PlatformClient, so it could run as a process of its own.
 */
export class HouseGames {
  readonly rounds: HouseRounds;
  readonly slot: HouseSlot;
  readonly baccarat: HouseBaccarat;
  /** The operator's settings of the slot and baccarat per brand: offered or not, stake limits. */
  readonly gameSettings: HouseGameSettings;
  readonly lottery: HouseLottery;
  /** The lottery's tickets (sold and cancelled through the vendor API) and its draws' settlement. */
  readonly lotteryTickets: LotteryTickets;
  readonly lotterySettlement: LotterySettlement;
  /** The lottery's chase plans (decision 0037). */
  readonly lotteryChases: LotteryChases;
  private readonly db: Db;
  private readonly defaultMerchantCode: string;

  constructor({ db, inProcess, defaultMerchantCode }: HouseGamesOptions) {
    this.db = db;
    this.defaultMerchantCode = defaultMerchantCode;
    const platform = new PlatformClient(inProcess);
    this.rounds = new HouseRounds(db, platform);
    this.gameSettings = new HouseGameSettings(db);
    this.slot = new HouseSlot(this.rounds, this.gameSettings);
    this.baccarat = new HouseBaccarat(this.rounds, this.gameSettings);
    this.lottery = new HouseLottery(db);
    this.lotteryTickets = new LotteryTickets(db, this.rounds, platform, this.lottery.settings);
    this.lotterySettlement = new LotterySettlement(db, platform, this.lottery, this.lotteryTickets);
    this.lotteryChases = new LotteryChases(db, this.rounds, platform, this.lottery, this.lotteryTickets);
  }

  /**
   * The house's configuration per brand, read once a minute at most: every round's call needs it,
   * and it changes only when a brand is configured (configureBrand never rewrites a row).
   */
  private readonly brands = new LRUCache<string, HouseBrand>({
    max: 1_000,
    ttl: 60_000,
    fetchMethod: (code) => brandByCode(this.db, code),
  });

  /** The brand a game page's call names (its `Merchant` header), if the house is configured for it. */
  async brand(merchantCode: string | undefined): Promise<HouseBrand> {
    const code = merchantCode?.trim() || this.defaultMerchantCode;
    const brand = code.length <= 32 ? await this.brands.fetch(code) : undefined;
    if (!brand) throw new AppError("UNKNOWN_MERCHANT", "Unknown merchant");
    return brand;
  }

  /**
   * The player's wallet balance, for a game page before its first round. The session is confirmed
   * first: the platform's balance call answers for any token of the brand, even an ended one, and
   * a game URL left in a history must read nothing once its session has ended.
   */
  async balance(brand: HouseBrand, token: string) {
    await this.rounds.player(brand, token);
    return { balance: await this.rounds.balance(brand, token) };
  }

  /** The player's active seed pair (made on first use); an ended game session reads nothing. */
  async fairness(brand: HouseBrand, token: string) {
    const seed = await activeSeed(this.db, await this.rounds.player(brand, token));
    return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
  }

  /** Reveals the active pair's server seed and starts a new pair with the player's client seed. */
  async rotate(brand: HouseBrand, token: string, clientSeed: string) {
    const { revealed, next } = await rotateSeed(this.db, await this.rounds.player(brand, token), clientSeed);
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        clientSeed: revealed.clientSeed,
        nonce: revealed.nonce,
      },
      next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
    };
  }
}
