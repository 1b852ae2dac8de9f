import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../api/api-error";

/** Where rows will arrive: grey bars at a row's height, announced as loading. */
export function Skeleton({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-label={label ?? t("ui.loading")}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-bar" />
      ))}
    </div>
  );
}

/** A list with nothing in it (a polite status, so a filter that empties it is announced). */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className="empty" role="status">
      {text}
    </p>
  );
}

/** The translated message of a failed call, by the envelope's errorCode. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const code = errorCodeOf(error);
    return t(`errors.${code}`, { defaultValue: t("errors.fallback", { code }) });
  };
}

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="notice notice-error" role="alert">
      <span>{errorText(error)}</span>
      {onRetry ? (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t("ui.retry")}
        </button>
      ) : null}
    </div>
  );
}
