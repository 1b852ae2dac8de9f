import { useSyncExternalStore } from "react";
import * as Toast from "@radix-ui/react-toast";
import { useTranslation } from "react-i18next";

/** The outcome of an action: success (4 s) or error (8 s), from anywhere (`toast(...)`). */
interface ToastItem {
  id: number;
  tone: "success" | "error";
  text: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(tone: ToastItem["tone"], text: string) {
  items = [...items, { id: nextId++, tone, text }];
  emit();
}

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** One in the app: Radix's viewport is a live region, so each outcome is announced. */
export function Toaster() {
  const { t } = useTranslation();
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <Toast.Provider swipeDirection="right" label={t("ui.notifications")}>
      {list.map((item) => (
        <Toast.Root
          key={item.id}
          className={`toast toast-${item.tone}`}
          duration={item.tone === "error" ? 8000 : 4000}
          type={item.tone === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
        >
          <Toast.Description>{item.text}</Toast.Description>
          <Toast.Close className="btn btn-ghost btn-small" aria-label={t("ui.close")}>
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
