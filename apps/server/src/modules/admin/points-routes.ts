import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pagedSchema } from "@portal/contract/api/admin";
import {
  adminRedemptionQuery,
  adminRedemptionSchema,
  adminRewardListSchema,
  adminRewardSchema,
  POINTS_ADMIN,
  redemptionReviewRequest,
  redemptionSchema,
  rewardInput,
  rewardParams,
  rewardUpdate,
} from "@portal/contract/api/points";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { tags, traceOf } from "./shared";

/** The points mall (decision 0041): its rewards, and the review of physical rewards' redemptions; every write audited. */
export const pointsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { points }) => {
  app.get(
    POINTS_ADMIN.rewards,
    {
      schema: {
        tags,
        summary: "The mall's rewards",
        response: { 200: envelopeSchema(adminRewardListSchema) },
      },
    },
    async (request) => ok(await points.adminRewards(request.merchant)),
  );

  app.post(
    POINTS_ADMIN.rewards,
    {
      schema: {
        tags,
        summary: "Adds a reward",
        body: rewardInput,
        response: { 200: envelopeSchema(adminRewardSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      return ok(
        await points.createReward(request.merchant, request.body, (tx, id) =>
          traceOf(request, operator, "points.rewardCreate", "pointsReward", String(id), request.body)(tx),
        ),
      );
    },
  );

  app.put(
    POINTS_ADMIN.reward,
    {
      schema: {
        tags,
        summary:
          "Changes a reward; its stock moves by addStock (never set outright: a sale meanwhile would be sold again)",
        params: rewardParams,
        body: rewardUpdate,
        response: { 200: envelopeSchema(adminRewardSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      return ok(
        await points.updateReward(
          request.merchant,
          request.params.id,
          request.body,
          traceOf(request, operator, "points.rewardUpdate", "pointsReward", String(request.params.id), request.body),
        ),
      );
    },
  );

  app.get(
    POINTS_ADMIN.redemptions,
    {
      schema: {
        tags,
        summary: "Redemptions, newest first, by status",
        querystring: adminRedemptionQuery,
        response: { 200: envelopeSchema(pagedSchema(adminRedemptionSchema)) },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return ok(await points.pageForBrand(request.merchant, status, page, pageSize));
    },
  );

  app.post(
    POINTS_ADMIN.review,
    {
      schema: {
        tags,
        summary: "Approves a physical reward's redemption, or rejects it (its points and stock return)",
        params: rewardParams,
        body: redemptionReviewRequest,
        response: { 200: envelopeSchema(redemptionSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      const trace = traceOf(request, operator, "points.redemptionReview", "redemption", String(id), request.body);
      return ok(await points.review(request.merchant, id, request.body.approve, request.body.note, operator.id, trace));
    },
  );
};
