import { queryOptions } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { AnnouncementContent } from "@portal/contract/api/content";
import {
  ANNOUNCEMENT_EXECUTION_DEFAULT,
  ANNOUNCEMENT_PLATFORM_WEB,
  ANNOUNCEMENT_TYPES,
} from "@portal/contract/announcements";
import type { Language } from "@portal/contract/languages";
import { apiGet } from "../../../shared/api/client";

/** GET /wps/announcement/content?types=B,PL,PU,PR,H&platform=W&execution=B. */
export function announcementsQuery(language: Language) {
  return queryOptions({
    queryKey: ["announcements", language],
    queryFn: ({ signal }) =>
      apiGet<AnnouncementContent>(
        API.announcementContent,
        {
          types: ANNOUNCEMENT_TYPES.join(","),
          platform: ANNOUNCEMENT_PLATFORM_WEB,
          execution: ANNOUNCEMENT_EXECUTION_DEFAULT,
        },
        signal,
      ),
    staleTime: 5 * 60_000,
  });
}
