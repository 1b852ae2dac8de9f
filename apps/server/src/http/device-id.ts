import type { FastifyRequest } from "fastify";
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from "@portal/contract/api/referral";

/** The device id the client sent (the web app keeps one per browser), or '' when none or malformed. */
export function deviceIdOf(request: FastifyRequest): string {
  const value = request.headers[DEVICE_ID_HEADER];
  return typeof value === "string" && DEVICE_ID_PATTERN.test(value) ? value : "";
}
