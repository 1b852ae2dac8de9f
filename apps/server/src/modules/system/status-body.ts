import type { SystemInfo } from "@portal/contract/api/system";
import type { OutageState } from "./outage";

/** A brand's site info and the JSON text the status call writes for it, cached together. */
export interface SiteInfo {
  info: SystemInfo;
  /** `info` as the contract's writer serializes it (http/response-serializer.ts). */
  json: string;
}

/**
 * The status call's whole answer (the envelope of systemStatusSchema), written around the
 * brand's site info serialized once per cache entry instead of per request: only the outage
 * state and the visitor's location differ between visitors. Property order and text are the
 * contract writer's; test/status-body.test.ts holds the two equal.
 */
export function statusEnvelopeJson(outage: OutageState, site: SiteInfo): string {
  const { maintenance, regionRestriction, location } = outage;
  return (
    `{"success":true,"value":{"maintenance":${maintenance === true},"regionRestriction":${regionRestriction === true},` +
    `"location":{"ip":${JSON.stringify(String(location.ip))},"country":${JSON.stringify(String(location.country))}},` +
    `"info":${site.json}},"message":"","errorCode":""}`
  );
}
