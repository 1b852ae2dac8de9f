import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  LOTTERY_ADMIN,
  lotteryFamilyParams,
  lotteryPlayParams,
  lotteryPlaySettingsRequest,
  lotteryPlaySettingsSchema,
  lotteryPlaysSchema,
} from "@portal/contract/api/lottery-admin";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { tags } from "./shared";

/** The house lottery's settings per family and play (decision 0035): odds per price class and limits. */
export const lotteryAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { house, operators: { auditLog } }) => {
  const settings = house.lottery.settings;

  app.get(
    LOTTERY_ADMIN.plays,
    {
      schema: {
        tags,
        summary: "A lottery family's plays: sold or not, stake and exposure limits, odds and return per price class",
        params: lotteryFamilyParams,
        response: { 200: envelopeSchema(lotteryPlaysSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      return ok({ list: await settings.list(merchant.id, merchant.currencyScale, request.params.family) });
    },
  );

  app.put(
    LOTTERY_ADMIN.play,
    {
      schema: {
        tags,
        summary: "Sets a lottery play's odds per price class and its limits (a return of 100 % or more is refused)",
        params: lotteryPlayParams,
        body: lotteryPlaySettingsRequest,
        response: { 200: envelopeSchema(lotteryPlaySettingsSchema) },
      },
      config: { access: operator("configureBrand") },
    },
    async (request) => {
      const { merchant } = request;
      const { family, play } = request.params;
      const { operator: caller } = request.operator;
      const saved = await settings.update(merchant.id, merchant.currencyScale, family, play, request.body, caller.id);
      await auditLog.record(request, caller, {
        action: "lottery.playSettings",
        targetType: "lotteryPlay",
        targetId: `${family}:${play}`,
        detail: request.body,
      });
      return ok(saved);
    },
  );
};
