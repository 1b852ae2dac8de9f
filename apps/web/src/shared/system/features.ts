import { useMemo } from "react";
import { flattenFeatures } from "@portal/contract/feature-switches";
import { useSystemStatus } from "./system-status";

/** The brand's feature switches, flattened to modId -> on (a child is on only under an on parent). */
export function useFeatures(): Record<string, boolean> {
  const tree = useSystemStatus()?.info.whitelabel;
  return useMemo(() => (tree ? flattenFeatures(tree) : {}), [tree]);
}
