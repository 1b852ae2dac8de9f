import { lazy, Suspense, useState } from "react";
import { useStoreValue } from "../hooks/value-store";
import { toastStore } from "./toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * Mounted once by the app layout. Renders nothing until the first toast, then loads the Radix
 * host (toaster.tsx) and keeps it mounted so later toasts appear without a fetch.
 */
export function ToastHost() {
  const messages = useStoreValue(toastStore);
  const [needed, setNeeded] = useState(false);
  if (!needed && messages.length > 0) setNeeded(true);
  if (!needed && messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
