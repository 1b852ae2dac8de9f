import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { useSystemStatus } from "../../shared/system/system-status";
import styles from "./footer.module.css";

export function Footer() {
  const { t } = useTranslation();
  const brand = useSystemStatus()?.info.site.brandName ?? "";
  const year = new Date().getUTCFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>{brand}</p>
        <nav aria-label={t("footer.label")}>
          <ul className={styles.links}>
            <li>
              <Link to={ROUTE.help}>{t("footer.help")}</Link>
            </li>
            <li>
              <Link to={ROUTE.join}>{t("footer.join")}</Link>
            </li>
            <li>
              <Link to={ROUTE.down}>{t("footer.download")}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copy}>{t("footer.copyright", { year, brand })}</p>
      </div>
    </footer>
  );
}
