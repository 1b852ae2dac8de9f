import type { Config } from "./config";
import type { AccessChecks } from "./http/access";
import type { Outages } from "./modules/system/outage";
import type { OperatorLoginService } from "./modules/admin/operator-login";
import type { MemberGuard } from "./modules/auth/guard";
import type { LoginService } from "./modules/auth/login-service";
import type { PasswordService } from "./modules/auth/password-service";
import type { RegistrationService } from "./modules/auth/registration-service";
import type { SealedBodyOpener } from "./modules/crypto/sealed-body";
import type { MerchantDirectory } from "./modules/merchants/service";
import type { SessionService } from "./modules/sessions/service";
import type { BrandSettings } from "./modules/system/brand-settings";
import type { BrandCaches } from "./lib/brand-cache";
import type { DepositService } from "./modules/deposits/service";
import type { VendorWalletService } from "./modules/vendor-wallets/service";
import type { WithdrawalService } from "./modules/withdrawals/service";
import type { PromotionService } from "./modules/promotions/service";
import type { CashbackService } from "./modules/promotions/cashback-service";
import type { RaffleService } from "./modules/promotions/raffle-service";
import type { EventService } from "./modules/promotions/events-service";
import type { PointsService } from "./modules/points/service";
import type { RewardService } from "./modules/rewards/service";
import type { MissionService } from "./modules/missions/service";
import type { ReferralService } from "./modules/referral/service";
import type { VipService } from "./modules/vip/service";
import type { PushHub } from "./modules/push/hub";
import type { InboxService } from "./modules/inbox/service";
import type { FeedbackService } from "./modules/feedback/service";
import type { ChatService } from "./modules/chat/service";
import type { GameVendor } from "./vendors/game-vendor";
import type { HouseGames } from "./vendors/house/house-games";
import type { JobRunRepository } from "./jobs/repository";
import type { BalanceAdjustments } from "./modules/admin/adjustments";
import type { AuditRepository } from "./modules/admin/audit-repository";
import type { BrandConfig } from "./modules/admin/brand-config";
import type { BrandRules } from "./modules/admin/brand-rules";
import type { PaymentChannelRepository } from "./modules/admin/config-repository";
import type { Operators } from "./modules/admin/operators";
import type { BackOfficeRepository } from "./modules/admin/repository";
import type { DashboardService } from "./modules/admin/dashboard";
import type { MemberAdmin } from "./modules/admin/member-admin";
import type { ReportService } from "./modules/admin/reports";
import type { ContentAdmin } from "./modules/content/admin-service";
import type { AdjustmentApprovalRepository } from "./modules/admin/adjustment-approvals-repository";
import type { LoginThrottle } from "./modules/auth/login-throttle";
import type { ServerKeys } from "./modules/keys/service";
import type { MerchantRepository } from "./modules/merchants/repository";
import type { SeamlessWallet } from "./modules/vendor-api/service";
import type { VendorSecrets } from "./modules/vendor-api/sessions";
import type { VerificationChecks } from "./modules/verification/account-verifiers";
import type { GameLauncher } from "./modules/games/launch";
import type { LotteryCatalogue } from "./modules/games/lottery";
import type { PlayerGames } from "./modules/games/player-games";
import type { GameCatalogue } from "./modules/games/service";
import type { VendorMaintenance } from "./modules/games/vendor-maintenance";
import type { CatalogueAdmin } from "./modules/games/catalogue-admin";
import type { ContentService } from "./modules/content/service";
import type { MemberProfile } from "./modules/members/profile";
import type { MemberRepository } from "./modules/members/repository";
import type { SystemRepository } from "./modules/system/repository";
import type { SystemService } from "./modules/system/service";
import type { SettingsRepository } from "./modules/system/settings-repository";
import type { PaymentPasswordCheck } from "./modules/money/payment-password";
import type { UploadStore } from "./modules/money/uploads";
import type { BrandImages } from "./modules/images/service";
import type { WalletRepository } from "./modules/wallet/repository";
import type { UplineTransfers } from "./modules/wallet/upline";
import type { BankAccounts } from "./modules/withdrawals/bank-accounts";
import type { DepositRepository } from "./modules/deposits/repository";
import type { BetPull } from "./modules/bets/bet-pull";
import type { WinnerBoard } from "./modules/bets/winner-board";
import type { BetRepository } from "./modules/bets/repository";
import type { ProtectionService } from "./modules/protection/service";
import type { AgentService } from "./modules/agents/service";
import type { RebateService } from "./modules/agents/rebates-service";
import type { AgentReportService } from "./modules/agent-reports/service";
import type { ContractService } from "./modules/agents/contracts-service";

