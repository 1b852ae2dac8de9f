import { useEffect } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import type { DialogState } from "../dialogs/dialog-store";
import { Button } from "./button";
import styles from "./message-dialog.module.css";

const SCROLL_LOCK_CLASS = "modal-open";

/**
 * The alert (`dialog-alert`) and confirm (`dialog-confirm`) dialogs, above any modal. Like
 * ModalFrame it draws its own overlay (Radix's injects a <style> element the CSP refuses).
 */
export function MessageDialog({ dialog }: { dialog: DialogState }) {
  const { t } = useTranslation();
  useEffect(() => {
    const root = document.documentElement;
    const had = root.classList.contains(SCROLL_LOCK_CLASS);
    root.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      if (!had) root.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, []);
  const cancel = () => (dialog.kind === "alert" ? dialog.resolve() : dialog.resolve(false));
  const isAlert = dialog.kind === "alert";
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : cancel())}>
      <Dialog.Portal>
        <div className={styles.overlay} aria-hidden="true" />
        <Dialog.Content
          className={styles.content}
          role="alertdialog"
          // Modal, as it is: Radix hides the rest from assistive technology (aria-hidden) and traps
          // focus, but sets no aria-modal. For role="dialog" axe infers a modal anyway; for an
          // alertdialog it needs aria-modal to know the page behind is out of reach, not focusable
          // content wrongly hidden, and a screen reader is told the same.
          aria-modal="true"
          aria-describedby="dialog-message"
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className={styles.title}>
            {isAlert ? t("dialog.notice") : t("dialog.confirmTitle")}
          </Dialog.Title>
          <p id="dialog-message" className={styles.message}>
            {dialog.message}
          </p>
          <div className={styles.actions}>
            {dialog.kind === "confirm" ? (
              <>
                <Button type="button" onClick={() => dialog.resolve(false)}>
                  {t("dialog.cancel")}
                </Button>
                <Button type="button" variant="primary" onClick={() => dialog.resolve(true)}>
                  {t("dialog.ok")}
                </Button>
              </>
            ) : (
              <Button type="button" variant="primary" onClick={() => dialog.resolve()}>
                {t("dialog.ok")}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
