import { z } from "zod";
import {
  adultTermsRequest,
  avatarSchema,
  languageUpdateRequest,
  memberInfoSchema,
  unreadCountSchema,
} from "@portal/contract/api/accounts";
import { API } from "@portal/contract/api/paths";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";
import { toMemberInfo } from "./member-info";
import { STATIC_AVATARS } from "./profile";

const tags = ["members"];

/** The logged-in member's own data. Every call is for the caller only: no id in the path. */
export const memberRoutes = routeGroup<AppDeps>(member(), async (app, { members, brandSettings }) => {
  // Member info, avatar and language stay readable while a password change or the 18+ and terms
  // confirmation is pending (their modals need them); everything else waits for it.
  const mine = { access: member({ allowPendingAccountSteps: true }) };

  app.get(
    API.memberInfo,
    {
      schema: { tags, summary: "The caller's member info", response: { 200: envelopeSchema(memberInfoSchema) } },
      config: mine,
    },
    async (request) => {
      const { member } = request.caller;
      // A member who confirmed owes nothing, whatever the brand asks: the settings only for the rest.
      const protectionOn =
        member.adultTermsConfirmedAt === null && (await brandSettings.get(request.merchant.id)).playerProtection;
      return ok(toMemberInfo(member, protectionOn));
    },
  );

  app.put(
    API.adultTerms,
    {
      schema: {
        tags,
        summary: "The caller's 18+ and terms confirmation, when owed without a password change",
        body: adultTermsRequest,
        response: { 200: envelopeSchema(z.null()) },
      },
      config: mine,
    },
    async (request) => {
      const { playerProtection } = await brandSettings.get(request.merchant.id);
      await members.profile.confirmAdultTerms(
        request.caller.member,
        request.body.confirmAdultAndTerms,
        playerProtection,
      );
      return ok(null);
    },
  );

  app.get(
    API.memberIcon,
    { schema: { tags, summary: "The caller's avatar", response: { 200: envelopeSchema(avatarSchema) } }, config: mine },
    async (request) => {
      const { member } = request.caller;
      return ok({
        avatar: member.avatar,
        avatarType: member.avatarType,
      });
    },
  );

  app.get(
    API.playerAvatar,
    {
      schema: {
        tags,
        summary: "Avatars the caller may choose",
        response: { 200: envelopeSchema(z.object({ list: z.array(avatarSchema) })) },
      },
    },
    async () => {
      return ok({ list: STATIC_AVATARS.map((avatar) => ({ avatar, avatarType: "STATIC" as const })) });
    },
  );

  app.put(
    API.memberLanguage,
    {
      schema: {
        tags,
        summary: "Sets the caller's language",
        body: languageUpdateRequest,
        response: { 200: envelopeSchema(z.null()) },
      },
      config: mine,
    },
    async (request) => {
      const { member } = request.caller;
      await members.profile.setLanguage(member.id, request.body.language);
      return ok(null);
    },
  );

  app.get(
    API.unreadMessages,
    {
      schema: {
        tags,
        summary: "Count of the caller's unread messages",
        response: { 200: envelopeSchema(unreadCountSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      return ok({ count: await members.repository.countUnreadMessages(member.id) });
    },
  );
});
