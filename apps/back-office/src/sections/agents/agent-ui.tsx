import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../shared/api/api-error";
import { useErrorText } from "../../shared/ui/states";
import { CursorPager, type CursorPage } from "../members/cursor-pager";

/** Previous and next of the agents' keyset-paged lists, in this section's words. */
export function Pager(props: { caption: string; page: CursorPage | undefined; onCursor: (cursor: string) => void }) {
  return <CursorPager {...props} namespace="agents" />;
}

/** A member type as operators name it (agent types 1, 2, 41, 42; 0 a member; 4 a trial account). */
export function useMemberType() {
  const { t } = useTranslation("agents");
  return (type: number) => t(`memberTypes.${type}`, { defaultValue: t("memberTypes.other", { type }) });
}

/**
 * A server refusal in words: the agents' own codes (a rate or a contract above the upline's)
 * from this section's texts, every other code as the common errors translate it.
 */
export function useAgentsErrorText() {
  const { t } = useTranslation("agents");
  const errorText = useErrorText();
  return (error: unknown) => t(`errors.${errorCodeOf(error)}`, { defaultValue: errorText(error) });
}
