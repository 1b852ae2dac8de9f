import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../shared/api/error-text";
import { invalidateMoneyQueries } from "../../../shared/api/wallet-balance";

export interface MoneyAction {
  busy: boolean;
  /** The translated reason of the last failure (or of a refused form), null after a success. */
  error: string | null;
  /** Shows a form's own refusal (a missing field) without calling the server. */
  fail: (message: string | null) => void;
  /**
   * Runs a call once at a time. A success reads the balance and the money lists again and
   * answers `{ value }`; a failure shows its translated error code (TURNOVER_UNMET with its
   * figures: an active bonus's lock; a deposit limit with what it still takes) and answers null.
   */
  run: <T>(call: () => Promise<T>) => Promise<{ value: T } | null>;
}

export function useMoneyAction(): MoneyAction {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async <T>(call: () => Promise<T>): Promise<{ value: T } | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const value = await call();
      void invalidateMoneyQueries(queryClient);
      return { value };
    } catch (failure) {
      setError(errorText(t, failure));
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, error, fail: setError, run };
}
