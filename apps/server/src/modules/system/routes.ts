import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { API } from "@portal/contract/api/paths";
import { countrySchema, domainRouteSchema, systemStatusQuery, systemStatusSchema } from "@portal/contract/api/system";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { featureNodeSchema } from "@portal/contract/feature-switches";
import { registrationRulesSchema } from "@portal/contract/registration-rules";
import type { AppDeps } from "../../app-deps";
import { loadCountries, loadFeatureTree, loadRegistrationRules } from "./repository";
import { SystemService } from "./service";

const tags = ["system"];

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, merchants } = deps;
  const system = new SystemService(db, deps.config, deps.brandSettings);

  app.get(
    API.systemStatus,
    {
      schema: {
        tags,
        summary: "Start-up status: maintenance, region restriction, the visitor's location and site info",
        querystring: systemStatusQuery,
        response: { 200: envelopeSchema(systemStatusSchema) },
      },
    },
    async (request) => ok(await system.status(request, await merchants.forRequest(request))),
  );

  app.get(
    API.whitelabel,
    { schema: { tags, summary: "Feature switch tree", response: { 200: envelopeSchema(z.array(featureNodeSchema)) } } },
    async (request) => ok(await loadFeatureTree(db, (await merchants.forRequest(request)).id)),
  );

  app.get(
    API.domainRoute,
    { schema: { tags, summary: "Domains of the brand", response: { 200: envelopeSchema(domainRouteSchema) } } },
    async (request) => ok(await system.domainRoute(await merchants.forRequest(request))),
  );

  app.get(
    API.country,
    {
      schema: { tags, summary: "Country and dialing codes", response: { 200: envelopeSchema(z.array(countrySchema)) } },
    },
    async () => ok(await loadCountries(db)),
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
    async (request) => ok(await loadRegistrationRules(db, (await merchants.forRequest(request)).id)),
  );
};
