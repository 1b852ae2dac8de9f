import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { operator, routeGroup } from "../../http/access";
import { adjustmentAdminRoutes } from "./adjustment-routes";
import { adminConfigRoutes } from "./config-routes";
import { dashboardAdminRoutes } from "./dashboard-routes";
import { depositAdminRoutes } from "./deposit-routes";
import { memberAdminRoutes } from "./member-routes";
import { reportAdminRoutes } from "./report-routes";
import { contentAdminRoutes } from "./content-routes";
import { imageAdminRoutes } from "./image-routes";
import { lotteryAdminRoutes } from "./lottery-routes";
import { houseAdminRoutes } from "./house-routes";
import { operatorRoutes } from "./operator-routes";
import { eventAdminRoutes } from "./event-routes";
import { pointsAdminRoutes } from "./points-routes";
import { missionAdminRoutes } from "./mission-routes";
import { vipAdminRoutes } from "./vip-routes";
import { raffleAdminRoutes } from "./raffle-routes";
import { promotionAdminRoutes } from "./promotion-routes";
import { vendorAdminRoutes } from "./vendor-routes";
import { gameAdminRoutes } from "./game-routes";
import { withdrawalAdminRoutes } from "./withdrawal-routes";
import { messageAdminRoutes } from "./message-routes";
import { feedbackAdminRoutes } from "./feedback-routes";
import { chatAdminRoutes } from "./chat-routes";
import { operationsAdminRoutes } from "./operations-routes";
import { referralAdminRoutes } from "../referral/admin-routes";

/**
 * The operator API under /admin: its own accounts, sessions and roles; every write leaves an
 * audit entry in the same transaction as the decision. Every route needs an operator session
 * (reading by default); writes declare the permission they need. One small file per domain.
 */
export const adminRoutes = routeGroup<AppDeps>(operator("read"), async (app, deps) => {
  const parts: FastifyPluginAsyncZod<AppDeps>[] = [
    operatorRoutes,
    dashboardAdminRoutes,
    memberAdminRoutes,
    reportAdminRoutes,
    contentAdminRoutes,
    depositAdminRoutes,
    withdrawalAdminRoutes,
    adjustmentAdminRoutes,
    vendorAdminRoutes,
    gameAdminRoutes,
    adminConfigRoutes,
    imageAdminRoutes,
    lotteryAdminRoutes,
    houseAdminRoutes,
    promotionAdminRoutes,
    eventAdminRoutes,
    pointsAdminRoutes,
    missionAdminRoutes,
    vipAdminRoutes,
    raffleAdminRoutes,
    messageAdminRoutes,
    feedbackAdminRoutes,
    chatAdminRoutes,
    operationsAdminRoutes,
    referralAdminRoutes,
  ];
  for (const part of parts) await app.register(part, deps);
});
