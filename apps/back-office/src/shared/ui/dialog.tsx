import type { FormEventHandler, ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";

/** A dialog (Radix): title, optional description, its content and a close button. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className={wide ? "dialog dialog-wide" : "dialog"}>
          <div className="dialog-head">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost btn-small" aria-label={t("ui.close")}>
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * An action asked twice: what will happen, an optional note, and confirm / cancel. `onConfirm`
 * runs the mutation; the dialog stays open (busy) until it settles, then closes on success.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {children}
        <DialogActions
          onCancel={() => onOpenChange(false)}
          submitLabel={confirmLabel}
          busy={busy}
          busyLabel={t("ui.working")}
          danger={danger}
        />
      </form>
    </DialogFrame>
  );
}

/**
 * The foot of every form dialog: Cancel (closes the dialog) and the form's submit button. While
 * the form's call runs (`busy`) the submit is disabled and says so ("Saving…" unless told);
 * `danger` for an action that cannot be taken back. `children` go before Cancel (a form's own
 * extra button, e.g. "Add a tier").
 */
export function DialogActions({
  onCancel,
  submitLabel,
  busy = false,
  busyLabel,
  danger = false,
  disabled = false,
  children,
}: {
  onCancel: () => void;
  /** "Save" unless told. */
  submitLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  /** The form cannot be sent yet (e.g. nothing to choose from). */
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="row-end">
      {children}
      <button type="button" className="btn" onClick={onCancel}>
        {t("ui.cancel")}
      </button>
      <button
        type="submit"
        className={danger ? "btn btn-danger" : "btn btn-primary"}
        disabled={busy || disabled}
        aria-busy={busy}
      >
        {busy ? (busyLabel ?? t("ui.saving")) : (submitLabel ?? t("ui.save"))}
      </button>
    </div>
  );
}

/**
 * A dialog that is one form: the frame (open while rendered; closing it calls `onClose`), the
 * form (`onSubmit`, e.g. `form.handleSubmit((body) => save.mutate(body))`, the browser's own
 * validation off: the contract's schema checks) and its DialogActions. With useDialogMutation
 * (dialog-mutation.ts) for the call that toasts and closes.
 */
export function FormDialog({
  title,
  description,
  wide = false,
  onClose,
  onSubmit,
  submitLabel,
  busy = false,
  busyLabel,
  danger = false,
  submitDisabled = false,
  extraActions,
  children,
}: {
  title: string;
  description?: string;
  wide?: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  submitDisabled?: boolean;
  /** Buttons of the form's own beside Cancel and the submit. */
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open
      wide={wide}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
    >
      <form className="stack" noValidate onSubmit={onSubmit}>
        {children}
        <DialogActions
          onCancel={onClose}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
          danger={danger}
          disabled={submitDisabled}
        >
          {extraActions}
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
