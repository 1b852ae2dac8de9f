import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { setCurrentVendor } from "../../../shared/storage/session";
import { buildNavEntries } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import styles from "./category-nav.module.css";

/** The header's bottom navigation (spec section 2). */
export function CategoryNav() {
  const { t } = useTranslation();
  const lanes = useVendorLanes().data ?? [];
  const entries = buildNavEntries(lanes);
  return (
    <nav className={styles.nav} aria-label={t("nav.label")}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink
              to={entry.target.to}
              end
              data-testid={entry.testId}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              onClick={() => {
                if (entry.target.currentVendor) setCurrentVendor(entry.target.currentVendor);
              }}
            >
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
