import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "../../../shared/i18n/use-language";
import { announcementsQuery } from "../api/announcements";

export function useAnnouncements() {
  return useQuery(announcementsQuery(useLanguage()));
}
