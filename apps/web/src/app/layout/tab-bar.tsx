import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ROUTE } from "@portal/contract/routes";
import { useGuardedAction } from "../../shared/auth/guarded-action";
import { useOpenCenter } from "../../shared/modals/use-center";
import { useSession } from "../../shared/storage/session";
import { MessageIcon, useUnreadCount } from "./unread-messages";
import styles from "./tab-bar.module.css";

/** Loaded when a player first taps "Me": the sheet is not part of the first screen. */
const MeSheet = lazy(() => import("./me-sheet").then((module) => ({ default: module.MeSheet })));

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

const HOME = "M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6h-6v6H4a1 1 0 01-1-1z";
const GIFT = "M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1s4 1 6 1c2 0 6 2 6-1s-4-3-6 1";
const WALLET = "M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H3zM3 7l12-4v4M16 13h2";
const PERSON = "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6";

function TabLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Link to={to} className={styles.tab} aria-current={pathname === to ? "page" : undefined}>
      {icon}
      <span className={styles.label}>{label}</span>
    </Link>
  );
}

function TabButton({
  label,
  icon,
  onClick,
  opensDialog = false,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** The tab opens a sheet (a dialog) rather than a page or a centre. */
  opensDialog?: boolean;
}) {
  return (
    <button type="button" className={styles.tab} onClick={onClick} aria-haspopup={opensDialog ? "dialog" : undefined}>
      {icon}
      <span className={styles.label}>{label}</span>
    </button>
  );
}

/**
 * The phone's bottom tab bar (docs/design.md): home, promotions, deposit, messages and "me", as
 * the portals of this market have. Hidden from 48rem up, where the header holds the same.
 * Deposit and messages need a real account (the guard opens login or warns a trial member).
 */
export function TabBar() {
  const { t } = useTranslation();
  const token = useSession().token ?? "";
  const unread = useUnreadCount(token);
  const guard = useGuardedAction();
  const openCenter = useOpenCenter();
  const [meOpen, setMeOpen] = useState(false);
  return (
    <>
      <nav className={styles.bar} aria-label={t("tabBar.label")}>
        <TabLink to={ROUTE.index} label={t("tabBar.home")} icon={<Icon d={HOME} />} />
        <TabLink to={ROUTE.promotions} label={t("tabBar.promotions")} icon={<Icon d={GIFT} />} />
        <TabButton
          label={t("tabBar.deposit")}
          icon={<Icon d={WALLET} />}
          onClick={() => guard(() => openCenter("memberCenter", "depositv2"))}
        />
        <button
          type="button"
          className={styles.tab}
          aria-label={unread ? t("header.messagesUnread", { count: unread }) : undefined}
          onClick={() => guard(() => openCenter("memberCenter", "messageV2"))}
        >
          <span className={styles.iconWrap}>
            <MessageIcon />
            {unread ? (
              <span className={styles.badge} aria-hidden="true">
                {unread > 99 ? "99+" : unread}
              </span>
            ) : null}
          </span>
          <span className={styles.label}>{t("tabBar.messages")}</span>
        </button>
        <TabButton label={t("tabBar.me")} icon={<Icon d={PERSON} />} onClick={() => setMeOpen(true)} opensDialog />
      </nav>
      {meOpen ? (
        <Suspense fallback={null}>
          <MeSheet onClose={() => setMeOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
