import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../shared/api/api-error";
import { useErrorText } from "../../shared/ui/states";
import { formatCount } from "../numbers";

/** The paging fields of a keyset-paged answer (api/paging.ts). */
export interface CursorPage {
  next: string | null;
  prev: string | null;
  total: number;
  totalCapped: boolean;
}

/** Previous and next of a keyset-paged list, with the count as the server gives it ("1,000+"). */
export function Pager({
  caption,
  page,
  onCursor,
}: {
  caption: string;
  page: CursorPage | undefined;
  onCursor: (cursor: string) => void;
}) {
  const { t } = useTranslation("agents");
  if (!page) return null;
  const count = `${formatCount(page.total)}${page.totalCapped ? "+" : ""}`;
  return (
    <nav className="pager" aria-label={t("paging.label", { caption })}>
      <button
        type="button"
        className="btn btn-small"
        disabled={page.prev === null}
        onClick={() => page.prev !== null && onCursor(page.prev)}
      >
        {t("paging.previous")}
      </button>
      <span>{t("paging.inAll", { count })}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={page.next === null}
        onClick={() => page.next !== null && onCursor(page.next)}
      >
        {t("paging.next")}
      </button>
    </nav>
  );
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
