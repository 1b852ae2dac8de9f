import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { VIP_NS } from "../../../shared/i18n/namespaces";
import textStyles from "../../../shared/ui/text.module.css";
import styles from "./vip.module.css";

/** The page's first panel, "My level": the member's level (vip-hero.tsx), or an invitation in its place. */
export function LevelPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation(VIP_NS);
  const headingId = useId();
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      <h2 id={headingId} className={textStyles.title}>
        {t("vip.myLevel")}
      </h2>
      {children}
    </section>
  );
}
