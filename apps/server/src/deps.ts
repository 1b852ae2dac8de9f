import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "./app-deps";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createRedisLink, type RedisLink } from "./lib/redis";
import { OperatorLoginService, type FailureDelay } from "./modules/admin/operator-login";
import { MemberGuard } from "./modules/auth/guard";
import { LoginService } from "./modules/auth/login-service";
import { PasswordService } from "./modules/auth/password-service";
import { RegistrationService } from "./modules/auth/registration-service";
import { SealedBodyOpener } from "./modules/crypto/sealed-body";
import { MerchantDirectory } from "./modules/merchants/service";
import { RedisSessionCache } from "./modules/sessions/session-cache";
import { SessionService } from "./modules/sessions/service";
import { BrandSettings } from "./modules/system/brand-settings";
import { accountVerifiers } from "./modules/verification/account-verifiers";
import { DepositRepository } from "./modules/deposits/repository";
import { DepositService } from "./modules/deposits/service";
import { PushHub } from "./modules/push/hub";
import { VendorWalletService } from "./modules/vendor-wallets/service";
import { WithdrawalRepository } from "./modules/withdrawals/repository";
import { WithdrawalService } from "./modules/withdrawals/service";
import { VendorRegistry } from "./vendors/registry";
import { sandboxTransferVendor } from "./vendors/sandbox-transfer";
import { HouseBaccarat } from "./vendors/house/baccarat-service";
import { houseGameVendor } from "./vendors/house/house-vendor";
import { HouseRounds } from "./vendors/house/house-rounds";
import { HouseSlot } from "./vendors/house/slot-service";
import { HOUSE_VENDOR, type HouseWalletClient } from "./vendors/house/vendor-client";

/** Builds the services once per app; modules receive them through AppDeps. */
export function buildDeps(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  vendors: VendorRegistry | undefined,
  houseWallet: HouseWalletClient,
  operatorFailureDelay?: FailureDelay,
): AppDeps & { redis: RedisLink | undefined } {
  const { db } = database;
  const merchants = new MerchantDirectory(db, config.merchantCode);
  const brandSettings = new BrandSettings(db, config.statusCacheMs);
  // One Redis connection for the session cache, the rate limits and push publishing (REDIS_URL);
  // each falls back to the database or this instance while Redis is away.
  const redis = config.redisUrl ? createRedisLink(config.redisUrl, log) : undefined;
  const sessions = new SessionService(
    db,
    redis && { cache: new RedisSessionCache(redis.client, config.redisKeyPrefix), redis },
    log,
  );
  const verifiers = accountVerifiers(config, db, log);
  const login = new LoginService(db, sessions, brandSettings, verifiers);
  return {
    config,
    db,
    merchants,
    brandSettings,
    sessions,
    redis,
    guard: new MemberGuard(db, sessions, merchants, brandSettings),
    sealedBodies: new SealedBodyOpener(db),
    money: {
      deposits: new DepositService(new DepositRepository(db)),
      withdrawals: new WithdrawalService(new WithdrawalRepository(db)),
      vendorWallets: new VendorWalletService(db, vendors ?? new VendorRegistry([sandboxTransferVendor(db)]), log),
    },
    house: houseGames(new HouseRounds(db, houseWallet)),
    gameVendors: new Map([[HOUSE_VENDOR, houseGameVendor(db)]]),
    push: new PushHub(db, redis, config.redisUrl, config.redisKeyPrefix, log),
    accounts: {
      login,
      registration: new RegistrationService(db, brandSettings, verifiers, login),
      passwords: new PasswordService(db, sessions, brandSettings, verifiers, login, config.publicOrigin),
    },
    operatorLogin: new OperatorLoginService(db, brandSettings, operatorFailureDelay),
  };
}

/** The house games, sharing one round lifecycle (and its job for rounds cut short). */
function houseGames(rounds: HouseRounds) {
  return { rounds, slot: new HouseSlot(rounds), baccarat: new HouseBaccarat(rounds) };
}
