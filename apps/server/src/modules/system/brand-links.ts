import { randomBytes } from "node:crypto";
import type { CustomerServiceEntry } from "@portal/contract/api/system";
import { CUSTOMER_SERVICE_TYPE_LINK } from "@portal/contract/constants";
import { encodeServiceLink } from "@portal/contract/customer-service-link";
import type { Settings } from "./settings";

/** The operator settings that carry the brand's visitor links, by the site resource type each fills. */
export const LINK_SETTINGS = [
  { resourceType: "IOS", key: "downloadIosUrl", labelNameEn: "iOS" },
  { resourceType: "ANDROID", key: "downloadAndroidUrl", labelNameEn: "Android" },
  { resourceType: "TELEGRAM", key: "telegramUrl", labelNameEn: "Telegram" },
  { resourceType: "WHATSAPP", key: "whatsappUrl", labelNameEn: "WhatsApp" },
] as const satisfies readonly { resourceType: string; key: keyof Settings; labelNameEn: string }[];

interface ResourceRow {
  resourceType: string;
  url: string;
  labelNameEn: string;
}

/**
 * The brand's links: the operator's setting of a type wins over a resource row of that type (rows
 * are what brands seeded before the settings existed), in the rows' order, then the other set links.
 */
export function brandResources(rows: readonly ResourceRow[], settings: Settings): ResourceRow[] {
  const set = new Map<string, ResourceRow>(
    LINK_SETTINGS.filter((link) => settings[link.key] !== "").map((link) => [
      link.resourceType,
      { resourceType: link.resourceType, url: settings[link.key], labelNameEn: link.labelNameEn },
    ]),
  );
  const merged = rows.map((row) => set.get(row.resourceType.toUpperCase()) ?? row);
  const listed = new Set(merged.map((row) => row.resourceType.toUpperCase()));
  return [...merged, ...[...set.values()].filter((link) => !listed.has(link.resourceType))];
}

/**
 * The customer-service entries: the operator's link (obfuscated like every entry, decision 0003)
 * replaces the link entry, whose seeded default opens the help centre.
 */
export async function brandCustomerService(
  rows: readonly CustomerServiceEntry[],
  settings: Settings,
): Promise<CustomerServiceEntry[]> {
  if (settings.customerServiceUrl === "") return [...rows];
  const path = await encodeServiceLink(settings.customerServiceUrl, randomBytes(6).toString("base64url"));
  const link = { csType: CUSTOMER_SERVICE_TYPE_LINK, path };
  return [link, ...rows.filter((row) => row.csType !== CUSTOMER_SERVICE_TYPE_LINK)];
}
