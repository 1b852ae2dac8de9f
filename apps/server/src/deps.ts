import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "./app-deps";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { createRedisLink, type RedisLink } from "./lib/redis";
import { BrandCaches } from "./lib/brand-cache";
import { CacheBus } from "./lib/cache-bus";
import { OperatorLoginService, type FailureDelay } from "./modules/admin/operator-login";
import type { AccessChecks } from "./http/access";
import { SensitiveCallLimit } from "./http/sensitive-call-limit";
import { MemberGuard } from "./modules/auth/guard";
import { DownlineScope } from "./modules/members/downline";
import { Outages } from "./modules/system/outage";
import { LoginService } from "./modules/auth/login-service";
import { PasswordService } from "./modules/auth/password-service";
import { RegistrationService } from "./modules/auth/registration-service";
import { SealedBodyOpener } from "./modules/crypto/sealed-body";
import { MerchantDirectory } from "./modules/merchants/service";
import { LocalSessionCache, RedisSessionCache } from "./modules/sessions/session-cache";
import { SessionService } from "./modules/sessions/service";
import { BrandSettings } from "./modules/system/brand-settings";
import { accountVerifiers } from "./modules/verification/account-verifiers";
import { DepositRepository } from "./modules/deposits/repository";
import { DepositService } from "./modules/deposits/service";
import { PushHub } from "./modules/push/hub";
import { InboxRepository } from "./modules/inbox/repository";
import { InboxService } from "./modules/inbox/service";
import { FeedbackRepository } from "./modules/feedback/repository";
import { FeedbackService } from "./modules/feedback/service";
import { ChatRepository } from "./modules/chat/repository";
import { ChatService } from "./modules/chat/service";
import { ledgerEvents } from "./ledger/events";
import { VendorWalletService } from "./modules/vendor-wallets/service";
import { issueVendorSession, VendorSecrets } from "./modules/vendor-api/sessions";
import { GameLauncher } from "./modules/games/launch";
import { LotteryCatalogue } from "./modules/games/lottery";
import { PlayerGames } from "./modules/games/player-games";
import { GameRepository } from "./modules/games/repository";
import { VendorMaintenance } from "./modules/games/vendor-maintenance";
import { CatalogueAdmin } from "./modules/games/catalogue-admin";
import { GameCatalogue } from "./modules/games/service";
import { ContentRepository } from "./modules/content/repository";
import { ContentService } from "./modules/content/service";
import { MemberProfile } from "./modules/members/profile";
import { MemberRepository } from "./modules/members/repository";
import { MemberCache } from "./modules/members/member-cache";
import { SystemRepository } from "./modules/system/repository";
import { AgentRepository } from "./modules/agents/repository";
import { AgentService } from "./modules/agents/service";
import { RebateRepository } from "./modules/agents/rebates-repository";
import { RebateService } from "./modules/agents/rebates-service";
import { AgentReportRepository } from "./modules/agent-reports/repository";
import { AgentReportService } from "./modules/agent-reports/service";
import { ContractRepository } from "./modules/agents/contracts-repository";
import { ContractService } from "./modules/agents/contracts-service";
import { SystemService } from "./modules/system/service";
import { SettingsRepository } from "./modules/system/settings-repository";
import { MerchantRepository } from "./modules/merchants/repository";
import { requireSecret } from "./modules/auth/secret-check";
import { PaymentPasswordCheck } from "./modules/money/payment-password";
import { UploadRepository } from "./modules/money/repository";
import { UploadStore } from "./modules/money/uploads";
import { BrandImageRepository } from "./modules/images/repository";
import { BrandImages } from "./modules/images/service";
import { WalletRepository } from "./modules/wallet/repository";
import { UplineTransfers } from "./modules/wallet/upline";
import { BankAccounts } from "./modules/withdrawals/bank-accounts";
import { BetPull } from "./modules/bets/bet-pull";
import { BetRepository } from "./modules/bets/repository";
import { WinnerBoard } from "./modules/bets/winner-board";
import { WithdrawalRepository } from "./modules/withdrawals/repository";
import { WithdrawalService } from "./modules/withdrawals/service";
import { BonusLocks } from "./modules/promotions/bonus-locks";
import { PromotionRepository } from "./modules/promotions/repository";
import { PromotionService } from "./modules/promotions/service";
import { CashbackRepository } from "./modules/promotions/cashback-repository";
import { CashbackService } from "./modules/promotions/cashback-service";
import { RaffleRepository } from "./modules/promotions/raffle-repository";
import { RaffleService } from "./modules/promotions/raffle-service";
import { EventRepository } from "./modules/promotions/events-repository";
import { EventService } from "./modules/promotions/events-service";
import { PointsRepository } from "./modules/points/repository";
import { PointsService } from "./modules/points/service";
import { RewardRepository } from "./modules/rewards/repository";
import { RewardService } from "./modules/rewards/service";
import { MissionRepository } from "./modules/missions/repository";
import { MissionService } from "./modules/missions/service";
import { ReferralRepository } from "./modules/referral/repository";
import { ReferralService } from "./modules/referral/service";
import { VipRepository } from "./modules/vip/repository";
import { VipService } from "./modules/vip/service";
import { VendorRegistry } from "./vendors/registry";
import { sandboxTransferVendor } from "./vendors/sandbox-transfer";
import { HouseGames } from "./vendors/house/house-games";
import { houseGameVendor } from "./vendors/house/house-vendor";
import { HOUSE_VENDOR } from "./vendors/house/platform-client";
import type { PlatformTransport } from "./vendors/house/platform-transport";
import { JobRunRepository } from "./jobs/repository";
import { BalanceAdjustments } from "./modules/admin/adjustments";
import { AuditRepository } from "./modules/admin/audit-repository";
import { BrandConfig } from "./modules/admin/brand-config";
import { BrandRules } from "./modules/admin/brand-rules";
import { BrandRulesRepository } from "./modules/admin/brand-rules-repository";
import { PaymentChannelRepository } from "./modules/admin/config-repository";
import { Operators } from "./modules/admin/operators";
import { OperatorRepository } from "./modules/admin/operators-repository";
import { SecretBox } from "./modules/admin/secret-box";
import { BackOfficeRepository } from "./modules/admin/repository";
import { DashboardService } from "./modules/admin/dashboard";
import { DashboardRepository } from "./modules/admin/dashboard-repository";
import { MemberAdmin } from "./modules/admin/member-admin";
import { ReportRepository } from "./modules/admin/report-repository";
import { ReportService } from "./modules/admin/reports";
import { ContentAdmin } from "./modules/content/admin-service";
import { ContentAdminRepository } from "./modules/content/admin-repository";
import { SettingApprovalRepository } from "./modules/admin/setting-approvals-repository";
import { AdjustmentApprovalRepository } from "./modules/admin/adjustment-approvals-repository";
import { MemberAdminRepository } from "./modules/admin/member-admin-repository";
import { LoginThrottle } from "./modules/auth/login-throttle";
import { LoginThrottleRepository } from "./modules/auth/login-throttle-repository";
import { PasswordResetRepository } from "./modules/auth/repository";
import { ServerKeyRepository } from "./modules/keys/repository";
import { ServerKeys } from "./modules/keys/service";
import { OutboxRepository } from "./modules/messaging/repository";
import { Messenger } from "./modules/messaging/service";
import { SessionRepository } from "./modules/sessions/repository";
import { SeamlessWalletRepository } from "./modules/vendor-api/repository";
import { SeamlessWallet } from "./modules/vendor-api/service";
import { VendorSessionRepository } from "./modules/vendor-api/sessions-repository";
import { VendorTransferRepository } from "./modules/vendor-wallets/repository";
import { BotCheck } from "./modules/verification/bot-check";
import { Captchas } from "./modules/verification/captcha";
import { VerificationRepository } from "./modules/verification/repository";
import { SmsCodes } from "./modules/verification/sms-codes";
import { DemoCredit } from "./modules/wallet/demo-credit";
import type { GameVendor } from "./vendors/game-vendor";
import { ProtectionRepository } from "./modules/protection/repository";
import { ProtectionService } from "./modules/protection/service";

