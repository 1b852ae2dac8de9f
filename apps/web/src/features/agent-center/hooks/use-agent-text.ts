import { useTranslation } from "react-i18next";
import { AGENT_NS } from "../../../shared/i18n/namespaces";

/**
 * The agent centre's texts: its own namespace (locales/agent/<lng>.json, loaded with its pages,
 * not on the first screen), the portal's shared texts (errors, categories, records, wallet) as
 * the fallback for a key it does not have.
 */
export function useAgentText() {
  return useTranslation(AGENT_NS);
}
