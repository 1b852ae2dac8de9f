import { z } from "zod";
import { API } from "@portal/contract/api/paths";
import { agentAnnouncementSchema, announcementContentSchema, announcementQuery } from "@portal/contract/api/content";
import { AGENT_API } from "@portal/contract/api/agents";
import { helpCategorySchema } from "@portal/contract/api/system";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { agent, routeGroup, visitor } from "../../http/access";
import { requestLanguage } from "../merchants/service";

const tags = ["content"];

export const contentRoutes = routeGroup<AppDeps>(visitor(), async (app, { content }) => {
  app.get(
    API.announcementContent,
    {
      schema: {
        tags,
        summary: "Announcements by type (B banners, PL player, PU popup, PR promotion, H home) for platform W",
        querystring: announcementQuery,
        response: { 200: envelopeSchema(announcementContentSchema) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      return ok(await content.announcements(merchant.id, request.query, requestLanguage(request, merchant)));
    },
  );

  app.get(
    AGENT_API.announcements,
    {
      schema: {
        tags,
        summary: "Announcements addressed to agents (AGENTANNOUNCE3)",
        response: { 200: envelopeSchema(z.array(agentAnnouncementSchema)) },
      },
      config: { access: agent() },
    },
    async (request) =>
      ok(await content.agentAnnouncements(request.merchant.id, requestLanguage(request, request.merchant))),
  );

  app.get(
    API.helpCenter,
    {
      schema: {
        tags,
        summary: "Help centre categories and articles",
        response: { 200: envelopeSchema(z.array(helpCategorySchema)) },
      },
      // The full-page states (maintenance, region) may still show help.
      config: { access: visitor({ duringOutage: true }) },
    },
    async (request) => {
      const merchant = request.merchant;
      return ok(await content.helpCenter(merchant.id, requestLanguage(request, merchant)));
    },
  );
});