/** Builds the services once per app; modules receive them through AppDeps. */
export function buildDeps(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  vendors: VendorRegistry | undefined,
  /** How the house vendor reaches this server's vendor API (in process). */
  houseTransport: PlatformTransport,
  operatorFailureDelay?: FailureDelay,
  /** The player-protection rules' clock (BuildAppOptions.protectionClock). */
  protectionClock?: () => Date,
): AppDeps & { redis: RedisLink | undefined; cacheBus: CacheBus | undefined } {
  const { db } = database;
  const brands = new MerchantRepository(db);
  const merchants = new MerchantDirectory(brands, config.merchantCode);
  const site = new SystemRepository(db);
  const settings = new SettingsRepository(db);
  // One Redis connection for the session cache, the rate limits, push publishing and cache
  // invalidations (REDIS_URL); each falls back to the database or this instance while Redis is away.
  const redis = config.redisUrl ? createRedisLink(config.redisUrl, log) : undefined;
  const caches = new BrandCaches(config.statusCacheMs);
  // Member rows that member calls read, kept as long as the brand caches and dropped the same way.
  const memberRows = new MemberCache(config.statusCacheMs);
  const cacheBus =
    redis && config.redisUrl
      ? new CacheBus(caches, redis, config.redisUrl, config.redisKeyPrefix, log, memberRows)
      : undefined;
  const brandSettings = new BrandSettings(settings, site, caches);
  const vendorSessions = new VendorSessionRepository(db);
  const sessions = new SessionService(
    new SessionRepository(db),
    vendorSessions,
    redis
      ? { cache: new RedisSessionCache(redis.client, config.redisKeyPrefix), redis }
      : { cache: new LocalSessionCache() },
    log,
  );
  const keys = new ServerKeys(new ServerKeyRepository(db));
  const members = new MemberRepository(db, memberRows);
  const wallets = new WalletRepository(db);
  const verificationRows = new VerificationRepository(db);
  const messenger = new Messenger(config, new OutboxRepository(db));
  const verification = {
    botCheck: new BotCheck(verificationRows, settings, keys),
    captchas: new Captchas(verificationRows, keys),
    smsCodes: new SmsCodes(verificationRows, members, settings, keys, messenger),
  };
  const verifiers = accountVerifiers(verification, messenger, log);
  const throttle = new LoginThrottle(new LoginThrottleRepository(db));
  const protection = new ProtectionService(new ProtectionRepository(db), brandSettings, sessions, protectionClock);
  const login = new LoginService(members, throttle, sessions, brandSettings, verifiers, protection);
  const guard = new MemberGuard(members, sessions, brandSettings);
  const operatorRows = new OperatorRepository(db);
  const operators = new Operators(operatorRows);
  const auditLog = new AuditRepository(db);
  const outages = new Outages(config, brandSettings);
  const house = new HouseGames({ db, inProcess: houseTransport, defaultMerchantCode: config.merchantCode });
  const gameVendors = new Map([[HOUSE_VENDOR, houseGameVendor(db, house.gameSettings)]]);
  const rebateRepository = new RebateRepository(db);
  const promotionRows = new PromotionRepository(db);
  const bonusLocks = new BonusLocks(promotionRows, new BetRepository(db));
  const cashback = new CashbackService(new CashbackRepository(db), promotionRows, new BetRepository(db));
  const promotions = new PromotionService(promotionRows, bonusLocks, cashback);
  const rewards = new RewardService(new RewardRepository(db));
  const referral = new ReferralService(new ReferralRepository(db), config.publicOrigin);
  const vip = new VipService(new VipRepository(db), new BetRepository(db), new DepositRepository(db));
  const push = new PushHub(ledgerEvents(db), house.lottery.events, redis, config.redisUrl, config.redisKeyPrefix, log);
  const inbox = new InboxService(new InboxRepository(db), push);
  return {
    config,
    merchants,
    brandSettings,
    caches,
    sessions,
    redis,
    cacheBus,
    guard,
    protection,
    agents: new AgentService(new AgentRepository(db), members, brandSettings, site),
    agentReports: new AgentReportService(new AgentReportRepository(db), new BetRepository(db)),
    rebates: new RebateService(rebateRepository, brandSettings),
    contracts: new ContractService(
      new ContractRepository(db),
      members,
      new WalletRepository(db),
      brandSettings,
      (merchantId) => rebateRepository.lastPeriodEnd(merchantId),
      bonusLocks,
    ),
    access: accessChecks(merchants, members, guard, operators, outages),
    outages,
    sealedBodies: new SealedBodyOpener(keys, verificationRows),
    keys,
    verification,
    promotions,
    cashback,
    raffles: new RaffleService(
      new RaffleRepository(db),
      promotionRows,
      new BetRepository(db),
      new DepositRepository(db),
    ),
    promotionEvents: new EventService(new EventRepository(db), promotionRows, new UploadRepository(db)),
    points: new PointsService(new PointsRepository(db), wallets),
    rewards,
    missions: new MissionService(new MissionRepository(db), new BetRepository(db), new DepositRepository(db), rewards),
    referral,
    vip,
    money: {
      deposits: new DepositService(new DepositRepository(db), protection),
      withdrawals: new WithdrawalService(new WithdrawalRepository(db), wallets, bonusLocks, vip, protection),
      vendorWallets: new VendorWalletService(
        new VendorTransferRepository(db),
        vendors ?? new VendorRegistry([sandboxTransferVendor(db)]),
        log,
        bonusLocks,
      ),
    },
    house,
    gameVendors,
    ...playerServices(db, members, wallets, gameVendors, vendorSessions, throttle, caches, bonusLocks),
    system: { service: new SystemService(site, caches, brandSettings, outages), repository: site },
    push,
    inbox,
    feedback: new FeedbackService(new FeedbackRepository(db), new UploadRepository(db), members, brandSettings, inbox),
    chat: new ChatService(new ChatRepository(db), protection, push, protectionClock),
    accounts: {
      login,
      registration: new RegistrationService(
        members,
        site,
        new DemoCredit(wallets),
        brandSettings,
        verifiers,
        login,
        referral,
      ),
      passwords: new PasswordService(
        new PasswordResetRepository(db),
        members,
        site,
        throttle,
        sessions,
        brandSettings,
        verifiers,
        login,
        config.publicOrigin,
      ),
      throttle,
    },
    backOffice: backOfficeServices(db, members, settings, brandSettings, caches, sessions),
    jobs: {
      runs: new JobRunRepository(db),
      brands,
    },
    operators: {
      accounts: operators,
      login: new OperatorLoginService(
        operators,
        operatorRows,
        throttle,
        auditLog,
        brandSettings,
        new SecretBox(keys, config.operatorSecretKey),
        keys,
        operatorFailureDelay,
      ),
      auditLog,
    },
    vendorApi: {
      wallet: new SeamlessWallet(new SeamlessWalletRepository(db), protection),
      secrets: new VendorSecrets(vendorSessions),
    },
  };
}

