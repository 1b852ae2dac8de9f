import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import formBody from "@fastify/formbody";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "@portal/contract/envelope";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { installApiDocs } from "./http/api-docs";
import { answerFrameworkError, installErrorHandler } from "./http/error-handler";
import { installMetrics } from "./http/metrics";
import { genRequestId } from "./http/request-id";
import { createLogger, withLogSerializers } from "./lib/logger";
import { connectRedis } from "./lib/redis";
import { installRateLimits } from "./http/rate-limits";
import { installSecurityHeaders } from "./http/security";
import { installApiNotFound, installSpa } from "./http/spa";
import { installCompression } from "./http/compression";
import { contentRoutes } from "./modules/content/routes";
import { gamesRoutes } from "./modules/games/routes";
import { catalogueRoutes } from "./modules/games/catalogue-routes";
import { systemRoutes } from "./modules/system/routes";
import { authRoutes } from "./modules/auth/routes";
import { memberRoutes } from "./modules/members/routes";
import { securityRoutes } from "./modules/members/security-routes";
import { walletRoutes } from "./modules/wallet/routes";
import { verificationRoutes } from "./modules/verification/routes";
import { buildDeps } from "./deps";
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import { startMoneyJobs } from "./jobs/money-jobs";
import { adminConfigRoutes } from "./modules/admin/config-routes";
import { betRoutes } from "./modules/bets/routes";
import type { FailureDelay } from "./modules/admin/operator-login";
import { adminRoutes } from "./modules/admin/routes";
import { depositRoutes } from "./modules/deposits/routes";
import { sandboxGatewayRoutes } from "./modules/deposits/sandbox-routes";
import { pushRoutes } from "./modules/push/routes";
import { vendorApiRoutes } from "./modules/vendor-api/routes";
import { withdrawalRoutes } from "./modules/withdrawals/routes";
import type { VendorRegistry } from "./vendors/registry";
import { houseRoutes } from "./vendors/house/routes";
import { HouseWalletClient } from "./vendors/house/vendor-client";

/** Request bodies of the portal are small forms; uploads get their own limit where they exist. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The process's pino logger (main.ts); tests pass false. Default: a new pino logger. */
  logger?: false | FastifyBaseLogger;
  /** Transfer-wallet vendors; default: the built-in sandbox vendor. Tests pass unreachable ones. */
  vendors?: VendorRegistry;
  /** Runs the periodic jobs (reconciler, withdrawal auto-confirm). Default: on. */
  jobs?: boolean;
  /** How a failed operator login waits before its answer. Default: a timer; tests record the waits. */
  operatorFailureDelay?: FailureDelay;
}

/** Builds the whole server without listening: main.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  database,
  logger,
  vendors,
  jobs = true,
  operatorFailureDelay,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger === false
      ? { logger: false }
      : logger
        ? { loggerInstance: withLogSerializers(logger) }
        : { loggerInstance: createLogger(config.logLevel) }),
    genReqId: genRequestId,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  installErrorHandler(app);
  await installCompression(app);
  await installSecurityHeaders(app);
  installMetrics(app, config.metricsToken);

  await installApiDocs(app);

  const deps = buildDeps(
    config,
    database,
    app.log,
    vendors,
    new HouseWalletClient(app, database.db),
    operatorFailureDelay,
  );
  const stopJobs = jobs ? startMoneyJobs(deps, app.log) : () => {};
  app.addHook("onClose", async () => {
    stopJobs();
    await deps.push.close();
    deps.sessions.close();
    await deps.redis?.close();
  });
  if (deps.redis) await connectRedis(deps.redis);
  await installRateLimits(app, deps.redis, config.redisKeyPrefix);

  app.get("/healthz", { schema: { hide: true } }, async () => {
    await database.db.execute("select 1");
    return ok({ status: "ok", driver: database.driver });
  });

  await app.register(systemRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(gamesRoutes, deps);
  await app.register(catalogueRoutes, deps);
  await app.register(formBody);
  await app.register(verificationRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(memberRoutes, deps);
  await app.register(securityRoutes, deps);
  await app.register(walletRoutes, deps);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(depositRoutes, deps);
  await app.register(sandboxGatewayRoutes, deps);
  await app.register(withdrawalRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(adminConfigRoutes, deps);
  await app.register(vendorApiRoutes, deps);
  await app.register(houseRoutes, deps);
  await app.register(betRoutes, deps);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(pushRoutes, deps);

  if (config.webDistDir) await installSpa(app, config.webDistDir, config.merchantCode);
  else installApiNotFound(app);

  return app;
}
