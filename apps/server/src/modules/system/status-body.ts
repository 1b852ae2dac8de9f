import { createHash } from "node:crypto";
import type { SystemInfo } from "@portal/contract/api/system";
import type { OutageState } from "./outage";

/** A brand's site info and the JSON text the status call writes for it, cached together. */
export interface SiteInfo {
  info: SystemInfo;
  /** `info` as the contract's writer serializes it (http/response-serializer.ts), UTF-8 encoded. */
  json: Buffer;
  /** A digest of `json`, for the answer's ETag. */
  digest: string;
}

export function siteInfo(info: SystemInfo, json: string): SiteInfo {
  const bytes = Buffer.from(json);
  return { info, json: bytes, digest: createHash("sha256").update(bytes).digest("base64url").slice(0, 22) };
}

const TAIL = Buffer.from(`},"message":"","errorCode":""}`);

/**
 * The status call's whole answer (the envelope of systemStatusSchema), written around the
 * brand's site info serialized once per cache entry instead of per request: only the outage
 * state and the visitor's location differ between visitors. Property order and text are the
 * contract writer's; test/status-body.test.ts holds the two equal.
 */
export function statusEnvelopeJson(outage: OutageState, site: SiteInfo): Buffer {
  const { maintenance, regionRestriction, location } = outage;
  const head =
    `{"success":true,"value":{"maintenance":${maintenance === true},"regionRestriction":${regionRestriction === true},` +
    `"location":{"ip":${JSON.stringify(String(location.ip))},"country":${JSON.stringify(String(location.country))}},` +
    `"info":`;
  // Bytes, not a string: a joined string would be flattened and measured (its UTF-8 length) on
  // every answer; the cached part is encoded once.
  return Buffer.concat([Buffer.from(head), site.json, TAIL]);
}

/**
 * The answer's entity tag, without hashing the answer: the cached site info's digest and what
 * differs between visitors (the address encoded, as a trusted proxy may pass any text).
 */
export function statusEtag(outage: OutageState, site: SiteInfo): string {
  const { maintenance, regionRestriction, location } = outage;
  const flags = `${maintenance === true ? 1 : 0}${regionRestriction === true ? 1 : 0}`;
  const where = Buffer.from(`${location.country}/${location.ip}`).toString("base64url");
  return `"${site.digest}.${flags}.${where}"`;
}

/** Whether an If-None-Match header names the tag (a list, weak or not, or any). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}` || trimmed === "*";
  });
}
