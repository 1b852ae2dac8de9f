import { UPLOAD_MAX_BYTES } from "@portal/contract/money";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import formBody from "@fastify/formbody";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "@portal/contract/envelope";
import { HEADER } from "@portal/contract/api/paths";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { infrastructure, installAccess, routeGroup, visitor } from "./http/access";
import { installApiDocs } from "./http/api-docs";
import { answerFrameworkError, installErrorHandler } from "./http/error-handler";
import { installMetrics } from "./http/metrics";
import { genRequestId } from "./http/request-id";
import { createLogger, withLogSerializers } from "./lib/logger";
import { connectRedis } from "./lib/redis";
import { installRateLimits } from "./http/rate-limits";
import { installSecurityHeaders } from "./http/security";
import { installApiNotFound, installSpa } from "./http/spa";
import { installBackOffice } from "./http/back-office";
import { installCompression } from "./http/compression";
import { responseSerializerCompiler } from "./http/response-serializer";
import { contentRoutes } from "./modules/content/routes";
import { gamesRoutes } from "./modules/games/routes";
import { catalogueRoutes } from "./modules/games/catalogue-routes";
import { systemRoutes } from "./modules/system/routes";
import { authRoutes } from "./modules/auth/routes";
import { memberRoutes } from "./modules/members/routes";
import { securityRoutes } from "./modules/members/security-routes";
import { protectionAdminRoutes, protectionRoutes } from "./modules/protection/routes";
import { agentAdminRoutes, agentRoutes, billReviewRoutes, contractFlagRoutes } from "./modules/agents/routes";
import { agentReportRoutes } from "./modules/agent-reports/routes";
import { walletRoutes } from "./modules/wallet/routes";
import { verificationRoutes } from "./modules/verification/routes";
import { buildDeps } from "./deps";
import multipart from "@fastify/multipart";
import websocket from "@fastify/websocket";
import { jobAdminRoutes } from "./jobs/admin-routes";
import { moneyJobs } from "./jobs/money-jobs";
import { JobRunner } from "./jobs/runner";
import { betRoutes } from "./modules/bets/routes";
import type { FailureDelay } from "./modules/admin/operator-login";
import { adminRoutes } from "./modules/admin/routes";
import { brandImageRoutes } from "./modules/images/routes";
import { depositRoutes } from "./modules/deposits/routes";
import { sandboxGatewayRoutes } from "./modules/deposits/sandbox-routes";
import { pushRoutes } from "./modules/push/routes";
import { inboxRoutes } from "./modules/inbox/routes";
import { feedbackRoutes } from "./modules/feedback/routes";
import { chatRoutes } from "./modules/chat/routes";
import { vendorApiRoutes } from "./modules/vendor-api/routes";
import { withdrawalRoutes } from "./modules/withdrawals/routes";
import { promotionRoutes } from "./modules/promotions/routes";
import { eventRoutes } from "./modules/promotions/events-routes";
import { pointsRoutes } from "./modules/points/routes";
import { rewardRoutes } from "./modules/rewards/routes";
import { missionRoutes } from "./modules/missions/routes";
import { referralRoutes } from "./modules/referral/routes";
import { vipRoutes } from "./modules/vip/routes";
import { raffleRoutes } from "./modules/promotions/raffle-routes";
import type { VendorRegistry } from "./vendors/registry";
import { houseRoutes } from "./vendors/house/routes";
import { inProcessTransport } from "./vendors/house/platform-transport";

/** Request bodies of the portal are small forms; uploads get their own limit where they exist. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The process's pino logger (main.ts); tests pass false. Default: a new pino logger. */
  logger?: false | FastifyBaseLogger;
  /** Transfer-wallet vendors; default: the built-in sandbox vendor. Tests pass unreachable ones. */
  vendors?: VendorRegistry;
  /**
   * Runs the periodic jobs (reconciler, withdrawal auto-confirm, bet pull) on the job runner.
   * Default: the JOBS setting (on). Tests pass false and run the jobs themselves.
   */
  jobs?: boolean;
  /** How a failed operator login waits before its answer. Default: a timer; tests record the waits. */
  operatorFailureDelay?: FailureDelay;
  /**
   * Every answer is also parsed by its zod schema and must serialize to the same text
   * (http/response-serializer.ts). Default false; the test suites turn it on.
   */
  checkResponses?: boolean;
  /**
   * The clock of the player-protection rules (limits' cool-down, session limits, the play
   * session's time). Default: the system clock; browser tests move it with the page's clock.
   */
  protectionClock?: () => Date;
}

