import type { Resource } from "@portal/contract/api/system";
import { findResource, useSystemStatus } from "../../../shared/system/system-status";

const PLATFORMS = [
  { resourceType: "IOS", key: "ios" },
  { resourceType: "ANDROID", key: "android" },
] as const;

export interface AppDownloadEntry {
  /** `ios` or `android`: the `download.<key>` texts. */
  key: (typeof PLATFORMS)[number]["key"];
  resource: Resource;
}

/** The iOS and Android apps the site offers (resources IOS and ANDROID), iOS first. */
export function useAppDownloads(): AppDownloadEntry[] {
  const status = useSystemStatus();
  return PLATFORMS.flatMap(({ resourceType, key }) => {
    const resource = findResource(status, resourceType);
    return resource ? [{ key, resource }] : [];
  });
}
