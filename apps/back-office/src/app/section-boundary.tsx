import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice-error" role="alert">
      <span>{t("errors.sectionFailed")}</span>
      <button type="button" className="btn btn-small" onClick={onRetry}>
        {t("ui.retry")}
      </button>
    </div>
  );
}

/**
 * A section that fails to load (its chunk gone after a deploy, a render error) shows a message
 * and a retry in its place; the menu and header stay. `resetKey` (the path) clears it on navigation.
 */
export class SectionBoundary extends Component<{ resetKey: string; children: ReactNode }, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: "" };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === "" || failedAt === this.props.resetKey)) {
      return <Failed onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