/** What every module's routes receive, built once in app.ts. */
export interface AppDeps {
  config: Config;
  merchants: MerchantDirectory;
  brandSettings: BrandSettings;
  /** The caches of brands' settings, site info and catalogue; `changed` drops a brand's everywhere. */
  caches: BrandCaches;
  sessions: SessionService;
  guard: MemberGuard;
  /** Player protection: limits, breaks, the reality check and their checks (decision 0025). */
  protection: ProtectionService;
  /** The agent centre's team: rates, overview, downlines, register account (decision 0031). */
  agents: AgentService;
  /** The agent centre's team reports: team betting, user profit and loss, transaction details. */
  agentReports: AgentReportService;
  /** The rebate chain's settlement, run by the job runner (decision 0032). */
  rebates: RebateService;
  /** Contracts between uplines and downlines, and their settlement (decision 0033). */
  contracts: ContractService;
  /** The checks behind each route's declared access level (http/access.ts). */
  access: AccessChecks;
  /** Whether the portal is closed to a caller (maintenance, blocked region). */
  outages: Outages;
  sealedBodies: SealedBodyOpener;
  /** The server's own keys (the public key request bodies are sealed with). */
  keys: ServerKeys;
  /** Captcha, bot check and SMS codes. */
  verification: VerificationChecks;
  accounts: {
    login: LoginService;
    registration: RegistrationService;
    passwords: PasswordService;
    /** Counts tries of secrets (logins, a logged-in member's passwords). */
    throttle: LoginThrottle;
  };
  /** The operator API's reads across domains, the brand's configuration and balance adjustments. */
  backOffice: {
    reads: BackOfficeRepository;
    /** The dashboard's figures (admin/dashboard-routes.ts). */
    dashboard: DashboardService;
    /** The reports: profit and loss, members, agents (admin/report-routes.ts). */
    reports: ReportService;
    /** Announcements and the help centre as operators write them (admin/content-routes.ts). */
    content: ContentAdmin;
    /** Members: search, a member's page and the operator's actions on one (admin/member-routes.ts). */
    memberAdmin: MemberAdmin;
    config: BrandConfig;
    /** Feature switches and registration rules (admin/operations-routes.ts). */
    brandRules: BrandRules;
    /** The payment channels and the settings as stored now (no cache), for the operators' reads. */
    channels: PaymentChannelRepository;
    settings: SettingsRepository;
    adjustments: BalanceAdjustments;
    /** Adjustments waiting for a second operator, and the decisions on them. */
    adjustmentApprovals: AdjustmentApprovalRepository;
  };
  /** What the periodic jobs (and their operator routes) use beyond the services above. */
  jobs: {
    runs: JobRunRepository;
    /** Every brand of the database (`list()`): the jobs run for all of them. */
    brands: MerchantRepository;
  };
  /** The back office's own accounts, their login and the audit log of their writes. */
  operators: { accounts: Operators; login: OperatorLoginService; auditLog: AuditRepository };
  /** The seamless wallet vendors call, and the game sessions it answers for. */
  vendorApi: { wallet: SeamlessWallet; secrets: VendorSecrets };
  money: { deposits: DepositService; withdrawals: WithdrawalService; vendorWallets: VendorWalletService };
  /** Deposit bonuses and the turnover lock they put on the wallet (decision 0039). */
  promotions: PromotionService;
  /** Cashback promotions, issued after each period (decision 0045). */
  cashback: CashbackService;
  /** Raffles of promotions (decision 0046). */
  raffles: RaffleService;
  /** Apply-to-join events (decision 0040). */
  promotionEvents: EventService;
  /** Points and the points mall (decision 0041). */
  points: PointsService;
  /** The reward center's rewards (decision 0042). */
  rewards: RewardService;
  /** Missions and their leaderboards (decision 0042). */
  missions: MissionService;
  /** Invite friends (decision 0043). */
  referral: ReferralService;
  /** VIP levels, the members' levels and their benefits (decision 0044). */
  vip: VipService;
  push: PushHub;
  /** Platform messages (messageV2): operators' sends, members' inboxes. */
  inbox: InboxService;
  /** Members' feedback (FEEDBACK3) and operators' replies. */
  feedback: FeedbackService;
  /** The brand's chat room: members' messages, operators' moderation (decision 0056). */
  chat: ChatService;
  /** The house vendor (our own games), reached by the platform only through its adapter and routes. */
  house: HouseGames;
  /** The game vendors this server can launch and pull bets from, by code. */
  gameVendors: ReadonlyMap<string, GameVendor>;
  // The player modules' services (deps.ts playerServices).
  games: {
    catalogue: GameCatalogue;
    lottery: LotteryCatalogue;
    player: PlayerGames;
    launcher: GameLauncher;
    maintenance: VendorMaintenance;
    /** The back office's edits of vendors' and games' hot flags, free play and order. */
    admin: CatalogueAdmin;
  };
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
  /** Operators' pictures for vendors, games, banners and promotions. */
  brandImages: BrandImages;
  bankAccounts: BankAccounts;
  /** Deposit orders and channels, for the trivial reads of the gateway callback and the sandbox page. */
  depositOrders: DepositRepository;
  /** The repository for the caller's rounds (bets/service.ts); the pull of vendors' settled rounds. */
  bets: { repository: BetRepository; pull: BetPull; winners: WinnerBoard };
}
