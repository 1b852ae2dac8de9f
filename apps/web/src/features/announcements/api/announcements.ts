import { queryOptions } from "@tanstack/react-query";
import { API } from "@portal/contract/api/paths";
import type { AnnouncementContent } from "@portal/contract/api/content";
import {
  ANNOUNCEMENT_EXECUTION_DEFAULT,
  ANNOUNCEMENT_PLATFORM_WEB,
  ANNOUNCEMENT_TYPES,
  type AnnouncementExecution,
} from "@portal/contract/announcements";
import type { Language } from "@portal/contract/languages";
import { apiGet } from "../../../shared/api/client";

/** GET /wps/announcement/content?types=B,PL,PU,PR,H&platform=W&execution=B (A after login, F first login). */
export function announcementsQuery(
  language: Language,
  execution: AnnouncementExecution = ANNOUNCEMENT_EXECUTION_DEFAULT,
) {
  return queryOptions({
    queryKey: ["announcements", language, execution],
    queryFn: ({ signal }) =>
      apiGet<AnnouncementContent>(
        API.announcementContent,
        {
          types: ANNOUNCEMENT_TYPES.join(","),
          platform: ANNOUNCEMENT_PLATFORM_WEB,
          execution,
        },
        signal,
      ),
    staleTime: 5 * 60_000,
  });
}
