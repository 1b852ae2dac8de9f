import { useEffect, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import styles from "./modal-frame.module.css";

export interface ModalFrameProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** "wide": the chat, a notice; "centre": the member and agent centres, whose tables need the room. */
  size?: "default" | "wide" | "centre";
  /** False for a modal that must be completed (the forced password change): no close, no Esc. */
  closable?: boolean;
}

const SCROLL_LOCK_CLASS = "modal-open";
/**
 * Dialogs open now: a dialog opened from another (a confirmation over a centre) must not unlock
 * the page's scrolling when it closes while the other stays open.
 */
let openFrames = 0;

/**
 * A Radix dialog: focus trap, Esc and outside click to close, labelled by its title. Always open
 * while mounted. Scrolling is locked by a class on <html>, not by Radix's Overlay (whose lock writes
 * a <style> element, let in by the shell's nonce since decision 0059, as the back office's is).
 */
export function ModalFrame({
  title,
  closeLabel,
  onClose,
  children,
  size = "default",
  closable = true,
}: ModalFrameProps) {
  useEffect(() => {
    const root = document.documentElement;
    openFrames += 1;
    root.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      openFrames -= 1;
      if (openFrames === 0) root.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, []);
  return (
    <Dialog.Root open onOpenChange={(open) => (open || !closable ? undefined : onClose())}>
      <Dialog.Portal>
        <div className={styles.overlay} aria-hidden="true" />
        <Dialog.Content
          className={`${styles.content} ${size === "default" ? "" : styles.wide} ${size === "centre" ? styles.centre : ""}`}
          // Modal, as MessageDialog says it is: Radix hides the page and traps focus, but sets no aria-modal.
          aria-modal="true"
          aria-describedby={undefined}
          onEscapeKeyDown={closable ? undefined : (event) => event.preventDefault()}
          onInteractOutside={closable ? undefined : (event) => event.preventDefault()}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {closable ? (
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
