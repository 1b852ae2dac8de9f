import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { CategoryIcon, NavIcon } from "../../../shared/art/category-icons";
import { buildNavEntries, isCurrent, type NavEntryId } from "../hooks/category-nav";
import { useVendorLanes } from "../hooks/use-games";
import { useVendorClick } from "../hooks/use-vendor-click";
import styles from "./category-nav.module.css";

/** The drawing beside an entry's label: DS88 is a sports book, so it takes the sports icon. */
function EntryIcon({ id }: { id: NavEntryId }) {
  if (id === "home" || id === "promotions") return <NavIcon name={id} className={styles.icon} />;
  return <CategoryIcon category={id === "DS88" ? "SPORTS" : id} className={styles.icon} />;
}

/** The header's bottom navigation (spec section 2), each entry with its icon. */
export function CategoryNav() {
  const { t, i18n } = useTranslation();
  const lanes = useVendorLanes().data ?? [];
  const entries = buildNavEntries(lanes);
  const onVendorClick = useVendorClick();
  const location = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const current = entries.find((entry) => isCurrent(entry.target.to, location))?.id;
  // The row scrolls sideways when its labels do not fit (a phone; long labels on a laptop): bring
  // the current page's entry into it, as the member centre's tabs do. Only the row scrolls,
  // never the page.
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link) return;
    const box = row.getBoundingClientRect();
    const item = link.getBoundingClientRect();
    if (item.left < box.left || item.right > box.right) {
      row.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
    }
  }, [current, entries.length, i18n.language]);
  return (
    <nav className={styles.nav} aria-label={t("nav.label")}>
      <ul ref={list} className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.target.to}
              aria-current={isCurrent(entry.target.to, location) ? "page" : undefined}
              className={isCurrent(entry.target.to, location) ? `${styles.link} ${styles.active}` : styles.link}
              onClick={(event) => onVendorClick(entry.target, event)}
            >
              <EntryIcon id={entry.id} />
              <span>{t(entry.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
