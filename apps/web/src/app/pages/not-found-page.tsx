import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { PageFrame } from "../../shared/ui/page-frame";
import styles from "./pages.module.css";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame area="not-found" title={t("notFound.title")}>
      <div className={styles.notFound}>
        <p>{t("notFound.text")}</p>
        <Link to={ROUTE.index} className="btn btn-primary">
          {t("notFound.home")}
        </Link>
      </div>
    </PageFrame>
  );
}
