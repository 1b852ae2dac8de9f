import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import formBody from "@fastify/formbody";
import swagger from "@fastify/swagger";
import { VENDOR_WALLET_GUIDE } from "./modules/vendor-api/guide";
import swaggerUi from "@fastify/swagger-ui";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { ok } from "@portal/contract/envelope";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { answerFrameworkError, installErrorHandler } from "./http/error-handler";
import { installMetrics } from "./http/metrics";
import { genRequestId } from "./http/request-id";
import { installRateLimits } from "./http/rate-limits";
import { installSecurityHeaders } from "./http/security";
import { installApiNotFound, installSpa } from "./http/spa";
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
}

/** Builds the whole server without listening: main.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  database,
  logger,
  vendors,
  jobs = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger === false
      ? { logger: false }
      : logger
        ? { loggerInstance: logger }
        : { logger: { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] } }),
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
  await installSecurityHeaders(app);
  installMetrics(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Portal API",
        version: "1",
        description:
          "The portal's API. Every JSON answer is the envelope { success, value, message, errorCode }. " +
          "Requests carry Merchant, Authorization (raw token), Language and Device headers. " +
          "Text inputs refuse U+0000 and unpaired surrogates, and dates (epoch ms) go up to the end of year 9999 " +
          "(VALIDATION_FAILED otherwise).",
      },
      tags: [
        {
          name: "vendor wallet",
          description: VENDOR_WALLET_GUIDE,
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });

  const deps = buildDeps(config, database, app.log, vendors, new HouseWalletClient(app, database.db));
  const stopJobs = jobs ? startMoneyJobs(deps, app.log) : () => {};
  app.addHook("onClose", async () => {
    stopJobs();
    await deps.push.close();
    await deps.redis?.quit();
  });
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
