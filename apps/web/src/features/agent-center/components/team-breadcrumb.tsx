import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button";
import type { DownlinesPage } from "../api/agent-api";
import styles from "./agent-center.module.css";

/**
 * Where in the team the list is: the caller first, then each member drilled into. Every step but
 * the last goes back up to it; the caller's own step lists the caller's direct downlines.
 */
export function TeamBreadcrumb({
  path,
  onStep,
}: {
  path: DownlinesPage["path"];
  /** The member whose downlines to list; undefined for the caller's own. */
  onStep: (memberId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.breadcrumb} aria-label={t("agent.team.path")}>
      <ol>
        {path.map((step, index) => (
          <li key={step.memberId}>
            {index === path.length - 1 ? (
              <span aria-current="page">{step.account}</span>
            ) : (
              <Button
                variant="link"
                className={styles.touchLink}
                onClick={() => onStep(index === 0 ? undefined : step.memberId)}
              >
                {step.account}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
