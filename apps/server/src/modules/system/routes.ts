import type { FastifyReply } from "fastify";
import { z } from "zod";
import { API } from "@portal/contract/api/paths";
import {
  countrySchema,
  domainRouteSchema,
  qrCodeParams,
  systemStatusQuery,
  systemStatusSchema,
} from "@portal/contract/api/system";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { featureNodeSchema } from "@portal/contract/feature-switches";
import { registrationRulesSchema } from "@portal/contract/registration-rules";
import type { AppDeps } from "../../app-deps";
import { infrastructure, routeGroup, visitor } from "../../http/access";
import { AppError } from "../../http/app-error";
import { matchesEtag } from "./status-body";

const tags = ["system"];
const JSON_UTF8 = "application/json; charset=utf-8";
/** Kept by the browser but asked again each time (maintenance may start any moment); never by a shared cache. */
export const STATUS_CACHE_CONTROL = "private, no-cache";
/** The image at one address never changes (the address names a digest of the link). */
export const QR_CODE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Site configuration for visitors; the start-up status is served in every state. */
export const systemRoutes = routeGroup<AppDeps>(visitor(), async (app, deps) => {
  const { service: system, repository: site } = deps.system;

  app.get(
    API.qrCode,
    {
      schema: {
        tags,
        summary: "A download link's QR code (SVG); its address changes with the link, so it may be cached for good",
        params: qrCodeParams,
      },
      // An image of a public link, like the web app's files: no session, no outage check.
      config: { access: infrastructure },
    },
    async (request, reply) => {
      const { merchantCode, digest } = request.params;
      const svg = await system.qrCode(await deps.merchants.byCode(merchantCode), digest);
      if (svg === undefined) throw new AppError("NOT_FOUND", "No such QR code");
      const etag = `"${digest}"`;
      reply.header("cache-control", QR_CODE_CACHE_CONTROL).header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("image/svg+xml").send(svg);
    },
  );

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
    // The text is written around the brand's cached site info (status-body.ts): bytes skip the
    // route's writer (the type provider expects the object, hence the cast), and
    // test/status-body.test.ts checks it is the text the writer and the contract's parse give.
    // Every page load asks again: a browser that has this answer gets a 304 (no body, nothing to
    // compress). Private: the answer names the visitor's address.
    async (request, reply) => {
      const answer = await system.statusAnswer(request, request.merchant);
      reply.header("etag", answer.etag).header("cache-control", STATUS_CACHE_CONTROL);
      // A 304 has no body, so no schema: the typed reply knows only the 200.
      if (matchesEtag(request.headers["if-none-match"], answer.etag)) return (reply as FastifyReply).code(304).send();
      return reply.type(JSON_UTF8).send(answer.body() as never);
    },
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
