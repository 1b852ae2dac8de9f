import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  LOTTERY_ADMIN,
  lotteryDrawParams,
  lotteryAdminGamesSchema,
  lotteryDrawsQuery,
  lotteryDrawsSchema,
  lotteryAdminGameSchema,
  lotteryFamilyParams,
  lotteryGameParams,
  lotteryGameSettingsRequest,
  officialDrawSchema,
  officialDrawsSchema,
  officialResultRequest,
  officialVoidRequest,
  lotteryPlayParams,
  lotteryPlaySettingsRequest,
  lotteryPlaySettingsSchema,
  lotteryPlaysSchema,
} from "@portal/contract/api/lottery-admin";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { tags } from "./shared";

/**
 * The house lottery's settings per family and play (decision 0035): odds per price class and
 * limits; the official draws' results, entered by one operator and confirmed by another (0036);
 * the void of a draw not drawn yet, official or fast; the brand's games and their draws.
 */
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

  app.get(
    LOTTERY_ADMIN.games,
    {
      schema: {
        tags,
        summary: "The brand's lottery games, enabled or not, fast and official",
        response: { 200: envelopeSchema(lotteryAdminGamesSchema) },
      },
    },
    async (request) => ok({ list: await house.lottery.drawList.games(request.merchant.id) }),
  );

  app.put(
    LOTTERY_ADMIN.game,
    {
      schema: {
        tags,
        summary: "Puts a lottery game on sale or aside, and sets how long before each draw its tickets close",
        params: lotteryGameParams,
        body: lotteryGameSettingsRequest,
        response: { 200: envelopeSchema(lotteryAdminGameSchema) },
      },
      config: { access: operator("configureBrand") },
    },
    async (request) => {
      const { merchant } = request;
      const { operator: caller } = request.operator;
      const saved = await house.lottery.drawList.updateGame(merchant.id, request.params.code, request.body);
      await auditLog.record(request, caller, {
        action: "lottery.gameSettings",
        targetType: "lotteryGame",
        targetId: request.params.code,
        detail: request.body,
      });
      return ok(saved);
    },
  );

  app.get(
    LOTTERY_ADMIN.draws,
    {
      schema: {
        tags,
        summary:
          "The brand's lottery draws, fast and official, newest first (keyset-paged), with results and ticket figures",
        querystring: lotteryDrawsQuery,
        response: { 200: envelopeSchema(lotteryDrawsSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      return ok(await house.lottery.drawList.page(merchant.id, merchant.currencyScale, request.query));
    },
  );

  const official = house.lottery.official;
  const actor = (request: { operator: { operator: { id: number; username: string } } }) => ({
    id: request.operator.operator.id,
    name: request.operator.operator.username,
  });

  app.get(
    LOTTERY_ADMIN.officialDraws,
    {
      schema: {
        tags,
        summary: "Official draws that have taken place and wait for their result or its confirmation, oldest first",
        response: { 200: envelopeSchema(officialDrawsSchema) },
      },
      config: { access: operator("enterLotteryResults") },
    },
    async (request) => ok({ list: await official.awaiting(request.merchant.id) }),
  );

  app.put(
    LOTTERY_ADMIN.officialResult,
    {
      schema: {
        tags,
        summary:
          "Enters an official draw's result, or enters it again until confirmed (any operator: replaces the entry waiting, whose confirmation then needs someone else)",
        params: lotteryDrawParams,
        body: officialResultRequest,
        response: { 200: envelopeSchema(officialDrawSchema) },
      },
      config: { access: operator("enterLotteryResults") },
    },
    async (request) => {
      const { code, drawNo } = request.params;
      const caller = actor(request);
      const view = await official.enter(request.merchant.id, code, drawNo, request.body.result, caller);
      await auditLog.record(request, request.operator.operator, {
        action: "lottery.resultEntered",
        targetType: "lotteryDraw",
        targetId: `${code}:${drawNo}`,
        // A fingerprint, not the numbers: the audit log is readable by every operator, and the
        // confirming one must type the result without having seen the first entry.
        detail: { resultSha256: createHash("sha256").update(JSON.stringify(request.body.result)).digest("hex") },
      });
      return ok(view);
    },
  );

  app.post(
    LOTTERY_ADMIN.officialConfirm,
    {
      schema: {
        tags,
        summary: "Confirms an official draw's result: a second operator types it again and it must match the entry",
        params: lotteryDrawParams,
        body: officialResultRequest,
        response: { 200: envelopeSchema(officialDrawSchema) },
      },
      config: { access: operator("enterLotteryResults") },
    },
    async (request) => {
      const { code, drawNo } = request.params;
      const view = await official.confirm(request.merchant.id, code, drawNo, request.body.result, actor(request));
      await auditLog.record(request, request.operator.operator, {
        action: "lottery.resultConfirmed",
        targetType: "lotteryDraw",
        targetId: `${code}:${drawNo}`,
        detail: { result: request.body.result },
      });
      return ok(view);
    },
  );

  app.post(
    LOTTERY_ADMIN.drawVoid,
    {
      schema: {
        tags,
        summary:
          "Voids a draw not drawn yet (official, or fast), every ticket refunded: one operator while it takes tickets, two once its sales have closed",
        params: lotteryDrawParams,
        body: officialVoidRequest,
        response: { 200: envelopeSchema(officialDrawSchema) },
      },
      config: { access: operator("enterLotteryResults") },
    },
    async (request) => {
      const { code, drawNo } = request.params;
      const view = await official.void(request.merchant.id, code, drawNo, request.body.reason, actor(request));
      await auditLog.record(request, request.operator.operator, {
        action: view.status === "VOID" ? "lottery.drawVoided" : "lottery.drawVoidRequested",
        targetType: "lotteryDraw",
        targetId: `${code}:${drawNo}`,
        detail: { reason: request.body.reason },
      });
      return ok(view);
    },
  );
};
