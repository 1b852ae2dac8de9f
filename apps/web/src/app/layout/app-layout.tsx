import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { LAYOUT_PARTS, type Layout } from "@portal/contract/routes";
import { NoticeMarquee } from "../../features/announcements/components/notice-marquee";
import { BeforeLoginPopups } from "../../features/announcements/components/before-login-popups";
import { Header } from "./header";
import { Footer } from "./footer";
import { SideMenu } from "./side-menu";
import { TabBar } from "./tab-bar";
import { ToastHost } from "../../shared/ui/toast-host";
import styles from "./layout.module.css";

/** Header, footer and side menu per the route's layout (contract LAYOUT_PARTS). */
export function AppLayout({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const parts = LAYOUT_PARTS[layout];
  return (
    <div className={parts.header ? `${styles.shell} ${styles.withTabBar}` : styles.shell} data-layout={layout}>
      <a className={styles.skip} href="#main-content">
        {t("common.skipToContent")}
      </a>
      {parts.header ? <Header /> : null}
      <div className={parts.sideMenu ? `${styles.body} ${styles.withSide}` : styles.body}>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {layout === "full" ? <NoticeMarquee /> : null}
          {layout === "full" ? <BeforeLoginPopups /> : null}
          <Outlet />
        </main>
        {parts.sideMenu ? <SideMenu /> : null}
      </div>
      {parts.footer ? <Footer /> : null}
      {parts.header ? <TabBar /> : null}
      <ToastHost />
    </div>
  );
}
