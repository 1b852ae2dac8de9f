import {
  memberRewardPageSchema,
  memberRewardParams,
  memberRewardQuery,
  memberRewardSchema,
  REWARD_API,
} from "@portal/contract/api/rewards";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";

const tags = ["rewards"];
const realMember = { allowTrial: false };

/** The reward center (decision 0042): the caller's rewards and their claim. */
export const rewardRoutes = routeGroup<AppDeps>(member(realMember), async (app, { rewards }) => {
  app.get(
    REWARD_API.list,
    {
      schema: {
        tags,
        summary: "The caller's rewards (mission prizes, referral rewards), newest first, by cursor",
        querystring: memberRewardQuery,
        response: { 200: envelopeSchema(memberRewardPageSchema) },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      return ok(await rewards.list(request.caller.member, request.merchant, status, page));
    },
  );

  app.post(
    REWARD_API.claim,
    {
      schema: {
        tags,
        summary:
          "Claims an issued reward into the main wallet (sent again: the same answer; past its deadline: REWARD_EXPIRED)",
        params: memberRewardParams,
        response: { 200: envelopeSchema(memberRewardSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => ok(await rewards.claim(request.caller.member, request.merchant, request.params.id)),
  );
});
