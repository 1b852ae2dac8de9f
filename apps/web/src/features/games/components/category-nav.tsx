import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { buildNavEntries, isCurrent } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import { useVendorClick } from "../hooks/use-vendor-click";
import styles from "./category-nav.module.css";

/** The header's bottom navigation (spec section 2). */
export function CategoryNav() {
  const { t } = useTranslation();
  const lanes = useVendorLanes().data ?? [];
  const entries = buildNavEntries(lanes);
  const onVendorClick = useVendorClick();
  const location = useLocation();
  return (
    <nav className={styles.nav} aria-label={t("nav.label")}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.target.to}
              data-testid={entry.testId}
              aria-current={isCurrent(entry.target.to, location) ? "page" : undefined}
              className={isCurrent(entry.target.to, location) ? `${styles.link} ${styles.active}` : styles.link}
              onClick={(event) => onVendorClick(entry.target, event)}
            >
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
