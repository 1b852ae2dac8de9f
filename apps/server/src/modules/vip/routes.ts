import { VIP_API, vipLevelsSchema, vipMineSchema } from "@portal/contract/api/vip";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup, visitor } from "../../http/access";
import { requestLanguage } from "../merchants/service";

const tags = ["vip"];

/** VIP (decision 0044): the levels and their benefits, and the caller's level and progress. */
export const vipRoutes = routeGroup<AppDeps>(member({ allowTrial: false }), async (app, { vip, brandSettings }) => {
  app.get(
    VIP_API.levels,
    {
      schema: {
        tags,
        summary: "The brand's VIP levels and benefits",
        response: { 200: envelopeSchema(vipLevelsSchema) },
      },
      config: { access: visitor() },
    },
    async (request) => {
      const { merchant } = request;
      return ok(await vip.levels(merchant, await brandSettings.get(merchant.id), requestLanguage(request, merchant)));
    },
  );

  app.get(
    VIP_API.mine,
    {
      schema: {
        tags,
        summary: "The caller's VIP level and what the next one still needs over the window",
        response: { 200: envelopeSchema(vipMineSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      return ok(await vip.mine(member, request.merchant, await brandSettings.get(member.merchantId)));
    },
  );
});
