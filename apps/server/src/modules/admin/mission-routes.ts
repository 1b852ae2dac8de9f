import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MISSION_ADMIN,
  missionAdminListSchema,
  missionAdminSchema,
  missionInput,
  missionParams,
} from "@portal/contract/api/missions";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { tags, traceOf } from "./shared";

/** Missions (decision 0042): the brand's missions, added and changed; every write audited. */
export const missionAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { missions }) => {
  app.get(
    MISSION_ADMIN.list,
    {
      schema: { tags, summary: "The brand's missions", response: { 200: envelopeSchema(missionAdminListSchema) } },
    },
    async (request) => ok(await missions.adminList(request.merchant)),
  );

  app.post(
    MISSION_ADMIN.list,
    {
      schema: {
        tags,
        summary: "Adds a mission",
        body: missionInput,
        response: { 200: envelopeSchema(missionAdminSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      return ok(
        await missions.create(request.merchant, request.body, (tx, id) =>
          traceOf(request, operator, "missions.create", "mission", String(id), request.body)(tx),
        ),
      );
    },
  );

  app.put(
    MISSION_ADMIN.one,
    {
      schema: {
        tags,
        summary: "Changes a mission (prizes already claimed stay claimed)",
        params: missionParams,
        body: missionInput,
        response: { 200: envelopeSchema(missionAdminSchema) },
      },
      config: { access: operator("managePromotions") },
    },
    async (request) => {
      const { operator } = request.operator;
      const { id } = request.params;
      return ok(
        await missions.update(
          request.merchant,
          id,
          request.body,
          traceOf(request, operator, "missions.update", "mission", String(id), request.body),
        ),
      );
    },
  );
};
