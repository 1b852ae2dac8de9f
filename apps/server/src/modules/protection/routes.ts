import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  memberIdParam,
  playSessionSchema,
  PROTECTION_ADMIN,
  PROTECTION_API,
  protectionSchema,
  realityCheckRequest,
  selfExclusionRequest,
  setLimitRequest,
  timeOutRequest,
} from "@portal/contract/api/protection";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, operator, routeGroup } from "../../http/access";
import { AppError } from "../../http/app-error";
import type { ProtectionService } from "./service";

const tags = ["protection"];
const done = { 200: envelopeSchema(z.null()) };

/** The member's own protection, in the security centre (trial members have none). */
export const protectionRoutes = routeGroup<AppDeps>(member({ allowTrial: false }), async (app, deps) => {
  const protection: ProtectionService = deps.protection;
  /**
   * Once a break has started, the money in game wallets comes back to the main wallet: during the
   * break the member cannot log in to bring it back (decision 0025). After the break is stored and
   * the sessions ended, so a vendor that is slow or down never keeps the break from starting; the
   * answer waits for it at most a balance read and a transfer call (3 s and 15 s per vendor, side
   * by side).
   */
  const recallGameWallets = async (request: FastifyRequest, breakId: number) => {
    const { member } = request.caller;
    try {
      const settings = await deps.brandSettings.get(member.merchantId);
      await deps.money.vendorWallets.recallAll(member, request.merchant, settings, `break:${breakId}`);
    } catch (error) {
      // The break has started and the sessions are over: its answer says so whatever happens here.
      request.log.warn({ err: error, memberId: member.id, breakId }, "game wallets not recalled");
    }
  };

  app.get(
    PROTECTION_API.protection,
    {
      schema: {
        tags,
        summary: "The caller's limits, pending raises, break and reality check",
        response: { 200: envelopeSchema(protectionSchema) },
      },
    },
    async (request) => ok(await protection.view(request.caller.member, request.merchant)),
  );

  app.put(
    PROTECTION_API.limit,
    {
      schema: {
        tags,
        summary: "Sets (value) or removes (null) a limit: lower at once, higher or removed after 24 hours",
        body: setLimitRequest,
        response: done,
      },
    },
    async (request) => {
      await protection.setLimit(request.caller.member, request.merchant, request.body);
      return ok(null);
    },
  );

  app.post(
    PROTECTION_API.timeOut,
    {
      schema: {
        tags,
        summary: "Takes a time-out (24 hours to 6 weeks); ends every session",
        body: timeOutRequest,
        response: done,
      },
    },
    async (request) => {
      const started = await protection.takeTimeOut(request.caller.member, request.body.hours);
      await recallGameWallets(request, started.id);
      return ok(null);
    },
  );

  app.post(
    PROTECTION_API.selfExclusion,
    {
      schema: {
        tags,
        summary: "Self-excludes (6 months or more; cannot be lifted early); ends every session",
        body: selfExclusionRequest,
        response: done,
      },
    },
    async (request) => {
      const started = await protection.selfExclude(request.caller.member, request.body.months);
      await recallGameWallets(request, started.id);
      return ok(null);
    },
  );

  app.put(
    PROTECTION_API.realityCheck,
    {
      schema: { tags, summary: "Sets the reality-check interval (0 = off)", body: realityCheckRequest, response: done },
    },
    async (request) => {
      await protection.setRealityCheck(request.caller.member, request.body.minutes);
      return ok(null);
    },
  );

  app.get(
    PROTECTION_API.session,
    {
      schema: {
        tags,
        summary: "The current login's start and net result, for the reality check",
        response: { 200: envelopeSchema(playSessionSchema) },
      },
    },
    async (request) =>
      ok(await protection.playSession(request.caller.member, request.merchant, request.caller.tokenHash)),
  );
});

/** Operators see a member's protection; they may lift a time-out early, never a self-exclusion. */
export const protectionAdminRoutes = routeGroup<AppDeps>(operator("read"), async (app, deps) => {
  const protection: ProtectionService = deps.protection;
  const memberOfBrand = async (memberId: number, merchantId: number) => {
    const found = await deps.members.repository.findById(memberId);
    if (!found || found.merchantId !== merchantId) throw new AppError("NOT_FOUND", "No such member");
    return found;
  };

  app.get(
    PROTECTION_ADMIN.memberProtection,
    {
      schema: {
        tags,
        summary: "A member's limits and break",
        params: memberIdParam,
        response: { 200: envelopeSchema(protectionSchema) },
      },
      config: { access: operator("readMembers") },
    },
    async (request) => {
      const found = await memberOfBrand(request.params.memberId, request.merchant.id);
      return ok(await protection.operatorView(found, request.merchant));
    },
  );

  app.delete(
    PROTECTION_ADMIN.memberBreak,
    {
      schema: {
        tags,
        summary: "Lifts a member's time-out early (a self-exclusion is refused: SELF_EXCLUDED)",
        params: memberIdParam,
        response: done,
      },
      config: { access: operator("configureBrand") },
    },
    async (request) => {
      const found = await memberOfBrand(request.params.memberId, request.merchant.id);
      const { operator: caller } = request.operator;
      await protection.operatorLift(found, caller.id);
      await deps.operators.auditLog.record(request, caller, {
        action: "protection.liftTimeOut",
        targetType: "member",
        targetId: String(found.id),
      });
      return ok(null);
    },
  );
});
