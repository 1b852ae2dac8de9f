import * as RadixToast from "@radix-ui/react-toast";
import { useTranslation } from "react-i18next";
import { useStoreValue } from "../hooks/value-store";
import { dismissToast, toastStore } from "./toast";
import styles from "./toast.module.css";

/**
 * Radix Toast: announced politely to screen readers (assertively for errors), swiped away on a
 * phone, paused while hovered or focused; F8 jumps to it. Loaded by ToastHost with the first toast.
 */
export function Toaster() {
  const { t } = useTranslation();
  const messages = useStoreValue(toastStore);
  return (
    <RadixToast.Provider swipeDirection="down" label={t("toast.region")}>
      {messages.map((message) => (
        <RadixToast.Root
          key={message.id}
          className={`${styles.toast} ${styles[message.tone]}`}
          type={message.tone === "error" ? "foreground" : "background"}
          duration={message.tone === "error" ? 8000 : 4000}
          onOpenChange={(open) => (open ? undefined : dismissToast(message.id))}
        >
          <RadixToast.Title className={styles.title}>{message.title}</RadixToast.Title>
          {message.description ? (
            <RadixToast.Description className={styles.description}>{message.description}</RadixToast.Description>
          ) : null}
          <RadixToast.Close className={styles.close} aria-label={t("common.close")}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
