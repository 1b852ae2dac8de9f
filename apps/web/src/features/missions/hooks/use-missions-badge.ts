import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { MISSIONS_NS } from "../../../shared/i18n/namespaces";
import { loadMissionsTexts } from "../../../shared/i18n/missions-texts";
import { useLanguage } from "../../../shared/i18n/use-language";
import { useSession } from "../../../shared/storage/session";
import { missionsQuery } from "../api/missions-api";

/** A menu entry's count: the figure shown and the words a screen reader hears. */
export interface MissionsBadge {
  count: number;
  label: string;
}

/**
 * Whether the missions' texts are here, loading them once `wanted`. Their namespace is asked of
 * i18next only through its loader (which registers the files first): a bare useTranslation of an
 * unregistered namespace would mark it failed for the session.
 */
function useMissionsTexts(wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const ready = loaded || i18n.hasLoadedNamespace(MISSIONS_NS);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    void loadMissionsTexts().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

/**
 * The personal centre menu's badge on "Mission activity": how many missions are done and not
 * claimed yet (GET missions' `claimable`, the query the missions page reads, so a claim updates
 * it), or null when there are none, for a trial member, or while `enabled` is false (the agent
 * centre). Composed into the centre by app/.
 */
export function useMissionsBadge(enabled: boolean): MissionsBadge | null {
  const { t } = useTranslation();
  const { token, memberType } = useSession();
  const query = useQuery({
    ...missionsQuery(token, useLanguage(), enabled && memberType !== TRIAL_MEMBER_TYPE),
    select: (data) => data.claimable,
  });
  const count = query.data ?? 0;
  const ready = useMissionsTexts(count > 0);
  if (!enabled || count <= 0 || !ready) return null;
  return { count, label: t("missions.badge", { ns: MISSIONS_NS, count }) };
}
