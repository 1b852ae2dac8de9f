import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN_OPERATIONS,
  featureSwitchListSchema,
  featureSwitchParams,
  featureSwitchUpdateRequest,
  registrationRuleListSchema,
  registrationRuleParams,
  registrationRuleUpdateRequest,
} from "@portal/contract/api/admin-operations";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { done, tags, traceOf } from "./shared";

/**
 * The brand's feature switches and registration rules through the operator API: every operator
 * reads them, `configureBrand` changes them (audited, the portal sees the change at once).
 */
export const operationsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { backOffice: { brandRules } }) => {
  const configure = { access: operator("configureBrand") };

  app.get(
    ADMIN_OPERATIONS.featureSwitches,
    {
      schema: {
        tags,
        summary: "The brand's feature switches (groups first, each followed by its switches)",
        response: { 200: envelopeSchema(featureSwitchListSchema) },
      },
    },
    async (request) => ok({ list: await brandRules.switches(request.merchant.id) }),
  );

  app.put(
    ADMIN_OPERATIONS.featureSwitch,
    {
      schema: {
        tags,
        summary: "Turns one feature switch on or off (a group off hides its switches in the portal)",
        params: featureSwitchParams,
        body: featureSwitchUpdateRequest,
        response: done,
      },
      config: configure,
    },
    async (request) => {
      const { modId } = request.params;
      const { enabled } = request.body;
      const { operator } = request.operator;
      await brandRules.setSwitch(request.merchant.id, modId, enabled, (before, tx) =>
        traceOf(request, operator, "featureSwitch.update", "featureSwitch", modId, { enabled, before })(tx),
      );
      return ok(null);
    },
  );

  app.get(
    ADMIN_OPERATIONS.registrationRules,
    {
      schema: {
        tags,
        summary: "The brand's registration rules, one per field",
        response: { 200: envelopeSchema(registrationRuleListSchema) },
      },
    },
    async (request) => ok({ list: await brandRules.rules(request.merchant.id) }),
  );

  app.put(
    ADMIN_OPERATIONS.registrationRule,
    {
      schema: {
        tags,
        summary: "Replaces one field's registration rule (shown, required, pattern, lengths)",
        params: registrationRuleParams,
        body: registrationRuleUpdateRequest,
        response: done,
      },
      config: configure,
    },
    async (request) => {
      const { field } = request.params;
      const { operator } = request.operator;
      await brandRules.setRule(
        request.merchant.id,
        field,
        request.body,
        traceOf(request, operator, "registrationRule.update", "registrationRule", field, { ...request.body }),
      );
      return ok(null);
    },
  );
};
