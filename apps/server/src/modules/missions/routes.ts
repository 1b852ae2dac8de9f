import {
  leaderboardQuery,
  leaderboardSchema,
  MISSION_API,
  missionClaimSchema,
  missionListSchema,
  missionParams,
} from "@portal/contract/api/missions";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";
import { requestLanguage } from "../merchants/service";

const tags = ["missions"];
const realMember = { allowTrial: false };

/** Missions (decision 0042): the caller's missions with progress, the claim of a prize, the leaderboards. */
export const missionRoutes = routeGroup<AppDeps>(member(realMember), async (app, { missions }) => {
  app.get(
    MISSION_API.list,
    {
      schema: {
        tags,
        summary: "The caller's missions of the running periods, with progress and how many are ready to claim",
        response: { 200: envelopeSchema(missionListSchema) },
      },
    },
    async (request) => {
      const { merchant } = request;
      return ok(await missions.list(request.caller.member, merchant, requestLanguage(request, merchant)));
    },
  );

  app.post(
    MISSION_API.claim,
    {
      schema: {
        tags,
        summary:
          "Claims a done mission's prize for its running period (sent again: the same answer; not done: MISSION_INCOMPLETE)",
        params: missionParams,
        response: { 200: envelopeSchema(missionClaimSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => ok(await missions.claim(request.caller.member, request.merchant, request.params.id)),
  );

  app.get(
    MISSION_API.leaderboard,
    {
      schema: {
        tags,
        summary: "The running day's or week's leaderboard: members by missions completed (accounts masked)",
        querystring: leaderboardQuery,
        response: { 200: envelopeSchema(leaderboardSchema) },
      },
    },
    async (request) => ok(await missions.leaderboard(request.caller.member, request.merchant, request.query.period)),
  );
});
