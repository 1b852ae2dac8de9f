import { Suspense, lazy, useLayoutEffect, useRef, type RefObject } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { CategoryNav } from "../../features/games/components/category-nav";
import { useSystemStatus } from "../../shared/system/system-status";
import { useSession } from "../../shared/storage/session";
import { openModal } from "../../shared/modals/modal-store";
import { formatUtcOffset } from "../../shared/format/clock";
import { Button } from "../../shared/ui/button";
import { BrandMark } from "./brand-mark";
import { HeaderClock } from "./header-clock";
import { LanguagePicker } from "./language-picker";
import styles from "./header.module.css";

/** The logged-in area is its own chunk: a visitor never loads it. */
const HeaderMember = lazy(() => import("./header-member"));

function AuthArea() {
  const { t } = useTranslation();
  const { token } = useSession();
  if (token !== null) {
    return (
      <Suspense fallback={null}>
        <HeaderMember />
      </Suspense>
    );
  }
  return (
    <>
      <Button type="button" onClick={() => openModal("login")}>
        {t("header.login")}
      </Button>
      <Button type="button" variant="primary" onClick={() => openModal("register")}>
        {t("header.register")}
      </Button>
    </>
  );
}

/**
 * Keeps the header's height in `--header-height` on the page's root, for what sits fixed below
 * it (a launched game on a phone: features/games/components/game-host.module.css).
 */
function useHeightVariable(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--header-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--header-height");
    };
  }, [header]);
}

/**
 * One row at every width (docs/design.md): logo, then the clock and language (desktop), then the
 * visitor's log in and register or the member's balance, deposit and account menu. On a phone
 * the rest lives in the bottom tab bar (tab-bar.tsx).
 */
export function Header() {
  const { t } = useTranslation();
  const brand = useSystemStatus()?.info.site.brandName ?? "";
  const header = useRef<HTMLElement>(null);
  useHeightVariable(header);
  return (
    <header ref={header} className={styles.header}>
      <div className={styles.top}>
        <Link to={ROUTE.index} className={styles.logo}>
          <BrandMark className={styles.mark} />
          <span className={styles.brand}>{brand || t("nav.home")}</span>
        </Link>
        <div className={styles.tools}>
          <span className={styles.clock}>
            <HeaderClock />
            <span className={styles.zone}>{formatUtcOffset()}</span>
          </span>
          <span className={styles.wideOnly}>
            <LanguagePicker />
          </span>
          <div className={styles.auth}>
            <AuthArea />
          </div>
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}
