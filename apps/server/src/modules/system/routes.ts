import { z } from "zod";
import { API } from "@portal/contract/api/paths";
import { countrySchema, domainRouteSchema, systemStatusQuery, systemStatusSchema } from "@portal/contract/api/system";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { featureNodeSchema } from "@portal/contract/feature-switches";
import { registrationRulesSchema } from "@portal/contract/registration-rules";
import type { AppDeps } from "../../app-deps";
import { routeGroup, visitor } from "../../http/access";

const tags = ["system"];

/** Site configuration for visitors; the start-up status is served in every state. */
export const systemRoutes = routeGroup<AppDeps>(visitor(), async (app, deps) => {
  const { service: system, repository: site } = deps.system;

  app.get(
    API.systemStatus,
    {
      schema: {
        tags,
        summary: "Start-up status: maintenance, region restriction, the visitor's location and site info",
        querystring: systemStatusQuery,
        response: { 200: envelopeSchema(systemStatusSchema) },
      },
      // The pages learn from it that maintenance or a region block is on.
      config: { access: visitor({ duringOutage: true }) },
    },
    async (request) => ok(await system.status(request, request.merchant)),
  );

  app.get(
    API.whitelabel,
    { schema: { tags, summary: "Feature switch tree", response: { 200: envelopeSchema(z.array(featureNodeSchema)) } } },
    async (request) => ok(await site.featureTree(request.merchant.id)),
  );

  app.get(
    API.domainRoute,
    { schema: { tags, summary: "Domains of the brand", response: { 200: envelopeSchema(domainRouteSchema) } } },
    async (request) => ok(await system.domainRoute(request.merchant)),
  );

  app.get(
    API.country,
    {
      schema: { tags, summary: "Country and dialing codes", response: { 200: envelopeSchema(z.array(countrySchema)) } },
    },
    async () => ok(await site.countries()),
  );

  app.get(
    API.registerSettings,
    {
      schema: {
        tags,
        summary: "Registration fields: enabled, required, pattern, pattern id, length bounds",
        response: { 200: envelopeSchema(registrationRulesSchema) },
      },
    },
    async (request) => ok(await site.registrationRules(request.merchant.id)),
  );
});
