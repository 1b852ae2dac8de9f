import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN,
  createOperatorRequest,
  operatorLoginAnswerSchema,
  operatorLoginRequest,
  operatorMeSchema,
  operatorListSchema,
  operatorSchema,
  operatorSessionSchema,
  recoveryCodesRequest,
  recoveryCodesSchema,
  secondFactorRequest,
} from "@portal/contract/api/admin";
import { auditPageSchema, auditQuery } from "@portal/contract/api/admin-operations";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../http/app-error";
import { operator, visitor } from "../../http/access";
import { RATE_LIMITS } from "../../http/rate-limits";
import { AuditRepository } from "./audit-repository";
import { permissionsOf } from "./operators";
import { done, tags } from "./shared";

/** The back office's own accounts: login, logout, who am I, new operators, the audit log and the full API document. */
export const operatorRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { operators: { accounts, login, auditLog } },
) => {
  app.post(
    ADMIN.login,
    {
      schema: {
        tags,
        summary: "Operator sign-in, first step: name and password; answers the challenge for the second factor",
        body: operatorLoginRequest,
        response: { 200: envelopeSchema(operatorLoginAnswerSchema) },
      },
      // No session yet; operators keep their access during maintenance and from any region.
      config: { rateLimit: RATE_LIMITS.operatorLogin, access: visitor({ duringOutage: true }) },
    },
    async (request) => {
      const { username, password } = request.body;
      return ok(await login.login(request.merchant, username, password, clientOf(request)));
    },
  );

  app.post(
    ADMIN.secondFactor,
    {
      schema: {
        tags,
        summary: "Operator sign-in, second step: the challenge and a TOTP or recovery code; answers the session",
        body: secondFactorRequest,
        response: { 200: envelopeSchema(operatorSessionSchema) },
      },
      config: { rateLimit: RATE_LIMITS.operatorLogin, access: visitor({ duringOutage: true }) },
    },
    async (request) => {
      const { challenge, code } = request.body;
      return ok(await login.secondFactor(request.merchant.id, challenge, code, clientOf(request)));
    },
  );

  app.post(
    ADMIN.recoveryCodes,
    {
      schema: {
        tags,
        summary: "New recovery codes for the calling operator (a current TOTP code); the old ones stop working",
        body: recoveryCodesRequest,
        response: { 200: envelopeSchema(recoveryCodesSchema) },
      },
      config: { rateLimit: RATE_LIMITS.operatorLogin },
    },
    async (request) => {
      const codes = await login.renewRecoveryCodes(request.operator.operator, request.body.code, clientOf(request));
      return ok({ recoveryCodes: codes });
    },
  );

  app.post(ADMIN.logout, { schema: { tags, summary: "Operator logout", response: done } }, async (request) => {
    await accounts.logout(request.operator.token);
    return ok(null);
  });

  app.get(
    ADMIN.me,
    {
      schema: {
        tags,
        summary: "The calling operator and what its role may do",
        response: { 200: envelopeSchema(operatorMeSchema) },
      },
    },
    async (request) => {
      const { operator } = request.operator;
      return ok({
        id: operator.id,
        username: operator.username,
        role: operator.role,
        permissions: permissionsOf(operator.role),
        currency: request.merchant.currency,
        currencyScale: request.merchant.currencyScale,
      });
    },
  );

  app.get(
    ADMIN.operators,
    {
      schema: {
        tags,
        summary: "The brand's operators: name, role, status, whether enrolled in two-factor sign-in",
        response: { 200: envelopeSchema(operatorListSchema) },
      },
    },
    async (request) => ok({ list: await accounts.list(request.merchant.id) }),
  );

  app.post(
    ADMIN.operators,
    {
      schema: {
        tags,
        summary: "Creates an operator account (ADMIN only)",
        body: createOperatorRequest,
        response: { 200: envelopeSchema(operatorSchema) },
      },
      config: { access: operator("manageOperators") },
    },
    async (request) => {
      const { operator } = request.operator;
      const created = await accounts.create({ merchantId: request.merchant.id, ...request.body }, (row, tx) =>
        new AuditRepository(tx).record(request, operator, {
          action: "operator.create",
          targetType: "operator",
          targetId: String(row.id),
          detail: { username: row.username, role: row.role },
        }),
      );
      if (!created) throw new AppError("USERNAME_TAKEN", "This operator name is taken");
      return ok({ id: created.id, username: created.username, role: created.role });
    },
  );

  app.get(
    ADMIN.openapi,
    { schema: { tags, summary: "The whole OpenAPI document, the operator API included (operators only)" } },
    async () => app.swagger(),
  );

  app.get(
    ADMIN.audit,
    {
      schema: {
        tags,
        summary:
          "The audit log, newest first, by operator, action, target and period; keyset paged (send back `next` or `prev`)",
        querystring: auditQuery,
        response: { 200: envelopeSchema(auditPageSchema) },
      },
    },
    async (request) => ok(await auditLog.page(request.merchant.id, request.query)),
  );
};

function clientOf(request: FastifyRequest) {
  return { ip: request.ip, requestId: String(request.id) };
}
