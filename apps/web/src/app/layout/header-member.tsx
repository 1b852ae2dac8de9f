import { useState } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isAgentType, TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { memberInfoQuery } from "../../shared/api/member";
import { walletBalanceQuery } from "../../shared/api/wallet-balance";
import { useGuardedAction } from "../../shared/auth/guarded-action";
import { DemoCreditBadge, useRegisterRealAccount } from "../../shared/auth/trial-member";
import { openModal } from "../../shared/modals/modal-store";
import { useOpenCenter } from "../../shared/modals/use-center";
import { useSession } from "../../shared/storage/session";
import { useFeatures } from "../../shared/system/features";
import { formatMoney } from "../../shared/format/money";
import { memberMenu } from "../../features/member-center/hooks/center-menus";
import { useLogout } from "../../features/auth/hooks/use-logout";
import { Button } from "../../shared/ui/button";
import { ChatIcon, MessageIcon, useUnreadCount } from "./unread-messages";
import styles from "./header-member.module.css";

/** The wallet total is masked until the member shows it. */
const MASK = "***";

export function avatarUrl(avatar: string | undefined, avatarType: string | undefined): string {
  if (avatar && avatarType === "CUSTOM" && /^https:\/\//.test(avatar)) return avatar;
  return `/img/avatars/${encodeURIComponent(avatar && /^\d{1,2}$/.test(avatar) ? avatar : "1")}.svg`;
}

/** The wallet total; a trial member's is marked as demo credit (the label gives way to the badge). */
function Balance({ token, trial }: { token: string; trial: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const balance = useQuery(walletBalanceQuery(token));
  // Never a made-up number: an error or no answer yet shows "--".
  const text = balance.data ? formatMoney(balance.data.sumBalance) : "--";
  return (
    <span className={styles.balance}>
      {trial ? <DemoCreditBadge /> : <span className={styles.balanceLabel}>{t("header.balance")}</span>}
      {/* A status named "Balance" (its label gives way to the demo badge for a trial member). */}
      <span className={styles.amount} role="status" aria-label={t("header.balance")}>
        {shown ? text : MASK}
      </span>
      <button
        type="button"
        className={styles.icon}
        aria-pressed={shown}
        aria-label={shown ? t("header.hideBalance") : t("header.showBalance")}
        onClick={() => setShown((s) => !s)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11a4 4 0 110-8 4 4 0 010 8z"
            fill="currentColor"
          />
          {shown ? null : <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
        </svg>
      </button>
      <button
        type="button"
        className={`${styles.icon} ${styles.wideOnly}`}
        aria-label={t("header.refreshBalance")}
        disabled={balance.isFetching}
        onClick={() => void balance.refetch()}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M17.7 6.3A8 8 0 104 12h2a6 6 0 1110.3-4.2L13 11h8V3l-3.3 3.3z" fill="currentColor" />
        </svg>
      </button>
    </span>
  );
}

/**
 * The logged-in header, one row at every width: balance, deposit, messages and the account menu
 * (Radix DropdownMenu: centres and log out). On a phone only the balance and deposit stay here;
 * messages and the account live in the bottom tab bar (tab-bar.tsx).
 */
export default function HeaderMember() {
  const { t } = useTranslation();
  const session = useSession();
  const token = session.token ?? "";
  const info = useQuery(memberInfoQuery(session.token)).data;
  const unread = useUnreadCount(token);
  const features = useFeatures();
  const guard = useGuardedAction();
  const openCenter = useOpenCenter();
  const logout = useLogout();
  const registerRealAccount = useRegisterRealAccount();
  const type = info?.type ?? session.memberType ?? 0;
  const trial = type === TRIAL_MEMBER_TYPE;
  const depositOn = memberMenu({ type, toUpline: info?.toUpline ?? 0 }, features).includes("depositv2");

  return (
    <div className={styles.member}>
      <Balance token={token} trial={trial} />
      {trial ? (
        <Button type="button" variant="primary" onClick={() => void registerRealAccount()}>
          <span className={styles.wideOnly}>{t("trial.register")}</span>
          <span className={styles.phoneOnly}>{t("trial.registerShort")}</span>
        </Button>
      ) : null}
      {!trial && depositOn ? (
        <Button type="button" variant="primary" onClick={() => guard(() => openCenter("memberCenter", "depositv2"))}>
          {t("header.deposit")}
        </Button>
      ) : null}
      <Button
        type="button"
        className={`${styles.messages} ${styles.wideOnly}`}
        aria-label={unread ? t("header.messagesUnread", { count: unread }) : t("header.messages")}
        onClick={() => guard(() => openCenter("memberCenter", "messageV2"))}
      >
        <MessageIcon />
        {unread ? (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </Button>
      <Button
        type="button"
        className={`${styles.messages} ${styles.wideOnly}`}
        aria-label={t("modals.chatRoom")}
        onClick={() => openModal("chatRoom")}
      >
        <ChatIcon />
      </Button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={`${styles.accountButton} ${styles.wideOnly}`}
          // The visible account name stays in the spoken name (WCAG 2.5.3, label in name).
          aria-label={info?.account ? `${t("header.accountMenu")}: ${info.account}` : t("header.accountMenu")}
        >
          <img
            className={styles.avatar}
            src={avatarUrl(info?.avatar, info?.avatarType)}
            alt={t("security.avatar")}
            width={32}
            height={32}
          />
          <span className={styles.account}>{info?.account ?? ""}</span>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
            {!trial ? (
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => guard(() => openCenter("memberCenter"))}>
                {t("header.memberCenter")}
              </DropdownMenu.Item>
            ) : null}
            {isAgentType(type) ? (
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => guard(() => openCenter("agentCenter"))}>
                {t("header.agentCenter")}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Separator className={styles.menuSeparator} />
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => void logout()}>
              {t("header.logout")}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
