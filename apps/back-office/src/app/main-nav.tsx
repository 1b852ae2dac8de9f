import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import type { MenuGroup } from "./menu";

/** The sidebar's menu (also inside the phone's sheet): groups as headings, their pages as links. */
export function MainNav({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="main-nav" aria-label={t("nav.label")}>
      {groups.map((group) => (
        <div key={group.id} className="nav-group">
          <h2 className="nav-group-title" id={`nav-${group.id}`}>
            {t(group.labelKey)}
          </h2>
          <ul aria-labelledby={`nav-${group.id}`}>
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} className="nav-link" {...(onNavigate ? { onClick: onNavigate } : {})}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