/** The checks behind each route's declared access level (http/access.ts). */
function accessChecks(
  merchants: MerchantDirectory,
  members: MemberRepository,
  guard: MemberGuard,
  operators: Operators,
  outages: Outages,
): AccessChecks {
  const callLimit = new SensitiveCallLimit();
  return {
    merchantOf: (request) => merchants.forRequest(request),
    refuseDuringOutage: (request, merchant) => outages.refuse(request, merchant),
    member: (request, merchant, options) => guard.require(request, merchant, options),
    downline: (caller) => new DownlineScope(members, caller.member),
    operator: (request, merchant, permission) => operators.require(request, merchant.id, permission),
    sensitive: (memberId, work) => callLimit.run(memberId, work),
  };
}

/** The operator API's reads across domains, the brand's configuration and balance adjustments (admin/). */
function backOfficeServices(
  db: Db,
  members: MemberRepository,
  settings: SettingsRepository,
  brandSettings: BrandSettings,
  caches: BrandCaches,
  sessions: SessionService,
): AppDeps["backOffice"] {
  const channels = new PaymentChannelRepository(db);
  const adjustmentApprovals = new AdjustmentApprovalRepository(db);
  return {
    reads: new BackOfficeRepository(db),
    dashboard: new DashboardService(new DashboardRepository(db)),
    reports: new ReportService(new ReportRepository(db)),
    content: new ContentAdmin(new ContentAdminRepository(db)),
    memberAdmin: new MemberAdmin(new MemberAdminRepository(db), members, sessions),
    config: new BrandConfig(channels, settings, brandSettings, caches, new SettingApprovalRepository(db)),
    brandRules: new BrandRules(new BrandRulesRepository(db), caches),
    channels,
    settings,
    adjustments: new BalanceAdjustments(members, adjustmentApprovals, brandSettings),
    adjustmentApprovals,
  };
}