/** Builds the whole server without listening: main.ts listens, tests use app.inject. */
export async function buildApp({
  config,
  database,
  logger,
  vendors,
  jobs = config.jobs,
  operatorFailureDelay,
  checkResponses = false,
  protectionClock,
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
  app.setSerializerCompiler(responseSerializerCompiler({ check: checkResponses }));
  // Set as the request arrives (a callback hook, no promise per answer), so the answers carry it,
  // refusals included; the framework's own errors, which come before the hooks, set it too. (Not
  // the websocket upgrade's 101, which the ws library writes itself, nor Node's own refusals.)
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(HEADER.requestId, request.id);
    done();
  });
  installErrorHandler(app);
  await installCompression(app);
  await installSecurityHeaders(app);

  const deps = buildDeps(
    config,
    database,
    app.log,
    vendors,
    inProcessTransport(app),
    operatorFailureDelay,
    protectionClock,
  );
  // Before any route: from here on a route that declares no access level stops start-up.
  app.decorate("routeAccess", installAccess(app, deps.access));
  installMetrics(app, config.metricsToken);
  await installApiDocs(app);

  const jobRunner = jobs
    ? new JobRunner({ repository: deps.jobs.runs, jobs: moneyJobs(deps, app.log), log: app.log })
    : undefined;
  // Started once every route is there: the house finishes its cut rounds through the vendor API.
  app.addHook("onReady", async () => jobRunner?.start());
  // Before close, while the app still answers the house's calls: the runs in progress finish.
  app.addHook("preClose", async () => jobRunner?.stop());
  app.addHook("onClose", async () => {
    await deps.push.close();
    deps.sessions.close();
    deps.cacheBus?.close();
    await deps.redis?.close();
  });
  if (deps.redis) await connectRedis(deps.redis);
  await deps.cacheBus?.start();
  await installRateLimits(app, deps.redis, config.redisKeyPrefix);

  app.get("/healthz", { schema: { hide: true }, config: { access: infrastructure } }, async () => {
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
  await app.register(protectionRoutes, deps);
  await app.register(agentRoutes, deps);
  await app.register(agentReportRoutes, deps);
  await app.register(agentAdminRoutes, deps);
  await app.register(billReviewRoutes, deps);
  await app.register(contractFlagRoutes, deps);
  await app.register(walletRoutes, deps);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(depositRoutes, deps);
  await app.register(sandboxGatewayRoutes, deps);
  await app.register(withdrawalRoutes, deps);
  await app.register(promotionRoutes, deps);
  await app.register(eventRoutes, deps);
  await app.register(pointsRoutes, deps);
  await app.register(rewardRoutes, deps);
  await app.register(missionRoutes, deps);
  await app.register(referralRoutes, deps);
  await app.register(vipRoutes, deps);
  await app.register(raffleRoutes, deps);
  await app.register(inboxRoutes, deps);
  await app.register(feedbackRoutes, deps);
  await app.register(chatRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(protectionAdminRoutes, deps);
  await app.register(brandImageRoutes, deps);
  await app.register(jobAdminRoutes, deps);
  await app.register(vendorApiRoutes, deps);
  // The house vendor's own API for its game pages (it checks its game token itself).
  await app.register(routeGroup(visitor(), houseRoutes), deps);
  await app.register(betRoutes, deps);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(pushRoutes, deps);

  if (config.backOfficeDistDir) await installBackOffice(app, config.backOfficeDistDir, config.merchantCode);
  if (config.webDistDir) await installSpa(app, config.webDistDir, config.merchantCode);
  else installApiNotFound(app);

  return app;
}
