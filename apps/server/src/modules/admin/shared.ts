import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { envelopeSchema } from "@portal/contract/envelope";
import type { Db } from "../../db/client";
import { AuditRepository } from "./audit-repository";
import type { Operator } from "./operators";

export const tags = ["admin"];
export const done = { 200: envelopeSchema(z.null()) };

/** An audit entry to write inside a decision's own transaction (the services call it with their tx). */
export const traceOf =
  (
    request: FastifyRequest,
    operator: Operator,
    action: string,
    targetType: string,
    targetId: string,
    detail?: Record<string, unknown>,
  ) =>
  (tx: Db) =>
    new AuditRepository(tx).record(request, operator, { action, targetType, targetId, ...(detail ? { detail } : {}) });
