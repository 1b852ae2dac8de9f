import { Suspense, lazy } from "react";
import { useDialogState } from "../../shared/dialogs/dialog-store";

const MessageDialog = lazy(() => import("../../shared/ui/message-dialog").then((m) => ({ default: m.MessageDialog })));

/** Renders the open alert or confirm dialog, if any (a lazy chunk, loaded on first use). */
export function DialogHost() {
  const dialog = useDialogState();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog key={dialog.message + dialog.kind} dialog={dialog} />
    </Suspense>
  );
}
