import { createPortal } from "react-dom";
import * as RadixToast from "@radix-ui/react-toast";
import { useTranslation } from "react-i18next";
import { useStoreValue } from "../hooks/value-store";
import { dismissToast, toastStore } from "./toast";
import styles from "./toast.module.css";

/**
 * Radix Toast: announced politely to screen readers (assertively for errors), swiped away on a
 * phone, paused while hovered or focused; F8 jumps to it. Loaded by ToastHost with the first toast.
 *
 * A toast often tells the outcome of an action taken in a dialog (ModalFrame, a modal Radix
 * Dialog), which hides everything outside itself from assistive technology with `hideOthers`
 * (aria-hidden) and turns off pointer events on the page. So the viewport does not live in the
 * page: it is portalled to <body> (a toaster loaded while a dialog is open is not inside the
 * hidden page), in a container marked `aria-live="off"`, which `hideOthers` leaves alone by design
 * (it never hides live regions) when the dialog opens after the toaster. This is the fix the Radix
 * maintainers' tracker gives for a viewport in a dialog's aria-hidden subtree (radix-ui/primitives
 * #4115, #4116, #4127); "off" is the default politeness, so nothing extra is announced. The
 * viewport is a dismissable-layer branch: touching a toast does not close the dialog under it.
 */
export function Toaster() {
  const { t } = useTranslation();
  const messages = useStoreValue(toastStore);
  return (
    <RadixToast.Provider swipeDirection="down" label={t("toast.label")}>
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
      {createPortal(
        <div aria-live="off">
          <RadixToast.Viewport className={styles.viewport} label={t("toast.region")} />
        </div>,
        document.body,
      )}
    </RadixToast.Provider>
  );
}