/** The player modules' services and the repositories their routes read (games, content, members, wallet, money, bets). */
function playerServices(
  db: Db,
  members: MemberRepository,
  wallets: WalletRepository,
  gameVendors: ReadonlyMap<string, GameVendor>,
  vendorSessions: VendorSessionRepository,
  throttle: LoginThrottle,
  caches: BrandCaches,
  bonusLocks: BonusLocks,
) {
  const games = new GameRepository(db);
  const bets = new BetRepository(db);
  return {
    games: {
      catalogue: new GameCatalogue(games, caches),
      lottery: new LotteryCatalogue(games, caches),
      player: new PlayerGames(games),
      launcher: new GameLauncher(games, gameVendors, (session) => issueVendorSession(vendorSessions, session)),
      maintenance: new VendorMaintenance(games, caches),
      admin: new CatalogueAdmin(games, caches),
    },
    content: new ContentService(new ContentRepository(db)),
    members: { repository: members, profile: new MemberProfile(members) },
    wallet: { repository: wallets, upline: new UplineTransfers(members, wallets, bonusLocks) },
    paymentPassword: new PaymentPasswordCheck((secret, settings) => requireSecret(throttle, secret, settings)),
    uploads: new UploadStore(new UploadRepository(db)),
    brandImages: new BrandImages(new BrandImageRepository(db), caches),
    bankAccounts: new BankAccounts(new WithdrawalRepository(db)),
    depositOrders: new DepositRepository(db),
    bets: { repository: bets, pull: new BetPull(bets), winners: new WinnerBoard(bets) },
  };
}
