import { useEffect, useId, useRef, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ModalFrame } from "../../../shared/ui/modal-frame";
import { EmptyState } from "../../../shared/ui/empty-state";
import { contractFlagsQuery } from "../../../shared/api/contract-flags";
import { memberInfoQuery } from "../../../shared/api/member";
import { useFeatures } from "../../../shared/system/features";
import { useSession } from "../../../shared/storage/session";
import { CENTER_PARAM, centerSearch, type CenterName } from "../../../shared/modals/center-url";
import type { ModalName } from "../../../shared/modals/modal-store";
import { activePage, agentMenu, memberMenu } from "../hooks/center-menus";
import { SecurityCenter } from "./security-center";
import stackStyles from "../../../shared/ui/stack.module.css";
import twoPane from "../../../shared/ui/two-pane.module.css";
import styles from "./center.module.css";

export interface CenterModalProps {
  name: ModalName;
  params: Record<string, string>;
  onClose: () => void;
  /**
   * The content of a page that other features supply (composed in app/): null for a page that
   * has none yet, which shows "coming soon".
   */
  renderPage?: (page: string) => ReactNode;
  /**
   * Counts on menu entries, by page (composed in app/: the missions ready to claim on
   * `missionLeaderboard`); an entry shows its badge when the count is above 0.
   */
  menuBadges?: Partial<Record<string, MenuBadge>>;
}

/** A menu entry's count: the figure shown, and the words that describe the entry to a screen reader. */
export interface MenuBadge {
  count: number;
  /** "Missions ready to claim: 2": the entry's description (its name stays the page's). */
  label: string;
}

/** On a phone the menu is a row that scrolls sideways (center.module.css): keep the current page's tab in view. */
function showCurrent(item: HTMLButtonElement | null): void {
  item?.scrollIntoView?.({ block: "nearest", inline: "center" });
}

/**
 * The personal centre (`memberCenter`) or the agent centre (`agentCenter`): the menu for this
 * member and the switches, the current page in the URL (`?member=` / `?agent=`).
 */
export function CenterModal({ name, params, renderPage, menuBadges }: CenterModalProps) {
  const { t } = useTranslation();
  const badgeId = useId();
  const center: CenterName = name === "agentCenter" ? "agentCenter" : "memberCenter";
  const kind = center === "agentCenter" ? "agent" : "member";
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const info = useQuery(memberInfoQuery(session.token)).data;
  const features = useFeatures();
  const member = { type: info?.type ?? session.memberType ?? 0, toUpline: info?.toUpline ?? 0 };
  // The contract pages follow the consolidated flags. Until they arrive (or when they cannot be
  // read) every flag counts as on: a reload or a link to a contract page (?agent=dividend) opens
  // it at once rather than the first page and then a jump, and a failed read never takes an
  // agent's contracts away. Flag NONE only hides a page with nothing on it to do (decision 0034),
  // so showing it a moment too long costs an entry that leaves the end of the menu, nothing more.
  const flags = useQuery(contractFlagsQuery(session.token, center === "agentCenter")).data;
  const menu: readonly string[] = center === "agentCenter" ? agentMenu(features, flags) : memberMenu(member, features);
  const page = activePage(menu, params.page);

  // Opened without the URL (openModal): the URL takes the page once, so reload and back work.
  const opening = useRef<{ search: string; page: string | undefined } | null>({ search: location.search, page });
  useEffect(() => {
    // Once: `navigate` changes with the path under the declarative router.
    if (opening.current === null) return;
    const { search, page: first } = opening.current;
    opening.current = null;
    if (new URLSearchParams(search).get(CENTER_PARAM[center]) === null && first !== undefined) {
      void navigate({ search: centerSearch(search, center, first) }, { replace: true });
    }
  }, [center, navigate]);

  const go = (next: string) => void navigate({ search: centerSearch(location.search, center, next) });
  const close = () => void navigate({ search: centerSearch(location.search, center, null) });
  const supplied = page === undefined || page === "securityCenter" ? null : (renderPage?.(page) ?? null);

  return (
    <ModalFrame title={t(`modals.${center}`)} closeLabel={t("common.close")} onClose={close} size="centre">
      <div className={`${twoPane.panes} ${styles.panes}`}>
        <nav aria-label={t(`modals.${center}`)}>
          <ul className={styles.menu}>
            {menu.map((item) => {
              const badge = menuBadges?.[item];
              const shown = badge !== undefined && badge.count > 0;
              return (
                <li key={item}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={item === page ? "page" : undefined}
                    aria-describedby={shown ? `${badgeId}-${item}` : undefined}
                    ref={item === page ? showCurrent : undefined}
                    onClick={() => go(item)}
                  >
                    <span>{t(`center.${kind}.${item}`)}</span>
                    {/* The figure is seen; a screen reader hears the entry's description instead. */}
                    {shown ? (
                      <span className={styles.badge} aria-hidden="true">
                        {badge.count}
                      </span>
                    ) : null}
                  </button>
                  {shown ? (
                    <span id={`${badgeId}-${item}`} hidden>
                      {badge.label}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <section className={stackStyles.page} aria-live="polite">
          {page === "securityCenter" ? (
            <SecurityCenter />
          ) : supplied !== null ? (
            supplied
          ) : (
            <EmptyState title={t(`center.${kind}.${page ?? "announcement"}`)}>
              <p>{t("center.comingSoon")}</p>
            </EmptyState>
          )}
        </section>
      </div>
    </ModalFrame>
  );
}
