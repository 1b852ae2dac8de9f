import type { Config } from "./config";
import type { AccessChecks } from "./http/access";
import type { Outages } from "./modules/system/outage";
import type { Db } from "./db/client";
import type { OperatorLoginService } from "./modules/admin/operator-login";
import type { MemberGuard } from "./modules/auth/guard";
import type { LoginService } from "./modules/auth/login-service";
import type { PasswordService } from "./modules/auth/password-service";
import type { RegistrationService } from "./modules/auth/registration-service";
import type { SealedBodyOpener } from "./modules/crypto/sealed-body";
import type { MerchantDirectory } from "./modules/merchants/service";
import type { SessionService } from "./modules/sessions/service";
import type { BrandSettings } from "./modules/system/brand-settings";
import type { DepositService } from "./modules/deposits/service";
import type { VendorWalletService } from "./modules/vendor-wallets/service";
import type { WithdrawalService } from "./modules/withdrawals/service";
import type { PushHub } from "./modules/push/hub";
import type { GameVendor } from "./vendors/game-vendor";
import type { HouseGames } from "./vendors/house/house-games";
import type { GameLauncher } from "./modules/games/launch";
import type { LotteryCatalogue } from "./modules/games/lottery";
import type { PlayerGames } from "./modules/games/player-games";
import type { GameCatalogue } from "./modules/games/service";
import type { ContentService } from "./modules/content/service";
import type { MemberProfile } from "./modules/members/profile";
import type { MemberRepository } from "./modules/members/repository";
import type { SystemRepository } from "./modules/system/repository";
import type { SystemService } from "./modules/system/service";
import type { PaymentPasswordCheck } from "./modules/money/payment-password";
import type { UploadStore } from "./modules/money/uploads";
import type { WalletRepository } from "./modules/wallet/repository";
import type { UplineTransfers } from "./modules/wallet/upline";
import type { BankAccounts } from "./modules/withdrawals/bank-accounts";
import type { DepositRepository } from "./modules/deposits/repository";
import type { BetPull } from "./modules/bets/bet-pull";
import type { BetRepository } from "./modules/bets/repository";

/** What every module's routes receive, built once in app.ts. */
export interface AppDeps {
  config: Config;
  db: Db;
  merchants: MerchantDirectory;
  brandSettings: BrandSettings;
  sessions: SessionService;
  guard: MemberGuard;
  /** The checks behind each route's declared access level (http/access.ts). */
  access: AccessChecks;
  /** Whether the portal is closed to a caller (maintenance, blocked region). */
  outages: Outages;
  sealedBodies: SealedBodyOpener;
  accounts: { login: LoginService; registration: RegistrationService; passwords: PasswordService };
  /** Back-office login (the operator API's own accounts). */
  operatorLogin: OperatorLoginService;
  money: { deposits: DepositService; withdrawals: WithdrawalService; vendorWallets: VendorWalletService };
  push: PushHub;
  /** The house vendor (our own games), reached by the platform only through its adapter and routes. */
  house: HouseGames;
  /** The game vendors this server can launch and pull bets from, by code. */
  gameVendors: ReadonlyMap<string, GameVendor>;
  // The player modules' services (deps.ts playerServices).
  games: { catalogue: GameCatalogue; lottery: LotteryCatalogue; player: PlayerGames; launcher: GameLauncher };
  content: ContentService;
  /** The repository for trivial reads (the unread count); the profile for a member's own changes. */
  members: { repository: MemberRepository; profile: MemberProfile };
  /** The start-up status and site info; the repository for the trivial reads (switches, rules, countries). */
  system: { service: SystemService; repository: SystemRepository };
  /** The repository for the balance and the account record; transfers to the upline. */
  wallet: { repository: WalletRepository; upline: UplineTransfers };
  paymentPassword: PaymentPasswordCheck;
  /** Members' checked images (receipts, proofs). */
  uploads: UploadStore;
  bankAccounts: BankAccounts;
  /** Deposit orders and channels, for the trivial reads of the gateway callback and the sandbox page. */
  depositOrders: DepositRepository;
  /** The repository for the caller's rounds (bets/service.ts); the pull of vendors' settled rounds. */
  bets: { repository: BetRepository; pull: BetPull };
}
