import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  VIP_ADMIN,
  VIP_MAX_LEVEL,
  vipAdminLevelSchema,
  vipAdminLevelsSchema,
  vipLevelInput,
} from "@portal/contract/api/vip";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { tags, traceOf } from "./shared";

const levelParams = z.object({ level: z.coerce.number().int().min(0).max(VIP_MAX_LEVEL) });

/** VIP levels (decision 0044): the table, a level set (made or changed); every write audited. */
export const vipAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { vip }) => {
  app.get(
    VIP_ADMIN.levels,
    { schema: { tags, summary: "The brand's VIP levels", response: { 200: envelopeSchema(vipAdminLevelsSchema) } } },
    async (request) => ok(await vip.adminLevels(request.merchant)),
  );

  app.put(
    VIP_ADMIN.level,
    {
      schema: {
        tags,
        summary: "Sets a VIP level (0 to 10): what reaches and keeps it, and its benefits",
        params: levelParams,
        body: vipLevelInput,
        response: { 200: envelopeSchema(vipAdminLevelSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { level } = request.params;
      return ok(
        await vip.saveLevel(
          request.merchant,
          level,
          request.body,
          traceOf(request, operator, "vip.levelSet", "vipLevel", String(level), request.body),
        ),
      );
    },
  );
};
